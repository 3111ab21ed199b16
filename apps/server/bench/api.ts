/**
 * API benchmark against the built server (apps/server/dist), on the embedded database and on
 * PostgreSQL when one answers at BENCH_DATABASE_URL (default: the local server, database "test"
 * used only to create and drop a database of the run's own).
 * Prints medians and a JSON line at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { renderResumePdf, type ResumeData } from '@tailor/resume';
import { sampleResume } from '../test/fixtures/documents.ts';
import { resumeHtml, startChromium, type Printer } from './chromium.ts';

const root = new URL('../../../', import.meta.url).pathname;
const serverJs = join(root, 'apps/server/dist/server.js');
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (n: number) => Math.round(n * 10) / 10;

// The server bundle builds in about a second: always measure the current sources.
{
  const r = spawnSync('npm', ['run', 'build', '-w', '@tailor/server'], { cwd: root, stdio: 'ignore' });
  if (r.status !== 0 || !existsSync(serverJs)) process.exit(1);
}

async function startServer(env: Record<string, string>, existingDataDir?: string, entry = serverJs) {
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

async function json(base: string, method: string, path: string, body?: unknown, token?: string) {
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
async function newUser(base: string, emails?: string[]) {
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const resumeFile = await renderResumePdf(sampleResume);
const serverCli = join(root, 'apps/server/dist/cli.js');

async function uploadResume(base: string, token: string, title: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([resumeFile], { type: 'application/pdf' }), 'resume.pdf');
  return fetch(`${base}/api/resumes/${encodeURIComponent(title)}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function download(base: string, token: string, id: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/resumes/download/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`download: ${res.status}`);
  return performance.now() - t0;
}

/** Users on the premium plan (100 uploads each), set with the server's CLI on the same database. */
function makePremium(emails: string[], env: Record<string, string>, dataDir: string) {
  for (const email of emails) {
    const r = spawnSync(process.execPath, [serverCli, 'user:plan', email, 'premium'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`user:plan: ${r.stderr}`);
  }
}

/**
 * PDF downloads of one resume (uploaded as a PDF), 30 runs each, interleaved so all three see the
 * same machine: rendered (the resume was saved with changed text just before: nothing kept),
 * kept (the same unchanged resume again) and headless Chromium printing the same resume as HTML.
 */
async function downloads(base: string, printer: Printer | undefined) {
  const editor = await newUser(base);
  const reader = await newUser(base);
  // On a busy machine a read can pass its time budget (422): tried again, up to three times.
  const idOf = async (token: string) => {
    for (let attempt = 1; ; attempt++) {
      const res = await uploadResume(base, token, `Download ${attempt}`);
      if (res.status === 201) return ((await res.json()) as { uuid: string }).uuid;
      if (res.status !== 422 || attempt === 3) throw new Error(`upload: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  const edited = await idOf(editor);
  const kept = await idOf(reader);
  const resume = JSON.parse(
    (await json(base, 'GET', `/api/resumes/${kept}`, undefined, reader)).resume_json as string,
  ) as ResumeData;
  const html = resumeHtml(resume);
  await download(base, editor, edited);
  await download(base, reader, kept);
  for (let i = 0; i < 3; i++) await printer?.print(html);
  const rendered: number[] = [];
  const cached: number[] = [];
  const chromium: number[] = [];
  // Each kind in its own phase: a Chromium print or a fresh layout leaves work behind (its own
  // processes, a worker's buffers to collect) that would land on whatever runs next on 2 cores.
  for (let i = 0; i < 30; i++) {
    const changed = {
      ...resume,
      basics: { ...resume.basics, summary: `${resume.basics.summary ?? ''} Revision ${i}.` },
    };
    await json(base, 'PUT', `/api/resumes/${edited}`, { resume_json: JSON.stringify(changed) }, editor);
    rendered.push(await download(base, editor, edited));
  }
  await sleep(500);
  for (let i = 0; i < 30; i++) cached.push(await download(base, reader, kept));
  if (printer) for (let i = 0; i < 30; i++) chromium.push((await printer.print(html)).ms);
  const r = (xs: number[]) => (xs.length ? round(median(xs)) : undefined);
  const ratio = (a?: number, b?: number) => (a && b ? round(a / b) : undefined);
  const out = {
    download_rendered_p50_ms: r(rendered),
    download_cached_p50_ms: r(cached),
    chromium_print_p50_ms: r(chromium),
    chromium_vs_cached_x: ratio(r(chromium), r(cached)),
    chromium_vs_rendered_x: ratio(r(chromium), r(rendered)),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Record<string, number>;
}

/** A user with 10 applications, and `GET /api/jobs/` read by 10 connections for 10 s. */
async function jobsList(base: string) {
  const lister = await newUser(base);
  for (let i = 0; i < 10; i++) {
    await json(
      base,
      'POST',
      '/api/jobs/',
      {
        position: `Engineer ${i}`,
        employer: 'Acme Logistics',
        job_description: 'Build and run the payments platform in TypeScript.',
      },
      lister,
    );
  }
  const cannon = await autocannon({
    url: `${base}/api/jobs/`,
    headers: { authorization: `Bearer ${lister}` },
    connections: 10,
    duration: 10,
  });
  return {
    lister,
    figures: {
      jobs_list_10_rps: Math.round(cannon.requests.average),
      jobs_list_10_p50_ms: cannon.latency.p50,
      jobs_list_10_p99_ms: cannon.latency.p99,
      jobs_list_errors: cannon.errors + cannon.non2xx,
    },
  };
}

/**
 * GET /api/jobs/ (the 10-row list of `lister`) for 10 s while four clients each upload a resume
 * and download it as PDF, again and again (each with its own premium users, two in turn).
 */
async function jobsUnderLoad(base: string, lister: string, clients: string[][]) {
  let stop = false;
  let uploads = 0;
  let downloaded = 0;
  let failures = 0;
  const failed = new Set<string>();
  let n = 0;
  const client = async (tokens: string[]) => {
    for (let i = 0; !stop; i++) {
      const token = tokens[i % tokens.length]!;
      // A refusal answered before the body was read closes the connection: the client may see
      // the closed socket instead of the answer. Either way it is one failed upload.
      const res = await uploadResume(base, token, `Load ${n++}`).catch((err: Error) => err);
      if (res instanceof Error) {
        failures++;
        failed.add(`upload: ${(res.cause as Error | undefined)?.message ?? res.message}`);
        await sleep(100);
        continue;
      }
      if (res.status !== 201) {
        failures++;
        failed.add(`upload ${res.status}: ${(await res.text()).slice(0, 120)}`);
        await sleep(100);
        continue;
      }
      uploads++;
      const id = ((await res.json()) as { uuid: string }).uuid;
      try {
        await download(base, token, id);
        downloaded++;
      } catch (err) {
        failures++;
        failed.add((err as Error).message);
      }
    }
  };
  const running = clients.map(client);
  await sleep(1000);
  const cannon = await autocannon({
    url: `${base}/api/jobs/`,
    headers: { authorization: `Bearer ${lister}` },
    connections: 10,
    duration: 10,
  });
  stop = true;
  await Promise.all(running);
  if (failed.size) console.log(`load clients: ${[...failed].join('; ')}`);
  return {
    jobs_loaded_rps: Math.round(cannon.requests.average),
    jobs_loaded_p50_ms: cannon.latency.p50,
    jobs_loaded_p99_ms: cannon.latency.p99,
    jobs_loaded_errors: cannon.errors + cannon.non2xx,
    load_uploads: uploads,
    load_downloads: downloaded,
    load_failures: failures,
  };
}

async function runScenario(label: string, env: Record<string, string>, printer: Printer | undefined) {
  const server = await startServer(env);
  const { base } = server;
  await new Promise((r) => setTimeout(r, 1500));
  const idleRss = server.rssMb();

  const token = await newUser(base);
  const cannon = await autocannon({
    url: `${base}/api/auth/metrics`,
    headers: { authorization: `Bearer ${token}` },
    connections: 10,
    duration: 10,
  });

  // Signed-in read of a real list: GET /api/jobs/ with 10 applications, against /api/health.
  const { lister, figures: jobsFigures } = await jobsList(base);
  const healthCannon = await autocannon({ url: `${base}/api/health`, connections: 10, duration: 5 });

  const downloadFigures = await downloads(base, printer);

  const pdf = resumeFile;
  const posting = {
    position: 'Senior Backend Engineer',
    employer: 'Acme Logistics',
    job_description:
      'Senior Backend Engineer to build our payments platform in TypeScript and Go on Kubernetes, with PostgreSQL, queues and observability. Mentor engineers and own services end to end.',
  };
  const uploadMs: number[] = [];
  const generateMs: number[] = [];
  const loadEmails: string[] = [];
  const loadTokens: string[] = [];
  for (let u = 0; u < 8; u++) {
    const t = await newUser(base, loadEmails);
    loadTokens.push(t);
    let resumeId = '';
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'resume.pdf');
      const t0 = performance.now();
      const res = await fetch(`${base}/api/resumes/Bench%20${i}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${t}` },
      });
      // A read past its time budget on a busy machine (422) is not counted; the loop goes on.
      if (res.status === 422) {
        await res.arrayBuffer();
        continue;
      }
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
      uploadMs.push(performance.now() - t0);
      resumeId = ((await res.json()) as { uuid: string }).uuid;
    }
    const job = await json(base, 'POST', '/api/jobs/', posting, t);
    for (let g = 0; g < 2; g++) {
      const t0 = performance.now();
      await json(base, 'POST', `/api/jobs/generate/${job.uuid}/${resumeId}`, undefined, t);
      generateMs.push(performance.now() - t0);
    }
  }
  // The usual start: the same data directory again (the embedded database is created only once).
  await server.stop({ keepData: true });
  // Meanwhile the load users get room for many uploads (the embedded database is one process's).
  makePremium(loadEmails, env, server.dataDir);
  const again = await startServer(env, server.dataDir);
  await new Promise((r) => setTimeout(r, 1500));
  const restartRss = again.rssMb();
  const loaded = await jobsUnderLoad(
    again.base,
    lister,
    [0, 1, 2, 3].map((c) => [loadTokens[2 * c]!, loadTokens[2 * c + 1]!]),
  );
  await again.stop();
  const result = {
    database: label,
    first_start_to_healthy_ms: Math.round(server.startMs),
    first_start_idle_rss_mb: round(idleRss),
    restart_to_healthy_ms: Math.round(again.startMs),
    restart_idle_rss_mb: round(restartRss),
    metrics_rps: Math.round(cannon.requests.average),
    metrics_latency_p50_ms: cannon.latency.p50,
    metrics_errors: cannon.errors + cannon.non2xx,
    ...jobsFigures,
    health_rps: Math.round(healthCannon.requests.average),
    upload_to_201_median_ms: round(median(uploadMs)),
    generate_median_ms: round(median(generateMs)),
    ...downloadFigures,
    ...loaded,
  };
  return result;
}

/** The 10-row jobs list on two server processes sharing one port and one PostgreSQL (start:cluster). */
async function runCluster(env: Record<string, string>) {
  const server = await startServer(
    { ...env, WORKERS: '2' },
    undefined,
    join(root, 'apps/server/dist/cluster.js'),
  );
  const { base } = server;
  const { lister, figures: jobsFigures } = await jobsList(base);
  const loadEmails: string[] = [];
  const loadTokens: string[] = [];
  for (let u = 0; u < 8; u++) loadTokens.push(await newUser(base, loadEmails));
  makePremium(loadEmails, env, server.dataDir);
  const loaded = await jobsUnderLoad(
    base,
    lister,
    [0, 1, 2, 3].map((c) => [loadTokens[2 * c]!, loadTokens[2 * c + 1]!]),
  );
  await server.stop();
  return {
    database: 'postgres, 2 workers',
    ...jobsFigures,
    ...loaded,
  };
}

// Started once and kept warm, as a server printing PDFs with it would.
const printer = await startChromium();
if (!printer) console.log('Chromium comparison skipped: no browser at CHROMIUM_PATH or /usr/bin/chromium');
const results: Array<Record<string, string | number>> = [await runScenario('pglite', {}, printer)];

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
  const name = `tailor_bench_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const env = { DATABASE_URL: url.toString(), JWT_SECRET: randomBytes(32).toString('hex') };
    results.push(await runScenario('postgres', env, printer));
    results.push(await runCluster(env));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
} catch (err) {
  console.log(`PostgreSQL scenario skipped: ${(err as Error).message}`);
} finally {
  await admin.end().catch(() => {});
}

await printer?.close();
console.table(results);
console.log(JSON.stringify({ bench: 'api', results }));
