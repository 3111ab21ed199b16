import { randomUUID } from 'node:crypto';
import { expect, inject, test, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { generations, usageEvents } from '../src/db/schema.ts';
import { openPostgres } from '../src/db/client.ts';
import { auth, buildTestApp, jobAndResume, signUpAndLogin } from './helper.ts';
import { withDatabase } from './global-setup.ts';
import { startHeldProvider } from './wire/llm.ts';

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

type Session = Awaited<ReturnType<typeof signUpAndLogin>>;

/** An instance on this database whose model (a stand-in) holds each call until told to answer. */
async function heldModelApp() {
  const provider = await startHeldProvider();
  const { app } = await buildTestApp({
    database,
    env: { AI_BASE_URL: provider.baseUrl, AI_MODEL: 'local-test-model', AI_TIMEOUT_MS: '30000' },
  });
  /** Starts a generation, runs `meanwhile` while the model holds it, then lets the model answer. */
  const generateWhile = async (u: Session, meanwhile: (jobId: string) => Promise<unknown>) => {
    const { jobId, resumeId } = await jobAndResume(app, u.token);
    const answer = app.inject({
      method: 'POST',
      url: `/api/jobs/generate/${jobId}/${resumeId}`,
      headers: auth(u.token),
    });
    await provider.callsReach(provider.calls.length + 1);
    await meanwhile(jobId);
    provider.calls.at(-1)!.answer();
    const res = await answer;
    const stored = await database.db.select().from(generations).where(eq(generations.userId, u.user.id));
    const used = await database.db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, u.user.id), eq(usageEvents.kind, 'generation')));
    return { status: res.statusCode, body: res.json(), stored: stored.length, used: used.length };
  };
  return { app, generateWhile };
}

test('a reservation freed while its generation runs is taken again within the limit, else 403 and nothing stored', async () => {
  const llm = await heldModelApp();
  /** Frees the reservation as another instance would, with `usedMeanwhile` generations done elsewhere. */
  const heldThenFreed = (u: Session, usedMeanwhile: number) =>
    llm.generateWhile(u, async () => {
      await database.db
        .delete(usageEvents)
        .where(and(eq(usageEvents.userId, u.user.id), eq(usageEvents.status, 'pending')));
      for (let i = 0; i < usedMeanwhile; i++)
        await database.db
          .insert(usageEvents)
          .values({ userId: u.user.id, kind: 'generation', status: 'done' });
    });

  // Room left: the generation counts once.
  expect(await heldThenFreed(await signUpAndLogin(llm.app), 0)).toMatchObject({
    status: 200,
    stored: 1,
    used: 1,
  });
  // Meanwhile the plan's two were used elsewhere: refused, nothing stored, nothing more counted.
  expect(await heldThenFreed(await signUpAndLogin(llm.app), 2)).toEqual({
    status: 403,
    body: { detail: expect.any(String), code: 'generations_limit_reached' },
    stored: 0,
    used: 2,
  });
});

test('an account or application deleted while its generation runs: 401 or 404, nothing stored or counted', async () => {
  const llm = await heldModelApp();
  const cases = [
    {
      gone: (u: Session) => ({
        method: 'DELETE',
        url: '/api/auth/account',
        payload: { password: u.password },
      }),
      answer: { status: 401, body: { detail: 'Token is invalid', code: 'token_invalid' } },
    },
    {
      gone: (_u: Session, jobId: string) => ({ method: 'DELETE', url: `/api/jobs/${jobId}` }),
      answer: { status: 404, body: { detail: 'Application not found', code: 'not_found' } },
    },
  ] as const;
  let staying: Session | undefined;
  for (const { gone, answer } of cases) {
    const u = await signUpAndLogin(llm.app);
    const result = await llm.generateWhile(u, async (jobId) => {
      const res = await llm.app.inject({ ...gone(u, jobId), headers: auth(u.token) });
      expect(res.statusCode).toBeLessThan(300);
    });
    expect(result).toEqual({ ...answer, stored: 0, used: 0 });
    staying = u;
  }
  const metrics = await llm.app.inject({
    method: 'GET',
    url: '/api/auth/metrics',
    headers: auth(staying!.token),
  });
  expect(metrics.json().consumed_generations).toBe(0);
});
