/** The wait for a slot ran out: the queue was full of work for longer than allowed. */
export class QueueTimeoutError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('no slot became free in time');
    this.name = 'QueueTimeoutError';
  }
}

interface Waiter {
  grant(): void;
}

/**
 * At most `size` tasks run at once; the others wait first come, first served, each up to
 * `maxWaitMs`. A waiter whose signal aborts leaves the queue at once and takes no slot; a running
 * task gets the same signal, so whoever started it can stop it.
 */
export class WorkQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  /** Moving average of how long a task holds its slot, for the Retry-After estimate. */
  private averageMs: number;

  constructor(
    readonly size: number,
    readonly maxWaitMs: number,
  ) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be a positive integer');
    this.averageMs = maxWaitMs;
  }

  get stats(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** Seconds after which a new request has a fair chance of a slot. */
  retryAfterSeconds(): number {
    const rounds = Math.ceil((this.waiting.length + 1) / this.size);
    return Math.min(300, Math.max(1, Math.ceil((rounds * this.averageMs) / 1000)));
  }

  async run<T>(task: (signal?: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.active >= this.size || this.waiting.length > 0) await this.wait(signal);
    else this.active++;
    const started = performance.now();
    try {
      return await task(signal);
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so no newcomer can take it in between.
      if (next) next.grant();
      else this.active--;
    }
  }

  private wait(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const i = this.waiting.indexOf(waiter);
        if (i >= 0) this.waiting.splice(i, 1);
      };
      const waiter: Waiter = {
        grant: () => {
          leave();
          resolve();
        },
      };
      const onAbort = () => {
        leave();
        reject(signal!.reason);
      };
      const timer = setTimeout(() => {
        leave();
        reject(new QueueTimeoutError(this.retryAfterSeconds()));
      }, this.maxWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }
}
