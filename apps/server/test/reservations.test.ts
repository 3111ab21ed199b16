import { randomUUID } from 'node:crypto';
import { expect, inject, test, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { usageEvents } from '../src/db/schema.ts';
import { openPostgres } from '../src/db/client.ts';
import { auth, buildTestApp, signUpAndLogin } from './helper.ts';
import { withDatabase } from './global-setup.ts';
import { multipart, resumeDocx } from './fixtures/documents.ts';

const first = await buildTestApp();
const { database } = first;

const pendingOf = async (userId: string) =>
  (
    await database.db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, userId), eq(usageEvents.status, 'pending')))
  ).length;

const reserveAs = (userId: string, holder: string) =>
  database.db.insert(usageEvents).values({ userId, kind: 'generation', status: 'pending', holder });

async function jobAndResume(app: typeof first.app, token: string) {
  const job = await app.inject({
    method: 'POST',
    url: '/api/jobs/',
    payload: {
      position: 'Backend Engineer',
      employer: 'Acme',
      job_description: 'Go, PostgreSQL and TypeScript services.',
    },
    headers: auth(token),
  });
  const { payload, headers } = multipart(await resumeDocx(), 'cv.docx');
  const resume = await app.inject({
    method: 'POST',
    url: '/api/resumes/Mine',
    payload,
    headers: { ...headers, ...auth(token) },
  });
  return { jobId: job.json().uuid as string, resumeId: resume.json().uuid as string };
}

test('on start, reservations of a process that is gone are released: usage and export never show them', async () => {
  const u = await signUpAndLogin(first.app);
  // A generation was running in a process killed with -9: its reservation names a holder no one claims.
  await reserveAs(u.user.id, randomUUID());
  const metrics = async (app: typeof first.app) =>
    (await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(u.token) })).json()
      .consumed_generations;
  expect(await pendingOf(u.user.id)).toBe(1);

  const restarted = await buildTestApp({ database });
  expect(await pendingOf(u.user.id)).toBe(0);
  expect(await metrics(restarted.app)).toBe(0);
  const exported = (
    await restarted.app.inject({ method: 'GET', url: '/api/auth/export', headers: auth(u.token) })
  ).json();
  expect(exported.usage.filter((e: { kind: string }) => e.kind === 'generation')).toEqual([]);

  // Both monthly generations are there to use.
  const { jobId, resumeId } = await jobAndResume(restarted.app, u.token);
  for (let i = 0; i < 2; i++) {
    const res = await restarted.app.inject({
      method: 'POST',
      url: `/api/jobs/generate/${jobId}/${resumeId}`,
      headers: auth(u.token),
    });
    expect(res.statusCode).toBe(200);
  }
});

test('a reservation of a live instance is kept; once that instance is gone, the next generation frees it', async () => {
  const u = await signUpAndLogin(first.app);
  const live = randomUUID();
  await database.holders.claim(live);
  await reserveAs(u.user.id, live);
  await reserveAs(u.user.id, live);

  await buildTestApp({ database });
  expect(await pendingOf(u.user.id)).toBe(2);
  const { jobId, resumeId } = await jobAndResume(first.app, u.token);
  const refused = await first.app.inject({
    method: 'POST',
    url: `/api/jobs/generate/${jobId}/${resumeId}`,
    headers: auth(u.token),
  });
  expect(refused.statusCode).toBe(403);

  await database.holders.release(live);
  const res = await first.app.inject({
    method: 'POST',
    url: `/api/jobs/generate/${jobId}/${resumeId}`,
    headers: auth(u.token),
  });
  expect(res.statusCode).toBe(200);
  expect(await pendingOf(u.user.id)).toBe(0);
});

const template = inject('dbTemplate');
test.skipIf(template.kind !== 'postgres')(
  'PostgreSQL: a process sharing the database holds its reservations until its session ends',
  async () => {
    if (template.kind !== 'postgres') return;
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const name = rows[0]!.name;
    const other = openPostgres(withDatabase(template.adminUrl, name), 1);
    const u = await signUpAndLogin(first.app);
    const holder = randomUUID();
    await other.holders.claim(holder);
    await reserveAs(u.user.id, holder);
    expect(await first.app.limits.releaseOrphans()).toBe(0);
    expect(await pendingOf(u.user.id)).toBe(1);
    // The other process dies: its session, and with it the lock, ends.
    await other.close();
    // The database notices the closed session on its own time: poll until the lock is gone.
    const released = await vi.waitFor(
      async () => {
        const n = await first.app.limits.releaseOrphans();
        if (n === 0) throw new Error('the reservation is still held');
        return n;
      },
      { timeout: 5000, interval: 20 },
    );
    expect(released).toBe(1);
    expect(await pendingOf(u.user.id)).toBe(0);
  },
);

test('usage never counts a reservation whose process is gone, even with no restart', async () => {
  const u = await signUpAndLogin(first.app);
  const gone = randomUUID();
  await database.holders.claim(gone);
  await reserveAs(u.user.id, gone);
  const metrics = async () =>
    (await first.app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(u.token) })).json()
      .consumed_generations;
  expect(await metrics()).toBe(1);
  await database.holders.release(gone);
  expect(await metrics()).toBe(0);
  expect(await pendingOf(u.user.id)).toBe(0);
});
