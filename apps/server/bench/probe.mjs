// Preloaded into a benched server (node --import probe.mjs), answering the bench over the IPC
// channel:
// - 'loop-delay': how long the event loop was held since the last asking (p99 and max, ms);
// - 'memory': the process's memory (MB) after a full garbage collection when node runs with
//   --expose-gc (`gc: true` then), as it stands otherwise.
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const mb = (n) => Math.round(n / 2 ** 20);
  process.on('message', (message) => {
    if (message === 'loop-delay') {
      process.send({
        loopDelayP99Ms: Math.round(histogram.percentile(99) / 1e6),
        loopDelayMaxMs: Math.round(histogram.max / 1e6),
      });
      histogram.reset();
    } else if (message === 'memory') {
      const collected = typeof globalThis.gc === 'function';
      if (collected) globalThis.gc();
      const m = process.memoryUsage();
      process.send({
        gc: collected,
        rssMb: mb(m.rss),
        heapUsedMb: mb(m.heapUsed),
        externalMb: mb(m.external),
        arrayBuffersMb: mb(m.arrayBuffers),
      });
    }
  });
  // The channel must not keep the server alive, nor stop it from closing.
  process.channel?.unref();
}
