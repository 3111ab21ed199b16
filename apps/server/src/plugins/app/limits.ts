import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, count, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  ErrorCode,
  planIdSchema,
  planLimits,
  type Metrics,
  type PlanId,
  type UsageHistory,
} from '@tailor/contract';
import { AppError } from '../../errors.ts';
import { jobs, usageEvents, users } from '../../db/schema.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { UserRow } from './auth.ts';

export type UsageKind = 'resume_upload' | 'application_create' | 'generation';

/** A reservation older than this belongs to a generation that died with its process. */
const PENDING_TTL_MS = 10 * 60 * 1000;

export const LIMIT_DETAILS = {
  resumes: 'You have reached your lifetime resume limit for your current plan.',
  applications:
    'You have reached your applications limit. Consider deleting old applications to free up space.',
  generations:
    'You have reached your monthly generations limit. This will reset at the beginning of next month.',
} as const;

export const startOfUtcMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      planOf(user: Pick<UserRow, 'plan'>): PlanId;
      /** Start of the period generations count in: the UTC month on free, the billing period on paid plans. */
      generationPeriodStart(user: UserRow, db?: DbOrTx, now?: Date): Promise<Date>;
      metrics(user: UserRow, db?: DbOrTx): Promise<Metrics>;
      /** Row lock on the user: limit checks inside one transaction see each other in order. */
      lockUser(tx: Tx, userId: string): Promise<void>;
      /** In a transaction holding the user lock: refuse an upload past the lifetime limit, else record it. */
      consumeResumeUpload(tx: Tx, user: UserRow): Promise<void>;
      /** In a transaction holding the user lock: refuse a job past the held-at-once limit, else record it. */
      consumeApplication(tx: Tx, user: UserRow): Promise<void>;
      /** Reserves one generation atomically; the id is confirmed on success or released on failure. */
      reserveGeneration(user: UserRow): Promise<string>;
      /**
       * In the transaction storing the generation. A reservation freed meanwhile (its process looked
       * gone to another instance) is taken again within the limit, else 403 and nothing is stored.
       */
      confirmGeneration(tx: Tx, user: UserRow, reservationId: string): Promise<void>;
      releaseGeneration(reservationId: string): Promise<void>;
      /** Deletes reservations whose process is gone (of one user, or everyone's); answers how many. */
      releaseOrphans(userId?: string): Promise<number>;
      usageHistory(user: UserRow, months?: number, now?: Date): Promise<UsageHistory>;
    };
  }
}

export default fp(
  async (app) => {
    const planOf = (user: Pick<UserRow, 'plan'>): PlanId => {
      const parsed = planIdSchema.safeParse(user.plan);
      return parsed.success ? parsed.data : 'free';
    };

    const generationPeriodStart = async (user: UserRow, db: DbOrTx = app.db, now = new Date()) => {
      const monthStart = startOfUtcMonth(now);
      if (planOf(user) === 'free') return monthStart;
      const live = await app.billing.findLiveSubscription(user.id, db);
      return live?.currentPeriodStart && live.currentPeriodStart <= now
        ? live.currentPeriodStart
        : monthStart;
    };

    const countUsage = async (db: DbOrTx, userId: string, kind: UsageKind, since?: Date) => {
      const pendingCutoff = new Date(Date.now() - PENDING_TTL_MS);
      const [row] = await db
        .select({ n: count() })
        .from(usageEvents)
        .where(
          and(
            eq(usageEvents.userId, userId),
            eq(usageEvents.kind, kind),
            since ? gte(usageEvents.createdAt, since) : undefined,
            or(eq(usageEvents.status, 'done'), gte(usageEvents.createdAt, pendingCutoff)),
          ),
        );
      return row?.n ?? 0;
    };

    const countJobs = async (db: DbOrTx, userId: string) => {
      const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.userId, userId));
      return row?.n ?? 0;
    };

    // This process's name on its reservations, claimed while the app runs.
    const holder = randomUUID();
    await app.database.holders.claim(holder);
    app.addHook('onClose', async () => {
      await app.database.holders.release(holder);
    });

    const releaseOrphans = async (userId?: string) => {
      const rows = await app.db
        .selectDistinct({ holder: usageEvents.holder })
        .from(usageEvents)
        .where(
          and(
            eq(usageEvents.status, 'pending'),
            isNotNull(usageEvents.holder),
            userId ? eq(usageEvents.userId, userId) : undefined,
          ),
        );
      const gone: string[] = [];
      for (const { holder: h } of rows) if (h && !(await app.database.holders.alive(h))) gone.push(h);
      if (!gone.length) return 0;
      const deleted = await app.db
        .delete(usageEvents)
        .where(and(eq(usageEvents.status, 'pending'), inArray(usageEvents.holder, gone)))
        .returning({ id: usageEvents.id });
      return deleted.length;
    };

    // On start: what a crashed process reserved belongs to no live request.
    app.addHook('onReady', async () => {
      const released = await releaseOrphans();
      if (released) app.log.info({ released }, 'released generation reservations left by a stopped process');
    });

    const lockUser = async (tx: Tx, userId: string) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    };

    /** Locks the user and refuses a generation past the period's limit. */
    const takeGenerationRoom = async (tx: Tx, user: UserRow) => {
      await lockUser(tx, user.id);
      const since = await generationPeriodStart(user, tx);
      if ((await countUsage(tx, user.id, 'generation', since)) >= planLimits[planOf(user)].generations)
        throw new AppError(ErrorCode.generationsLimitReached, 403, LIMIT_DETAILS.generations);
    };

    app.decorate('limits', {
      planOf,
      releaseOrphans,
      generationPeriodStart,
      lockUser,
      async metrics(user: UserRow, db: DbOrTx = app.db): Promise<Metrics> {
        // A reservation of a process that died is no usage: freed before counting (outside transactions).
        if (db === app.db) await releaseOrphans(user.id);
        const limits = planLimits[planOf(user)];
        const since = await generationPeriodStart(user, db);
        const pendingCutoff = new Date(Date.now() - PENDING_TTL_MS);
        // One round trip for the three counts: this answers on every screen load.
        const counted = (kind: UsageKind, from?: Date) => sql<number>`(
          select count(*)::int from ${usageEvents}
          where ${usageEvents.userId} = ${user.id} and ${usageEvents.kind} = ${kind}
            ${from ? sql`and ${usageEvents.createdAt} >= ${from}` : sql``}
            and (${usageEvents.status} = 'done' or ${usageEvents.createdAt} >= ${pendingCutoff}))`;
        const [row] = await db
          .select({
            resumes: counted('resume_upload'),
            applications: sql<number>`(select count(*)::int from ${jobs} where ${jobs.userId} = ${user.id})`,
            generations: counted('generation', since),
          })
          .from(sql`(select 1) as one`);
        const resumesCount = Number(row?.resumes ?? 0);
        const applicationsCount = Number(row?.applications ?? 0);
        const generationsCount = Number(row?.generations ?? 0);
        return {
          resumes_count: resumesCount,
          resumes_limit: limits.resumes,
          applications_count: applicationsCount,
          applications_limit: limits.applications,
          consumed_generations: generationsCount,
          generation_limit: limits.generations,
        };
      },
      async consumeResumeUpload(tx: Tx, user: UserRow) {
        const used = await countUsage(tx, user.id, 'resume_upload');
        if (used >= planLimits[planOf(user)].resumes) {
          throw new AppError(ErrorCode.resumesLimitReached, 403, LIMIT_DETAILS.resumes);
        }
        await tx.insert(usageEvents).values({ userId: user.id, kind: 'resume_upload' });
      },
      async consumeApplication(tx: Tx, user: UserRow) {
        const held = await countJobs(tx, user.id);
        if (held >= planLimits[planOf(user)].applications) {
          throw new AppError(ErrorCode.applicationsLimitReached, 403, LIMIT_DETAILS.applications);
        }
        await tx.insert(usageEvents).values({ userId: user.id, kind: 'application_create' });
      },
      async reserveGeneration(user: UserRow) {
        // A reservation of a process that died since (even one still running elsewhere) is freed first.
        await releaseOrphans(user.id);
        return app.db.transaction(async (tx) => {
          await takeGenerationRoom(tx, user);
          const [row] = await tx
            .insert(usageEvents)
            .values({ userId: user.id, kind: 'generation', status: 'pending', holder })
            .returning({ id: usageEvents.id });
          return row!.id;
        });
      },
      async confirmGeneration(tx: Tx, user: UserRow, reservationId: string) {
        const confirmed = await tx
          .update(usageEvents)
          .set({ status: 'done', holder: null })
          .where(eq(usageEvents.id, reservationId))
          .returning({ id: usageEvents.id });
        if (confirmed.length) return;
        await takeGenerationRoom(tx, user);
        await tx.insert(usageEvents).values({ userId: user.id, kind: 'generation', status: 'done' });
      },
      async releaseGeneration(reservationId: string) {
        await app.db
          .delete(usageEvents)
          .where(and(eq(usageEvents.id, reservationId), eq(usageEvents.status, 'pending')));
      },
      async usageHistory(user: UserRow, months = 6, now = new Date()): Promise<UsageHistory> {
        const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
        const month = sql<string>`to_char(${usageEvents.createdAt} at time zone 'UTC', 'YYYY-MM')`;
        const rows = await app.db
          .select({ month, kind: usageEvents.kind, n: count() })
          .from(usageEvents)
          .where(
            and(
              eq(usageEvents.userId, user.id),
              eq(usageEvents.status, 'done'),
              gte(usageEvents.createdAt, first),
            ),
          )
          .groupBy(month, usageEvents.kind);
        const result: UsageHistory = { months: [] };
        for (let i = 0; i < months; i++) {
          const d = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1));
          const key = d.toISOString().slice(0, 7);
          const pick = (kind: UsageKind) => rows.find((r) => r.month === key && r.kind === kind)?.n ?? 0;
          result.months.push({
            month: key,
            resumes: pick('resume_upload'),
            applications: pick('application_create'),
            generations: pick('generation'),
          });
        }
        return result;
      },
    });
  },
  { name: 'limits', dependencies: ['db', 'billing'] },
);
