/**
 * Reads every resume of the real-world corpus (../shared/corpus/resumes beside the repository),
 * writes the parsed JSON Resume to a temporary folder and scores it with the corpus scorer.
 *   npm run accuracy            scores and prints per file, per field and overall
 *   npm run accuracy -- --keep  keeps the parsed JSON (its folder is printed)
 *   npm run accuracy -- --update-scores  also writes the per-file score table the tests hold
 *                                        the parser to (packages/resume/test/corpus/scores.tsv)
 * Each file is read three times (the same result each time); its parse time is the median of
 * the three, so one pause of a busy machine does not count as the file's time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseResumeFile } from '../src/index.ts';
import { formatScoreTable, loadScorer, scoreTablePath } from '../test/corpus/real-corpus.ts';

const root = resolve(import.meta.dirname, '../../..');
const corpus = resolve(root, process.env.TAILOR_CORPUS ?? '../shared/corpus');
const resumes = join(corpus, 'resumes');
const scorer = join(corpus, '../tools/corpus-score.mjs');
if (!existsSync(resumes) || !existsSync(scorer)) {
  console.error(`No corpus at ${corpus} (expected resumes/ and ../tools/corpus-score.mjs).`);
  process.exit(2);
}

const out = mkdtempSync(join(tmpdir(), 'tailor-accuracy-'));
const times: number[] = [];
const { scoreResume, readDate, norm } = await loadScorer();
const scores = new Map<string, Record<string, number>>();

/**
 * Dates with each printed role paired once: the scorer reads every role of an employer from the
 * first parsed job at that employer, so a person's second role there is judged by the first one's
 * dates. Here each truth role takes the first parsed job of that employer (or title) not taken yet,
 * and each date counts as the scorer counts it. Reported beside the scorer's figure, never instead.
 */
type TruthJob = { company?: string | null; position?: string | null; startDate?: string; endDate?: string };
type ParsedJob = { name?: string; position?: string; startDate?: string; endDate?: string };
const eitherHas = (a: unknown, b: unknown) => {
  const [x, y] = [norm(a), norm(b)];
  return Boolean(x && y) && (x.includes(y) || y.includes(x));
};
const sameAsPrinted = (truth: string, got: string | undefined, isEnd: boolean): number | null => {
  const a = readDate(truth) as { year: number; month?: number } | 'present' | null;
  if (!a) return null;
  const b = readDate(got) as { year: number; month?: number } | 'present' | null;
  if (a === 'present') return isEnd && (!b || b === 'present') ? 1 : 0;
  if (!b || b === 'present') return 0;
  return a.year === b.year && (a.month === undefined || b.month === undefined || a.month === b.month) ? 1 : 0;
};
let pairedHits = 0;
let pairedTotal = 0;
function scorePairedDates(parsedWork: ParsedJob[], truthWork: TruthJob[]): void {
  const taken = new Set<ParsedJob>();
  for (const w of truthWork) {
    const free = parsedWork.filter((x) => !taken.has(x));
    const x =
      free.find((p) => eitherHas(p.name, w.company)) ?? free.find((p) => eitherHas(p.position, w.position));
    if (x) taken.add(x);
    for (const [k, isEnd] of [
      ['startDate', false],
      ['endDate', true],
    ] as const) {
      if (!w[k]) continue;
      const v = x ? sameAsPrinted(w[k], x[k], isEnd) : 0;
      if (v === null) continue;
      pairedHits += v;
      pairedTotal++;
    }
  }
}
let failures = 0;
for (const file of readdirSync(resumes).sort()) {
  const id = file.replace(/\.(pdf|docx)$/, '');
  if (id === file) continue;
  const bytes = new Uint8Array(readFileSync(join(resumes, file)));
  try {
    const runs: number[] = [];
    let parsed: Awaited<ReturnType<typeof parseResumeFile>> | undefined;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      parsed = await parseResumeFile(bytes);
      runs.push(performance.now() - started);
    }
    if (!parsed) throw new Error('not read');
    times.push(runs.sort((a, b) => a - b)[1]!);
    writeFileSync(
      join(out, `${id}.json`),
      JSON.stringify({ ...parsed.data, 'x-uncertain': parsed.uncertain }, null, 2),
    );
    const truth: unknown = JSON.parse(readFileSync(join(corpus, 'truth', `${id}.json`), 'utf8'));
    scores.set(id, scoreResume(parsed.data, truth));
    scorePairedDates(
      parsed.data.work as ParsedJob[],
      ((truth as { work?: TruthJob[] }).work ?? []) as TruthJob[],
    );
  } catch (error) {
    failures++;
    console.error(`${id}: ${(error as Error).message}`);
  }
}
const result = spawnSync(process.execPath, [scorer, out], { stdio: 'inherit' });
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
console.log(
  `parse time: median ${median.toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms over ${times.length} files; ${failures} failed`,
);
console.log(
  `dates with each role paired once (the scorer pairs every role of an employer with its first job): ${(
    pairedHits / Math.max(1, pairedTotal)
  ).toFixed(3)} (${pairedHits}/${pairedTotal})`,
);
if (process.argv.includes('--update-scores')) {
  writeFileSync(scoreTablePath, formatScoreTable(scores));
  console.log(`score table written to ${scoreTablePath}`);
}
if (process.argv.includes('--keep')) console.log(`parsed JSON in ${out}`);
else rmSync(out, { recursive: true, force: true });
process.exit(result.status ?? 1);
