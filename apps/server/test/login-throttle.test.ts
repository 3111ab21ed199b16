import { expect, test } from 'vitest';
import { buildTestApp, signUpAndLogin } from './helper.ts';
import { LOGIN_THROTTLE } from '../src/plugins/app/users.ts';

const { app, database } = await buildTestApp();

const login = (target: typeof app, email: string, password: string, ip: string) =>
  target.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });

test('50 parallel wrong passwords from one client: exactly the per-client limit is tried, the owner still signs in', async () => {
  const { user, password } = await signUpAndLogin(app);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => login(app, user.email, `wrong-${i}`, '198.51.100.7')),
  );
  const statuses = answers.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_THROTTLE.perClient.max);
  expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LOGIN_THROTTLE.perClient.max);
  for (const r of answers.filter((a) => a.statusCode === 429))
    expect(Object.keys(r.json()).sort()).toEqual(['code', 'detail']);
  expect((await login(app, user.email, password, '198.51.100.7')).statusCode).toBe(429);
  expect((await login(app, user.email, password, '203.0.113.1')).statusCode).toBe(200);
});

test('guessing from many addresses meets the per-email ceiling exactly; the owner from a known address still signs in', async () => {
  const throttle = { ...LOGIN_THROTTLE, perEmail: { max: 12, windowMs: 15 * 60 * 1000 } };
  const strict = (await buildTestApp({ database, loginThrottle: throttle })).app;
  const { user, password } = await signUpAndLogin(strict);
  // The owner signed in from home before: that client is vouched for. (signUpAndLogin used 127.0.0.1.)
  expect((await login(strict, user.email, password, '192.0.2.10')).statusCode).toBe(200);

  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => login(strict, user.email, `guess-${i}`, `10.77.${i}.1`)),
  );
  const statuses = answers.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 401)).toHaveLength(throttle.perEmail.max);
  expect(statuses.filter((s) => s === 429)).toHaveLength(40 - throttle.perEmail.max);

  // Past the ceiling a new address waits, even with the right password...
  expect((await login(strict, user.email, password, '10.77.200.1')).statusCode).toBe(429);
  // ...but the owner's own addresses get in.
  expect((await login(strict, user.email, password, '192.0.2.10')).statusCode).toBe(200);
  expect((await login(strict, user.email, password, '127.0.0.1')).statusCode).toBe(200);
});
