import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ResumeReadError, type parseResumeFile } from '@tailor/resume';
import type { ParseAnswer } from '../workers/parse.ts';
import { threadCpuMs } from './thread-priority.ts';
import { workerEntry } from './worker-entry.ts';

type Parsed = Awaited<ReturnType<typeof parseResumeFile>>;

/**
 * Raised when a file costs more than its budget to read (CPU time of its thread, or wall time past
 * the ceiling): the worker is stopped and replaced.
 */
export class ParseTimeoutError extends Error {
  constructor(
    readonly budgetMs: number,
    readonly limit: 'cpu' | 'wall' = 'cpu',
  ) {
    super(
      limit === 'cpu'
        ? `Reading the file took more than ${budgetMs} ms of CPU time`
        : `Reading the file took longer than ${budgetMs} ms`,
    );
    this.name = 'ParseTimeoutError';
  }
}

interface Slot {
  worker: Worker;
  busy: boolean;
  /** Settles once the worker has loaded the reader (or failed to start, or STARTUP_LIMIT_MS passed). */
  ready: Promise<void>;
  /** The worker's thread id (Linux), which its CPU time is read by; unknown elsewhere. */
  tid?: number;
}

/** How long a new worker may take to load the reader before files are sent to it anyway. */
const STARTUP_LIMIT_MS = 60_000;

/**
 * A parse's budget is CPU time of its thread: the threads run below the event loop's priority
 * (thread-priority.ts), so on a loaded machine a file waits for a core for longer than it reads,
 * and that wait is not the file's doing. Wall time still ends a parse at this many times the
 * budget, whatever the CPU time says (a machine too loaded to give the thread a core, a thread
 * whose time cannot be read). Where thread CPU time cannot be read at all (not Linux), the budget
 * is wall time, as it always was.
 */
export const WALL_CEILING_FACTOR = 4;

/** What one parse may cost, and what its sender already spent (see ParsePool.parse). */
export interface ParseOptions {
  /** CPU time of the parse thread, ms (the pool's budget unless told). */
  budgetMs?: number;
  /** The reading time its sender used recently: decides its place when every thread is busy. */
  spentMs?: number;
  /** Told once, when the parse ends however it ends, how much reading it cost (CPU ms where measured). */
  onSpent?: (readingMs: number) => void;
}

/**
 * Reads resumes in worker threads, `size` at a time (one per core unless told), each within
 * `budgetMs` of its thread's CPU time (and `wallCeilingFactor` times that of wall time): a file
 * that is slow to read costs one worker (terminated and replaced), never the event loop every
 * request shares.
 */
export class ParsePool {
  private readonly slots: Slot[] = [];
  /** Files waiting for a thread: the one whose sender spent least reading time goes first. */
  private readonly waiting: Array<{ spentMs: number; wake: () => void }> = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size = availableParallelism(),
    readonly budgetMs = 15_000,
    private readonly wallCeilingFactor = WALL_CEILING_FACTOR,
    /** Where the built parse-worker.js is (see workerEntry); found on its own unless given. */
    private readonly bundleDir?: string,
  ) {}

  private spawn(): Slot {
    const worker = new Worker(workerEntry('parse', this.bundleDir), { stdout: false, stderr: false });
    worker.unref();
    const slot: Slot = { worker, busy: true, ready: Promise.resolve() };
    // The thread id comes with the ready message (even one arriving after STARTUP_LIMIT_MS).
    const onReady = (message: { ready?: boolean; tid?: number }) => {
      if (message.ready && typeof message.tid === 'number') {
        slot.tid = message.tid;
        worker.off('message', onReady);
      }
    };
    worker.on('message', onReady);
    slot.ready = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(limit);
        worker.off('message', onMessage);
        worker.off('error', done);
        worker.off('exit', done);
        resolve();
      };
      const onMessage = (message: { ready?: boolean }) => {
        if (message.ready) done();
      };
      const limit = setTimeout(done, STARTUP_LIMIT_MS);
      limit.unref();
      worker.on('message', onMessage);
      worker.on('error', done);
      worker.on('exit', done);
    });
    return slot;
  }

  private async acquire(spentMs: number): Promise<Slot> {
    for (;;) {
      if (this.closed) throw new Error('The parse pool is closed');
      const free = this.slots.find((s) => !s.busy);
      if (free) {
        free.busy = true;
        return free;
      }
      if (this.slots.length < this.size) {
        const slot = this.spawn();
        this.slots.push(slot);
        return slot;
      }
      await new Promise<void>((wake) => this.waiting.push({ spentMs, wake }));
    }
  }

  /** Wakes the waiting file whose sender spent least (the earliest among equals). */
  private wakeNext() {
    let next = 0;
    for (let i = 1; i < this.waiting.length; i++)
      if (this.waiting[i]!.spentMs < this.waiting[next]!.spentMs) next = i;
    this.waiting.splice(next, 1)[0]?.wake();
  }

  private release(slot: Slot) {
    slot.busy = false;
    this.wakeNext();
  }

  private replace(slot: Slot) {
    void slot.worker.terminate();
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    this.wakeNext();
  }

  /**
   * parseResumeFile in a worker; ResumeReadError comes back as itself, a parse over its budget as
   * ParseTimeoutError. The budget is the CPU time of the worker's thread, read ten times a budget
   * (every 10-250 ms) while the file is read, with a wall-time ceiling of WALL_CEILING_FACTOR times
   * the budget behind it.
   * `spentMs`: the reading time its sender used recently. When every thread is busy, the waiting
   * file whose sender spent least is read first: someone sending costly files (bombs) waits behind
   * everyone else's first upload instead of ahead of it.
   */
  async parse(
    bytes: Uint8Array,
    { budgetMs = this.budgetMs, spentMs = 0, onSpent }: ParseOptions = {},
  ): Promise<Parsed> {
    const slot = await this.acquire(spentMs);
    // The budget is for reading the file, not for starting the thread.
    await slot.ready;
    const id = this.nextId++;
    const { worker, tid } = slot;
    const startedAt = performance.now();
    const cpuAtStart = tid === undefined ? undefined : threadCpuMs(tid);
    const cpuMs = () => {
      const now = cpuAtStart === undefined ? undefined : threadCpuMs(tid!);
      return now === undefined ? undefined : now - cpuAtStart!;
    };
    const wallMs = () => performance.now() - startedAt;
    return new Promise<Parsed>((resolve, reject) => {
      const finish = (ok: boolean) => {
        // Read before the worker may be stopped (its thread's time goes with it).
        onSpent?.(Math.round(cpuMs() ?? wallMs()));
        clearInterval(watchdog);
        clearTimeout(ceiling);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (ok) this.release(slot);
        else this.replace(slot);
      };
      const onMessage = (answer: ParseAnswer) => {
        if (answer.id !== id) return;
        finish(true);
        if (answer.ok) resolve(answer.result);
        else if (answer.readError)
          reject(new ResumeReadError(answer.readError.reason, answer.readError.message));
        else reject(new Error(answer.message));
      };
      const onError = (err: Error) => {
        finish(false);
        reject(err);
      };
      const onExit = (code: number) => {
        finish(false);
        reject(new Error(`The parse worker stopped (exit code ${code})`));
      };
      const stop = (error: ParseTimeoutError) => {
        finish(false);
        reject(error);
      };
      const measured = cpuAtStart !== undefined;
      // A tenth of the budget between readings (a file stopped past it has overrun by that much).
      const watchdog = measured
        ? setInterval(
            () => {
              const used = cpuMs();
              if (used !== undefined && used > budgetMs) stop(new ParseTimeoutError(budgetMs, 'cpu'));
            },
            Math.min(250, Math.max(10, budgetMs / 10)),
          )
        : undefined;
      const wallLimitMs = measured ? budgetMs * this.wallCeilingFactor : budgetMs;
      const ceiling = setTimeout(() => stop(new ParseTimeoutError(wallLimitMs, 'wall')), wallLimitMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // A copy, handed over rather than cloned once more: the caller keeps its bytes (they are
      // stored once the parse succeeds).
      const copy = bytes.slice();
      worker.postMessage({ id, bytes: copy }, [copy.buffer]);
    });
  }

  async close() {
    this.closed = true;
    const workers = this.slots.splice(0).map((s) => s.worker.terminate());
    for (const { wake } of this.waiting.splice(0)) wake();
    await Promise.all(workers);
  }
}
