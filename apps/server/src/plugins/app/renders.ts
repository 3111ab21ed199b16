import fp from 'fastify-plugin';
import { ErrorCode } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import { Semaphore } from '../../lib/semaphore.ts';
import { RenderCache } from '../../lib/render-cache.ts';
import { RenderPool } from '../../lib/render-pool.ts';
import type { RateRule } from './rate-counters.ts';
import type { UserRow } from './auth.ts';

export type RenderKind = 'preview' | 'download';

/**
 * What one render may cost. Rendering time and memory follow the text: a two-page resume holds
 * about 6,000 characters, a preview page is about 700 kB of SVG. Bounded before rendering (text),
 * after it (pages), per user (rate) and per process (renders at once: one per render worker).
 */
export const RENDER_LIMITS = {
  maxChars: { preview: 60_000, download: 100_000 } satisfies Record<RenderKind, number>,
  maxPreviewPages: 20,
  perUser: {
    preview: { max: 120, windowMs: 60_000 },
    download: { max: 60, windowMs: 60_000 },
  } satisfies Record<RenderKind, RateRule>,
};

/** Where a download's bytes may be kept: the stored object they belong to, and everything they are rendered from. */
export interface CacheKey {
  object: string;
  input: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    renders: {
      /** The render worker threads: every layout runs there, never on the event loop. */
      pool: RenderPool;
      /**
       * Runs `render` for `user` within the limits: the user's rate (429), the size of the text in
       * `data` (422) and the process's render slots (waits its turn). A download with a `cache`
       * key answers from memory when the same bytes were rendered before; it still counts against
       * the rate. Callers check the user owns the object before.
       */
      run<T>(
        user: Pick<UserRow, 'id'>,
        kind: RenderKind,
        data: unknown,
        render: () => Promise<T>,
        cache?: CacheKey,
      ): Promise<T>;
      /** Counts one download of `user` against its rate, for downloads that render nothing. */
      count(user: Pick<UserRow, 'id'>, kind: RenderKind): Promise<void>;
      /** Drops the kept documents of a stored object (it was saved again or deleted). */
      forget(object: string): void;
      cache: RenderCache;
    };
  }
}

/** Characters of text in a JSON-like value (strings only), walked without recursion. */
export function textSize(value: unknown): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') total += v.length;
    else if (Array.isArray(v)) stack.push(...v);
    else if (v !== null && typeof v === 'object') stack.push(...Object.values(v));
  }
  return total;
}

export interface RendersOptions {
  /** Render worker threads (default: one per core). */
  workers?: number;
  /** Memory for rendered downloads, in bytes (default 64 MB; 0 keeps none). */
  cacheBytes?: number;
  /** Start the workers, each laying out a first page, once the server listens (else on the first render). */
  warm?: boolean;
  /** Renders a worker lays out before it is replaced (default RECYCLE_AFTER_RENDERS). */
  recycleAfter?: number;
  /** Where the built render-worker.js is (found on its own unless given). */
  bundleDir?: string;
}

export default fp<RendersOptions>(
  async (app, opts) => {
    const pool = new RenderPool({
      size: opts.workers,
      warm: opts.warm ?? true,
      recycleAfter: opts.recycleAfter,
      bundleDir: opts.bundleDir,
    });
    // Warm workers start once the server listens: starting them with the server would slow its
    // start, and a command that never listens (the CLI) needs none.
    if (opts.warm ?? true)
      app.addHook('onListen', async () => {
        pool.start();
      });
    app.addHook('onClose', () => pool.close());
    const cache = new RenderCache(opts.cacheBytes ?? 64 * 2 ** 20);
    const slots = new Semaphore(pool.size);
    const count = (user: Pick<UserRow, 'id'>, kind: RenderKind) =>
      app.rateCounters.hit(`render-${kind}`, user.id, RENDER_LIMITS.perUser[kind]);
    app.decorate('renders', {
      pool,
      cache,
      count,
      forget: (object: string) => cache.forget(object),
      async run<T>(
        user: Pick<UserRow, 'id'>,
        kind: RenderKind,
        data: unknown,
        render: () => Promise<T>,
        cacheKey?: CacheKey,
      ): Promise<T> {
        await count(user, kind);
        const chars = textSize(data);
        const max = RENDER_LIMITS.maxChars[kind];
        if (chars > max) {
          throw new AppError(
            ErrorCode.validation,
            422,
            `This resume is too long to ${kind === 'preview' ? 'preview' : 'render'}: ${chars.toLocaleString('en')} characters of text, at most ${max.toLocaleString('en')}.`,
          );
        }
        const key =
          kind === 'download' && cacheKey && cache.maxBytes > 0
            ? RenderCache.key(cacheKey.object, cacheKey.input)
            : undefined;
        const kept = key ? cache.get(key) : undefined;
        if (kept) return kept as T;
        const result = await slots.run(render);
        if (kind === 'preview' && Array.isArray(result) && result.length > RENDER_LIMITS.maxPreviewPages) {
          throw new AppError(
            ErrorCode.validation,
            422,
            `This resume is too long to preview: more than ${RENDER_LIMITS.maxPreviewPages} pages.`,
          );
        }
        if (key && result instanceof Uint8Array) cache.set(cacheKey!.object, key, result);
        return result;
      },
    });
  },
  { name: 'renders', dependencies: ['rate-counters'] },
);
