/**
 * What the API benchmark (api.ts) drives the built server with: starting it (the bundle built
 * first), signing users up, uploading and downloading resumes, and plan changes through its CLI.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { renderResumePdf } from '@tailor/resume';
import { sampleResume } from '../test/fixtures/documents.ts';

export const root = new URL('../../../', import.meta.url).pathname;
export const serverJs = join(root, 'apps/server/dist/server.js');
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
export const round = (n: number) => Math.round(n * 10) / 10;

// The server bundle builds in about a second: always measure the current sources.
{
  const r = spawnSync('npm', ['run', 'build', '-w', '@tailor/server'], { cwd: root, stdio: 'ignore' });
  if (r.status !== 0 || !existsSync(serverJs)) process.exit(1);
}

export async function startServer(env: Record<string, string>, existingDataDir?: string, entry = serverJs) {
  const port = 21000 + Math.floor(Math.random() * 4000);
  const dataDir = existingDataDir ?? mkdtempSync(join(tmpdir(), 'tailor-bench-'));
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Never leave a server behind, whatever ends this process.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  process.once('SIGTERM', () => process.exit(1));
  process.once('SIGINT', () => process.exit(1));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error('server exited during start');
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = performance.now() - t0;
  return {
    base,
    startMs,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
    },
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function json(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A signed-up user's token; its email is added to `emails` when given. */
export async function newUser(base: string, emails?: string[]) {
  const email = `bench.${randomBytes(6).toString('hex')}@example.com`;
  emails?.push(email);
  await json(base, 'POST', '/api/auth/signup', {
    email,
    fullname: 'Bench User',
    password: 'bench-password-1',
  });
  const login = await json(base, 'POST', '/api/auth/login', { email, password: 'bench-password-1' });
  return (login.jwt as { access_token: string }).access_token;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const resumeFile = await renderResumePdf(sampleResume);
export const serverCli = join(root, 'apps/server/dist/cli.js');

export async function uploadResume(base: string, token: string, title: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([resumeFile], { type: 'application/pdf' }), 'resume.pdf');
  return fetch(`${base}/api/resumes/${encodeURIComponent(title)}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
}

export async function download(base: string, token: string, id: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/resumes/download/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`download: ${res.status}`);
  return performance.now() - t0;
}

/** Users on the premium plan (100 uploads each), set with the server's CLI on the same database. */
export function makePremium(emails: string[], env: Record<string, string>, dataDir: string) {
  for (const email of emails) {
    const r = spawnSync(process.execPath, [serverCli, 'user:plan', email, 'premium'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`user:plan: ${r.stderr}`);
  }
}
