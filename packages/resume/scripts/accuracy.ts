/**
 * Reads every resume of the real-world corpus (../shared/corpus/resumes beside the repository),
 * writes the parsed JSON Resume to a temporary folder and scores it with the corpus scorer.
 *   npm run accuracy            scores and prints per file, per field and overall
 *   npm run accuracy -- --keep  keeps the parsed JSON (its folder is printed)
 *   npm run accuracy -- --update-scores  also writes the per-file score table the tests hold
 *                                        the parser to (packages/resume/test/corpus/scores.tsv)
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
const { scoreResume } = await loadScorer();
const scores = new Map<string, Record<string, number>>();
let failures = 0;
for (const file of readdirSync(resumes).sort()) {
  const id = file.replace(/\.(pdf|docx)$/, '');
  if (id === file) continue;
  const bytes = new Uint8Array(readFileSync(join(resumes, file)));
  const started = performance.now();
  try {
    const parsed = await parseResumeFile(bytes);
    times.push(performance.now() - started);
    writeFileSync(
      join(out, `${id}.json`),
      JSON.stringify({ ...parsed.data, 'x-uncertain': parsed.uncertain }, null, 2),
    );
    const truth: unknown = JSON.parse(readFileSync(join(corpus, 'truth', `${id}.json`), 'utf8'));
    scores.set(id, scoreResume(parsed.data, truth));
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
if (process.argv.includes('--update-scores')) {
  writeFileSync(scoreTablePath, formatScoreTable(scores));
  console.log(`score table written to ${scoreTablePath}`);
}
if (process.argv.includes('--keep')) console.log(`parsed JSON in ${out}`);
else rmSync(out, { recursive: true, force: true });
process.exit(result.status ?? 1);
