/**
 * API benchmark against the built server (apps/server/dist), on the embedded database and on
 * PostgreSQL when one answers at BENCH_DATABASE_URL (default: the local server, database "test"
 * used only to create and drop a database of the run's own).
 * Prints medians and a JSON line at the end.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import type { ResumeData } from '@tailor/resume';
import {
  download,
  json,
  makePremium,
  median,
  newUser,
  round,
  resumeFile,
  sleep,
  startServer,
  uploadResume,
} from './api-client.ts';
import { jobsList, jobsUnderLoad, runCluster } from './api-load.ts';
import { resumeHtml, startChromium, type Printer } from './chromium.ts';

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
