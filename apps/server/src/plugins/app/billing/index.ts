import fp from 'fastify-plugin';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_CURRENCY, DEFAULT_INTERVAL, type PlanId, type Subscription } from '@tailor/contract';
import { stripeCustomers, subscriptions, users } from '../../../db/schema.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { applyEvent, findLiveSubscription, LIVE_STATUSES, type EventOutcome } from './apply-event.ts';
import type { BillingEvent } from './stripe-payload.ts';

export { LIVE_STATUSES, type BillingEvent, type EventOutcome };

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The subscription as the API shows it: amounts in major units, currency upper-case. */
function toSubscription(row: SubscriptionRow): Subscription {
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
}

function billingService(db: Db, log: FastifyBaseLogger, pricePlans: ReadonlyMap<string, PlanId>) {
  return {
    /** The live subscription whose period counts generations, if any. */
    findLiveSubscription: (userId: string, on: DbOrTx = db) => findLiveSubscription(on, userId),
    /** The user's current subscription row: a live one first, else the latest. */
    async findSubscription(userId: string, on: DbOrTx = db): Promise<SubscriptionRow | undefined> {
      const live = await findLiveSubscription(on, userId);
      if (live) return live;
      const [row] = await on
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.stripeUpdatedAt))
        .limit(1);
      return row;
    },
    toSubscription,
    /** The Stripe customer linked to the user, if any. */
    async findCustomerId(userId: string): Promise<string | undefined> {
      const [user] = await db
        .select({ customer: users.stripeCustomerId })
        .from(users)
        .where(eq(users.id, userId));
      if (user?.customer) return user.customer;
      const [row] = await db
        .select({ customer: stripeCustomers.customerId })
        .from(stripeCustomers)
        .where(eq(stripeCustomers.userId, userId))
        .orderBy(desc(stripeCustomers.createdAt))
        .limit(1);
      return row?.customer;
    },
    /**
     * Applies a verified Stripe event once per event id, in any arrival order: a subscription's
     * state is replaced only by a newer one, and the user's plan follows the live subscription.
     */
    applyEvent: (event: BillingEvent): Promise<EventOutcome> => applyEvent(db, log, pricePlans, event),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: ReturnType<typeof billingService>;
  }
}

export default fp<{ pricePlans?: Map<string, PlanId> }>(
  async (app, opts) => {
    app.decorate('billing', billingService(app.db, app.log, opts.pricePlans ?? new Map()));
  },
  { name: 'billing', dependencies: ['db'] },
);
