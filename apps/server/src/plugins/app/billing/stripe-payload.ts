import {
  DEFAULT_CURRENCY,
  DEFAULT_INTERVAL,
  planIdSchema,
  UUID_PATTERN,
  type PlanId,
} from '@tailor/contract';

/*
 * Reading Stripe webhook payloads into what the product needs, with no database: pure functions.
 * Objects are read field by field because their shapes differ across Stripe API versions (billing
 * periods moved from the subscription to its items in 2025-03-31, ids may arrive expanded into objects).
 */

/** The part of a Stripe event webhook handling reads (a `Stripe.Event` fits it). */
export interface BillingEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, Stripe's clock: orders the states of one subscription. */
  created: number;
  data: { object: unknown };
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
/** An id field that may also arrive expanded into its object. */
const idOf = (v: unknown): string | undefined => str(v) ?? str(obj(v).id);
const list = (v: unknown): Obj[] =>
  Array.isArray(obj(v).data) ? (obj(v).data as unknown[]).filter(isObj) : [];
const date = (seconds: number | undefined) => (seconds === undefined ? null : new Date(seconds * 1000));

/** STRIPE_PRICE_PLANS first; else a paid plan named in the price's metadata or lookup key. */
export function planOfPrice(price: unknown, pricePlans: ReadonlyMap<string, PlanId>): PlanId | undefined {
  const p = obj(price);
  const id = str(p.id);
  const mapped = id ? pricePlans.get(id) : undefined;
  if (mapped) return mapped;
  for (const candidate of [obj(p.metadata).plan, p.lookup_key]) {
    const parsed = planIdSchema.safeParse(candidate);
    if (parsed.success && parsed.data !== 'free') return parsed.data;
  }
  return undefined;
}

export interface CheckoutFacts {
  customerId: string;
  email: string | undefined;
  /** The account id the checkout was opened for, when it is one (a UUID). */
  userReference: string | undefined;
}

/** checkout.session.completed: the customer and who they are; undefined without a customer. */
export function readCheckout(event: BillingEvent): CheckoutFacts | undefined {
  const session = obj(event.data.object);
  const customerId = idOf(session.customer);
  if (!customerId) return undefined;
  const reference = str(session.client_reference_id);
  return {
    customerId,
    email: str(obj(session.customer_details).email) ?? str(session.customer_email),
    userReference: reference && UUID_PATTERN.test(reference) ? reference : undefined,
  };
}

export interface SubscriptionFacts {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  priceId: string | null;
  /** Undefined when the price names no paid plan: the subscription then grants no paid limits. */
  plan: PlanId | undefined;
  status: string;
  /** Minor units (cents) for the whole quantity. */
  amount: number;
  currency: string;
  interval: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  stripeUpdatedAt: number;
}

/** customer.subscription.created/updated/deleted: the subscription's state at event time. */
export function readSubscription(
  event: BillingEvent,
  pricePlans: ReadonlyMap<string, PlanId>,
): SubscriptionFacts | undefined {
  const sub = obj(event.data.object);
  const id = str(sub.id);
  const customerId = idOf(sub.customer);
  if (!id || !customerId) return undefined;
  const item = list(sub.items)[0] ?? {};
  const price = obj(item.price);
  const status =
    event.type === 'customer.subscription.deleted' ? 'canceled' : (str(sub.status) ?? 'incomplete');
  const quantity = num(item.quantity) ?? 1;
  return {
    stripeSubscriptionId: id,
    stripeCustomerId: customerId,
    priceId: str(price.id) ?? null,
    plan: planOfPrice(price, pricePlans),
    status,
    amount: Math.round((num(price.unit_amount) ?? 0) * quantity),
    currency: (str(price.currency) ?? str(sub.currency) ?? DEFAULT_CURRENCY).toLowerCase(),
    interval: str(obj(price.recurring).interval) ?? DEFAULT_INTERVAL,
    currentPeriodStart: date(num(item.current_period_start) ?? num(sub.current_period_start)),
    currentPeriodEnd: date(num(item.current_period_end) ?? num(sub.current_period_end)),
    cancelAtPeriodEnd:
      sub.cancel_at_period_end === true || (num(sub.cancel_at) !== undefined && status !== 'canceled'),
    stripeUpdatedAt: event.created,
  };
}

export interface PaidInvoiceFacts {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  customerEmail: string | undefined;
  priceId: string | null;
  /** A price naming no paid plan counts as free. */
  plan: PlanId;
  amount: number;
  currency: string;
  interval: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  stripeUpdatedAt: number;
}

/** invoice.paid: the subscription it pays and the period it covers (its first line that is not a proration). */
export function readPaidInvoice(
  event: BillingEvent,
  pricePlans: ReadonlyMap<string, PlanId>,
): PaidInvoiceFacts | undefined {
  const invoice = obj(event.data.object);
  const parent = obj(obj(invoice.parent).subscription_details);
  const subscriptionId = idOf(parent.subscription) ?? idOf(invoice.subscription);
  const customerId = idOf(invoice.customer);
  if (!subscriptionId || !customerId) return undefined;
  const lines = list(invoice.lines);
  const line = lines.find((l) => !obj(obj(l.parent).subscription_item_details).proration) ?? lines[0] ?? {};
  const linePrice = obj(line.price);
  const priceId = str(obj(obj(line.pricing).price_details).price) ?? str(linePrice.id);
  const period = obj(line.period);
  return {
    stripeSubscriptionId: subscriptionId,
    stripeCustomerId: customerId,
    customerEmail: str(invoice.customer_email),
    priceId: priceId ?? null,
    plan: planOfPrice({ ...linePrice, id: priceId }, pricePlans) ?? 'free',
    amount: num(line.amount) ?? num(invoice.amount_paid) ?? 0,
    currency: (str(invoice.currency) ?? DEFAULT_CURRENCY).toLowerCase(),
    interval: str(obj(linePrice.recurring).interval) ?? DEFAULT_INTERVAL,
    currentPeriodStart: date(num(period.start)),
    currentPeriodEnd: date(num(period.end)),
    stripeUpdatedAt: event.created,
  };
}
