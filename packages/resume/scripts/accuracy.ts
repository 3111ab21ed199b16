/**
 * How well resumes are read, on the two sets beside the repository: the real corpus
 * (../shared/corpus) and the template zoo (../shared/corpus/zoo), scored with the corpus's own
 * scorer, and how well the reader knows when it is wrong (calibration of its doubts).
 *
 *   npm run accuracy                      figures per set and field, per fold, per template
 *   npm run accuracy -- --update-scores   also writes the figures the tests hold the reader to
 *                                         (packages/resume/test/corpus/scores.tsv)
 *   npm run train:reader                  fits the doubt model on both sets and writes
 *                                         src/parse/doubt-model.json
 *
 * The doubt model is measured only on files it was not fitted on: 5 folds by person (a zoo
 * person's renders stay together), and on the zoo one template left out at a time. Field scores
 * come from the reading rules, which no fold fits; they are given per set, per fold and per
 * template left out. No file is named in the output.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOUBT_FIELDS, doubtOf, type DoubtModel, type Weights } from '../src/parse/doubt.ts';
import { BASICS_FIELDS, scoreBasics, type BasicsTruth } from './basics-score.ts';
import { flagRows, thresholdFor } from './doubt-flags.ts';
import { fitLogistic } from './logistic.ts';
import {
  folds,
  hasCorpus,
  jobFields,
  readSets,
  scorer,
  type CorpusFile,
  type JobField,
} from './reader-corpus.ts';

if (!hasCorpus) {
  console.error('No corpus beside the repository (../shared/corpus with resumes/ and zoo/).');
  process.exit(2);
}
const args = new Set(process.argv.slice(2));
/**
 * The share of right fields the doubts may flag: 10 %, less a margin, since a threshold set on
 * inner folds flags a little more on files none of them held. Inner folds choose the threshold.
 */
const RIGHT_BUDGET = 0.097;
/** A job with this many of its other fields flagged has the rest flagged too (doubt.ts). */
const ENTRY_FLAGS = 2;
const INNER_FOLDS = 3;

const files = await readSets({ learned: false });
const mean = (a: number[]) => (a.length ? a.reduce((x, y) => x + y, 0) / a.length : NaN);

/**
 * The scorer's figures (the mean of each field over the files, and their mean), then the header
 * fields it leaves out (location, links, headline: basics-score.ts), which the overall leaves out too.
 */
function score(set: CorpusFile[]): { fields: Record<string, number>; overall: number } {
  const per: Record<string, number[]> = {};
  const header: Record<string, number[]> = {};
  for (const f of set) {
    for (const [k, v] of Object.entries(scorer.scoreResume(f.parsed.data, f.truth))) (per[k] ??= []).push(v);
    for (const [k, v] of Object.entries(scoreBasics(f.parsed.data.basics, f.truth as BasicsTruth)))
      (header[k] ??= []).push(v);
  }
  const fields = Object.fromEntries(Object.entries(per).map(([k, v]) => [k, mean(v)]));
  const overall = mean(Object.values(fields));
  for (const [k, v] of Object.entries(header)) fields[k] = mean(v);
  return { fields, overall };
}

// ---- the doubt model -------------------------------------------------------------------------
/** Every field of every job (the model spreads doubts over a whole entry), and those scored. */
const allRows = files.flatMap(jobFields);
const rows = allRows.filter((r) => !r.moot);
const featureNames = [...new Set(rows.flatMap((r) => Object.keys(r.cues)))].sort();
const vector = (r: JobField) => featureNames.map((n) => r.cues[n] ?? 0);

const fit = (rows: JobField[], label: (r: JobField) => boolean) =>
  fitLogistic(
    rows.map(vector),
    rows.map((r) => (label(r) ? 1 : 0)),
    { l2: 2 },
  );

/**
 * The job part is fitted on every job (is it a printed job?), each field's part on the fields of
 * real jobs that no rule flagged already (was it read right?). Neither weighs the rarer class up,
 * so that both give probabilities.
 */
function fitParts(all: JobField[]): DoubtModel {
  const training = all.filter((r) => !r.moot);
  const jobs = [...new Map(training.map((r) => [`${r.file.id}/${r.job}`, r])).values()];
  return {
    features: featureNames,
    job: fit(jobs, (r) => !r.paired),
    fields: Object.fromEntries(
      DOUBT_FIELDS.map((field) => [
        field,
        fit(
          training.filter((r) => r.field === field && r.paired && !r.flagged),
          (r) => !r.right,
        ),
      ]),
    ) as DoubtModel['fields'],
    threshold: 0.5,
    entryFlags: ENTRY_FLAGS,
  };
}

/**
 * One threshold over all fields flags first the fields most likely wrong, as many as RIGHT_BUDGET
 * of the right fields allows (those the rules flag, and those flagged with the rest of their entry,
 * count too). It is set by inner cross-validation: the training's files in INNER_FOLDS parts by
 * person, each part scored by the parts fitted without it, since fields the fit has seen score
 * lower than new ones. `training` holds every field of its jobs, scored or not.
 */
function train(training: JobField[]): DoubtModel {
  const model = fitParts(training);
  const parts = folds([...new Set(training.map((r) => r.file))], INNER_FOLDS).map((p) => new Set(p));
  const unseen = new Map<JobField, number>();
  for (const part of parts) {
    const m = fitParts(training.filter((r) => !part.has(r.file)));
    for (const r of training) if (part.has(r.file)) unseen.set(r, doubtOf(r.cues, r.field, m));
  }
  const right = training.filter((r) => r.right && !r.moot);
  const budget = Math.floor(RIGHT_BUDGET * right.length);
  model.threshold = thresholdFor(training, model, (r) => unseen.get(r)!, budget);
  return model;
}

const doubtFor = (r: JobField, m: DoubtModel) => doubtOf(r.cues, r.field, m);

/** Share of wrong and of right fields flagged, each row judged by the model `judge` gives it (none: rules only). */
function calibration(judge: (r: JobField) => DoubtModel | undefined, test: JobField[]) {
  const marked = flagRows(allRows, judge, doubtFor);
  const wrong = test.filter((r) => !r.right);
  const right = test.filter((r) => r.right);
  const flagged = (rows: JobField[]) => rows.filter((r) => marked.has(r)).length / Math.max(1, rows.length);
  return {
    wrongFlagged: flagged(wrong),
    rightFlagged: flagged(right),
    wrong: wrong.length,
    right: right.length,
  };
}

/** Each test row judged by the model fitted without its part. */
function crossValidated(parts: JobField[][]): Map<JobField, DoubtModel> {
  const judged = new Map<JobField, DoubtModel>();
  parts.forEach((part, k) => {
    const m = train(parts.filter((_, j) => j !== k).flat());
    for (const r of part) judged.set(r, m);
  });
  return judged;
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const fileFolds = folds(files, 5);
const byFold = crossValidated(fileFolds.map((part) => allRows.filter((r) => part.includes(r.file))));
const templates = [...new Set(files.filter((f) => f.set === 'zoo').map((f) => f.template))].sort();
const byTemplate = crossValidated([
  allRows.filter((r) => r.file.set === 'corpus'),
  ...templates.map((t) => allRows.filter((r) => r.file.template === t)),
]);

// ---- report ----------------------------------------------------------------------------------
const FIELDS = [
  'name',
  'email',
  'phone',
  'companies',
  'positions',
  'entries',
  'dates',
  'schools',
  'skills',
  ...BASICS_FIELDS,
];
const line = (label: string, s: ReturnType<typeof score>, n: number) =>
  `${label.padEnd(28)}${String(n).padStart(6)}  ${FIELDS.map((k) => (s.fields[k] === undefined ? '   -' : `${(s.fields[k] * 100).toFixed(0).padStart(4)}`)).join('')}   ${s.overall.toFixed(3)}`;
console.log(
  `\nReading (the rules; no fitted part changes a field, so these are the same in and out of sample;\n` +
    `loca, link, head: the header fields basics-score.ts scores, left out of the overall)`,
);
console.log(`${'set'.padEnd(28)} files  ${FIELDS.map((k) => k.slice(0, 4).padStart(4)).join('')}   overall`);
const sets = {
  corpus: files.filter((f) => f.set === 'corpus'),
  zoo: files.filter((f) => f.set === 'zoo'),
  'corpus + zoo': files,
};
const setScores = Object.fromEntries(Object.entries(sets).map(([k, v]) => [k, score(v)]));
for (const [k, v] of Object.entries(sets)) console.log(line(k, setScores[k]!, v.length));
fileFolds.forEach((part, k) => console.log(line(`  fold ${k + 1} (by person)`, score(part), part.length)));
for (const t of templates) {
  const part = files.filter((f) => f.template === t);
  console.log(line(`  zoo ${t}`, score(part), part.length));
}

console.log(
  `\nKnowing when it is wrong (work fields: employer, title, start, end; a field empty in both is not counted)`,
);
const cal = (label: string, c: ReturnType<typeof calibration>) =>
  console.log(
    `${label.padEnd(44)} wrong flagged ${pct(c.wrongFlagged).padStart(8)} of ${String(c.wrong).padStart(4)}   right flagged ${pct(c.rightFlagged).padStart(8)} of ${String(c.right).padStart(4)}`,
  );
cal(
  'rules only (no learned doubts)',
  calibration(() => undefined, rows),
);
cal(
  'cross-validated, 5 folds by person',
  calibration((r) => byFold.get(r), rows),
);
for (const [k, v] of Object.entries(sets)) {
  if (k === 'corpus + zoo') continue;
  cal(
    `  ${k}`,
    calibration(
      (r) => byFold.get(r),
      rows.filter((r) => v.includes(r.file)),
    ),
  );
}
for (const field of DOUBT_FIELDS)
  cal(
    `  ${field}`,
    calibration(
      (r) => byFold.get(r),
      rows.filter((r) => r.field === field),
    ),
  );
cal(
  'zoo, each template left out',
  calibration(
    (r) => byTemplate.get(r),
    rows.filter((r) => r.file.set === 'zoo'),
  ),
);
const full = train(allRows);
cal(
  'in sample (fitted on everything; not a measure)',
  calibration(() => full, rows),
);

const times = files.map((f) => f.ms).sort((a, b) => a - b);
console.log(
  `\nparse time: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms over ${times.length} files (median of three reads each)`,
);

if (args.has('--train')) {
  const path = join(import.meta.dirname, '../src/parse/doubt-model.json');
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  const rounded = (w: Weights): Weights => ({ bias: round(w.bias), weights: w.weights.map(round) });
  const model: DoubtModel = {
    features: full.features,
    job: rounded(full.job),
    fields: Object.fromEntries(
      Object.entries(full.fields).map(([k, f]) => [k, rounded(f)]),
    ) as DoubtModel['fields'],
    threshold: round(full.threshold),
    entryFlags: full.entryFlags,
  };
  writeFileSync(path, `${JSON.stringify(model, null, 2)}\n`);
  console.log(`doubt model written to ${path}`);
}
if (args.has('--update-scores')) {
  const path = join(import.meta.dirname, '../test/corpus/scores.tsv');
  const out = ['set\tfield\tscore'];
  for (const [k, s] of Object.entries(setScores)) {
    for (const [field, v] of Object.entries(s.fields))
      out.push(`${k}\t${field}\t${(Math.floor(v * 100) / 100).toFixed(2)}`);
    out.push(`${k}\toverall\t${(Math.floor(s.overall * 1000) / 1000).toFixed(3)}`);
  }
  writeFileSync(path, `${out.join('\n')}\n`);
  console.log(`figures written to ${path}`);
}
