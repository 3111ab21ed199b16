import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ResumeReadError, type parseResumeFile } from '@tailor/resume';
import type { ParseAnswer } from '../workers/parse.ts';

type Parsed = Awaited<ReturnType<typeof parseResumeFile>>;

/**
 * The worker's file: beside the bundle in production (dist/parse-worker.js), the TypeScript source
 * (run through tsx) from the source tree.
 */
function workerEntry(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, 'parse-worker.js');
  return existsSync(bundled) ? bundled : join(here, '..', 'workers', 'parse-from-source.mjs');
}

/** Raised when a file takes longer than its budget to read: the worker is stopped and replaced. */
export class ParseTimeoutError extends Error {
  constructor(readonly budgetMs: number) {
    super(`Reading the file took longer than ${budgetMs} ms`);
    this.name = 'ParseTimeoutError';
  }
}

interface Slot {
  worker: Worker;
  busy: boolean;
  /** Settles once the worker has loaded the reader (or failed to start, or STARTUP_LIMIT_MS passed). */
  ready: Promise<void>;
}

/** How long a new worker may take to load the reader before files are sent to it anyway. */
const STARTUP_LIMIT_MS = 60_000;

/**
 * Reads resumes in worker threads, `size` at a time (one per core unless told), each within
 * `budgetMs`: a file that is slow to read costs one worker (terminated and replaced), never the
 * event loop every request shares.
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
  ) {}

  private spawn(): Slot {
    const worker = new Worker(workerEntry(), { stdout: false, stderr: false });
    worker.unref();
    const ready = new Promise<void>((resolve) => {
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
    return { worker, busy: true, ready };
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
   * parseResumeFile in a worker; ResumeReadError comes back as itself, a timeout as ParseTimeoutError.
   * `spentMs`: the reading time its sender used recently. When every thread is busy, the waiting
   * file whose sender spent least is read first: someone sending costly files (bombs) waits behind
   * everyone else's first upload instead of ahead of it.
   */
  async parse(bytes: Uint8Array, budgetMs = this.budgetMs, spentMs = 0): Promise<Parsed> {
    const slot = await this.acquire(spentMs);
    // The budget is for reading the file, not for starting the thread.
    await slot.ready;
    const id = this.nextId++;
    return new Promise<Parsed>((resolve, reject) => {
      const { worker } = slot;
      const finish = (ok: boolean) => {
        clearTimeout(timer);
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
      const timer = setTimeout(() => {
        finish(false);
        reject(new ParseTimeoutError(budgetMs));
      }, budgetMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // A copy: the caller keeps its bytes (they are stored once the parse succeeds).
      worker.postMessage({ id, bytes: bytes.slice() });
    });
  }

  async close() {
    this.closed = true;
    const workers = this.slots.splice(0).map((s) => s.worker.terminate());
    for (const { wake } of this.waiting.splice(0)) wake();
    await Promise.all(workers);
  }
}
