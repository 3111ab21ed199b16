import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type {
  renderResumeFitted,
  CoverLetter,
  RenderCoverLetterOptions,
  RenderResumeOptions,
  ResumeData,
} from '@tailor/resume';
import type { ReadBack } from '@tailor/resume/read-back';
import type { RenderTask } from '../workers/render.ts';
import { workerEntry } from './worker-entry.ts';

/** Bytes from a worker as a Buffer over the same memory, as the database drivers and replies expect. */
const asBuffer = <T>(value: T): T =>
  value instanceof Uint8Array ? (Buffer.from(value.buffer, value.byteOffset, value.byteLength) as T) : value;

/**
 * Renders a worker lays out before it is replaced. Typst keeps memory per thread that it never
 * gives back (about 230 kB per distinct document, 80 MB after 250 previews of an edited resume);
 * the thread's end returns all of it. A new worker costs one warm-up layout, about 100 ms.
 */
export const RECYCLE_AFTER_RENDERS = 100;

export type DocumentFormat = 'pdf' | 'svg' | 'docx';
type Out<F extends DocumentFormat> = F extends 'svg' ? string[] : Uint8Array;

/**
 * Lays out documents in worker threads, one per core: a render never holds the event loop every
 * request shares. Each worker keeps its own warm Typst compiler (about 100 MB), so the pool stays
 * at the number of cores. With `warm`, the workers start (and lay out a first page) when `start`
 * is called, and stay; otherwise on the first render, and they go when unused.
 */
export class RenderPool {
  private pool: Piscina | undefined;
  /** Pools replaced by a fresh one, finishing what they were given before their threads end. */
  private readonly retiring = new Set<Promise<void>>();
  private rendersInPool = 0;
  /** The renders given to the current pool and not settled yet. */
  private inPool = new Set<Promise<unknown>>();
  /** Sets of workers started so far (one more each time the pool is replaced). */
  started = 0;
  private readonly warm: boolean;
  readonly size: number;
  readonly recycleAfter: number;
  private readonly bundleDir: string | undefined;

  constructor({
    size = availableParallelism(),
    warm = true,
    recycleAfter = RECYCLE_AFTER_RENDERS,
    bundleDir,
  }: { size?: number; warm?: boolean; recycleAfter?: number; bundleDir?: string } = {}) {
    this.size = Math.max(1, size);
    this.warm = warm;
    this.recycleAfter = recycleAfter;
    this.bundleDir = bundleDir;
  }

  /**
   * Starts the workers now (a warm pool lays out a first page in each). Otherwise they start with
   * the first render: a server calls this once it listens, so its start is not slowed by them.
   */
  start(): Piscina {
    if (!this.pool) this.started++;
    this.pool ??= new Piscina({
      filename: workerEntry('render', this.bundleDir),
      minThreads: this.warm ? this.size : 0,
      maxThreads: this.size,
      // Unused workers of a cold pool go after a while; a warm pool keeps its minimum.
      idleTimeout: 30_000,
      // One render at a time per worker: the compiler is synchronous.
      concurrentTasksPerWorker: 1,
    });
    return this.pool;
  }

  private run<T>(task: RenderTask): Promise<T> {
    const pool = this.start();
    const result = pool.run(task) as Promise<T>;
    const tracked = this.inPool;
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    tracked.add(settled);
    void settled.then(() => tracked.delete(settled));
    // Past its share of renders, the pool is replaced: the old one ends its threads once every
    // render it was given (this one included) has settled, and their memory goes with them.
    // Closing only then matters: a pool closed with a render still queued or just handed to a
    // thread may end that thread under it ("Terminating worker thread", a 500).
    if (++this.rendersInPool >= this.recycleAfter * this.size) {
      this.rendersInPool = 0;
      this.pool = undefined;
      this.inPool = new Set();
      const closing = Promise.all(tracked)
        .then(() => pool.close())
        .finally(() => this.retiring.delete(closing));
      this.retiring.add(closing);
    }
    return result;
  }

  async resume<F extends DocumentFormat>(
    format: F,
    data: ResumeData,
    opts: RenderResumeOptions = {},
  ): Promise<Out<F>> {
    return asBuffer(await this.run({ task: 'resume', format, data, opts })) as Out<F>;
  }

  async letter<F extends DocumentFormat>(
    format: F,
    letter: CoverLetter,
    opts: RenderCoverLetterOptions = {},
  ): Promise<Out<F>> {
    return asBuffer(await this.run({ task: 'letter', format, letter, opts })) as Out<F>;
  }

  resumePages(data: ResumeData, opts: RenderResumeOptions = {}): Promise<number> {
    return this.run({ task: 'resume-pages', data, opts });
  }

  async resumeFitted(
    data: ResumeData,
    opts: Parameters<typeof renderResumeFitted>[1],
  ): ReturnType<typeof renderResumeFitted> {
    const fitted = await this.run<Awaited<ReturnType<typeof renderResumeFitted>>>({
      task: 'resume-fitted',
      data,
      opts,
    });
    return { ...fitted, pdf: asBuffer(fitted.pdf) };
  }

  /**
   * A rendered CV read back as an applicant-tracking system reads it, compared with the data it was
   * rendered from (about 100 ms: never on the event loop). The bytes are copied to the worker.
   */
  readBack(pdf: Uint8Array, data: ResumeData): Promise<ReadBack> {
    return this.run({ task: 'read-back', pdf: new Uint8Array(pdf), data });
  }

  /** Until the replaced pools have ended their threads. */
  async retired(): Promise<void> {
    await Promise.all(this.retiring);
  }

  /** Renders waiting for a worker. */
  get queued(): number {
    return this.pool?.queueSize ?? 0;
  }

  async close() {
    await Promise.all([this.pool?.destroy(), ...this.retiring]);
    this.pool = undefined;
  }
}
