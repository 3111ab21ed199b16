/* Reading postings, measured on the corpus: `npx tsx packages/resume/scripts/posting-score.ts [-v]`. */
import { extractKeywordsDetailed } from '../src/tailor/keywords.ts';
import { loadJobs, scoreJob, summarize } from '../test/tailor/posting-corpus.ts';

const verbose = process.argv.includes('-v');
const jobs = loadJobs();
if (!jobs.length) {
  console.log('corpus not found (../shared/corpus/jobs): nothing to measure');
  process.exit(0);
}
const scores = jobs.map((job) =>
  scoreJob(job, (j) => extractKeywordsDetailed(j.text, [j.employer], j.position).map((k) => k.term)),
);
console.log('posting                                     must  recalled  items  junk');
for (const s of scores) {
  console.log(
    `${s.id.padEnd(44)}${String(s.must).padStart(4)}${String(s.recalled).padStart(10)}${String(s.requirements).padStart(7)}${String(s.junk.length).padStart(6)}`,
  );
  if (verbose) {
    for (const m of s.missed) console.log(`    missed: ${m}`);
    for (const j of s.junk) console.log(`    junk:   ${j}`);
  }
}
const { recall, junkRate } = summarize(scores);
console.log(`\nmust-have recall ${(100 * recall).toFixed(1)} %, junk ${(100 * junkRate).toFixed(1)} %`);
