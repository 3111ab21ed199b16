import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, gte, like, lt, notLike, or, sql } from 'drizzle-orm';
import { ErrorCode } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import { rateCounters } from '../../db/schema.ts';

export interface RateRule {
  max: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateCounters: {
      /**
       * Counts one hit on `subject` (an email, an IP) under `scope` in a fixed window shared by every
       * instance; past `max` it throws 429 with Retry-After. The subject is stored only as a keyed hash.
       */
      hit(scope: string, subject: string, rule: RateRule, now?: Date): Promise<void>;
      /** Throws the same 429 when `subject` has already used up `rule` in this window, without counting a hit. */
      assertUnder(scope: string, subject: string, rule: RateRule, now?: Date): Promise<void>;
      /** Drops the counters of a subject under one scope. */
      forget(scope: string, subject: string): Promise<void>;
      /** Drops every counter of an owner (an email, a user id), alone or paired, under any scope (account deletion). */
      forgetOwner(owner: string): Promise<void>;
      /** Counts one hit and answers the count in this window, whatever it is (the caller decides). */
      take(scope: string, subject: string, rule: RateRule, now?: Date): Promise<number>;
      /**
       * Counts `amount` (a cost such as milliseconds of work rather than one hit) and answers the
       * total in this window; `assertUnder` then refuses once the total reaches `rule.max`.
       */
      add(scope: string, subject: string, amount: number, rule: RateRule, now?: Date): Promise<number>;
      /** Takes back one hit counted by `take` in this window (it turned out not to count). */
      giveBack(scope: string, subject: string, rule: RateRule, now?: Date): Promise<void>;
      /** Hits of `subject` in this window and the one before (a mark that should last one window at least). */
      recent(scope: string, subject: string, rule: RateRule, now?: Date): Promise<number>;
      /** The 429 `rule` answers now. */
      tooMany(rule: RateRule, now?: Date): AppError;
    };
  }
}

const STALE_AFTER_MS = 2 * 24 * 3600 * 1000;
/** Scopes whose windows are long (trust marks): swept only after this. */
export const LONG_SCOPE_PREFIX = 'long-';
const LONG_STALE_AFTER_MS = 62 * 24 * 3600 * 1000;

/** Start (ms) of the fixed window of `rule` that `now` falls in: every instance counts in the same one. */
export const windowOf = (rule: RateRule, now: Date) =>
  Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;

export default fp<{ secret: string }>(
  async (app, opts) => {
    const hash = (text: string) =>
      createHmac('sha256', opts.secret).update(text.trim().toLowerCase()).digest('base64url').slice(0, 32);
    // A pair ("email\nclient") keeps its owner's hash whole in the key, so the owner's counters
    // can all be found again (and dropped with the account).
    const keyOf = (scope: string, subject: string) => {
      const [owner = '', ...detail] = subject.split('\n');
      return `${scope}:${hash(owner)}${detail.length ? `.${hash(detail.join('\n'))}` : ''}`;
    };
    let hits = 0;
    const tooMany = (start: number, rule: RateRule, now: Date) => {
      const retryAfter = Math.max(1, Math.ceil((start + rule.windowMs - now.getTime()) / 1000));
      return new AppError(
        ErrorCode.rateLimited,
        429,
        `Too many requests. Try again in ${retryAfter} seconds.`,
        {
          'retry-after': String(retryAfter),
        },
      );
    };

    const add = async (scope: string, subject: string, amount: number, rule: RateRule, now = new Date()) => {
      const start = windowOf(rule, now);
      const n = Math.max(0, Math.round(amount));
      // One upsert: parallel hits each see their own count, so a ceiling holds exactly.
      const [row] = await app.db
        .insert(rateCounters)
        .values({ key: keyOf(scope, subject), windowStart: new Date(start), count: n })
        .onConflictDoUpdate({
          target: [rateCounters.key, rateCounters.windowStart],
          set: { count: sql`${rateCounters.count} + ${n}` },
        })
        .returning({ count: rateCounters.count });
      // Old windows are useless; sweep them now and then rather than on every hit.
      if (++hits % 50 === 0) {
        const t = now.getTime();
        await app.db
          .delete(rateCounters)
          .where(
            or(
              and(
                notLike(rateCounters.key, `${LONG_SCOPE_PREFIX}%`),
                lt(rateCounters.windowStart, new Date(t - STALE_AFTER_MS)),
              ),
              and(
                like(rateCounters.key, `${LONG_SCOPE_PREFIX}%`),
                lt(rateCounters.windowStart, new Date(t - LONG_STALE_AFTER_MS)),
              ),
            ),
          );
      }
      return row?.count ?? 0;
    };

    const take = (scope: string, subject: string, rule: RateRule, now = new Date()) =>
      add(scope, subject, 1, rule, now);

    app.decorate('rateCounters', {
      take,
      add,
      async giveBack(scope, subject, rule, now = new Date()) {
        await app.db
          .update(rateCounters)
          .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
          .where(
            and(
              eq(rateCounters.key, keyOf(scope, subject)),
              eq(rateCounters.windowStart, new Date(windowOf(rule, now))),
            ),
          );
      },
      async recent(scope, subject, rule, now = new Date()) {
        const [row] = await app.db
          .select({ n: sql<number>`coalesce(sum(${rateCounters.count}), 0)::int` })
          .from(rateCounters)
          .where(
            and(
              eq(rateCounters.key, keyOf(scope, subject)),
              gte(rateCounters.windowStart, new Date(windowOf(rule, now) - rule.windowMs)),
            ),
          );
        return Number(row?.n ?? 0);
      },
      tooMany: (rule, now = new Date()) => tooMany(windowOf(rule, now), rule, now),
      async hit(scope, subject, rule, now = new Date()) {
        const count = await take(scope, subject, rule, now);
        if (count > rule.max) throw tooMany(windowOf(rule, now), rule, now);
      },
      async assertUnder(scope, subject, rule, now = new Date()) {
        const start = windowOf(rule, now);
        const [row] = await app.db
          .select({ count: rateCounters.count })
          .from(rateCounters)
          .where(
            and(eq(rateCounters.key, keyOf(scope, subject)), eq(rateCounters.windowStart, new Date(start))),
          );
        if ((row?.count ?? 0) >= rule.max) throw tooMany(start, rule, now);
      },
      async forget(scope, subject) {
        await app.db.delete(rateCounters).where(sql`${rateCounters.key} = ${keyOf(scope, subject)}`);
      },
      async forgetOwner(owner) {
        const h = hash(owner);
        await app.db
          .delete(rateCounters)
          .where(
            sql`right(${rateCounters.key}, 33) = ${`:${h}`} or strpos(${rateCounters.key}, ${`:${h}.`}) > 0`,
          );
      },
    });
  },
  { name: 'rate-counters', dependencies: ['db'] },
);
