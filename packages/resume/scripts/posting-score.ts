/*
 * Reading postings, measured on the corpus: `npx tsx packages/resume/scripts/posting-score.ts [-v]
 * [--only=REGEX] [--skip=REGEX] [--shape=prose|bare|flat] [--dir=PATH]`. `--dir` reads another folder of
 * postings with their truth (`test/tailor/postings-made-up`, made-up postings of other kinds and
 * shapes) instead of the corpus. `--only`/`--skip` pick postings by id (to keep a
 * group unseen while rules are written); `--shape` rewrites each posting first: `prose` joins each run
 * of bullets into one paragraph, `bare` drops the lines the reader takes for section headings, `flat`
 * does both, to see how reading holds up on postings written another way.
 */
import { resolve } from 'node:path';
import { extractKeywordsDetailed } from '../src/tailor/keywords.ts';
import { loadJobs, reshape, scoreJob, summarize, type Shape } from '../test/tailor/posting-corpus.ts';

const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const verbose = process.argv.includes('-v');
const only = arg('only');
const skip = arg('skip');
const shape = (arg('shape') ?? 'as-is') as Shape;
const dir = arg('dir');
const jobs = loadJobs(dir ? resolve(dir) : undefined)
  .filter((j) => !only || new RegExp(only).test(j.id))
  .filter((j) => !skip || !new RegExp(skip).test(j.id))
  .map((j) => ({ ...j, text: reshape(j.text, shape) }));
if (!jobs.length) {
  console.log('corpus not found (../shared/corpus/jobs): nothing to measure');
  process.exit(0);
}
const scores = jobs.map((job) =>
  scoreJob(job, (j) => extractKeywordsDetailed(j.text, [j.employer], j.position).map((k) => k.term)),
);
console.log('posting                                     must  recalled  items  junk  nice  nice-as-must');
for (const s of scores) {
  console.log(
    `${s.id.padEnd(44)}${String(s.must).padStart(4)}${String(s.recalled).padStart(10)}${String(s.requirements).padStart(7)}${String(s.junk.length).padStart(6)}${String(s.nice).padStart(6)}${String(s.niceAsMust.length).padStart(14)}`,
  );
  if (verbose) {
    for (const m of s.missed) console.log(`    missed: ${m}`);
    for (const j of s.junk) console.log(`    junk:   ${j}`);
    for (const n of s.niceAsMust) console.log(`    nice read as must: ${n}`);
  }
}
const { recall, junkRate } = summarize(scores);
const nice = scores.reduce((n, s) => n + s.nice, 0);
const niceAsMust = scores.reduce((n, s) => n + s.niceAsMust.length, 0);
console.log(
  `\n${jobs.length} postings (${shape}): must-have recall ${(100 * recall).toFixed(1)} %, junk ${(100 * junkRate).toFixed(1)} %, nice-to-have read as must-have ${niceAsMust}/${nice}`,
);
