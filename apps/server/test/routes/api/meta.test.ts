import { expect, test } from 'vitest';
import { buildTestApp, createTestDatabase } from '../../helper.ts';

const database = await createTestDatabase();

test('health answers ok once the database is ready', async () => {
  const { app } = await buildTestApp({ database });
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
  expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
});

test('config lists plans and hides every secret', async () => {
  const { app } = await buildTestApp({
    database,
    env: {
      GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
      STRIPE_SECRET_KEY: 'sk_test_supersecret',
      STRIPE_WEBHOOK_SECRET: 'whsec_supersecret',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
      STRIPE_PRICING_TABLE_ID: 'prctbl_123',
      STRIPE_PRICE_PLANS: 'price_pro:pro,price_premium:premium',
      BILLING_PORTAL_URL: 'https://billing.example.com/p/login/abc',
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_API_KEY: 'sk-ai-supersecret',
      AI_MODEL: 'some-model',
      PLAN_PRICES: 'pro:9,premium:19.5',
      PLAN_CURRENCY: 'eur',
    },
  });
  const res = await app.inject({ method: 'GET', url: '/api/config' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    google_client_id: 'client-123.apps.googleusercontent.com',
    stripe: { publishable_key: 'pk_test_public', pricing_table_id: 'prctbl_123' },
    billing_portal_url: 'https://billing.example.com/p/login/abc',
    plans: [
      {
        id: 'free',
        limits: { resumes: 3, applications: 10, generations: 2 },
        price: { amount: 0, currency: 'EUR', interval: 'month' },
      },
      {
        id: 'pro',
        limits: { resumes: 25, applications: 200, generations: 40 },
        price: { amount: 9, currency: 'EUR', interval: 'month' },
      },
      {
        id: 'premium',
        limits: { resumes: 100, applications: 1000, generations: 200 },
        price: { amount: 19.5, currency: 'EUR', interval: 'month' },
      },
    ],
    ai_engine: 'llm',
  });
  expect(res.body).not.toMatch(/supersecret|whsec|sk_test|sk-ai/);
});

test('a feature without configuration is answered as absent', async () => {
  const { app } = await buildTestApp({ database });
  const body = (await app.inject({ method: 'GET', url: '/api/config' })).json();
  expect(body.google_client_id).toBeNull();
  expect(body.stripe).toEqual({ publishable_key: null, pricing_table_id: null });
  expect(body.ai_engine).toBe('offline');
  // Without PLAN_PRICES, paid plans have no price to show; free is free, in the default currency.
  expect(body.plans.map((p: { price: unknown }) => p.price)).toEqual([
    { amount: 0, currency: 'USD', interval: 'month' },
    null,
    null,
  ]);
});

test('an unknown API route is a 404 in the error shape', async () => {
  const { app } = await buildTestApp({ database });
  const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: 'No such endpoint', code: 'not_found' });
});

test('the OpenAPI page and document are served under /api/docs', async () => {
  const { app } = await buildTestApp({ database });
  const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(doc.statusCode).toBe(200);
  const paths = Object.keys(doc.json().paths);
  expect(paths).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/signup', '/api/auth/metrics']));
  const page = await app.inject({ method: 'GET', url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
});

test('sign-in attempts are rate limited per address with Retry-After', async () => {
  const { app } = await buildTestApp({ database, authRateLimit: { max: 3, timeWindow: 60_000 } });
  const attempt = (ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email: 'x@example.com', password: 'whatever1' },
    });
  for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
  const limited = await attempt('10.0.0.1');
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ code: 'rate_limited' });
  expect(limited.json().detail).toMatch(/Too many requests/);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another address is not affected.
  expect((await attempt('10.0.0.2')).statusCode).toBe(401);
});

test('instances sharing one database share the sign-in limit of an address', async () => {
  const limit = { max: 3, timeWindow: 60_000 };
  const a = (await buildTestApp({ database, authRateLimit: limit })).app;
  const b = (await buildTestApp({ database, authRateLimit: limit })).app;
  const attempt = (app: typeof a) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.9',
      payload: { email: 'x@example.com', password: 'whatever1' },
    });
  expect((await attempt(a)).statusCode).toBe(401);
  expect((await attempt(b)).statusCode).toBe(401);
  expect((await attempt(a)).statusCode).toBe(401);
  // The fourth try in the window is refused wherever it lands.
  expect((await attempt(b)).statusCode).toBe(429);
  expect((await attempt(a)).statusCode).toBe(429);
  // Routes count apart: a sign-up from that address is still heard.
  const signup = await b.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: '10.0.0.9',
    payload: { email: 'shared-limit@example.com', fullname: 'Shared Limit', password: 'long-enough-1' },
  });
  expect(signup.statusCode).toBe(201);
});

test('security headers are set', async () => {
  const { app } = await buildTestApp({ database });
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
});
