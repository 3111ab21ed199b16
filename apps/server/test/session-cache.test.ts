import { expect, test, vi } from 'vitest';
import { auth, buildTestApp, createTestDatabase, signUpAndLogin } from './helper.ts';
import { multipart, resumePdf } from './fixtures/documents.ts';

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

/** A signed-in JSON request. */
const signedIn = (
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  payload: object,
) => app.inject({ method, url, headers: auth(token), payload });

/**
 * A signed-up user whose session is in the cache. On PostgreSQL the sign-up's own change notice may
 * arrive after the first request and empty the cache once: read until the session stays cached.
 */
async function cachedSession(app: Awaited<ReturnType<typeof buildTestApp>>['app']) {
  const session = await signUpAndLogin(app);
  await vi.waitFor(async () => {
    expect((await list(app, session.token)).statusCode).toBe(200);
    expect(app.sessionCache.get(session.user.id)?.email).toBe(session.user.email);
  });
  return { session, cached: app.sessionCache.get(session.user.id) };
}

test('a signed-in read is served from the cache; a password change ends the old token at once', async () => {
  const { app } = await buildTestApp();
  const { session, cached } = await cachedSession(app);
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
  const renamed = await signedIn(app, 'PUT', '/api/auth/profile', session.token, { fullname: 'New Name' });
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

test('writes refused before their handler keep every cached session; a refused sign-in still forgets', async () => {
  const { app } = await buildTestApp();
  const { session, cached } = await cachedSession(app);

  // Without a token, too large, malformed: each answered, none reached a handler.
  const { payload, headers } = multipart(new Uint8Array(1024).fill(0x61), 'cv.pdf');
  const anonymous = await app.inject({ method: 'POST', url: '/api/resumes/Mine', payload, headers });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual({ detail: 'Not authenticated', code: 'unauthorized' });
  const tooLarge = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'x'.repeat(2 * 2 ** 20) }),
  });
  expect(tooLarge.statusCode).toBe(413);
  expect(tooLarge.json()).toEqual({ detail: 'Request body is too large', code: 'file_too_large' });
  const malformed = await signedIn(app, 'POST', '/api/jobs/', session.token, { position: 'Engineer' });
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json()).toEqual({ detail: expect.any(String), code: 'validation_error' });
  // The very same row is still kept: no refusal emptied the cache.
  expect(app.sessionCache.get(session.user.id)).toBe(cached);

  // A sign-in that reached its handler and failed may have written (its throttle): forgotten.
  const wrong = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: session.user.email, password: 'not-the-password' },
  });
  expect(wrong.statusCode).toBe(401);
  expect(app.sessionCache.get(session.user.id)).toBeUndefined();
});

const posting = {
  position: 'Senior Backend Engineer',
  employer: 'Acme Logistics',
  job_description:
    'We are hiring a Senior Backend Engineer to build our payments platform in TypeScript and Go on Kubernetes. ' +
    'You will own services end to end and mentor engineers.',
};
type Listed = { uuid: string; position: string; gen_count: number; generation: unknown };
const listed = async (app: Awaited<ReturnType<typeof buildTestApp>>['app'], token: string) => {
  const res = await list(app, token);
  expect(res.statusCode).toBe(200);
  return res.json() as Listed[];
};

test('the kept applications list shows each change of its owner at once, and only to its owner', async () => {
  const { app } = await buildTestApp();
  const owner = await signUpAndLogin(app);
  const other = await signUpAndLogin(app);
  expect(await listed(app, owner.token)).toEqual([]);

  const created = await app.inject({
    method: 'POST',
    url: '/api/jobs/',
    headers: auth(owner.token),
    payload: posting,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().uuid as string;
  expect((await listed(app, owner.token)).map((j) => j.uuid)).toEqual([id]);
  // Read twice: the second answer is the kept one, and must match.
  expect((await listed(app, owner.token)).map((j) => j.uuid)).toEqual([id]);
  expect(await listed(app, other.token)).toEqual([]);

  const edited = await app.inject({
    method: 'PUT',
    url: '/api/jobs/',
    headers: auth(owner.token),
    payload: { ...posting, uuid: id, position: 'Staff Backend Engineer' },
  });
  expect(edited.statusCode).toBe(200);
  expect((await listed(app, owner.token))[0]!.position).toBe('Staff Backend Engineer');

  const { payload, headers } = multipart(await resumePdf(), 'resume.pdf');
  const upload = await app.inject({
    method: 'POST',
    url: '/api/resumes/Main',
    payload,
    headers: { ...headers, ...auth(owner.token) },
  });
  expect(upload.statusCode).toBe(201);
  const resumes = await app.inject({ method: 'GET', url: '/api/resumes/', headers: auth(owner.token) });
  expect(resumes.json()).toHaveLength(1);
  const generated = await app.inject({
    method: 'POST',
    url: `/api/jobs/generate/${id}/${upload.json().uuid}`,
    headers: auth(owner.token),
  });
  expect(generated.statusCode).toBe(200);
  const [job] = await listed(app, owner.token);
  expect(job!.gen_count).toBe(1);
  expect(job!.generation).not.toBeNull();

  const removed = await app.inject({ method: 'DELETE', url: `/api/jobs/${id}`, headers: auth(owner.token) });
  expect(removed.statusCode).toBe(204);
  expect(await listed(app, owner.token)).toEqual([]);
});

test.runIf(process.env.TEST_DATABASE_URL)(
  'PostgreSQL: an application created on one instance is listed by another that kept the list',
  async () => {
    const database = await createTestDatabase();
    const a = await buildTestApp({ database });
    const b = await buildTestApp({ database });
    const session = await signUpAndLogin(a.app);
    expect(await listed(b.app, session.token)).toEqual([]);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/jobs/',
      headers: auth(session.token),
      payload: posting,
    });
    expect(created.statusCode).toBe(201);
    await vi.waitFor(
      async () =>
        expect((await listed(b.app, session.token)).map((j) => j.uuid)).toEqual([created.json().uuid]),
      { timeout: 2000, interval: 5 },
    );
    await database.close();
  },
);

test.runIf(process.env.TEST_DATABASE_URL)(
  'PostgreSQL: a password change on one instance ends the session on another that had it cached',
  async () => {
    const database = await createTestDatabase();
    const a = await buildTestApp({ database });
    const b = await buildTestApp({ database });
    const session = await signUpAndLogin(a.app);
    // A token from one instance works on the other, and the other now holds the user in its cache.
    // The sign-in's own change notice may still reach it and empty its cache once: read until the
    // user is cached again.
    await vi.waitFor(async () => {
      expect((await list(b.app, session.token)).statusCode).toBe(200);
      expect(b.app.sessionCache.get(session.user.id)).toBeDefined();
    });

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
