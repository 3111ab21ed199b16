/**
 * What one hostile request costs the server now: each kind of hostile input (oversized, deeply
 * nested or malformed documents and bodies) sent over HTTP to a real server (embedded database in
 * memory), with /api/health polled all the while.
 * Prints one line per attack and a JSON line at the end.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildServer } from '../src/server.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';
import { multipart, sampleResume } from '../test/fixtures/documents.ts';
import * as hostile from '../test/fixtures/hostile.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tailor-bench-hostile-'));
const database = openPglite(await PGlite.create());
await database.migrate();
const app = await buildServer({
  config: loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '1',
  }),
  database,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;

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

/** Runs `attack`, polling /api/health every 10 ms meanwhile: the attack's time and the slowest health answer. */
async function measure(attack: () => Promise<Response>) {
  let done = false;
  let slowest = 0;
  const poll = (async () => {
    while (!done) {
      const t = performance.now();
      await fetch(`${base}/health`);
      slowest = Math.max(slowest, performance.now() - t);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const t = performance.now();
  const res = await attack();
  const body = await res.arrayBuffer();
  const ms = performance.now() - t;
  done = true;
  await poll;
  return { status: res.status, ms: Math.round(ms), bytes: body.byteLength, health: Math.round(slowest) };
}

const email = `bench.${Date.now()}@example.com`;
await json('POST', '/auth/signup', { email, fullname: 'Bench User', password: 'long-enough-password' });
const login = (await (
  await json('POST', '/auth/login', { email, password: 'long-enough-password' })
).json()) as { jwt: { access_token: string } };
const token = login.jwt.access_token;

const results: Record<string, { status: number; ms: number; bytes: number; health: number }> = {};
const upload = (bytes: Uint8Array) => () => {
  const { payload, headers } = multipart(bytes, 'cv.docx');
  return fetch(`${base}/resumes/Bench`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: payload,
  });
};
// Warm the parse worker first, so its start-up is not counted against the first attack.
await upload(hostile.badCharactersDocx())();

const attacks: Array<[string, () => Promise<Response>]> = [
  ['docx 400,000 paragraphs', upload(hostile.manyParagraphsDocx())],
  ['docx 45 MB of text', upload(hostile.hugeTextDocx())],
  ['docx 3.5 MB of text ending in &#0;', upload(hostile.nulEndedTextDocx())],
  ['docx nested 100,000 deep', upload(hostile.deepDocx())],
  ['docx 250,000 unclosed tags', upload(hostile.unclosedTagsDocx())],
  [
    'signup name with NUL',
    () =>
      json('POST', '/auth/signup', {
        email: `n${Date.now()}@example.com`,
        fullname: 'a\u0000b',
        password: 'long-enough-password',
      }),
  ],
];
const resumeId = ((await (await upload(hostile.badCharactersDocx())()).json()) as { uuid: string }).uuid;
attacks.push([
  'resume_json nested 5,000 deep',
  () => json('PUT', `/resumes/${resumeId}`, { resume_json: '['.repeat(5000) + ']'.repeat(5000) }, token),
]);
const megabyte = JSON.stringify({
  ...sampleResume,
  work: Array.from({ length: 1000 }, (_, i) => ({
    name: `Company ${i}`,
    position: 'Engineer',
    highlights: ['x'.repeat(900)],
  })),
});
attacks.push([
  'preview of a 1 MB resume_json',
  () => json('POST', `/resumes/${resumeId}/preview`, { resume_json: megabyte }, token),
]);
// The largest preview allowed: just under the text limit.
const atLimit = JSON.stringify({
  ...sampleResume,
  work: Array.from({ length: 39 }, (_, i) => ({
    name: `Company ${i}`,
    position: 'Engineer',
    highlights: Array.from(
      { length: 10 },
      () => 'Improved the thing by a noticeable amount across many teams and quarters.',
    ),
  })),
});
attacks.push([
  'preview at the text limit',
  () => json('POST', `/resumes/${resumeId}/preview`, { resume_json: atLimit }, token),
]);

for (const [name, attack] of attacks) {
  results[name] = await measure(attack);
  const r = results[name];
  console.log(
    `${name.padEnd(36)} ${r.status}  ${String(r.ms).padStart(5)} ms  ${String(r.bytes).padStart(7)} B  slowest health ${r.health} ms`,
  );
}

/**
 * What three clients without an account do, in a process of their own (so their sending costs the
 * server's event loop nothing): `body` to `url` back to back for `seconds`; prints the answers' counts.
 */
const FLOOD_CLIENTS = `
const [url, seconds] = process.argv.slice(1);
const body = await new Promise((r) => { let d = ''; process.stdin.on('data', (c) => (d += c)).on('end', () => r(d)); });
const until = performance.now() + Number(seconds) * 1000;
const statuses = {};
await Promise.all([0, 1, 2].map(async (i) => {
  while (performance.now() < until) {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.' + (100 + i) }, body }).catch(() => undefined);
    await res?.arrayBuffer();
    if (res) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
}));
console.log(JSON.stringify(statuses));
`;

/** /api/health polled every 10 ms while the flood runs: its p50, p99 and slowest answer. */
async function healthUnderFlood(path: string, body: string, seconds: number) {
  const flood = spawn(
    process.execPath,
    ['--input-type=module', '-e', FLOOD_CLIENTS, `${base}${path}`, String(seconds)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  flood.stdin.end(body);
  let out = '';
  flood.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const finished = once(flood, 'exit');
  const times: number[] = [];
  let running = true;
  void finished.then(() => (running = false));
  while (running) {
    const t = performance.now();
    await fetch(`${base}/health`);
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 10));
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  const statuses = JSON.parse(out || '{}') as Record<string, number>;
  return { p50: at(0.5), p99: at(0.99), max: Math.round(times.at(-1)!), statuses };
}

const manyKeys = JSON.stringify(
  Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 'value'])),
);
const floods: Record<string, Awaited<ReturnType<typeof healthUnderFlood>>> = {};
for (const path of ['/auth/request-password-reset', '/auth/verify-otp', '/auth/login']) {
  const name = `${(manyKeys.length / 1e6).toFixed(1)} MB, 100,000 keys to ${path}, 3 clients 5 s`;
  floods[name] = await healthUnderFlood(path, manyKeys, 5);
  const f = floods[name];
  console.log(
    `${name}: health p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms; answers ${JSON.stringify(f.statuses)}`,
  );
}

/**
 * Memory across many previews (PREVIEWS, 10,000 by default), each of a document not seen before,
 * as while people edit: 100 per user (within the per-user rate), two at a time. RSS of the whole
 * process (server and render threads) before and after.
 */
async function previewMemory(count: number) {
  const rss = () => Math.round(process.memoryUsage().rss / 2 ** 20);
  const before = rss();
  let done = 0;
  let failed = 0;
  for (let u = 0; done < count; u++) {
    const address = `198.18.${(u >> 8) & 255}.${u & 255}`;
    const email = `preview.${u}.${Date.now()}@example.com`;
    await json(
      'POST',
      '/auth/signup',
      { email, fullname: 'Preview User', password: 'long-enough-password' },
      undefined,
      address,
    );
    const session = (await (
      await json('POST', '/auth/login', { email, password: 'long-enough-password' }, undefined, address)
    ).json()) as { jwt: { access_token: string } };
    const userToken = session.jwt.access_token;
    const { payload, headers } = multipart(hostile.badCharactersDocx(), 'cv.docx');
    const uploaded = await fetch(`${base}/resumes/Preview`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${userToken}` },
      body: payload,
    });
    const id = ((await uploaded.json()) as { uuid: string }).uuid;
    const batch = Math.min(100, count - done);
    for (let i = 0; i < batch; i += 2) {
      const answers = await Promise.all(
        [i, i + 1].slice(0, batch - i).map(async (k) => {
          const edited = { ...sampleResume, basics: { ...sampleResume.basics, label: `Edit ${done + k}` } };
          const res = await json(
            'POST',
            `/resumes/${id}/preview`,
            { resume_json: JSON.stringify(edited) },
            userToken,
          );
          await res.arrayBuffer();
          return res.status;
        }),
      );
      failed += answers.filter((s) => s !== 200).length;
    }
    done += batch;
  }
  return { previews: count, failed, rssBeforeMb: before, rssAfterMb: rss() };
}

const memory = await previewMemory(Number(process.env.PREVIEWS ?? 10_000));
console.log(
  `${memory.previews} previews of distinct documents: RSS ${memory.rssBeforeMb} -> ${memory.rssAfterMb} MB (${memory.failed} not 200)`,
);

const parallel = await Promise.all(
  Array.from({ length: 50 }, (_, i) =>
    json('POST', '/auth/login', { email, password: `wrong-${i}` }, undefined, '198.51.100.7'),
  ),
);
const tried = parallel.filter((r) => r.status === 401).length;
console.log(
  `50 parallel wrong passwords from one client: ${tried} tried, ${parallel.filter((r) => r.status === 429).length} refused`,
);
const attacker = await json(
  'POST',
  '/auth/login',
  { email, password: 'long-enough-password' },
  undefined,
  '198.51.100.7',
);
const owner = await json(
  'POST',
  '/auth/login',
  { email, password: 'long-enough-password' },
  undefined,
  '203.0.113.9',
);
console.log(
  `right password right after: ${attacker.status} from the guessing address, ${owner.status} from the owner's`,
);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    ...Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v])),
    ...floods,
    previewMemory: memory,
    parallelWrongPasswordsTried: tried,
  }),
);
