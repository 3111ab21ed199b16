import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const serverDir = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'tailor-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The real server from source on the embedded database in `dir`, killed after the file if still running. */
function startServer(dir: string, preload: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  afterAll(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return child;
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
    const child = startServer(stuckDir, ['--import', './test/fixtures/stuck-close.ts']);
    let stdout = '';
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        if (stdout.includes('Server listening at')) resolve();
      });
      void exited.then(() => reject(new Error('exited before listening')));
    });
    child.kill('SIGTERM');
    // No request in flight: the HTTP side closes at once, then the database close never returns.
    expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(stdout).toContain('"msg":"shutting down');
    expect(stdout).not.toContain('"msg":"stopped"');
  },
);
