import fp from 'fastify-plugin';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY, DEFAULT_INTERVAL, planIdSchema, UUID_PATTERN, type PlanId, type Subscription } from '@tailor/contract';
import { stripeCustomers, stripeEvents, subscriptions, users } from '../../db/schema.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Statuses under which a paid plan's limits apply. */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;

/** The part of a Stripe event webhook handling reads (a `Stripe.Event` fits it). */
export interface BillingEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, Stripe's clock: orders the states of one subscription. */
  created: number;
  data: { object: unknown };
}

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
] as const;

declare module 'fastify' {
  interface FastifyInstance {
    billing: {
      /** The user's current subscription row: a live one first, else the latest. */
      findSubscription(userId: string, db?: DbOrTx): Promise<SubscriptionRow | undefined>;
      /** The live subscription whose period counts generations, if any. */
      findLiveSubscription(userId: string, db?: DbOrTx): Promise<SubscriptionRow | undefined>;
      toSubscription(row: SubscriptionRow): Subscription;
      /** The Stripe customer linked to the user, if any. */
      findCustomerId(userId: string): Promise<string | undefined>;
      /**
       * Applies a verified Stripe event once per event id, in any arrival order: a subscription's
       * state is replaced only by a newer one, and the user's plan follows the live subscription.
       */
      applyEvent(event: BillingEvent): Promise<EventOutcome>;
    };
  }
}

// Webhook objects are read field by field: the shapes differ across Stripe API versions
// (e.g. billing periods moved from the subscription to its items in 2025-03-31).
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
/** An id field that may also arrive expanded into its object. */
const idOf = (v: unknown): string | undefined => str(v) ?? str(obj(v).id);
const list = (v: unknown): Obj[] => (Array.isArray(obj(v).data) ? (obj(v).data as unknown[]).filter(isObj) : []);
const date = (seconds: number | undefined) => (seconds === undefined ? null : new Date(seconds * 1000));


/**
 * Between two states stamped the same second, the one further along wins:
 * incomplete < active/trialing/past_due/unpaid < canceled/incomplete_expired.
 */
const statusRank = (status: unknown) =>
  sql`(case ${status} when 'incomplete' then 0 when 'canceled' then 2 when 'incomplete_expired' then 2 else 1 end)`;

export default fp<{ pricePlans?: Map<string, PlanId> }>(
  async (app, opts) => {
    const pricePlans = opts.pricePlans ?? new Map<string, PlanId>();
    const findLiveSubscription = async (userId: string, db: DbOrTx = app.db) => {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
        .orderBy(desc(subscriptions.stripeUpdatedAt))
        .limit(1);
      return row;
    };

    /** STRIPE_PRICE_PLANS first; else a plan named in the price's metadata or lookup key. */
    const planOfPrice = (price: Obj): PlanId | undefined => {
      const id = str(price.id);
      const mapped = id ? pricePlans.get(id) : undefined;
      if (mapped) return mapped;
      for (const candidate of [obj(price.metadata).plan, price.lookup_key]) {
        const parsed = planIdSchema.safeParse(candidate);
        if (parsed.success && parsed.data !== 'free') return parsed.data;
      }
      return undefined;
    };

    const userOfCustomer = async (tx: Tx, customerId: string) => {
      const [linked] = await tx
        .select({ userId: stripeCustomers.userId })
        .from(stripeCustomers)
        .where(eq(stripeCustomers.customerId, customerId));
      if (linked?.userId) return linked.userId;
      const [byColumn] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId));
      return byColumn?.id;
    };

    /** The plan and so the limits follow the live subscription; none live means free. */
    const syncPlan = async (tx: Tx, userId: string) => {
      const live = await findLiveSubscription(userId, tx);
      const parsed = planIdSchema.safeParse(live?.plan);
      const plan: PlanId = live && parsed.success ? parsed.data : 'free';
      await tx
        .update(users)
        .set({ plan, updatedAt: new Date() })
        .where(and(eq(users.id, userId), ne(users.plan, plan)));
    };

    const rememberCustomer = async (tx: Tx, customerId: string, userId: string | undefined, email: string | undefined) => {
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
    };

    const onCheckoutCompleted = async (tx: Tx, session: Obj): Promise<EventOutcome> => {
      const customerId = idOf(session.customer);
      if (!customerId) return 'ignored';
      const email = str(obj(session.customer_details).email) ?? str(session.customer_email);
      let userId: string | undefined;
      const reference = str(session.client_reference_id);
      if (reference && UUID_PATTERN.test(reference)) {
        const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, reference));
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
        app.log.warn({ customerId }, 'checkout completed for a customer matching no account');
        return 'applied';
      }
      // One customer id per user: the newest checkout wins.
      await tx
        .update(users)
        .set({ stripeCustomerId: null })
        .where(and(eq(users.stripeCustomerId, customerId), ne(users.id, userId)));
      await tx.update(users).set({ stripeCustomerId: customerId, updatedAt: new Date() }).where(eq(users.id, userId));
      // Subscriptions that arrived before this checkout now find their user.
      await tx.update(subscriptions).set({ userId }).where(eq(subscriptions.stripeCustomerId, customerId));
      await syncPlan(tx, userId);
      return 'applied';
    };

    const onSubscription = async (tx: Tx, event: BillingEvent, sub: Obj): Promise<EventOutcome> => {
      const id = str(sub.id);
      const customerId = idOf(sub.customer);
      if (!id || !customerId) return 'ignored';
      const item = list(sub.items)[0] ?? {};
      const price = obj(item.price);
      const priceId = str(price.id);
      let plan = planOfPrice(price);
      if (!plan) {
        app.log.warn({ priceId }, 'subscription price is not in STRIPE_PRICE_PLANS: no paid limits granted');
        plan = 'free';
      }
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : (str(sub.status) ?? 'incomplete');
      const quantity = num(item.quantity) ?? 1;
      const periodStart = num(item.current_period_start) ?? num(sub.current_period_start);
      const periodEnd = num(item.current_period_end) ?? num(sub.current_period_end);
      const cancelsLater = sub.cancel_at_period_end === true || (num(sub.cancel_at) !== undefined && status !== 'canceled');

      await rememberCustomer(tx, customerId, undefined, undefined);
      const userId = await userOfCustomer(tx, customerId);
      const values = {
        stripeSubscriptionId: id,
        stripeCustomerId: customerId,
        userId: userId ?? null,
        priceId: priceId ?? null,
        plan,
        status,
        amount: Math.round((num(price.unit_amount) ?? 0) * quantity),
        currency: (str(price.currency) ?? str(sub.currency) ?? DEFAULT_CURRENCY).toLowerCase(),
        interval: str(obj(price.recurring).interval) ?? DEFAULT_INTERVAL,
        currentPeriodStart: date(periodStart),
        currentPeriodEnd: date(periodEnd),
        cancelAtPeriodEnd: cancelsLater,
        stripeUpdatedAt: event.created,
        updatedAt: new Date(),
      };
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
    };

    const onInvoicePaid = async (tx: Tx, event: BillingEvent, invoice: Obj): Promise<EventOutcome> => {
      const parent = obj(obj(invoice.parent).subscription_details);
      const subscriptionId = idOf(parent.subscription) ?? idOf(invoice.subscription);
      const customerId = idOf(invoice.customer);
      if (!subscriptionId || !customerId) return 'ignored';
      const lines = list(invoice.lines);
      const line = lines.find((l) => !obj(obj(l.parent).subscription_item_details).proration) ?? lines[0] ?? {};
      const linePrice = obj(line.price);
      const priceId = str(obj(obj(line.pricing).price_details).price) ?? str(linePrice.id);
      const plan = planOfPrice({ ...linePrice, id: priceId }) ?? 'free';
      const period = obj(line.period);

      await rememberCustomer(tx, customerId, undefined, str(invoice.customer_email));
      const userId = await userOfCustomer(tx, customerId);
      await tx
        .insert(subscriptions)
        .values({
          stripeSubscriptionId: subscriptionId,
          stripeCustomerId: customerId,
          userId: userId ?? null,
          priceId: priceId ?? null,
          plan,
          status: 'active',
          amount: num(line.amount) ?? num(invoice.amount_paid) ?? 0,
          currency: (str(invoice.currency) ?? DEFAULT_CURRENCY).toLowerCase(),
          interval: str(obj(linePrice.recurring).interval) ?? DEFAULT_INTERVAL,
          currentPeriodStart: date(num(period.start)),
          currentPeriodEnd: date(num(period.end)),
          stripeUpdatedAt: event.created,
        })
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
      async findCustomerId(userId: string) {
        const [user] = await app.db.select({ customer: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
        if (user?.customer) return user.customer;
        const [row] = await app.db
          .select({ customer: stripeCustomers.customerId })
          .from(stripeCustomers)
          .where(eq(stripeCustomers.userId, userId))
          .orderBy(desc(stripeCustomers.createdAt))
          .limit(1);
        return row?.customer;
      },
      async applyEvent(event: BillingEvent): Promise<EventOutcome> {
        return app.db.transaction(async (tx) => {
          // Recorded in the same transaction as its effects: a failure leaves it unrecorded, and Stripe retries.
          const fresh = await tx
            .insert(stripeEvents)
            .values({ id: event.id, type: event.type })
            .onConflictDoNothing()
            .returning({ id: stripeEvents.id });
          if (fresh.length === 0) return 'duplicate';
          const object = obj(event.data.object);
          switch (event.type) {
            case 'checkout.session.completed':
              return onCheckoutCompleted(tx, object);
            case 'customer.subscription.created':
            case 'customer.subscription.updated':
            case 'customer.subscription.deleted':
              return onSubscription(tx, event, object);
            case 'invoice.paid':
              return onInvoicePaid(tx, event, object);
            default:
              return 'ignored';
          }
        });
      },
    });
  },
  { name: 'billing', dependencies: ['db'] },
);
