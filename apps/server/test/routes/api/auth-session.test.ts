import { expect, test, vi } from 'vitest';
import { SignJWT } from 'jose';
import { auth, signUpAndLogin, TEST_JWT_SECRET } from '../../helper.ts';
import { app, post } from './auth-setup.ts';

test('a token that worked a moment ago is refused once it has expired', async () => {
  const { user } = await signUpAndLogin(app);
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const now = Math.floor(Date.now() / 1000);
  const shortLived = await new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(now + 60)
    .sign(key);
  const first = await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(shortLived) });
  expect(first.statusCode).toBe(200);
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime((now + 61) * 1000);
    const later = await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(shortLived) });
    expect(later.statusCode).toBe(401);
    expect(later.json()).toEqual({ detail: 'Token is invalid', code: 'token_invalid' });
  } finally {
    vi.useRealTimers();
  }
});

test('metrics need a token: missing is 401, garbage or expired is "Token is invalid"', async () => {
  const missing = await app.inject({ method: 'GET', url: '/api/auth/metrics' });
  expect(missing.statusCode).toBe(401);
  expect(missing.json()).toEqual({ detail: 'Not authenticated', code: 'unauthorized' });

  for (const header of ['Bearer garbage', 'Bearer a.b.c', 'Basic dXNlcjpwYXNz', 'Bearer']) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/metrics',
      headers: { authorization: header },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Token is invalid', code: 'token_invalid' });
  }

  const { user } = await signUpAndLogin(app);
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const expired = await new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(key);
  const res = await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(expired) });
  expect(res.statusCode).toBe(401);
  expect(res.json().detail).toBe('Token is invalid');

  const forged = await new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
  const res2 = await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(forged) });
  expect(res2.statusCode).toBe(401);
  expect(res2.json().detail).toBe('Token is invalid');
});

test('password change ends other sessions and answers a fresh token for this one', async () => {
  const { token: oldToken, user, password } = await signUpAndLogin(app);
  const otherSession = (await post('/api/auth/login', { email: user.email, password })).json().jwt
    .access_token;

  const res = await app.inject({
    method: 'PATCH',
    url: '/api/auth/password',
    headers: auth(oldToken),
    payload: { current_password: password, new_password: 'a-new-password-2026' },
  });
  expect(res.statusCode).toBe(200);
  const fresh = res.json().jwt.access_token as string;

  for (const revoked of [oldToken, otherSession]) {
    const r = await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(revoked) });
    expect(r.statusCode).toBe(401);
    expect(r.json().detail).toBe('Token is invalid');
  }
  expect(
    (await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(fresh) })).statusCode,
  ).toBe(200);
  expect((await post('/api/auth/login', { email: user.email, password })).statusCode).toBe(401);
  expect(
    (await post('/api/auth/login', { email: user.email, password: 'a-new-password-2026' })).statusCode,
  ).toBe(200);
});

test('sign-out ends the session on the server: a copy of the token no longer works', async () => {
  const { token, user, password } = await signUpAndLogin(app);
  // Read once, so the user is in the session cache when the sign-out comes.
  expect((await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(token) })).statusCode).toBe(200);
  const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) });
  expect(out.statusCode).toBe(200);
  expect(out.json()).toEqual({ message: 'Signed out' });

  for (const url of ['/api/jobs/', '/api/auth/metrics']) {
    const r = await app.inject({ method: 'GET', url, headers: auth(token) });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ detail: 'Token is invalid', code: 'token_invalid' });
  }
  // Signing out twice, or without a token, is refused like any call without a session.
  expect(
    (await app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) })).statusCode,
  ).toBe(401);
  expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  // The next sign-in works as before.
  const again = (await post('/api/auth/login', { email: user.email, password })).json().jwt.access_token;
  expect((await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(again) })).statusCode).toBe(200);
});
