/** Raised when `key` already has `maxWaiting` tasks waiting behind the one running. */
export class TooManyWaitingError extends Error {
  constructor(readonly key: string) {
    super('Too many tasks waiting for this key');
    this.name = 'TooManyWaitingError';
  }
}

/**
 * One task at a time per key (a user), the others in order behind it, at most `maxWaiting` of them;
 * tasks of different keys do not wait for each other. Example: a user's second upload is read once
 * their first is done, while another user's upload is read at once.
 */
export class OnePerKey {
  private readonly lines = new Map<string, { running: boolean; waiting: Array<() => void> }>();

  constructor(private readonly maxWaiting: number) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let line = this.lines.get(key);
    if (!line) {
      line = { running: false, waiting: [] };
      this.lines.set(key, line);
    }
    if (line.running) {
      if (line.waiting.length >= this.maxWaiting) throw new TooManyWaitingError(key);
      await new Promise<void>((resolve) => line!.waiting.push(resolve));
    }
    line.running = true;
    try {
      return await task();
    } finally {
      const next = line.waiting.shift();
      if (next) next();
      else {
        line.running = false;
        this.lines.delete(key);
      }
    }
  }
}
