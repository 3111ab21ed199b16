/**
 * Parse accuracy per field over the fixture corpus, and median parse time per PDF and per DOCX.
 *
 *   npx tsx packages/resume/bench/parse.ts [repeats]
 *
 * The last line is JSON: {"files":..,"repeats":..,"pdf_median_ms":..,"docx_median_ms":..,"accuracy":{field:score}}.
 */
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

const round = (n: number) => Math.round(n * 100) / 100;
console.log(
  `Parse accuracy over ${corpus.length} resumes (${perFile.pdf.length} PDF, ${perFile.docx.length} DOCX)`,
);
console.log(formatTable(scores));
console.log(
  `median parse time: PDF ${round(median(perFile.pdf))} ms, DOCX ${round(median(perFile.docx))} ms (median of ${repeats} runs per file)`,
);
console.log(
  JSON.stringify({
    files: corpus.length,
    repeats,
    pdf_median_ms: round(median(perFile.pdf)),
    docx_median_ms: round(median(perFile.docx)),
    accuracy: Object.fromEntries(
      [...scores.entries()].map(([field, tally]) => [field, round(averageOf(tally) * 1000) / 1000]),
    ),
  }),
);
