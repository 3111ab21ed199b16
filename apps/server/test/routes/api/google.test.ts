import { randomBytes } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { loginResponseSchema } from '@tailor/contract';
import { users } from '../../../src/db/schema.ts';
import { auth, buildTestApp, signUpAndLogin, uniqueEmail } from '../../helper.ts';
import { startJwksServer, TEST_GOOGLE_CLIENT_ID } from '../../wire/google.ts';
import { startSmtpServer } from '../../wire/smtp.ts';

const jwks = await startJwksServer();
const smtp = await startSmtpServer();
afterAll(async () => {
  await jwks.close();
  await smtp.close();
});
const { app, database } = await buildTestApp({
  env: { GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: jwks.url, SMTP_URL: smtp.url },
});

const googleLogin = (payload: object, target = app) =>
  target.inject({ method: 'POST', url: '/api/auth/google-login', payload });

const rowOf = async (email: string) => {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  return row;
};

test('a valid Google token creates the account on first sign-in and answers like login', async () => {
  const email = uniqueEmail('google');
  const token = await jwks.signIdToken({ email, name: 'Grace Hopper' });
  const res = await googleLogin({ token_id: token, email, name: 'Grace Hopper' });
  expect(res.statusCode).toBe(200);
  const body = loginResponseSchema.parse(res.json());
  expect(body.user).toMatchObject({ email, fullname: 'Grace Hopper', plan: 'free' });
  expect(body.subscription).toBeNull();
  expect(body.metrics.resumes_limit).toBe(3);
  expect(res.body).not.toContain(token);

  const row = await rowOf(email);
  expect(row?.passwordHash).toBeNull();
  expect(row?.googleSub).toMatch(/^\d+$/);
  expect(row?.lastLoginAt).toBeInstanceOf(Date);

  // The session works, and the second sign-in finds the same account.
  const metrics = await app.inject({
    method: 'GET',
    url: '/api/auth/metrics',
    headers: auth(body.jwt.access_token),
  });
  expect(metrics.statusCode).toBe(200);
  const again = await googleLogin({
    token_id: await jwks.signIdToken({ email, sub: row!.googleSub!, name: 'Renamed' }),
  });
  expect(again.statusCode).toBe(200);
  expect(again.json().user.id).toBe(body.user.id);
  expect(again.json().user.fullname).toBe('Grace Hopper');
});

test('both spellings of Google issuer are accepted', async () => {
  for (const iss of ['accounts.google.com', 'https://accounts.google.com']) {
    const res = await googleLogin({ token_id: await jwks.signIdToken({ iss, email: uniqueEmail('iss') }) });
    expect(res.statusCode).toBe(200);
  }
});

test('identity comes from the token, never from the body', async () => {
  const victim = await signUpAndLogin(app);
  const attacker = uniqueEmail('attacker');
  const token = await jwks.signIdToken({ email: attacker, name: 'Mallory' });
  const res = await googleLogin({ token_id: token, email: victim.user.email, name: 'Ada Lovelace' });
  expect(res.statusCode).toBe(200);
  expect(res.json().user).toMatchObject({ email: attacker, fullname: 'Mallory' });
  expect(res.json().user.id).not.toBe(victim.user.id);
});

test('refused tokens: expired, wrong audience, wrong issuer, wrong key, unknown key, unverified email, not RS256', async () => {
  const email = uniqueEmail('refused');
  const other = await generateKeyPair('RS256');
  const now = Math.floor(Date.now() / 1000);
  const cases: Array<[string, Promise<string> | string, string]> = [
    ['expired', jwks.signIdToken({ email, iat: now - 7200, exp: now - 3600 }), 'could not be verified'],
    [
      'wrong audience',
      jwks.signIdToken({ email, aud: 'someone-else.apps.googleusercontent.com' }),
      'could not be verified',
    ],
    ['wrong issuer', jwks.signIdToken({ email, iss: 'https://evil.example.com' }), 'could not be verified'],
    ['wrong key, same kid', jwks.signIdToken({ email }, { key: other.privateKey }), 'could not be verified'],
    [
      'unknown kid',
      jwks.signIdToken({ email }, { key: other.privateKey, kid: 'rotated-away' }),
      'could not be verified',
    ],
    ['unverified email', jwks.signIdToken({ email, email_verified: false }), 'no verified email'],
    ['no email_verified claim', jwks.signIdToken({ email, email_verified: undefined }), 'no verified email'],
    [
      'HS256 with the client id as secret',
      new SignJWT({ email, email_verified: true, sub: '1' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('https://accounts.google.com')
        .setAudience(TEST_GOOGLE_CLIENT_ID)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_GOOGLE_CLIENT_ID.padEnd(32, 'x'))),
      'could not be verified',
    ],
    ['not a JWT', 'definitely-not-a-jwt', 'could not be verified'],
  ];
  for (const [what, token, detail] of cases) {
    const res = await googleLogin({ token_id: await token, email });
    expect(res.statusCode, what).toBe(401);
    expect(res.json().code, what).toBe('google_token_invalid');
    expect(res.json().detail, what).toContain(detail);
  }
  expect(await rowOf(email)).toBeUndefined();
});

test('a token_id is required', async () => {
  const res = await googleLogin({ email: uniqueEmail() });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('validation_error');
  expect(res.json().detail).toMatch(/token_id/);
});

test('an existing password account with the same email is linked, and its password keeps working', async () => {
  const existing = await signUpAndLogin(app, { fullname: 'Alan Turing' });
  const res = await googleLogin({
    token_id: await jwks.signIdToken({ email: existing.user.email.toUpperCase(), name: 'Alan M. Turing' }),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().user).toEqual(existing.user);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: existing.user.email, password: existing.password },
  });
  expect(login.statusCode).toBe(200);
});

test('a Google-only account has no password until it sets one through reset', async () => {
  const email = uniqueEmail('google-only');
  expect(
    (await googleLogin({ token_id: await jwks.signIdToken({ email, name: 'Only Google' }) })).statusCode,
  ).toBe(200);
  const tryLogin = (password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect((await tryLogin('any-password-at-all')).statusCode).toBe(401);

  const ip = `10.9.${randomBytes(1)[0]}.1`;
  const mail = smtp.next(email);
  await app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email },
    remoteAddress: ip,
  });
  const code = /\b(\d{6})\b/.exec((await mail).text)![1]!;
  const set = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email, otp: code, new_password: 'now-i-have-one' },
    remoteAddress: ip,
  });
  expect(set.statusCode).toBe(200);
  expect((await tryLogin('now-i-have-one')).statusCode).toBe(200);
  // Google sign-in still reaches the same account.
  const row = await rowOf(email);
  const again = await googleLogin({ token_id: await jwks.signIdToken({ email, sub: row!.googleSub! }) });
  expect(again.json().user.id).toBe(row!.id);
});

test('without GOOGLE_CLIENT_ID the endpoint says the feature is off', async () => {
  const { app: plain } = await buildTestApp({ database, env: { GOOGLE_JWKS_URL: jwks.url } });
  const before = jwks.requests();
  const res = await googleLogin({ token_id: await jwks.signIdToken({ email: uniqueEmail() }) }, plain);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    detail: 'Google sign-in is not configured on this server',
    code: 'feature_disabled',
  });
  expect(jwks.requests()).toBe(before);
});

test('when Google keys cannot be fetched the answer is a 502, not a 500', async () => {
  const { app: cut } = await buildTestApp({
    database,
    env: { GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/oauth2/v3/certs' },
  });
  const res = await googleLogin({ token_id: await jwks.signIdToken({ email: uniqueEmail() }) }, cut);
  expect(res.statusCode).toBe(502);
  expect(res.json().detail).toBe('Google sign-in is unavailable right now. Please try again.');
});
