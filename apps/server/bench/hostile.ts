/**
 * What one hostile request costs the server now: each kind of hostile input (oversized, deeply
 * nested or malformed documents and bodies) sent over HTTP to the built server in a process of its
 * own, as a deployment runs it (server-process.ts), with /api/health polled all the while from this
 * process. On PostgreSQL (a database of the run's own, created and dropped) when one answers, the
 * configuration the figures against the targets are taken on; then on the embedded database.
 * HOSTILE_DATABASES=postgres or =pglite runs one; HOSTILE_ONLY=bombs runs the bomb flood alone.
 * HOSTILE_CLIENTS_NICE=19 runs the flooding clients at that nice value: attackers send from machines
 * of their own, and on a small machine shared with the server, clients at its priority take its
 * cores as well (the figures say which way they were taken).
 * Prints one line per attack and a JSON line at the end.
 */
import { multipart, resumePdf, sampleResume } from '../test/fixtures/documents.ts';
import * as hostile from '../test/fixtures/hostile.ts';
import { healthUnderFlood, type FloodClient } from './flood.ts';
import { postgresAvailable, quantile, startServerProcess } from './server-process.ts';

const databases = process.env.HOSTILE_DATABASES
  ? (process.env.HOSTILE_DATABASES.split(',') as Array<'postgres' | 'pglite'>)
  : (await postgresAvailable())
    ? (['postgres', 'pglite'] as const)
    : (['pglite'] as const);
const bombsOnly = process.env.HOSTILE_ONLY === 'bombs';
const byDatabase: Record<string, Awaited<ReturnType<typeof run>>> = {};
for (const database of databases) {
  console.log(`\n--- ${database === 'postgres' ? 'PostgreSQL' : 'embedded database (PGlite)'}`);
  byDatabase[database] = await run(await startServerProcess(database));
}
const main = byDatabase[databases[0]!]!;
console.log(
  JSON.stringify({
    configuration: databases[0],
    byDatabase,
    ordinaryUploadDuringBombs: main.ordinaryUploadDuringBombs,
    healthUnderBombsP99Ms: main.healthUnderBombsP99Ms,
    parallelWrongPasswordsTried: main.parallelWrongPasswordsTried,
  }),
);

async function run(server: Awaited<ReturnType<typeof startServerProcess>>) {
  const { base, json } = server;

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
  const token = await server.signUp(email);

  const results: Record<string, { status: number; ms: number; bytes: number; health: number }> = {};
  const upload = (bytes: Uint8Array) => () => server.upload(token, bytes);
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

  for (const [name, attack] of bombsOnly ? [] : attacks) {
    results[name] = await measure(attack);
    const r = results[name];
    console.log(
      `${name.padEnd(36)} ${r.status}  ${String(r.ms).padStart(5)} ms  ${String(r.bytes).padStart(7)} B  slowest health ${r.health} ms`,
    );
  }

  /** Three clients without an account, from three addresses, each sending `body` to `path`. */
  const anonymous = (name: string, path: string, body: Uint8Array | string, contentType: string) =>
    [0, 1, 2].map((i) => ({
      name,
      path,
      headers: { 'content-type': contentType, 'x-forwarded-for': `192.0.2.${100 + i}` },
      body,
    }));

  const manyKeys = JSON.stringify(
    Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 'value'])),
  );
  const floods: Record<string, Awaited<ReturnType<typeof healthUnderFlood>>> = {};
  const report = (name: string, f: (typeof floods)[string]) =>
    console.log(
      `${name}: health p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms over ${f.polls} polls; event loop delay p99 ${f.loopDelayP99Ms} ms, max ${f.loopDelayMaxMs} ms; RSS up to ${f.rssMaxMb} MB; answers ${JSON.stringify(f.statuses)}`,
    );
  for (const path of bombsOnly ? [] : ['/auth/request-password-reset', '/auth/verify-otp', '/auth/login']) {
    const name = `${(manyKeys.length / 1e6).toFixed(1)} MB, 100,000 keys to ${path}, 3 clients 5 s`;
    floods[name] = await healthUnderFlood(server, anonymous(path, path, manyKeys, 'application/json'), 5);
    report(name, floods[name]);
  }

  /*
   * Compressed-PDF bombs (408 kB each, 400 MB once inflated) from three accounts, two at a time each,
   * beside unauthenticated 2 MB bodies (an upload without a token, JSON to sign-in) from three
   * addresses each, for 15 s. Meanwhile another user uploads an ordinary PDF every second: its time
   * before the flood and during it.
   */
  const bomb = await hostile.pdfBomb(400);
  const normalPdf = await resumePdf();
  const twoMb = new Uint8Array(2 * 1024 * 1024).fill(0x61);
  const anonymousUpload = multipart(twoMb, 'cv.pdf');
  const bomberTokens = await Promise.all(
    [0, 1, 2].map((i) => server.signUp(`bomber.${i}.${Date.now()}@example.com`, `192.0.2.${20 + i}`)),
  );
  const bombers: FloodClient[] = bomberTokens.flatMap((bomberToken, i) =>
    [0, 1].map(() => {
      const form = multipart(bomb, 'cv.pdf');
      return {
        name: 'pdf bomb (408 kB, 400 MB inflated)',
        path: '/resumes/Bomb',
        headers: {
          ...form.headers,
          authorization: `Bearer ${bomberToken}`,
          'x-forwarded-for': `192.0.2.${20 + i}`,
        },
        body: form.payload,
      };
    }),
  );
  // Users of their own for the ordinary uploads, so none meets the per-user upload rate.
  const uploaders = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      server.signUp(`uploader.${i}.${Date.now()}@example.com`, `192.0.2.${40 + i}`),
    ),
  );
  let nextUploader = 0;
  /** One ordinary PDF upload by a user of its own: status and milliseconds. */
  async function ordinaryUpload() {
    const t = performance.now();
    const res = await server.upload(uploaders[nextUploader++ % uploaders.length]!, normalPdf, 'cv.pdf');
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t };
  }
  const quiet: number[] = [];
  for (let i = 0; i < 5; i++) quiet.push((await ordinaryUpload()).ms);
  const bombsName = 'pdf bombs from 3 accounts + 2 MB bodies without a token, 15 s';
  floods[bombsName] = await healthUnderFlood(
    server,
    [
      ...bombers,
      ...anonymous(
        '2 MB upload without a token',
        '/resumes/Mine',
        anonymousUpload.payload,
        anonymousUpload.headers['content-type']!,
      ),
      ...anonymous('2 MB JSON to /auth/login', '/auth/login', twoMb, 'application/json'),
    ],
    15,
    async () => {
      const during: Array<{ status: number; ms: number }> = [];
      const until = performance.now() + 13_000;
      // Once the bombs are arriving.
      await new Promise((r) => setTimeout(r, 1000));
      while (performance.now() < until) {
        during.push(await ordinaryUpload());
        await new Promise((r) => setTimeout(r, 1000));
      }
      return during;
    },
  );
  const bombFlood = floods[bombsName]!;
  report(bombsName, bombFlood);
  const during = (bombFlood.alongside ?? []) as Array<{ status: number; ms: number }>;
  const ordinary = {
    quietMedianMs: quantile(quiet, 0.5),
    duringMedianMs: quantile(
      during.map((d) => d.ms),
      0.5,
    ),
    duringMaxMs: quantile(
      during.map((d) => d.ms),
      1,
    ),
    duringStatuses: during.map((d) => d.status),
  };
  console.log(
    `another user's ordinary PDF upload: median ${ordinary.quietMedianMs} ms before, ${ordinary.duringMedianMs} ms (max ${ordinary.duringMaxMs} ms) during the bombs, answers ${ordinary.duringStatuses.join(' ')}`,
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

  await server.close();
  return {
    ...results,
    ...floods,
    ordinaryUploadDuringBombs: ordinary,
    healthUnderBombsP99Ms: bombFlood.p99,
    parallelWrongPasswordsTried: tried,
  };
}
