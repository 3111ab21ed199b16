import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { PUBLIC_BODY_LIMIT, WEBHOOK_BODY_LIMIT } from '../src/lib/route-schemas.ts';
import { auth, buildTestApp, signUpAndLogin } from './helper.ts';
import { multipart } from './fixtures/documents.ts';

/*
 * Routes anyone can call without an account cost a stranger little: a body past their small limit
 * is refused before it is read or parsed, and their per-address limit counts before validation.
 */

const { app } = await buildTestApp();

const PUBLIC_ROUTES = [
  '/api/auth/signup',
  '/api/auth/login',
  '/api/auth/google-login',
  '/api/auth/request-password-reset',
  '/api/auth/verify-otp',
];

/** 1.6 MB of JSON with 100,000 keys, as a stranger could send to stall the event loop. */
const manyKeys = JSON.stringify(
  Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 'value'])),
);

test('a body past the public limit is refused with 413 before it is parsed', async () => {
  expect(manyKeys.length).toBeGreaterThan(1_500_000);
  // Not even JSON: a 400 would mean it was read and parsed first.
  const notJson = '{'.repeat(PUBLIC_BODY_LIMIT + 1);
  for (const url of PUBLIC_ROUTES) {
    for (const payload of [manyKeys, notJson]) {
      const res = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({ detail: 'Request body is too large', code: 'file_too_large' });
    }
  }
});

test('a body within the public limit is still read (the limit leaves room for every real one)', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'x'.repeat(256) },
  });
  expect(res.statusCode).toBe(401);
});

test("Stripe's webhook refuses a body past its limit before checking the signature", async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: Buffer.alloc(WEBHOOK_BODY_LIMIT + 1, 'a'),
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
  });
  expect(res.statusCode).toBe(413);
});

test('password reset routes count each address before validating the body', async () => {
  const limited = await buildTestApp({ authRateLimit: { max: 3, timeWindow: 60_000 } });
  for (const url of ['/api/auth/request-password-reset', '/api/auth/verify-otp']) {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url,
        payload: { email: 'not an email' },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses, url).toEqual([400, 400, 400, 429, 429]);
  }
  // Another address is counted apart.
  const other = await limited.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email: 'not an email' },
    remoteAddress: '203.0.113.8',
  });
  expect(other.statusCode).toBe(400);
});

test('the declared length is checked before anything else; uploads keep their own 5 MB cap', async () => {
  // No token, a body past the limit: refused from its length alone.
  const unsigned = await app.inject({
    method: 'PUT',
    url: `/api/jobs/${randomUUID()}`,
    payload: manyKeys.repeat(2),
    headers: { 'content-type': 'application/json' },
  });
  expect(unsigned.statusCode).toBe(413);
  // A 3 MB upload (past the 2 MB JSON limit) is read by the upload route and judged as a file.
  const u = await signUpAndLogin(app);
  const { payload, headers } = multipart(new Uint8Array(3 * 1024 * 1024).fill(7), 'cv.pdf');
  const upload = await app.inject({
    method: 'POST',
    url: '/api/resumes/Big',
    payload,
    headers: { ...headers, ...auth(u.token) },
  });
  expect(upload.json().detail).not.toBe('Request body is too large');
  expect(upload.statusCode).toBe(415);
});

test.each(['true', '1', '127.0.0.1', '2'])(
  'TRUST_PROXY=%s: a client naming other addresses in X-Forwarded-For is still counted as itself',
  async (trustProxy) => {
    const behind = await buildTestApp({
      env: { TRUST_PROXY: trustProxy },
      authRateLimit: { max: 3, timeWindow: 60_000 },
    });
    const signUp = (forwarded: string) =>
      behind.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'not an email' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwarded },
      });
    // What the proxies in front add is the client's address (the right end); what comes before is
    // the client's own say.
    const chain = trustProxy === '2' ? ', 203.0.113.5, 10.0.0.2' : ', 203.0.113.5';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signUp(`198.51.100.${i}${chain}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    // Another client behind the same proxy has its own count.
    const other = chain.replace('203.0.113.5', '203.0.113.6');
    expect((await signUp(`198.51.100.9${other}`)).statusCode).toBe(400);
  },
);
