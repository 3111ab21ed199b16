import { expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../src/db/schema.ts';
import { signUpAndLogin } from '../../helper.ts';
import {
  checkoutCompleted,
  event,
  invoicePaid,
  newCustomerId,
  newSubscriptionId,
  nowSeconds,
  PRICE_PREMIUM,
  PRICE_PRO,
  signed,
  subscription,
} from '../../wire/stripe.ts';
import {
  app,
  database,
  FREE_LIMITS,
  metricsOf,
  planOf,
  PRO_LIMITS,
  send,
  subscriptionOf,
} from './stripe-setup.ts';

test('each subscription event moves the plan: created, updated (upgrade, past_due, unpaid), deleted', async () => {
  const { user, token } = await signUpAndLogin(app);
  const customer = newCustomerId();
  const sub = newSubscriptionId();
  const t = nowSeconds() - 1000;
  await send(
    event('checkout.session.completed', checkoutCompleted({ customer, clientReferenceId: user.id }), t),
  );

  await send(
    event('customer.subscription.created', subscription({ id: sub, customer, status: 'incomplete' }), t + 1),
  );
  expect(await planOf(user.id)).toBe('free');
  await send(
    event('customer.subscription.updated', subscription({ id: sub, customer, status: 'active' }), t + 2),
  );
  expect(await metricsOf(token)).toMatchObject(PRO_LIMITS);
  await send(
    event(
      'customer.subscription.updated',
      subscription({ id: sub, customer, price: PRICE_PREMIUM, unitAmount: 2900 }),
      t + 3,
    ),
  );
  expect(await metricsOf(token)).toMatchObject({ generation_limit: 200 });
  // A failed renewal keeps access while Stripe retries the card...
  await send(
    event(
      'customer.subscription.updated',
      subscription({ id: sub, customer, price: PRICE_PREMIUM, status: 'past_due' }),
      t + 4,
    ),
  );
  expect(await planOf(user.id)).toBe('premium');
  expect((await subscriptionOf(token)).json().status).toBe('past_due');
  // ...and ends it when the subscription is marked unpaid.
  await send(
    event(
      'customer.subscription.updated',
      subscription({ id: sub, customer, price: PRICE_PREMIUM, status: 'unpaid' }),
      t + 5,
    ),
  );
  expect(await metricsOf(token)).toMatchObject(FREE_LIMITS);
  await send(
    event(
      'customer.subscription.updated',
      subscription({ id: sub, customer, price: PRICE_PRO, status: 'active', cancelAtPeriodEnd: true }),
      t + 6,
    ),
  );
  expect(await planOf(user.id)).toBe('pro');
  expect((await subscriptionOf(token)).json()).toMatchObject({
    status: 'active',
    cancel_at_period_end: true,
  });

  await send(
    event('customer.subscription.deleted', subscription({ id: sub, customer, status: 'canceled' }), t + 7),
  );
  expect(await metricsOf(token)).toMatchObject(FREE_LIMITS);
  // The ended subscription is still shown, with its status.
  expect((await subscriptionOf(token)).json()).toMatchObject({ plan_name: 'pro', status: 'canceled' });
});

test('invoice.paid activates a waiting subscription and a renewal starts the new period', async () => {
  const { user, token } = await signUpAndLogin(app);
  const customer = newCustomerId();
  const sub = newSubscriptionId();
  const t = nowSeconds() - 1000;
  const start = t - 30 * 86400;
  const end = t;
  await send(
    event('checkout.session.completed', checkoutCompleted({ customer, clientReferenceId: user.id }), t),
  );
  await send(
    event(
      'customer.subscription.created',
      subscription({ id: sub, customer, status: 'past_due', periodStart: start, periodEnd: end }),
      t + 1,
    ),
  );
  await send(
    event(
      'invoice.paid',
      invoicePaid({ subscription: sub, customer, periodStart: end, periodEnd: end + 30 * 86400 }),
      t + 2,
    ),
  );
  const res = (await subscriptionOf(token)).json();
  expect(res).toMatchObject({ status: 'active', plan_name: 'pro' });
  expect(res.current_period_start).toBe(new Date(end * 1000).toISOString());
  expect(res.due_date).toBe(new Date((end + 30 * 86400) * 1000).toISOString());
  expect(await metricsOf(token)).toMatchObject(PRO_LIMITS);
});

test('invoice.paid before anything else creates the subscription, linked once the checkout arrives', async () => {
  const { user, token } = await signUpAndLogin(app);
  const customer = newCustomerId();
  const sub = newSubscriptionId();
  const t = nowSeconds();
  await send(
    event(
      'invoice.paid',
      invoicePaid({
        subscription: sub,
        customer,
        price: PRICE_PREMIUM,
        amount: 2900,
        periodStart: t,
        periodEnd: t + 30 * 86400,
      }),
      t,
    ),
  );
  // The subscription.created stamped earlier (incomplete, before payment) arrives after: it is older, so ignored.
  await send(
    event(
      'customer.subscription.created',
      subscription({ id: sub, customer, price: PRICE_PREMIUM, status: 'incomplete' }),
      t - 2,
    ),
  );
  await send(
    event(
      'checkout.session.completed',
      checkoutCompleted({ customer, subscription: sub, clientReferenceId: user.id }),
      t - 1,
    ),
  );
  expect(await planOf(user.id)).toBe('premium');
  expect((await subscriptionOf(token)).json()).toMatchObject({
    plan_name: 'premium',
    status: 'active',
    amount: 29,
  });
});

test('a price missing from STRIPE_PRICE_PLANS grants no paid limits', async () => {
  const { user } = await signUpAndLogin(app);
  const customer = newCustomerId();
  await send(
    event('checkout.session.completed', checkoutCompleted({ customer, clientReferenceId: user.id })),
  );
  await send(
    event(
      'customer.subscription.created',
      subscription({ id: newSubscriptionId(), customer, price: 'price_unknown' }),
    ),
  );
  expect(await planOf(user.id)).toBe('free');
  const [row] = await database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, customer));
  expect(row).toMatchObject({ plan: 'free', priceId: 'price_unknown' });
});

test('other event types are acknowledged and ignored; a body that is not an event is refused', async () => {
  expect(await send(event('customer.created', { id: newCustomerId(), object: 'customer' }))).toBe('ignored');
  const { body, header } = signed('just a string');
  const res = await app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'text/plain', 'stripe-signature': header },
    payload: body,
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: 'Webhook body is not a Stripe event', code: 'validation_error' });
});

test('any delivery order converges on the same plan and subscription', async () => {
  const orders: number[][] = [
    [0, 1, 2, 3, 4],
    [4, 3, 2, 1, 0],
    [2, 4, 0, 3, 1],
    [1, 3, 4, 2, 0],
  ];
  for (let i = 0; i < 4; i++) orders.push([0, 1, 2, 3, 4].sort(() => Math.random() - 0.5));
  for (const order of orders) {
    const { user, token } = await signUpAndLogin(app);
    const customer = newCustomerId();
    const sub = newSubscriptionId();
    const t = nowSeconds() - 500;
    const start = t;
    const end = t + 30 * 86400;
    const period = { periodStart: start, periodEnd: end };
    const events = [
      event(
        'checkout.session.completed',
        checkoutCompleted({ customer, subscription: sub, clientReferenceId: user.id }),
        t,
      ),
      event(
        'customer.subscription.created',
        subscription({ id: sub, customer, status: 'incomplete', ...period }),
        t + 1,
      ),
      event(
        'invoice.paid',
        invoicePaid({ subscription: sub, customer, periodStart: start, periodEnd: end }),
        t + 2,
      ),
      event(
        'customer.subscription.updated',
        subscription({ id: sub, customer, price: PRICE_PREMIUM, unitAmount: 2900, ...period }),
        t + 3,
      ),
      event(
        'customer.subscription.updated',
        subscription({
          id: sub,
          customer,
          price: PRICE_PREMIUM,
          unitAmount: 2900,
          cancelAtPeriodEnd: true,
          ...period,
        }),
        t + 4,
      ),
    ];
    for (const index of order) await send(events[index]!);
    expect(await planOf(user.id), `order ${order.join(',')}`).toBe('premium');
    expect((await subscriptionOf(token)).json(), `order ${order.join(',')}`).toEqual({
      plan_name: 'premium',
      status: 'active',
      amount: 29,
      currency: 'USD',
      interval: 'month',
      current_period_start: new Date(start * 1000).toISOString(),
      due_date: new Date(end * 1000).toISOString(),
      cancel_at_period_end: true,
    });
  }
});
