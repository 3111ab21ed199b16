import { expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginResponseSchema, subscriptionSchema } from '@tailor/contract';
import { stripeEvents, users } from '../../../src/db/schema.ts';
import { signUpAndLogin } from '../../helper.ts';
import {
  checkoutCompleted,
  event,
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
  deliver,
  metricsOf,
  planOf,
  PRO_LIMITS,
  send,
  subscriptionOf,
} from './stripe-setup.ts';

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
