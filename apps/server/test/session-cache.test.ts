import { expect, test, vi } from 'vitest';
import { auth, buildTestApp, createTestDatabase, signUpAndLogin } from './helper.ts';

/*
 * Signed-in reads use recently seen users instead of a lookup each; a write forgets the writer
 * before its answer leaves, and on PostgreSQL every instance sharing the database forgets it too.
 */

const list = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], token: string) =>
  app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(token) });
const changePassword = (
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  token: string,
  current: string,
) =>
  app.inject({
    method: 'PATCH',
    url: '/api/auth/password',
    headers: auth(token),
    payload: { current_password: current, new_password: 'another-long-password' },
  });

test('a signed-in read is served from the cache; a password change ends the old token at once', async () => {
  const { app } = await buildTestApp();
  const session = await signUpAndLogin(app);
  expect((await list(app, session.token)).statusCode).toBe(200);
  const cached = app.sessionCache.get(session.user.id);
  expect(cached?.email).toBe(session.user.email);
  expect((await list(app, session.token)).statusCode).toBe(200);
  // The very same row answers: no second lookup was made.
  expect(app.sessionCache.get(session.user.id)).toBe(cached);

  const changed = await changePassword(app, session.token, session.password);
  expect(changed.statusCode).toBe(200);
  expect(app.sessionCache.get(session.user.id)).toBeUndefined();
  const old = await list(app, session.token);
  expect(old.statusCode).toBe(401);
  expect(old.json().code).toBe('token_invalid');
  expect((await list(app, changed.json().jwt.access_token)).statusCode).toBe(200);
});

test('a change of name is seen by the next read, not a cached copy', async () => {
  const { app } = await buildTestApp();
  const session = await signUpAndLogin(app);
  expect((await list(app, session.token)).statusCode).toBe(200);
  const renamed = await app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: auth(session.token),
    payload: { fullname: 'New Name' },
  });
  expect(renamed.statusCode).toBe(200);
  // On PostgreSQL this instance also hears its own change notice a moment later and forgets the
  // user once more: read until the user is cached again, and it must be the renamed row.
  await vi.waitFor(async () => {
    expect((await list(app, session.token)).statusCode).toBe(200);
    const cached = app.sessionCache.get(session.user.id);
    expect(cached).toBeDefined();
    expect(cached?.fullname).toBe('New Name');
  });
});

test.runIf(process.env.TEST_DATABASE_URL)(
  'PostgreSQL: a password change on one instance ends the session on another that had it cached',
  async () => {
    const database = await createTestDatabase();
    const a = await buildTestApp({ database });
    const b = await buildTestApp({ database });
    const session = await signUpAndLogin(a.app);
    // A token from one instance works on the other, and the other now holds the user in its cache.
    expect((await list(b.app, session.token)).statusCode).toBe(200);
    expect(b.app.sessionCache.get(session.user.id)).toBeDefined();

    expect((await changePassword(a.app, session.token, session.password)).statusCode).toBe(200);
    // The notification travels between processes: it lands within milliseconds.
    await vi.waitFor(() => expect(b.app.sessionCache.get(session.user.id)).toBeUndefined(), {
      timeout: 2000,
      interval: 5,
    });
    expect((await list(b.app, session.token)).statusCode).toBe(401);
    await database.close();
  },
);
