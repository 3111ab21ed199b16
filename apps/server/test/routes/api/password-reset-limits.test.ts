import { expect, test } from 'vitest';
import { signUpAndLogin, uniqueEmail } from '../../helper.ts';
import { app, newIp, requestReset, smtp, verify } from './password-reset-setup.ts';

test('requests are limited per email, whatever the IP', async () => {
  const { user } = await signUpAndLogin(app);
  for (let i = 0; i < 5; i++) {
    const next = smtp.next(user.email);
    expect((await requestReset(user.email, newIp())).statusCode).toBe(200);
    await next;
  }
  const limited = await requestReset(user.email, newIp());
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe('rate_limited');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(smtp.to(user.email)).toHaveLength(5);
  // The same holds for an address without an account, so a 429 tells nothing about accounts.
  const nobody = uniqueEmail('nobody');
  for (let i = 0; i < 5; i++) expect((await requestReset(nobody, newIp())).statusCode).toBe(200);
  expect((await requestReset(nobody, newIp())).statusCode).toBe(429);
});

test('requests are limited per IP, whatever the email', async () => {
  const ip = newIp();
  for (let i = 0; i < 20; i++) expect((await requestReset(uniqueEmail('spray'), ip)).statusCode).toBe(200);
  const limited = await requestReset(uniqueEmail('spray'), ip);
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
  expect((await requestReset(uniqueEmail('spray'), newIp())).statusCode).toBe(200);
});

test('code checks are limited per IP across emails', async () => {
  const ip = newIp();
  const codes = Array.from({ length: 50 }, (_, i) => String(i).padStart(6, '0'));
  for (const otp of codes)
    expect((await verify(uniqueEmail('guess'), otp, 'some-password', ip)).statusCode).toBe(400);
  const limited = await verify(uniqueEmail('guess'), '999999', 'some-password', ip);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe('rate_limited');
});

test('the bodies are validated and name the field', async () => {
  const ip = newIp();
  const bad = await app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: 'nope' },
    remoteAddress: ip,
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({ detail: 'email must be a valid email address', code: 'validation_error' });
  const shortCode = await verify(uniqueEmail(), '12345', 'long-enough-password', ip);
  expect(shortCode.statusCode).toBe(400);
  expect(shortCode.json().detail).toBe('otp must be 6 digits');
  const shortPassword = await verify(uniqueEmail(), '123456', 'short', ip);
  expect(shortPassword.statusCode).toBe(400);
  expect(shortPassword.json().detail).toMatch(/password must be at least 8 characters/);
});
