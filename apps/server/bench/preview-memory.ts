/**
 * Memory across many previews, each of a document not seen before, as while people edit: the built
 * server in a process of its own as a deployment runs it (server-process.ts; on PostgreSQL when one
 * answers, else the embedded database; MEMORY_DATABASE=pglite or =postgres chooses), 100 previews
 * per user (within the per-user rate), two at a time.
 * The server's RSS after a warm-up (WARMUP, 1,000 previews: the render workers replaced several
 * times), then after PREVIEWS more (10,000 by default), with a sample every 1,000. Each reading is
 * the median of READINGS (5) taken 200 ms apart, each after a full garbage collection of the
 * server's main thread (its node runs with --expose-gc), so garbage not yet collected does not
 * count as growth. Run by `npm run bench` (MALLOC_ARENA_MAX=2, as `npm start`); never by tests.
 * Prints one line per sample and a JSON line at the end.
 */
import { multipart, sampleResume } from '../test/fixtures/documents.ts';
import * as hostile from '../test/fixtures/hostile.ts';
import { postgresAvailable, quantile, startServerProcess } from './server-process.ts';

const database =
  (process.env.MEMORY_DATABASE as 'postgres' | 'pglite' | undefined) ??
  ((await postgresAvailable()) ? 'postgres' : 'pglite');
const server = await startServerProcess(database, ['--expose-gc']);
const readings = Number(process.env.READINGS ?? 5);
/** The server's RSS, MB: the median of `readings` readings 200 ms apart, each after a full collection. */
async function rss() {
  const rssMbs: number[] = [];
  for (let i = 0; i < readings; i++) {
    if (i) await new Promise((r) => setTimeout(r, 200));
    rssMbs.push((await server.memory()).rssMb);
  }
  return quantile(rssMbs, 0.5);
}
/** Where the memory is: the whole process, the main thread's JS heap, memory outside the heap. */
const breakdown = async () => {
  const m = await server.memory();
  return `RSS ${await rss()} MB (JS heap ${m.heapUsedMb}, external ${m.externalMb}, of which buffers ${m.arrayBuffersMb})`;
};
let made = 0;
const failures: Record<number, number> = {};

/** `count` previews, each a new edit of the sample resume, by as many users as it takes. */
async function previews(count: number, onThousand?: (done: number) => Promise<void>) {
  let done = 0;
  while (done < count) {
    const user = made++;
    const client = `198.18.${(user >> 8) & 255}.${user & 255}`;
    const token = await server.signUp(`preview.${user}.${Date.now()}@example.com`, client);
    const { payload, headers } = multipart(hostile.badCharactersDocx(), 'cv.docx');
    const uploaded = await fetch(`${server.base}/resumes/Preview`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: payload,
    });
    if (uploaded.status !== 201)
      throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const id = ((await uploaded.json()) as { uuid: string }).uuid;
    const batch = Math.min(100, count - done);
    for (let i = 0; i < batch; i += 2) {
      const answers = await Promise.all(
        [i, i + 1].slice(0, batch - i).map(async (k) => {
          const label = `Edit ${user}.${k}`;
          const edited = { ...sampleResume, basics: { ...sampleResume.basics, label } };
          const res = await server.json(
            'POST',
            `/resumes/${id}/preview`,
            { resume_json: JSON.stringify(edited) },
            token,
            client,
          );
          await res.arrayBuffer();
          return res.status;
        }),
      );
      for (const s of answers) if (s !== 200) failures[s] = (failures[s] ?? 0) + 1;
    }
    const before = done;
    done += batch;
    if (Math.floor(done / 1000) > Math.floor(before / 1000)) await onThousand?.(done);
  }
}

const warmup = Number(process.env.WARMUP ?? 1000);
const count = Number(process.env.PREVIEWS ?? 10_000);
const t0 = performance.now();
const cold = await rss();
await previews(warmup);
const before = await rss();
console.log(`${database}: warm-up, ${warmup} previews: RSS ${cold} -> ${before} MB; ${await breakdown()}`);
const samples: Array<[number, number]> = [];
await previews(count, async (done) => {
  const line = await breakdown();
  samples.push([done, Number(/RSS (\d+)/.exec(line)![1])]);
  console.log(`${String(done).padStart(6)} previews: ${line}`);
});
const after = await rss();
const minutes = Math.round((performance.now() - t0) / 6000) / 10;
console.log(
  `${count} previews of distinct documents after the warm-up: RSS ${before} -> ${after} MB (${after - before >= 0 ? '+' : ''}${after - before} MB), answers other than 200: ${JSON.stringify(failures)}, ${minutes} min`,
);
await server.close();
console.log(
  JSON.stringify({
    database,
    readingsEach: readings,
    warmup,
    previews: count,
    failures,
    rssColdMb: cold,
    rssBeforeMb: before,
    rssAfterMb: after,
    rssGrowthMb: after - before,
    samples,
    minutes,
  }),
);
