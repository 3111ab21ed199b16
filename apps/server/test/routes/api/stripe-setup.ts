import { afterAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema.ts';
import { auth, buildTestApp } from '../../helper.ts';
import {
  signed,
  startFakeStripeApi,
  TEST_PRICE_PLANS,
  TEST_WEBHOOK_SECRET,
  type TestEvent,
} from '../../wire/stripe.ts';

/* What the Stripe tests share: a fake Stripe API, the app wired to it, signed deliveries and the plan they leave. */

export const stripeApi = await startFakeStripeApi();
afterAll(() => stripeApi.close());
export const { app, database } = await buildTestApp({
  env: {
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_PLANS: TEST_PRICE_PLANS,
    STRIPE_SECRET_KEY: 'sk_test_local_fake_key',
    STRIPE_API_BASE: stripeApi.url,
    PUBLIC_URL: 'https://tailor.example.com',
  },
});

export const deliver = (
  payload: unknown,
  options: { secret?: string; timestamp?: number } = {},
  target = app,
) => {
  const { body, header } = signed(payload, options);
  return target.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload: body,
  });
};

/** Delivers and expects Stripe to be told the event was received. */
export async function send(e: TestEvent) {
  const res = await deliver(e);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().outcome as string;
}

export const metricsOf = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(token) })).json();
export const subscriptionOf = (token: string) =>
  app.inject({ method: 'GET', url: '/api/stripe/subscription', headers: auth(token) });
export const planOf = async (userId: string) =>
  (await database.db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)))[0]?.plan;

export const PRO_LIMITS = { resumes_limit: 25, applications_limit: 200, generation_limit: 40 };
export const FREE_LIMITS = { resumes_limit: 3, applications_limit: 10, generation_limit: 2 };
