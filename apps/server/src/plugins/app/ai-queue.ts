import fp from 'fastify-plugin';
import { ErrorCode } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import { QueueTimeoutError, WorkQueue } from '../../lib/work-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The calls to the model this process makes: at most `concurrency` at once, the rest wait in
     * line (first come, first served) and answer 503 with Retry-After when the wait runs out.
     */
    aiQueue: {
      run<T>(task: (signal?: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
      readonly stats: { active: number; waiting: number };
    };
  }
}

export default fp<{ concurrency: number; queueTimeoutMs: number }>(
  async (app, opts) => {
    const queue = new WorkQueue(opts.concurrency, opts.queueTimeoutMs);
    app.decorate('aiQueue', {
      async run(task, signal) {
        try {
          return await queue.run(task, signal);
        } catch (err) {
          if (!(err instanceof QueueTimeoutError)) throw err;
          app.log.warn(queue.stats, 'AI queue full: generation refused');
          throw new AppError(
            ErrorCode.aiBusy,
            503,
            'The writing service is busy. Please try again in a moment.',
            { 'retry-after': String(err.retryAfterSeconds) },
          );
        }
      },
      get stats() {
        return queue.stats;
      },
    });
  },
  { name: 'ai-queue' },
);
