import fp from 'fastify-plugin';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_CURRENCY, DEFAULT_INTERVAL, type Subscription } from '@tailor/contract';
import { subscriptions } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Statuses under which a paid plan's limits apply. */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;

declare module 'fastify' {
  interface FastifyInstance {
    billing: {
      /** The user's current subscription row: a live one first, else the latest. */
      findSubscription(userId: string, db?: DbOrTx): Promise<SubscriptionRow | undefined>;
      /** The live subscription whose period counts generations, if any. */
      findLiveSubscription(userId: string, db?: DbOrTx): Promise<SubscriptionRow | undefined>;
      toSubscription(row: SubscriptionRow): Subscription;
    };
  }
}

export default fp(
  async (app) => {
    const findLiveSubscription = async (userId: string, db: DbOrTx = app.db) => {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
        .orderBy(desc(subscriptions.stripeUpdatedAt))
        .limit(1);
      return row;
    };
    app.decorate('billing', {
      findLiveSubscription,
      async findSubscription(userId: string, db: DbOrTx = app.db) {
        const live = await findLiveSubscription(userId, db);
        if (live) return live;
        const [row] = await db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId))
          .orderBy(desc(subscriptions.stripeUpdatedAt))
          .limit(1);
        return row;
      },
      toSubscription(row: SubscriptionRow): Subscription {
        return {
          plan_name: row.plan,
          status: row.status,
          amount: row.amount / 100,
          currency: (row.currency || DEFAULT_CURRENCY).toUpperCase(),
          interval: row.interval || DEFAULT_INTERVAL,
          current_period_start: row.currentPeriodStart?.toISOString() ?? null,
          due_date: row.currentPeriodEnd?.toISOString() ?? null,
          cancel_at_period_end: row.cancelAtPeriodEnd,
        };
      },
    });
  },
  { name: 'billing', dependencies: ['db'] },
);
