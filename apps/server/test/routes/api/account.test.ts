import { createHmac } from 'node:crypto';
import { expect, test, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { auth, buildTestApp, signUpAndLogin, TEST_JWT_SECRET, uniqueEmail } from '../../helper.ts';
import { TEST_PRICE_PLANS, TEST_WEBHOOK_SECRET } from '../../wire/stripe.ts';
import {
  stripeApi,
  jwks,
  app,
  database,
  populatedUser,
  rowsMentioning,
  outboxFor,
  deleteAccount,
} from './account-setup.ts';

test('deleting needs my password; a wrong or missing one deletes nothing', async () => {
  const u = await signUpAndLogin(app);
  const wrong = await deleteAccount(u.token, { password: 'not-my-password' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toEqual({ detail: 'Password is incorrect', code: 'wrong_password' });
  const missing = await deleteAccount(u.token);
  expect(missing.statusCode).toBe(400);
  expect(missing.json().detail).toBe('password is required to delete your account');
  expect(
    (await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(u.token) })).statusCode,
  ).toBe(200);
  expect(await rowsMentioning([u.user.id])).not.toHaveLength(0);
});

test('deleting my account leaves nothing of me in any table or file, cancels billing, and spares others', async () => {
  const u = await populatedUser();
  const other = await populatedUser();
  // Reset codes are mailed in the background: wait until both are in the outbox.
  await vi.waitFor(() => expect(outboxFor(u.user.email).length).toBeGreaterThan(0), { timeout: 10_000 });
  await vi.waitFor(() => expect(outboxFor(other.user.email).length).toBeGreaterThan(0), { timeout: 10_000 });
  const before = stripeApi.requests.length;

  const res = await deleteAccount(u.token, { password: u.password });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ message: 'Account deleted' });

  expect(await rowsMentioning([u.user.id, u.user.email, u.customer, u.sub, u.resumeId, u.jobId])).toEqual([]);
  expect(outboxFor(u.user.email)).toEqual([]);
  const cancels = stripeApi.requests.slice(before).filter((r) => r.method === 'DELETE');
  expect(cancels.map((r) => r.path)).toEqual([`/v1/subscriptions/${u.sub}`]);

  const after = await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(u.token) });
  expect(after.statusCode).toBe(401);
  expect(after.json().detail).toBe('Token is invalid');
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.user.email, password: u.password },
      })
    ).statusCode,
  ).toBe(401);

  // The other account is whole.
  const theirs = (
    await app.inject({ method: 'GET', url: '/api/auth/export', headers: auth(other.token) })
  ).json();
  expect(theirs.resumes).toHaveLength(1);
  expect(theirs.generations).toHaveLength(1);
  expect(theirs.subscriptions).toHaveLength(1);
  expect(outboxFor(other.user.email).length).toBeGreaterThan(0);

  // The address is free again, for a brand-new account.
  const again = await signUpAndLogin(app, { email: u.user.email });
  expect(again.user.id).not.toBe(u.user.id);
  expect(again.user.plan).toBe('free');
});

test('deleting my account drops the rate counters kept under my email or my id', async () => {
  const u = await populatedUser();
  const other = await populatedUser();
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  for (const who of [u, other]) {
    await post('/api/auth/login', { email: who.user.email, password: 'not-the-password' });
    await post('/api/auth/request-password-reset', { email: who.user.email });
    const download = await app.inject({
      method: 'GET',
      url: `/api/resumes/download/${who.resumeId}`,
      headers: auth(who.token),
    });
    expect(download.statusCode).toBe(200);
  }
  // Counter keys hold keyed hashes of the email or id (alone, or before a client's).
  const hash = (text: string) =>
    createHmac('sha256', TEST_JWT_SECRET).update(text.toLowerCase()).digest('base64url').slice(0, 32);
  const keysOf = async (who: typeof u) => {
    const { rows } = (await database.db.execute(sql`select key from rate_counters`)) as unknown as {
      rows: Array<{ key: string }>;
    };
    const mine = [hash(who.user.email), hash(who.user.id)];
    return rows
      .map((r) => r.key)
      .filter((k) => mine.some((h) => k.endsWith(`:${h}`) || k.includes(`:${h}.`)));
  };
  const scopes = (keys: string[]) => [...new Set(keys.map((k) => k.slice(0, k.lastIndexOf(':'))))].sort();
  expect(scopes(await keysOf(u))).toEqual([
    'login-client',
    'login-email',
    'long-login-trusted',
    'render-download',
    'reset-request:email',
    'upload',
    'upload-reading-ms',
  ]);

  expect((await deleteAccount(u.token, { password: u.password })).statusCode).toBe(200);
  expect(await keysOf(u)).toEqual([]);
  expect((await keysOf(other)).length).toBeGreaterThanOrEqual(7);
});

test('a Google-only account confirms deletion with a recent sign-in', async () => {
  const email = uniqueEmail('google-delete');
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/google-login',
    payload: { token_id: await jwks.signIdToken({ email, name: 'Only Google' }) },
  });
  expect(login.statusCode).toBe(200);
  const { user } = login.json();

  // The same session, but signed in 11 minutes ago.
  const now = Math.floor(Date.now() / 1000);
  const stale = await new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(now - 11 * 60)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  const refused = await deleteAccount(stale, {});
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({
    detail: 'Sign in again to confirm it is you, then delete your account',
    code: 'forbidden',
  });

  const res = await deleteAccount(login.json().jwt.access_token);
  expect(res.statusCode).toBe(200);
  expect(await rowsMentioning([user.id, email])).toEqual([]);
});

test('a live subscription that cannot be cancelled at Stripe blocks the deletion', async () => {
  const u = await populatedUser();
  stripeApi.failWith(500, { error: { type: 'api_error', message: 'Stripe is down' } });
  try {
    const res = await deleteAccount(u.token, { password: u.password });
    expect(res.statusCode).toBe(502);
  } finally {
    stripeApi.recover();
  }
  // Without a secret key the server cannot stop billing, so it says what to do first.
  const { app: noKey } = await buildTestApp({
    database,
    env: { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_PRICE_PLANS: TEST_PRICE_PLANS },
  });
  const res = await noKey.inject({
    method: 'DELETE',
    url: '/api/auth/account',
    headers: auth(u.token),
    payload: { password: u.password },
  });
  expect(res.statusCode).toBe(409);
  expect(res.json().detail).toBe(
    'Cancel your subscription in the billing portal before deleting your account',
  );
  const data = (await app.inject({ method: 'GET', url: '/api/auth/export', headers: auth(u.token) })).json();
  expect(data.resumes).toHaveLength(1);
  expect(data.subscriptions[0].status).toBe('active');
});
