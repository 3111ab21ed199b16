/**
 * Parse accuracy per field over the fixture corpus, and median parse time per PDF and per DOCX.
 *
 *   npx tsx packages/resume/bench/parse.ts [repeats]
 *
 * The last line is JSON: {"files":..,"repeats":..,"pdf_median_ms":..,"docx_median_ms":..,"accuracy":{field:score}}.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseResumeFile } from '../src/parse/index.ts';
import { averageOf, formatTable, scoreResume, type Scores } from '../test/parse/accuracy.ts';
import { loadCorpus } from '../test/parse/corpus-files.ts';

const repeats = Math.max(1, Number(process.argv[2] ?? 7));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const corpus = loadCorpus();
const scores: Scores = new Map();
const perFile: Record<'pdf' | 'docx', number[]> = { pdf: [], docx: [] };

// One untimed pass loads pdf.js and warms the JIT, as a running server would be.
for (const file of corpus) scoreResume(file.expected, (await parseResumeFile(file.bytes)).data, scores);

for (const file of corpus) {
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    await parseResumeFile(file.bytes);
    times.push(performance.now() - start);
  }
  perFile[file.kind].push(median(times));
}

// The reading sets beside the repository (real resumes and template renders), when present:
// each file's time is the median of three reads.
const sets = resolve(import.meta.dirname, '../../../../shared/corpus');
const setTimes: number[] = [];
for (const dir of [join(sets, 'resumes'), join(sets, 'zoo/resumes')]) {
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir).filter((f) => /\.(pdf|docx)$/.test(f))) {
    const bytes = new Uint8Array(readFileSync(join(dir, name)));
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      await parseResumeFile(bytes);
      times.push(performance.now() - start);
    }
    setTimes.push(median(times));
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
console.log(
  `Parse accuracy over ${corpus.length} resumes (${perFile.pdf.length} PDF, ${perFile.docx.length} DOCX)`,
);
console.log(formatTable(scores));
console.log(
  `median parse time: PDF ${round(median(perFile.pdf))} ms, DOCX ${round(median(perFile.docx))} ms (median of ${repeats} runs per file)`,
);
if (setTimes.length)
  console.log(
    `reading sets: median ${round(median(setTimes))} ms, max ${round(Math.max(...setTimes))} ms over ${setTimes.length} files (median of 3 reads per file)`,
  );
console.log(
  JSON.stringify({
    sets_files: setTimes.length,
    sets_median_ms: setTimes.length ? round(median(setTimes)) : null,
    sets_max_ms: setTimes.length ? round(Math.max(...setTimes)) : null,
    files: corpus.length,
    repeats,
    pdf_median_ms: round(median(perFile.pdf)),
    docx_median_ms: round(median(perFile.docx)),
    accuracy: Object.fromEntries(
      [...scores.entries()].map(([field, tally]) => [field, round(averageOf(tally) * 1000) / 1000]),
    ),
  }),
);
