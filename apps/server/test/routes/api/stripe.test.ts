import { afterAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginResponseSchema, subscriptionSchema } from '@tailor/contract';
import { stripeEvents, subscriptions, users } from '../../../src/db/schema.ts';
import { auth, buildTestApp, signUpAndLogin } from '../../helper.ts';
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
  startFakeStripeApi,
  subscription,
  TEST_PRICE_PLANS,
  TEST_WEBHOOK_SECRET,
  type TestEvent,
} from '../../wire/stripe.ts';

const stripeApi = await startFakeStripeApi();
afterAll(() => stripeApi.close());
const { app, database } = await buildTestApp({
  env: {
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_PLANS: TEST_PRICE_PLANS,
    STRIPE_SECRET_KEY: 'sk_test_local_fake_key',
    STRIPE_API_BASE: stripeApi.url,
    PUBLIC_URL: 'https://tailor.example.com',
  },
});

const deliver = (payload: unknown, options: { secret?: string; timestamp?: number } = {}, target = app) => {
  const { body, header } = signed(payload, options);
  return target.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload: body,
  });
};

/** Delivers and expects Stripe to be told the event was received. */
async function send(e: TestEvent) {
  const res = await deliver(e);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().outcome as string;
}

const metricsOf = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(token) })).json();
const subscriptionOf = (token: string) =>
  app.inject({ method: 'GET', url: '/api/stripe/subscription', headers: auth(token) });
const planOf = async (userId: string) =>
  (await database.db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)))[0]?.plan;

const PRO_LIMITS = { resumes_limit: 25, applications_limit: 200, generation_limit: 40 };
const FREE_LIMITS = { resumes_limit: 3, applications_limit: 10, generation_limit: 2 };

test('checkout then subscription: the plan, the limits and the subscription fields follow', async () => {
  const { user, token, password } = await signUpAndLogin(app);
  const customer = newCustomerId();
  const sub = newSubscriptionId();
  const t = nowSeconds();
  const periodStart = t - 3600;
  const periodEnd = periodStart + 30 * 86400;

  expect((await subscriptionOf(token)).statusCode).toBe(404);
  expect(
    await send(
      event(
        'checkout.session.completed',
        checkoutCompleted({ customer, subscription: sub, clientReferenceId: user.id }),
        t,
      ),
    ),
  ).toBe('applied');
  expect(await planOf(user.id)).toBe('free');
  await send(
    event(
      'customer.subscription.created',
      subscription({ id: sub, customer, periodStart, periodEnd, unitAmount: 1200 }),
      t,
    ),
  );

  expect(await metricsOf(token)).toMatchObject(PRO_LIMITS);
  const res = await subscriptionOf(token);
  expect(res.statusCode).toBe(200);
  expect(subscriptionSchema.parse(res.json())).toEqual({
    plan_name: 'pro',
    status: 'active',
    amount: 12,
    currency: 'USD',
    interval: 'month',
    current_period_start: new Date(periodStart * 1000).toISOString(),
    due_date: new Date(periodEnd * 1000).toISOString(),
    cancel_at_period_end: false,
  });
  const login = loginResponseSchema.parse(
    (
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } })
    ).json(),
  );
  expect(login.user.plan).toBe('pro');
  expect(login.subscription?.plan_name).toBe('pro');
  expect(login.metrics).toMatchObject(PRO_LIMITS);
});

test('forged, tampered, stale and unsigned deliveries are refused and change nothing', async () => {
  const { user } = await signUpAndLogin(app);
  const customer = newCustomerId();
  const checkout = event(
    'checkout.session.completed',
    checkoutCompleted({ customer, clientReferenceId: user.id }),
  );
  const upgrade = event(
    'customer.subscription.created',
    subscription({ id: newSubscriptionId(), customer, price: PRICE_PREMIUM }),
  );

  const forged = await deliver(upgrade, { secret: 'whsec_not_the_real_secret' });
  expect(forged.statusCode).toBe(400);
  expect(forged.json()).toEqual({ detail: 'Invalid Stripe signature', code: 'webhook_signature_invalid' });

  const { header } = signed(checkout);
  const tampered = await app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: JSON.stringify({
      ...checkout,
      data: { object: checkoutCompleted({ customer: 'cus_attacker', clientReferenceId: user.id }) },
    }),
  });
  expect(tampered.statusCode).toBe(400);
  expect(tampered.json().code).toBe('webhook_signature_invalid');

  // A genuine delivery captured and replayed ten minutes later is outside the tolerance.
  const replayed = await deliver(checkout, { timestamp: nowSeconds() - 600 });
  expect(replayed.statusCode).toBe(400);
  expect(replayed.json().code).toBe('webhook_signature_invalid');

  const unsigned = await app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(checkout),
  });
  expect(unsigned.statusCode).toBe(400);
  expect(unsigned.json()).toEqual({
    detail: 'Missing Stripe-Signature header',
    code: 'webhook_signature_invalid',
  });

  expect(await planOf(user.id)).toBe('free');
  const recorded = await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, checkout.id));
  expect(recorded).toHaveLength(0);
  // The same event, properly signed, is then accepted: nothing was burnt by the refusals.
  expect(await send(checkout)).toBe('applied');
});

test('the same event id is applied once', async () => {
  const { user, token } = await signUpAndLogin(app);
  const customer = newCustomerId();
  const sub = newSubscriptionId();
  const t = nowSeconds();
  await send(
    event('checkout.session.completed', checkoutCompleted({ customer, clientReferenceId: user.id }), t - 10),
  );
  const created = event('customer.subscription.created', subscription({ id: sub, customer }), t - 5);
  expect(await send(created)).toBe('applied');
  // Stripe retries deliveries: a second delivery of the same event, freshly signed, is a no-op.
  const results = await Promise.all([send(created), send(created)]);
  expect(results).toEqual(['duplicate', 'duplicate']);
  expect(await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, created.id))).toHaveLength(
    1,
  );
  expect(await metricsOf(token)).toMatchObject(PRO_LIMITS);
});

test('a subscription that arrives before its checkout is linked when the checkout comes, by email', async () => {
  const { user, token } = await signUpAndLogin(app);
  const customer = newCustomerId();
  const sub = newSubscriptionId();
  const t = nowSeconds();
  await send(
    event(
      'customer.subscription.created',
      subscription({ id: sub, customer, price: PRICE_PREMIUM, unitAmount: 9900, interval: 'year' }),
      t,
    ),
  );
  expect(await planOf(user.id)).toBe('free');
  expect((await subscriptionOf(token)).statusCode).toBe(404);

  // No client_reference_id (e.g. a payment link): the customer's email finds the account.
  await send(
    event(
      'checkout.session.completed',
      checkoutCompleted({ customer, subscription: sub, email: user.email.toUpperCase() }),
      t,
    ),
  );
  expect(await metricsOf(token)).toMatchObject({
    resumes_limit: 100,
    applications_limit: 1000,
    generation_limit: 200,
  });
  expect((await subscriptionOf(token)).json()).toMatchObject({
    plan_name: 'premium',
    amount: 99,
    interval: 'year',
    status: 'active',
  });
  const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
  expect(row!.stripeCustomerId).toBe(customer);
});

test('an older state arriving late never overwrites a newer one', async () => {
  const { user, token } = await signUpAndLogin(app);
  const customer = newCustomerId();
  const sub = newSubscriptionId();
  const t = nowSeconds();
  await send(
    event('checkout.session.completed', checkoutCompleted({ customer, clientReferenceId: user.id }), t - 100),
  );
  const older = event(
    'customer.subscription.updated',
    subscription({ id: sub, customer, price: PRICE_PRO }),
    t - 50,
  );
  const newer = event(
    'customer.subscription.updated',
    subscription({ id: sub, customer, price: PRICE_PREMIUM, unitAmount: 9900 }),
    t - 10,
  );
  await send(newer);
  await send(older);
  expect(await planOf(user.id)).toBe('premium');
  expect((await subscriptionOf(token)).json().plan_name).toBe('premium');

  // Deleted is final: an update stamped before the deletion cannot bring the plan back.
  await send(
    event(
      'customer.subscription.deleted',
      subscription({ id: sub, customer, price: PRICE_PREMIUM, status: 'canceled' }),
      t,
    ),
  );
  await send(
    event('customer.subscription.updated', subscription({ id: sub, customer, price: PRICE_PREMIUM }), t - 5),
  );
  expect(await planOf(user.id)).toBe('free');
});

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

test('the subscription endpoint needs a token', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/stripe/subscription' })).statusCode).toBe(401);
  expect((await app.inject({ method: 'POST', url: '/api/stripe/portal' })).statusCode).toBe(401);
});

test('the portal answers a customer-portal session created through the Stripe API', async () => {
  const { user, token } = await signUpAndLogin(app);
  const customer = newCustomerId();
  await send(
    event('checkout.session.completed', checkoutCompleted({ customer, clientReferenceId: user.id })),
  );
  const before = stripeApi.requests.length;
  const res = await app.inject({ method: 'POST', url: '/api/stripe/portal', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_bps_/);
  const call = stripeApi.requests.at(-1)!;
  expect(stripeApi.requests.length).toBe(before + 1);
  expect(call.path).toBe('/v1/billing_portal/sessions');
  expect(call.authorization).toBe('Bearer sk_test_local_fake_key');
  expect(call.form.get('customer')).toBe(customer);
  expect(call.form.get('return_url')).toBe('https://tailor.example.com/profile');
});

test('the portal: no customer yet is a 404, a Stripe failure a 502', async () => {
  const { token } = await signUpAndLogin(app);
  const none = await app.inject({ method: 'POST', url: '/api/stripe/portal', headers: auth(token) });
  expect(none.statusCode).toBe(404);
  expect(none.json().code).toBe('not_found');

  const { user, token: paying } = await signUpAndLogin(app);
  await send(
    event(
      'checkout.session.completed',
      checkoutCompleted({ customer: newCustomerId(), clientReferenceId: user.id }),
    ),
  );
  stripeApi.failWith(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
  try {
    const res = await app.inject({ method: 'POST', url: '/api/stripe/portal', headers: auth(paying) });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      detail: 'The billing provider could not be reached. Please try again.',
      code: 'internal_error',
    });
  } finally {
    stripeApi.recover();
  }
});

test('without a secret key the portal is BILLING_PORTAL_URL; with neither, billing is off', async () => {
  const { app: linkOnly } = await buildTestApp({
    database,
    env: { BILLING_PORTAL_URL: 'https://billing.stripe.com/p/login/test_abc' },
  });
  const { token } = await signUpAndLogin(linkOnly);
  const res = await linkOnly.inject({ method: 'POST', url: '/api/stripe/portal', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ url: 'https://billing.stripe.com/p/login/test_abc' });

  const { app: bare } = await buildTestApp({ database });
  const { token: t2 } = await signUpAndLogin(bare);
  const off = await bare.inject({ method: 'POST', url: '/api/stripe/portal', headers: auth(t2) });
  expect(off.statusCode).toBe(400);
  expect(off.json().code).toBe('feature_disabled');
  const hook = await deliver(event('customer.created', {}), {}, bare);
  expect(hook.statusCode).toBe(400);
  expect(hook.json()).toEqual({
    detail: 'Stripe webhooks are not configured on this server',
    code: 'feature_disabled',
  });
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
