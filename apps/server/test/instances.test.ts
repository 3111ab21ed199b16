import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, inject, test } from 'vitest';
import { DataDirLockedError, lockDataDir, openPostgres } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';
import { builtEntry, serverDir } from './built.ts';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tailor-instance-'));
  dirs.push(dir);
  return dir;
};

interface Started {
  child: ChildProcess;
  /** Resolves with the port once the server listens, or rejects with its stderr when it exits first. */
  listening: Promise<number>;
  exited: Promise<{ code: number | null; stderr: string }>;
}

/** The real server process (the bundle of the current sources) on an embedded database in `dataDir`. */
function startServer(dataDir: string): Started {
  const child = spawn(process.execPath, [builtEntry('server')], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
      const m = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
      if (m) resolve(Number(m[1]));
    });
    void exited.then(({ code }) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });
  listening.catch(() => undefined);
  return { child, listening, exited };
}

const signup = (port: number, email: string) =>
  fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, fullname: 'Kept User', password: 'long-enough-password' }),
  });

test(
  'a second server on the same DATA_DIR exits at once saying why; after a kill -9 the next one starts with the data',
  { timeout: 120_000 },
  async () => {
    const dataDir = tempDir();
    const first = startServer(dataDir);
    const port = await first.listening;
    const email = `kept.${randomBytes(3).toString('hex')}@example.com`;
    expect((await signup(port, email)).status).toBe(201);

    const second = startServer(dataDir);
    const { code, stderr } = await second.exited;
    expect(code).toBe(1);
    expect(stderr).toContain('Another Tailor process');
    expect(stderr).toContain(`pid ${first.child.pid}`);
    // The first one is unharmed.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = startServer(dataDir);
    const port3 = await third.listening;
    // The account made before the crash is there: signing up again is refused as taken.
    expect((await signup(port3, email)).status).toBe(409);
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
  },
);

test('the lock is refused to a live holder, taken over from a dead one, and released on close', async () => {
  const dataDir = tempDir();
  const release = lockDataDir(dataDir);
  expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  release();
  lockDataDir(dataDir)();
  // A lock file naming a process that is gone (here: a pid that cannot exist) is stale.
  writeFileSync(join(dataDir, 'tailor.lock'), '2147483646\n');
  const again = lockDataDir(dataDir);
  again();
});

const template = inject('dbTemplate');
test.skipIf(template.kind !== 'postgres')(
  'instances started together on an empty PostgreSQL all migrate',
  async () => {
    if (template.kind !== 'postgres') return;
    const name = `${template.prefix}_together`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const databases = Array.from({ length: 4 }, () => openPostgres(withDatabase(template.adminUrl, name), 2));
    try {
      const results = await Promise.allSettled(databases.map((d) => d.migrate()));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      const client = new pg.Client({ connectionString: withDatabase(template.adminUrl, name) });
      await client.connect();
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      await client.end();
      const journal = JSON.parse(readFileSync(join(serverDir, 'drizzle/meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect(rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  },
);
