/**
 * The built server (apps/server/dist, rebuilt from the current sources) in a process of its own,
 * started as `npm start` starts it (production settings, MALLOC_ARENA_MAX=2), one proxy trusted so
 * each simulated client can name its own address; for the benches that poke at it from outside.
 * - 'postgres': on the PostgreSQL at BENCH_DATABASE_URL (default: the local server, its database
 *   "test" used only to create and drop a database of the run's own), as a deployment runs.
 * - 'pglite': on the embedded database, in a data directory of its own.
 * Its event loop delay and memory are read over IPC (probe.mjs). `close` stops it and drops its data.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { multipart } from '../test/fixtures/documents.ts';

const root = new URL('../../../', import.meta.url).pathname;
const serverJs = join(root, 'apps/server/dist/server.js');
export const benchAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let built = false;
/**
 * Builds the server bundle (about a second) once per bench run: the current sources are measured.
 * BENCH_NO_BUILD=1 takes the bundle as it is (a bench running beside another that uses it).
 */
export function buildServerBundle() {
  if (built || (process.env.BENCH_NO_BUILD === '1' && existsSync(serverJs))) return;
  const r = spawnSync('npm', ['run', 'build', '-w', '@tailor/server'], { cwd: root, stdio: 'ignore' });
  if (r.status !== 0 || !existsSync(serverJs)) throw new Error('the server did not build');
  built = true;
}

/** Whether PostgreSQL answers at BENCH_DATABASE_URL. */
export async function postgresAvailable() {
  const admin = new pg.Client({ connectionString: benchAdminUrl });
  try {
    await admin.connect();
    await admin.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: benchAdminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function startServerProcess(database: 'postgres' | 'pglite', nodeArgs: string[] = []) {
  buildServerBundle();
  const dataDir = mkdtempSync(join(tmpdir(), 'tailor-bench-'));
  const env: Record<string, string> = {};
  let dbName: string | undefined;
  if (database === 'postgres') {
    dbName = `tailor_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE "${dbName}"`);
    const u = new URL(benchAdminUrl);
    u.pathname = `/${dbName}`;
    env.DATABASE_URL = u.toString();
  }
  const port = 21000 + Math.floor(Math.random() * 4000);
  const child = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      // Extra flags for the server's node when looking into it, e.g. '--cpu-prof --trace-gc'.
      ...nodeArgs,
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      new URL('./probe.mjs', import.meta.url).pathname,
      serverJs,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: '2',
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  // Never leave a server behind, whatever ends this process.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error('server exited during start');
    await new Promise((r) => setTimeout(r, 25));
  }
  const base = `${origin}/api`;

  const json = (method: string, path: string, body: unknown, token?: string, client = '192.0.2.1') =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': client,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  /** A new account signed in from `client`: its token. */
  const signUp = async (email: string, client = '192.0.2.1') => {
    const password = 'long-enough-password';
    await json('POST', '/auth/signup', { email, fullname: 'Bench User', password }, undefined, client);
    const res = await json('POST', '/auth/login', { email, password }, undefined, client);
    if (!res.ok) throw new Error(`login answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { jwt: { access_token: string } }).jwt.access_token;
  };

  /** POST /resumes/{title} with `bytes` as the file. */
  const upload = (token: string, bytes: Uint8Array, filename = 'cv.docx', title = 'Bench') => {
    const { payload, headers } = multipart(bytes, filename);
    return fetch(`${base}/resumes/${title}`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: payload,
    });
  };

  const ask = async <T>(question: string) => {
    child.send(question);
    const [reply] = (await once(child, 'message')) as [T];
    return reply;
  };
  /** The server's event loop delay since the last call (p99 and max, ms). */
  const loopDelay = () => ask<{ loopDelayP99Ms: number; loopDelayMaxMs: number }>('loop-delay');
  /** The server's memory, MB, after a full garbage collection when its node runs with --expose-gc. */
  const memory = () =>
    ask<{ gc: boolean; rssMb: number; heapUsedMb: number; externalMb: number; arrayBuffersMb: number }>(
      'memory',
    );

  /** The server process's resident memory, MB. */
  const rssMb = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
  };

  const close = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    process.off('exit', kill);
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  };
  return { base, database, pid: child.pid!, json, signUp, upload, loopDelay, memory, rssMb, close };
}

/** The value at quantile `q` of `xs` (sorted in place), rounded to the millisecond. */
export function quantile(xs: number[], q: number): number {
  xs.sort((a, b) => a - b);
  return Math.round(xs[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0);
}
