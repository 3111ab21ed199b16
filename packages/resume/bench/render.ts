/*
 * Render timings: npx tsx packages/resume/bench/render.ts
 * warm = the process's shared compiler, 30 runs, each with a different name so the page is
 *        really laid out again (plus "same" = the identical resume again, Typst's best case);
 * cold = a fresh process per run: compiler creation, font loading and the first layout.
 * Prints a table, then one JSON line with the medians (ms).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { renderCoverLetterPdf, renderResumePdf, type TemplateId } from '../src/index.ts';
import { resumeDataSchema } from '../src/schema/resume.ts';
import { sampleLetter, sampleResume } from '../test/render/fixtures.ts';
import { readPdf } from '../test/render/pdf-text.ts';

type Kind = TemplateId | 'letter';
const kinds: Kind[] = ['classic', 'modern', 'letter'];

function variant(i: number) {
  const data = sampleResume();
  return resumeDataSchema.parse({
    ...data,
    basics: { ...data.basics, name: `Candidate ${i} Marchand-Núñez` },
  });
}

async function renderOnce(kind: Kind, i: number): Promise<Uint8Array> {
  if (kind === 'letter') {
    const letter = sampleLetter('fr');
    return renderCoverLetterPdf({ ...letter, sender: { ...letter.sender, name: `Candidate ${i}` } });
  }
  return renderResumePdf(variant(i), { template: kind });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const m = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(m * 100) / 100;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const childIndex = process.argv.indexOf('--child');
if (childIndex >= 0) {
  // One cold render in a fresh process: nothing of Typst is loaded or cached yet.
  const kind = process.argv[childIndex + 1] as Kind;
  const ms = await time(() => renderOnce(kind, 0));
  process.stdout.write(JSON.stringify({ ms, rssMb: Math.round(process.memoryUsage().rss / 2 ** 20) }));
  process.exit(0);
}

function coldRun(kind: Kind): { ms: number; rssMb: number } {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--child', kind],
    {
      encoding: 'utf8',
    },
  );
  if (child.status !== 0) throw new Error(`cold run failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as { ms: number; rssMb: number };
}

const results: Record<string, number> = {};
const pageCounts: Record<string, number> = {};
for (const kind of kinds) {
  pageCounts[kind] = (await readPdf(await renderOnce(kind, -1))).length;
  for (let i = 0; i < 3; i++) await renderOnce(kind, -2 - i); // settle

  const warm: number[] = [];
  for (let i = 0; i < 30; i++) warm.push(await time(() => renderOnce(kind, i)));
  const same: number[] = [];
  for (let i = 0; i < 30; i++) same.push(await time(() => renderOnce(kind, 7)));
  const cold = Array.from({ length: 5 }, () => coldRun(kind));

  results[`${kind}_warm_ms`] = median(warm);
  results[`${kind}_warm_same_ms`] = median(same);
  results[`${kind}_cold_ms`] = median(cold.map((c) => c.ms));
  results[`${kind}_cold_rss_mb`] = median(cold.map((c) => c.rssMb));
  console.log(
    `${kind.padEnd(8)} pages ${pageCounts[kind]}  warm ${results[`${kind}_warm_ms`]} ms  ` +
      `warm(same) ${results[`${kind}_warm_same_ms`]} ms  cold ${results[`${kind}_cold_ms`]} ms  ` +
      `cold rss ${results[`${kind}_cold_rss_mb`]} MB`,
  );
}

const concurrent = 12;
const start = performance.now();
await Promise.all(
  Array.from({ length: concurrent }, (_, i) => renderOnce(i % 2 ? 'modern' : 'classic', 100 + i)),
);
results.concurrent_12_total_ms = Math.round((performance.now() - start) * 100) / 100;
results.rss_mb = Math.round(process.memoryUsage().rss / 2 ** 20);

console.log(JSON.stringify({ bench: 'render', pages: pageCounts, ...results }));
