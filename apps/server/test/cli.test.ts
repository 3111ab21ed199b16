import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../src/db/client.ts';
import { resumeFiles, resumes, users } from '../src/db/schema.ts';
import { resumePdf } from './fixtures/documents.ts';
import { builtEntry, serverDir } from './built.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'tailor-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const cli = async (...args: string[]) => {
  try {
    const { stdout, stderr } = await run(process.execPath, [builtEntry('cli'), ...args], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
};

async function withEmbeddedDb<T>(fn: (db: ReturnType<typeof openPglite>['db']) => Promise<T>): Promise<T> {
  const database = openPglite(await PGlite.create(join(dataDir, 'pgdata')));
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

test(
  'db:migrate prepares the embedded database; user:plan changes a plan; resumes:reread reads older uploads again',
  { timeout: 240_000 },
  async () => {
    const migrated = await cli('db:migrate');
    expect(migrated.out).toContain('Database is migrated (pglite)');
    expect(migrated.code).toBe(0);

    await withEmbeddedDb((db) => db.insert(users).values({ email: 'ops@example.com', fullname: 'Ops' }));

    const upgraded = await cli('user:plan', 'OPS@example.com', 'premium');
    expect(upgraded.code).toBe(0);
    expect(upgraded.out).toContain('ops@example.com is now on the premium plan.');
    const plan = await withEmbeddedDb(
      async (db) => (await db.select().from(users).where(eq(users.email, 'ops@example.com')))[0]?.plan,
    );
    expect(plan).toBe('premium');

    const unknown = await cli('user:plan', 'nobody@example.com', 'pro');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('No user with email nobody@example.com');

    const badPlan = await cli('user:plan', 'ops@example.com', 'gold');
    expect(badPlan.code).toBe(1);
    expect(badPlan.out).toContain('Usage: user:plan');

    // An upload older reading rules read, untouched since, is read again from its original.
    const id = await withEmbeddedDb(async (db) => {
      const [user] = await db.select().from(users).where(eq(users.email, 'ops@example.com'));
      const bytes = await resumePdf();
      const [row] = await db
        .insert(resumes)
        .values({ userId: user!.id, title: 'Old', filename: 'cv.pdf', data: { basics: { name: 'Older' } } })
        .returning();
      await db.insert(resumeFiles).values({
        resumeId: row!.id,
        contentType: 'application/pdf',
        sizeBytes: bytes.byteLength,
        sha256: 'not checked here',
        content: bytes,
      });
      return row!.id;
    });
    const reread = await cli('resumes:reread');
    expect(reread.out).toContain('Read again: 1 resume(s); 0 no longer read and keep their data.');
    expect(reread.code).toBe(0);
    const name = await withEmbeddedDb(
      async (db) =>
        ((await db.select().from(resumes).where(eq(resumes.id, id)))[0]?.data as { basics: { name: string } })
          .basics.name,
    );
    expect(name).toBe('Camille Dubois');

    const nonsense = await cli('frobnicate');
    expect(nonsense.code).toBe(1);
    expect(nonsense.out).toContain('Unknown command: frobnicate');
  },
);
