import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { planIdSchema, type PlanId } from '@tailor/contract';
import { stripeCustomers, stripeEvents, subscriptions, users } from '../../../db/schema.ts';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import {
  readCheckout,
  readPaidInvoice,
  readSubscription,
  type BillingEvent,
  type CheckoutFacts,
  type PaidInvoiceFacts,
  type SubscriptionFacts,
} from './stripe-payload.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** Statuses under which a paid plan's limits apply. */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;

/** The live subscription whose period counts generations, if any (the most recently changed). */
export async function findLiveSubscription(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(subscriptions.stripeUpdatedAt))
    .limit(1);
  return row;
}

/**
 * Between two states stamped the same second, the one further along wins:
 * incomplete < active/trialing/past_due/unpaid < canceled/incomplete_expired.
 */
const statusRank = (status: unknown) =>
  sql`(case ${status} when 'incomplete' then 0 when 'canceled' then 2 when 'incomplete_expired' then 2 else 1 end)`;

async function userOfCustomer(tx: Tx, customerId: string) {
  const [linked] = await tx
    .select({ userId: stripeCustomers.userId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId));
  if (linked?.userId) return linked.userId;
  const [byColumn] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeCustomerId, customerId));
  return byColumn?.id;
}

/** The plan and so the limits follow the live subscription; none live means free. */
async function syncPlan(tx: Tx, userId: string) {
  const live = await findLiveSubscription(tx, userId);
  const parsed = planIdSchema.safeParse(live?.plan);
  const plan: PlanId = live && parsed.success ? parsed.data : 'free';
  await tx
    .update(users)
    .set({ plan, updatedAt: new Date() })
    .where(and(eq(users.id, userId), ne(users.plan, plan)));
}

async function rememberCustomer(
  tx: Tx,
  customerId: string,
  userId: string | undefined,
  email: string | undefined,
) {
  await tx
    .insert(stripeCustomers)
    .values({ customerId, userId: userId ?? null, email: email ?? null })
    .onConflictDoUpdate({
      target: stripeCustomers.customerId,
      set: {
        userId: userId ? sql`excluded.user_id` : sql`${stripeCustomers.userId}`,
        email: sql`coalesce(excluded.email, ${stripeCustomers.email})`,
      },
    });
}

async function onCheckoutCompleted(
  tx: Tx,
  log: FastifyBaseLogger,
  checkout: CheckoutFacts,
): Promise<EventOutcome> {
  const { customerId, email, userReference } = checkout;
  let userId: string | undefined;
  if (userReference) {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userReference));
    userId = row?.id;
  }
  if (!userId && email) {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    userId = row?.id;
  }
  await rememberCustomer(tx, customerId, userId, email);
  if (!userId) {
    log.warn({ customerId }, 'checkout completed for a customer matching no account');
    return 'applied';
  }
  // One customer id per user: the newest checkout wins.
  await tx
    .update(users)
    .set({ stripeCustomerId: null })
    .where(and(eq(users.stripeCustomerId, customerId), ne(users.id, userId)));
  await tx
    .update(users)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(eq(users.id, userId));
  // Subscriptions that arrived before this checkout now find their user.
  await tx.update(subscriptions).set({ userId }).where(eq(subscriptions.stripeCustomerId, customerId));
  await syncPlan(tx, userId);
  return 'applied';
}

async function onSubscription(
  tx: Tx,
  log: FastifyBaseLogger,
  facts: SubscriptionFacts,
): Promise<EventOutcome> {
  if (!facts.plan)
    log.warn(
      { priceId: facts.priceId },
      'subscription price is not in STRIPE_PRICE_PLANS: no paid limits granted',
    );
  await rememberCustomer(tx, facts.stripeCustomerId, undefined, undefined);
  const userId = await userOfCustomer(tx, facts.stripeCustomerId);
  const values = { ...facts, plan: facts.plan ?? 'free', userId: userId ?? null, updatedAt: new Date() };
  const { stripeSubscriptionId: _id, ...changes } = values;
  await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: { ...changes, userId: sql`coalesce(excluded.user_id, ${subscriptions.userId})` },
      // An older state never overwrites a newer one.
      setWhere: sql`${subscriptions.stripeUpdatedAt} < excluded.stripe_updated_at
        or (${subscriptions.stripeUpdatedAt} = excluded.stripe_updated_at
            and ${statusRank(subscriptions.status)} <= ${statusRank(sql`excluded.status`)})`,
    });
  if (userId) await syncPlan(tx, userId);
  return 'applied';
}

async function onInvoicePaid(tx: Tx, facts: PaidInvoiceFacts): Promise<EventOutcome> {
  const { customerEmail, ...invoice } = facts;
  await rememberCustomer(tx, invoice.stripeCustomerId, undefined, customerEmail);
  const userId = await userOfCustomer(tx, invoice.stripeCustomerId);
  await tx
    .insert(subscriptions)
    .values({ ...invoice, userId: userId ?? null, status: 'active' })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      // Paid: a subscription waiting for payment becomes active, and a renewal starts the new period.
      set: {
        status: sql`case when ${subscriptions.status} in ('incomplete', 'past_due', 'unpaid') then 'active' else ${subscriptions.status} end`,
        currentPeriodStart: sql`case when excluded.current_period_end > coalesce(${subscriptions.currentPeriodEnd}, 'epoch'::timestamptz) then excluded.current_period_start else ${subscriptions.currentPeriodStart} end`,
        currentPeriodEnd: sql`greatest(excluded.current_period_end, ${subscriptions.currentPeriodEnd})`,
        userId: sql`coalesce(excluded.user_id, ${subscriptions.userId})`,
        stripeUpdatedAt: sql`excluded.stripe_updated_at`,
        updatedAt: new Date(),
      },
      setWhere: sql`${subscriptions.stripeUpdatedAt} <= excluded.stripe_updated_at`,
    });
  if (userId) await syncPlan(tx, userId);
  return 'applied';
}

/**
 * Applies a verified Stripe event once per event id, in any arrival order: a subscription's state
 * is replaced only by a newer one, and the user's plan follows the live subscription.
 */
export async function applyEvent(
  db: Db,
  log: FastifyBaseLogger,
  pricePlans: ReadonlyMap<string, PlanId>,
  event: BillingEvent,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    // Recorded in the same transaction as its effects: a failure leaves it unrecorded, and Stripe retries.
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed': {
        const checkout = readCheckout(event);
        return checkout ? onCheckoutCompleted(tx, log, checkout) : 'ignored';
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const facts = readSubscription(event, pricePlans);
        return facts ? onSubscription(tx, log, facts) : 'ignored';
      }
      case 'invoice.paid': {
        const facts = readPaidInvoice(event, pricePlans);
        return facts ? onInvoicePaid(tx, facts) : 'ignored';
      }
      default:
        return 'ignored';
    }
  });
}
