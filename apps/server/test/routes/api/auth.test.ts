import { expect, test } from 'vitest';
import { loginResponseSchema } from '@tailor/contract';
import { auth, signUpAndLogin, uniqueEmail } from '../../helper.ts';
import { app, post } from './auth-setup.ts';

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
