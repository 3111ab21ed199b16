import fp from 'fastify-plugin';
import { ErrorCode } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import { Semaphore } from '../../lib/semaphore.ts';
import type { RateRule } from './rate-counters.ts';
import type { UserRow } from './auth.ts';

export type RenderKind = 'preview' | 'download';

/**
 * What one render may cost. Rendering time and memory follow the text: a two-page resume holds
 * about 6,000 characters, a preview page is about 700 kB of SVG. Bounded before rendering (text),
 * after it (pages), per user (rate) and per process (renders at once).
 */
export const RENDER_LIMITS = {
  maxChars: { preview: 60_000, download: 100_000 } satisfies Record<RenderKind, number>,
  maxPreviewPages: 20,
  perUser: {
    preview: { max: 120, windowMs: 60_000 },
    download: { max: 60, windowMs: 60_000 },
  } satisfies Record<RenderKind, RateRule>,
  concurrency: 2,
};

declare module 'fastify' {
  interface FastifyInstance {
    renders: {
      /**
       * Runs `render` for `user` within the limits: the user's rate (429), the size of the text in
       * `data` (422) and the process's render slots (waits its turn).
       */
      run<T>(user: Pick<UserRow, 'id'>, kind: RenderKind, data: unknown, render: () => Promise<T>): Promise<T>;
      /** Counts one download of `user` against its rate, for downloads that render nothing. */
      count(user: Pick<UserRow, 'id'>, kind: RenderKind): Promise<void>;
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

export default fp(
  async (app) => {
    const slots = new Semaphore(RENDER_LIMITS.concurrency);
    const count = (user: Pick<UserRow, 'id'>, kind: RenderKind) => app.rateCounters.hit(`render-${kind}`, user.id, RENDER_LIMITS.perUser[kind]);
    app.decorate('renders', {
      count,
      async run(user, kind, data, render) {
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
        const result = await slots.run(render);
        if (kind === 'preview' && Array.isArray(result) && result.length > RENDER_LIMITS.maxPreviewPages) {
          throw new AppError(ErrorCode.validation, 422, `This resume is too long to preview: more than ${RENDER_LIMITS.maxPreviewPages} pages.`);
        }
        return result;
      },
    });
  },
  { name: 'renders', dependencies: ['rate-counters'] },
);
