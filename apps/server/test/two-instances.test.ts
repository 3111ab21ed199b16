import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, test, vi } from 'vitest';
import { withDatabase } from './global-setup.ts';
import { builtEntry, serverDir } from './built.ts';

/*
 * Several server processes on one PostgreSQL behave as one. One side is `start:cluster` with two
 * workers sharing a port, the other a single server: a token from one works on the other, a
 * password change on one ends the session on both at once, and limits stay exact when 50 parallel
 * calls are split across them.
 */

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The real server (or cluster), the bundle of the current sources; resolves with its port once it listens. */
function start(entry: 'server' | 'cluster', env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tailor-two-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, [builtEntry(entry)], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...env,
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
  /** Resolves with the port once `count` processes listen, or rejects when the process exits first. */
  const listening = (count = 1) =>
    new Promise<number>((resolve, reject) => {
      const check = () => {
        const ports = [...stdout.matchAll(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/g)].map((m) =>
          Number(m[1]),
        );
        if (ports.length >= count) resolve(ports[0]!);
      };
      child.stdout!.on('data', (d: Buffer) => {
        stdout += d.toString();
        check();
      });
      check();
      void exited.then(({ code }) => reject(new Error(`exited (${code}) before listening: ${stderr}`)));
    });
  return { child, exited, listening };
}

test('start:cluster without DATABASE_URL stops at once and says why', { timeout: 60_000 }, async () => {
  const cluster = start('cluster', { DATABASE_URL: '' });
  const { code, stderr } = await cluster.exited;
  expect(code).toBe(1);
  expect(stderr).toContain('start:cluster needs DATABASE_URL');
});

const adminUrl = process.env.TEST_DATABASE_URL;

test.runIf(adminUrl)('two instances on one PostgreSQL behave as one', { timeout: 180_000 }, async () => {
  const name = `tailor_two_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });
  const env = { DATABASE_URL: withDatabase(adminUrl!, name), JWT_SECRET: randomBytes(32).toString('hex') };
  // Both start together on an empty database: migrations run once, under their lock.
  const cluster = start('cluster', { ...env, WORKERS: '2' });
  const single = start('server', env);
  const [a, b] = await Promise.all([cluster.listening(2), single.listening()]);
  const call = (port: number, method: string, path: string, token?: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });

  const email = `two.${randomBytes(3).toString('hex')}@example.com`;
  const password = 'long-enough-password';
  expect(
    (await call(a, 'POST', '/api/auth/signup', undefined, { email, fullname: 'Two Places', password }))
      .status,
  ).toBe(201);
  const login = await call(a, 'POST', '/api/auth/login', undefined, { email, password });
  const token = ((await login.json()) as { jwt: { access_token: string } }).jwt.access_token;

  // A token from one works on the other (and on both workers of the cluster).
  for (const port of [b, a, a, b]) expect((await call(port, 'GET', '/api/jobs/', token)).status).toBe(200);

  // 50 parallel creations split across the instances: exactly the plan's 10 succeed.
  const posting = {
    position: 'Engineer',
    employer: 'Acme Logistics',
    job_description: 'Build the payments platform in TypeScript.',
  };
  const statuses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      call(i % 2 ? a : b, 'POST', '/api/jobs/', token, posting).then((r) => r.status),
    ),
  );
  expect(statuses.filter((s) => s === 201)).toHaveLength(10);
  expect(statuses.filter((s) => s === 403)).toHaveLength(40);
  const listed = (await (await call(b, 'GET', '/api/jobs/', token)).json()) as unknown[];
  expect(listed).toHaveLength(10);

  // Every process has the user cached now (the writes above made them forget it).
  for (const port of [a, a, a, a, b]) expect((await call(port, 'GET', '/api/jobs/', token)).status).toBe(200);
  // A password change on the single instance ends the session on the cluster too, at once.
  const changed = await call(b, 'PATCH', '/api/auth/password', token, {
    current_password: password,
    new_password: 'another-long-password',
  });
  expect(changed.status).toBe(200);
  const fresh = ((await changed.json()) as { jwt: { access_token: string } }).jwt.access_token;
  expect((await call(b, 'GET', '/api/jobs/', token)).status).toBe(401);
  // The other processes hear it through the database within milliseconds.
  await vi.waitFor(
    async () => {
      for (const port of [a, a]) expect((await call(port, 'GET', '/api/jobs/', token)).status).toBe(401);
    },
    { timeout: 1000, interval: 5 },
  );
  for (const port of [a, a, b]) expect((await call(port, 'GET', '/api/jobs/', fresh)).status).toBe(200);

  // Route rate limits are shared: 30 sign-up attempts from one address, spread over the three
  // processes, meet one limit of 20 a minute (not 20 each). Counted in fixed one-minute windows, so
  // a burst that straddles a window's end is sent again.
  for (let tries = 0; ; tries++) {
    const window = Math.floor(Date.now() / 60_000);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call([a, b, a][i % 3]!, 'POST', '/api/auth/signup', undefined, { email: 'not-an-email' }).then(
          (r) => r.status,
        ),
      ),
    );
    if (Math.floor(Date.now() / 60_000) !== window && tries < 3) continue;
    expect(burst.filter((s) => s !== 429).length).toBeLessThanOrEqual(20);
    expect(burst.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    break;
  }
});
