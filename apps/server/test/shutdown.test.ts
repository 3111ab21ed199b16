import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { SERVER_TIMEOUTS } from '../src/server.ts';
import { builtEntry, serverDir } from './built.ts';

/** SHUTDOWN_GRACE_MS for the tests that wait it out. */
const GRACE_MS = 1000;
const dataDir = mkdtempSync(join(tmpdir(), 'tailor-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * The real server (the bundle of the current sources) on the embedded database in `dir`, killed
 * after the file if still running. `graceMs` is its SHUTDOWN_GRACE_MS (the default, 25 s, unless given).
 */
function startServer(dir: string, preload: string[] = [], graceMs?: number) {
  const child = spawn(process.execPath, [...preload, builtEntry('server')], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      ...(graceMs === undefined ? {} : { SHUTDOWN_GRACE_MS: String(graceMs) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  afterAll(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return child;
}

/** Once `child` listens: how it ends (a promise) and its log so far. */
async function listening(child: ReturnType<typeof startServer>) {
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Server listening at')) resolve();
    });
    void exited.then(() => reject(new Error('exited before listening')));
  });
  return { exited, stdout: () => out };
}

test(
  'SIGTERM during a request: the request is answered, then the process exits 0',
  { timeout: 120_000 },
  async () => {
    const child = startServer(dataDir);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const waiters = new Set<() => void>();
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      for (const check of waiters) check();
    });
    /** Resolves with the first match of `pattern` in the server's log, once it is written. */
    const logged = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const check = () => {
          const m = pattern.exec(stdout);
          if (!m) return;
          waiters.delete(check);
          resolve(m);
        };
        waiters.add(check);
        check();
        void exited.then((code) =>
          reject(new Error(`server exited (${code}) before logging ${pattern}: ${stderr}`)),
        );
      });

    const port = Number((await logged(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/))[1]);

    // A slow client: the headers and half of the body now, the rest once shutdown has begun.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const half = Math.floor(body.length / 2);
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      void logged(/"msg":"shutting down/).then(() => req.end(body.slice(half)), reject);
    });
    await logged(
      /"url":"\/api\/auth\/login"[^\n]*"msg":"incoming request"|"msg":"incoming request"[^\n]*"url":"\/api\/auth\/login"/,
    );
    child.kill('SIGTERM');

    const res = await answered;
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'invalid_credentials' });
    expect(await exited).toBe(0);
    expect(stdout).toContain('"msg":"stopped"');
  },
);

test(
  'SIGTERM while closing the database blocks the main thread for good: the process still ends',
  { timeout: 120_000 },
  async () => {
    const stuckDir = mkdtempSync(join(tmpdir(), 'tailor-shutdown-stuck-'));
    afterAll(() => rmSync(stuckDir, { recursive: true, force: true }));
    // The fixture is TypeScript: tsx loads it, the server itself is the bundle.
    // A short grace keeps the test quick; the watchdog still has to act past it, as with the default.
    const child = startServer(
      stuckDir,
      ['--import', 'tsx', '--import', './test/fixtures/stuck-close.ts'],
      GRACE_MS,
    );
    const { exited, stdout } = await listening(child);
    const signalled = performance.now();
    child.kill('SIGTERM');
    // No request in flight: the HTTP side closes at once, then the database close never returns.
    // The grace's own timer (exit 1) cannot fire on a blocked main thread: the watchdog kills it.
    expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(performance.now() - signalled).toBeGreaterThanOrEqual(
      GRACE_MS + SERVER_TIMEOUTS.hardStopAfterGraceMs - 50,
    );
    expect(stdout()).toContain('"msg":"shutting down');
    expect(stdout()).not.toContain('"msg":"stopped"');
  },
);

test(
  'the data directory removed while the server runs: SIGTERM still ends the process within the deadline',
  { timeout: 120_000 },
  async () => {
    const goneDir = mkdtempSync(join(tmpdir(), 'tailor-shutdown-gone-'));
    afterAll(() => rmSync(goneDir, { recursive: true, force: true }));
    const child = startServer(goneDir, [], GRACE_MS);
    const { exited, stdout } = await listening(child);
    rmSync(goneDir, { recursive: true, force: true });
    const signalled = performance.now();
    child.kill('SIGTERM');
    // However the close fares without its directory (error, stuck or fine), the process ends.
    await exited;
    expect(performance.now() - signalled).toBeLessThan(
      GRACE_MS + SERVER_TIMEOUTS.hardStopAfterGraceMs + 5000,
    );
    expect(stdout()).toContain('"msg":"shutting down');
  },
);
