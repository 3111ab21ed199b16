import { describe, expect, test } from 'vitest';
import { parsePricePlans } from '../../src/config-values.ts';
import {
  planOfPrice,
  readCheckout,
  readPaidInvoice,
  readSubscription,
} from '../../src/plugins/app/billing/stripe-payload.ts';
import {
  checkoutCompleted,
  event,
  invoicePaid,
  PRICE_PREMIUM,
  PRICE_PRO,
  subscription,
  TEST_PRICE_PLANS,
} from '../wire/stripe.ts';

const plans = parsePricePlans(TEST_PRICE_PLANS) as Map<string, 'pro' | 'premium'>;
const USER_ID = '3f1c7e52-8a5b-4c2d-9e10-6b7a8c9d0e1f';

describe('planOfPrice', () => {
  test('STRIPE_PRICE_PLANS first, then a paid plan named in metadata or lookup key; free or unknown grants nothing', () => {
    expect(planOfPrice({ id: PRICE_PREMIUM }, plans)).toBe('premium');
    expect(planOfPrice({ id: 'price_other', metadata: { plan: 'pro' } }, plans)).toBe('pro');
    expect(planOfPrice({ id: 'price_other', lookup_key: 'premium' }, plans)).toBe('premium');
    expect(planOfPrice({ id: 'price_other', metadata: { plan: 'free' } }, plans)).toBeUndefined();
    expect(planOfPrice({ id: 'price_other' }, plans)).toBeUndefined();
    expect(planOfPrice('not an object', plans)).toBeUndefined();
  });
});

describe('readCheckout', () => {
  test('the customer, the email and the account reference when it is an id', () => {
    const e = event(
      'checkout.session.completed',
      checkoutCompleted({ customer: 'cus_1', clientReferenceId: USER_ID, email: 'a@example.com' }),
    );
    expect(readCheckout(e)).toEqual({ customerId: 'cus_1', email: 'a@example.com', userReference: USER_ID });
  });

  test('a reference that is not an account id is dropped; an expanded customer is read by its id', () => {
    const session = {
      ...checkoutCompleted({ customer: 'cus_2', clientReferenceId: 'campaign-42' }),
      customer: { id: 'cus_2', object: 'customer' },
      customer_email: 'b@example.com',
    };
    expect(readCheckout(event('checkout.session.completed', session))).toEqual({
      customerId: 'cus_2',
      email: 'b@example.com',
      userReference: undefined,
    });
  });

  test('no customer: nothing to apply', () => {
    expect(readCheckout(event('checkout.session.completed', { id: 'cs_1', customer: null }))).toBeUndefined();
  });
});

describe('readSubscription', () => {
  test('the current API shape: plan, amount, period on the item', () => {
    const e = event(
      'customer.subscription.updated',
      subscription({
        id: 'sub_1',
        customer: 'cus_1',
        price: PRICE_PREMIUM,
        unitAmount: 9900,
        interval: 'year',
        periodStart: 1_700_000_000,
        periodEnd: 1_731_536_000,
      }),
      1_700_000_100,
    );
    expect(readSubscription(e, plans)).toEqual({
      stripeSubscriptionId: 'sub_1',
      stripeCustomerId: 'cus_1',
      priceId: PRICE_PREMIUM,
      plan: 'premium',
      status: 'active',
      amount: 9900,
      currency: 'usd',
      interval: 'year',
      currentPeriodStart: new Date(1_700_000_000_000),
      currentPeriodEnd: new Date(1_731_536_000_000),
      cancelAtPeriodEnd: false,
      stripeUpdatedAt: 1_700_000_100,
    });
  });

  test('the older API shape: the period on the subscription itself; quantity multiplies the amount', () => {
    const sub = subscription({ id: 'sub_2', customer: 'cus_2', unitAmount: 1200 });
    const item = {
      ...sub.items.data[0]!,
      quantity: 3,
      current_period_start: undefined,
      current_period_end: undefined,
    };
    const older = {
      ...sub,
      items: { ...sub.items, data: [item] },
      current_period_start: 1_600_000_000,
      current_period_end: 1_602_592_000,
    };
    const facts = readSubscription(event('customer.subscription.created', older), plans);
    expect(facts).toMatchObject({
      plan: 'pro',
      amount: 3600,
      currentPeriodStart: new Date(1_600_000_000_000),
      currentPeriodEnd: new Date(1_602_592_000_000),
    });
  });

  test('a deleted subscription is canceled whatever its status says; cancel_at means it cancels later', () => {
    const deleted = readSubscription(
      event(
        'customer.subscription.deleted',
        subscription({ id: 'sub_3', customer: 'cus_3', cancelAtPeriodEnd: true }),
      ),
      plans,
    );
    expect(deleted).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    const later = readSubscription(
      event('customer.subscription.updated', {
        ...subscription({ id: 'sub_3', customer: 'cus_3' }),
        cancel_at: 1_900_000_000,
      }),
      plans,
    );
    expect(later).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  test('a price naming no plan leaves the plan undefined; no id or customer means nothing to apply', () => {
    expect(
      readSubscription(
        event(
          'customer.subscription.created',
          subscription({ id: 'sub_4', customer: 'cus_4', price: 'price_unknown' }),
        ),
        plans,
      )?.plan,
    ).toBeUndefined();
    expect(readSubscription(event('customer.subscription.created', { id: 'sub_5' }), plans)).toBeUndefined();
  });
});

describe('readPaidInvoice', () => {
  test('the subscription paid and the period of its first line that is not a proration', () => {
    const invoice = invoicePaid({
      subscription: 'sub_1',
      customer: 'cus_1',
      price: PRICE_PRO,
      periodStart: 1_700_000_000,
      periodEnd: 1_702_592_000,
      amount: 1200,
    });
    const proration = {
      ...invoice.lines.data[0]!,
      amount: -500,
      period: { start: 1, end: 2 },
      parent: { type: 'subscription_item_details', subscription_item_details: { proration: true } },
    };
    const withProration = {
      ...invoice,
      customer_email: 'c@example.com',
      lines: { ...invoice.lines, data: [proration, ...invoice.lines.data] },
    };
    expect(readPaidInvoice(event('invoice.paid', withProration, 1_700_000_050), plans)).toEqual({
      stripeSubscriptionId: 'sub_1',
      stripeCustomerId: 'cus_1',
      customerEmail: 'c@example.com',
      priceId: PRICE_PRO,
      plan: 'pro',
      amount: 1200,
      currency: 'usd',
      interval: 'month',
      currentPeriodStart: new Date(1_700_000_000_000),
      currentPeriodEnd: new Date(1_702_592_000_000),
      stripeUpdatedAt: 1_700_000_050,
    });
  });

  test('the older shape names the subscription on the invoice; an unknown price counts as free', () => {
    const { parent: _parent, ...invoice } = invoicePaid({
      subscription: 'sub_2',
      customer: 'cus_2',
      price: 'price_unknown',
      periodStart: 1,
      periodEnd: 2,
    });
    const facts = readPaidInvoice(event('invoice.paid', { ...invoice, subscription: 'sub_2' }), plans);
    expect(facts).toMatchObject({ stripeSubscriptionId: 'sub_2', plan: 'free' });
    expect(readPaidInvoice(event('invoice.paid', { id: 'in_1', customer: 'cus_2' }), plans)).toBeUndefined();
  });
});
