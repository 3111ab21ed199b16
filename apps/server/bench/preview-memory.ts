/**
 * Memory across many previews, each of a document not seen before, as while people edit: the
 * server in this process, 100 previews per user (within the per-user rate), two at a time.
 * RSS of the whole process (server and render threads) after a warm-up (WARMUP, 1,000 previews:
 * the render workers replaced several times), then after PREVIEWS more (10,000 by default), with
 * a sample every 1,000. Run by `npm run bench` (MALLOC_ARENA_MAX=2, as `npm start`); never by tests.
 * Prints one line per sample and a JSON line at the end.
 */
import { multipart, sampleResume } from '../test/fixtures/documents.ts';
import * as hostile from '../test/fixtures/hostile.ts';
import { startInProcess } from './in-process.ts';

const server = await startInProcess();
const rss = () => Math.round(process.memoryUsage().rss / 2 ** 20);
/** Where the memory is: the whole process, the main thread's JS heap, memory outside the heap. */
const breakdown = () => {
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round(n / 2 ** 20);
  return `RSS ${mb(m.rss)} MB (JS heap ${mb(m.heapUsed)}, external ${mb(m.external)}, of which buffers ${mb(m.arrayBuffers)})`;
};
let made = 0;
const failures: Record<number, number> = {};

/** `count` previews, each a new edit of the sample resume, by as many users as it takes. */
async function previews(count: number, onThousand?: (done: number) => void) {
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
    if (Math.floor(done / 1000) > Math.floor(before / 1000)) onThousand?.(done);
  }
}

const warmup = Number(process.env.WARMUP ?? 1000);
const count = Number(process.env.PREVIEWS ?? 10_000);
const t0 = performance.now();
const cold = rss();
await previews(warmup);
const before = rss();
console.log(`warm-up, ${warmup} previews: RSS ${cold} -> ${before} MB; ${breakdown()}`);
const samples: Array<[number, number]> = [];
await previews(count, (done) => {
  samples.push([done, rss()]);
  console.log(`${String(done).padStart(6)} previews: ${breakdown()}`);
});
const after = rss();
const minutes = Math.round((performance.now() - t0) / 6000) / 10;
console.log(
  `${count} previews of distinct documents after the warm-up: RSS ${before} -> ${after} MB (${after - before >= 0 ? '+' : ''}${after - before} MB), answers other than 200: ${JSON.stringify(failures)}, ${minutes} min`,
);
await server.close();
console.log(
  JSON.stringify({
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
