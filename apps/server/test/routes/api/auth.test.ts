import { expect, test, vi } from 'vitest';
import { SignJWT } from 'jose';
import { loginResponseSchema, metricsSchema } from '@tailor/contract';
import { auth, buildTestApp, signUpAndLogin, TEST_JWT_SECRET, uniqueEmail } from '../../helper.ts';

const { app } = await buildTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

test('signup creates an account and answers 201 with the user, never the password', async () => {
  const email = uniqueEmail('signup');
  const res = await post('/api/auth/signup', {
    email,
    fullname: 'Grace Hopper',
    password: 'navy-cobol-1959',
  });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body.user).toMatchObject({ email, fullname: 'Grace Hopper', plan: 'free' });
  expect(typeof body.user.id).toBe('string');
  expect(res.body).not.toContain('navy-cobol-1959');
  expect(res.body).not.toContain('argon2');
});

test('signup refuses an email already taken, whatever its case', async () => {
  const email = uniqueEmail('dup');
  expect(
    (await post('/api/auth/signup', { email, fullname: 'A', password: 'dune-harbor-417' })).statusCode,
  ).toBe(201);
  const res = await post('/api/auth/signup', {
    email: email.toUpperCase(),
    fullname: 'B',
    password: 'lantern-quill-852',
  });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ detail: 'An account with this email already exists', code: 'email_taken' });
});

test('signup validates each field and names it in the detail', async () => {
  const cases: Array<[object, string]> = [
    [
      { email: 'not-an-email', fullname: 'A', password: 'dune-harbor-417' },
      'email must be a valid email address',
    ],
    [{ email: uniqueEmail(), fullname: 'A', password: 'short' }, 'password must be at least 8 characters'],
    [{ email: uniqueEmail(), fullname: '   ', password: 'dune-harbor-417' }, 'fullname is required'],
  ];
  for (const [payload, detail] of cases) {
    const res = await post('/api/auth/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail, code: 'validation_error' });
  }
  const missing = await post('/api/auth/signup', { email: uniqueEmail(), password: 'dune-harbor-417' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().detail).toMatch(/fullname/);
});

test('malformed JSON is a 400 with the error shape, not a 500', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"email": "a@b.c",',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: 'Body is not valid JSON', code: 'invalid_json' });
});

test('login answers token, user, subscription and metrics', async () => {
  const email = uniqueEmail('login');
  await post('/api/auth/signup', { email, fullname: 'Alan Turing', password: 'enigma-1941' });
  const res = await post('/api/auth/login', { email: `  ${email.toUpperCase()} `, password: 'enigma-1941' });
  expect(res.statusCode).toBe(200);
  const body = loginResponseSchema.parse(res.json());
  expect(body.jwt.token_type).toBe('bearer');
  expect(body.jwt.expires_in).toBe(7 * 24 * 3600);
  expect(body.user).toMatchObject({ email, fullname: 'Alan Turing', plan: 'free' });
  expect(body.subscription).toBeNull();
  expect(body.metrics).toEqual({
    resumes_count: 0,
    resumes_limit: 3,
    applications_count: 0,
    applications_limit: 10,
    consumed_generations: 0,
    generation_limit: 2,
  });
});

test('a wrong password and an unknown email get the same 401', async () => {
  const email = uniqueEmail('wrong');
  await post('/api/auth/signup', { email, fullname: 'A', password: 'orchid-tundra-63' });
  const wrong = await post('/api/auth/login', { email, password: 'wrong-password' });
  const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'wrong-password' });
  for (const res of [wrong, unknown]) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Incorrect email or password', code: 'invalid_credentials' });
  }
});

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

test('metrics answer my counts and limits', async () => {
  const { token } = await signUpAndLogin(app);
  const res = await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  expect(metricsSchema.parse(res.json())).toMatchObject({ resumes_limit: 3, generation_limit: 2 });
});

test('profile: the full name changes and the same user object comes back', async () => {
  const { token, user } = await signUpAndLogin(app, { fullname: 'Old Name' });
  const res = await app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: auth(token),
    payload: { fullname: '  Marie Curie ' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ...user, fullname: 'Marie Curie' });

  const login = await post('/api/auth/login', { email: user.email, password: 'correct-horse-battery' });
  expect(login.json().user.fullname).toBe('Marie Curie');

  const blank = await app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: auth(token),
    payload: { fullname: '' },
  });
  expect(blank.statusCode).toBe(400);
  expect(blank.json()).toEqual({ detail: 'fullname is required', code: 'validation_error' });

  const anonymous = await app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { fullname: 'X' } });
  expect(anonymous.statusCode).toBe(401);
});

test('password change checks the current password', async () => {
  const { token, user } = await signUpAndLogin(app);
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/auth/password',
    headers: auth(token),
    payload: { current_password: 'not-my-password', new_password: 'brand-new-password' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: 'Current password is incorrect', code: 'wrong_password' });
  // Nothing changed: the old password still signs in.
  expect(
    (await post('/api/auth/login', { email: user.email, password: 'correct-horse-battery' })).statusCode,
  ).toBe(200);

  const short = await app.inject({
    method: 'PATCH',
    url: '/api/auth/password',
    headers: auth(token),
    payload: { current_password: 'correct-horse-battery', new_password: 'short' },
  });
  expect(short.statusCode).toBe(400);
  expect(short.json().detail).toBe('new_password: password must be at least 8 characters');
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

test('usage history lists the last 6 months, oldest first', async () => {
  const { token } = await signUpAndLogin(app);
  const res = await app.inject({ method: 'GET', url: '/api/auth/usage-history', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  const months = res.json().months as Array<{ month: string }>;
  expect(months).toHaveLength(6);
  expect(months.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7));
  expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort());
});

test('five failed sign-ins from one address make that address wait on that account only', async () => {
  const { user, password } = await signUpAndLogin(app);
  const attempt = (pw: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email: user.email, password: pw },
    });
  for (let i = 0; i < 5; i++) expect((await attempt(`wrong-password-${i}`, '10.1.0.1')).statusCode).toBe(401);
  // Even the right password waits, from that address.
  const locked = await attempt(password, '10.1.0.1');
  expect(locked.statusCode).toBe(429);
  expect(locked.json().code).toBe('rate_limited');
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  // The owner, elsewhere, is not locked out; another account is not affected either.
  expect((await attempt(password, '10.9.9.9')).statusCode).toBe(200);
  const other = await signUpAndLogin(app);
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.0.1',
        payload: { email: other.user.email, password: other.password },
      })
    ).statusCode,
  ).toBe(200);
});

test('a password from the top of the leaked lists is refused with the reason, whatever client sends it', async () => {
  const weak = await post('/api/auth/signup', {
    email: uniqueEmail(),
    fullname: 'Ada Quint',
    password: 'password',
  });
  expect(weak.statusCode).toBe(400);
  expect(weak.json()).toEqual({
    detail: 'password is too easy to guess: This is a heavily used password; add more words or characters',
    code: 'validation_error',
  });
  const me = await signUpAndLogin(app);
  const change = await app.inject({
    method: 'PATCH',
    url: '/api/auth/password',
    headers: auth(me.token),
    payload: { current_password: me.password, new_password: '12345678' },
  });
  expect(change.statusCode).toBe(400);
  expect(change.json().detail).toMatch(/^password is too easy to guess/);
  // The old password still signs in: nothing was changed.
  expect((await post('/api/auth/login', { email: me.user.email, password: me.password })).statusCode).toBe(
    200,
  );
});
