import { expect, test } from 'vitest';
import { auth, buildTestApp, signUpAndLogin } from '../../helper.ts';
import { checkoutCompleted, event, newCustomerId } from '../../wire/stripe.ts';
import { app, database, deliver, send, stripeApi } from './stripe-setup.ts';

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
