import { expect, test } from 'vitest';
import { metricsSchema } from '@tailor/contract';
import { auth, signUpAndLogin } from '../../helper.ts';
import { app, post } from './auth-setup.ts';

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

test('usage history lists the last 6 months, oldest first', async () => {
  const { token } = await signUpAndLogin(app);
  const res = await app.inject({ method: 'GET', url: '/api/auth/usage-history', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  const months = res.json().months as Array<{ month: string }>;
  expect(months).toHaveLength(6);
  expect(months.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7));
  expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort());
});
