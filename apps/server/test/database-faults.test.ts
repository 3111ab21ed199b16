import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, expect, inject, test, vi } from 'vitest';
import { openPostgres, type Database } from '../src/db/client.ts';
import { usageEvents } from '../src/db/schema.ts';
import { withDatabase } from './global-setup.ts';
import { auth, buildTestApp, jobAndResume, signUpAndLogin } from './helper.ts';

/*
 * PostgreSQL ends connections on its own (restart, failover, an administrator): the server keeps
 * serving, takes its reservation locks again, and limits stay exact across instances. Faults are
 * injected with pg_terminate_backend on this file's own database only.
 */

const template = inject('dbTemplate');
const onPostgres = template.kind === 'postgres';

/** This file's database, one Database per instance (each with its pool and lock connection). */
async function twoInstances() {
  const first = await buildTestApp();
  const { rows } = (await first.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const name = rows[0]!.name;
  if (template.kind !== 'postgres') throw new Error('PostgreSQL only');
  const url = withDatabase(template.adminUrl, name);
  const database = openPostgres(url, 5);
  afterAll(() => database.close());
  const second = await buildTestApp({ database });
  return { first, second, name };
}

/** Counts the connections each Database reports lost, and the lock connections taken again. */
function watch(database: Database) {
  const seen = { pool: 0, holders: 0, reclaimed: 0 };
  database.events!.on('lost', (connection) => seen[connection]++);
  database.events!.on('reclaimed', () => seen.reclaimed++);
  return seen;
}

/** Ends this database's connections of the given kinds (by application name); answers how many per kind. */
async function terminate(name: string, kinds: string[]) {
  if (template.kind !== 'postgres') throw new Error('PostgreSQL only');
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ application_name: string }>(
      // Materialized first: the filter must run before any connection is ended.
      `with chosen as materialized (
         select pid, application_name from pg_stat_activity
         where datname = $1 and application_name = any($2) and pid <> pg_backend_pid())
       select application_name from chosen where pg_terminate_backend(pid, 5000)`,
      [name, kinds],
    );
    const counted: Record<string, number> = {};
    for (const r of rows) counted[r.application_name] = (counted[r.application_name] ?? 0) + 1;
    return counted;
  } finally {
    await admin.end();
  }
}

test.runIf(onPostgres)(
  'every connection dropped by the server: no crash, requests keep working, locks are taken again',
  { timeout: 60_000 },
  async () => {
    const { first, second, name } = await twoInstances();
    const seen = [watch(first.database), watch(second.database)];
    // Connections open in both pools, idle when they are ended.
    const u = await signUpAndLogin(first.app);
    await signUpAndLogin(second.app);

    const ended = await terminate(name, ['tailor', 'tailor-holders', 'tailor-notifications']);
    expect(ended['tailor']).toBeGreaterThanOrEqual(2);
    expect(ended['tailor-holders']).toBe(2);
    expect(ended['tailor-notifications']).toBe(2);
    // Each Database hears of its own losses (an unheard pool error would have ended the process).
    await vi.waitFor(
      () => {
        expect(seen[0]!.pool + seen[1]!.pool).toBe(ended['tailor']);
        expect(seen.map((s) => [s.holders >= 1, s.reclaimed >= 1])).toEqual([
          [true, true],
          [true, true],
        ]);
      },
      { timeout: 10_000, interval: 20 },
    );

    for (const { app } of [first, second]) {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const jobs = await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(u.token) });
      expect(jobs.statusCode).toBe(200);
    }
    // Each instance's locks are held again: neither frees the other's live reservations.
    expect(await first.app.limits.releaseOrphans()).toBe(0);
    expect(await second.app.limits.releaseOrphans()).toBe(0);
  },
);

test.runIf(onPostgres)(
  'lock connections dropped: 30 parallel generations over two instances, exactly the plan allows',
  { timeout: 120_000 },
  async () => {
    const { first, second, name } = await twoInstances();
    const u = await signUpAndLogin(first.app);
    const { jobId, resumeId } = await jobAndResume(first.app, u.token);
    const seen = [watch(first.database), watch(second.database)];

    expect(await terminate(name, ['tailor-holders'])).toEqual({ 'tailor-holders': 2 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? second : first).app.inject({
          method: 'POST',
          url: `/api/jobs/generate/${jobId}/${resumeId}`,
          headers: auth(u.token),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 403)).toHaveLength(28);

    await vi.waitFor(() => expect(seen.map((s) => s.reclaimed >= 1)).toEqual([true, true]), {
      timeout: 10_000,
      interval: 20,
    });
    for (const { app } of [first, second]) {
      const metrics = await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(u.token) });
      expect(metrics.json()).toMatchObject({ consumed_generations: 2, generation_limit: 2 });
      const again = await app.inject({
        method: 'POST',
        url: `/api/jobs/generate/${jobId}/${resumeId}`,
        headers: auth(u.token),
      });
      expect(again.statusCode).toBe(403);
    }
  },
);

test.runIf(onPostgres)(
  "an instance's lock connection dropped: its locks are taken again, the other instance keeps its reservations",
  { timeout: 60_000 },
  async () => {
    const { first, second, name } = await twoInstances();
    const u = await signUpAndLogin(first.app);
    const { jobId, resumeId } = await jobAndResume(second.app, u.token);
    const seen = watch(first.database);
    // Two generations under way in the first instance: the plan's two this month.
    const holder = randomUUID();
    await first.database.holders.claim(holder);
    for (let i = 0; i < 2; i++)
      await first.database.db
        .insert(usageEvents)
        .values({ userId: u.user.id, kind: 'generation', status: 'pending', holder });

    expect(await terminate(name, ['tailor-holders'])).toEqual({ 'tailor-holders': 2 });
    await vi.waitFor(() => expect(seen.reclaimed).toBe(1), { timeout: 10_000, interval: 20 });
    const refused = await second.app.inject({
      method: 'POST',
      url: `/api/jobs/generate/${jobId}/${resumeId}`,
      headers: auth(u.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(await second.app.limits.releaseOrphans()).toBe(0);
  },
);

test.runIf(onPostgres)('a database closed after its connections dropped closes at once', async () => {
  if (template.kind !== 'postgres') return;
  const { first, name } = await twoInstances();
  const database = openPostgres(withDatabase(template.adminUrl, name), 2);
  const seen = watch(database);
  await database.holders.claim('a-holder');
  await database.db.execute(sql`select 1`);
  await terminate(name, ['tailor', 'tailor-holders']);
  await vi.waitFor(() => expect(seen.reclaimed).toBe(1), { timeout: 10_000, interval: 20 });
  expect(await first.database.holders.alive('a-holder')).toBe(true);
  await database.close();
  await vi.waitFor(async () => expect(await first.database.holders.alive('a-holder')).toBe(false), {
    timeout: 10_000,
    interval: 20,
  });
});
