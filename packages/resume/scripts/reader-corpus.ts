/**
 * The two reading sets beside the repository (../shared/corpus: real resumes; ../shared/corpus/zoo:
 * template renders of fictional people), read once, with each parsed job paired to the printed job
 * it stands for, so that every job field can be called right or wrong. Shared by `npm run accuracy`
 * and `npm run train:reader`. Personal data is never printed: files are named by set and number.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseResumeFile, type ParsedResume } from '../src/parse/index.ts';
import { DOUBT_FIELDS, jobCues, siblingFacts, type DoubtField } from '../src/parse/doubt.ts';

const root = resolve(import.meta.dirname, '../../..');
export const corpusRoot = resolve(root, process.env.TAILOR_CORPUS ?? '../shared/corpus');
export const hasCorpus =
  existsSync(join(corpusRoot, 'resumes')) && existsSync(join(corpusRoot, 'zoo/resumes'));

export interface TruthJob {
  company?: string | null;
  position?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}
export interface CorpusFile {
  set: 'corpus' | 'zoo';
  id: string;
  /** Files of one person share a group: folds never split them. */
  group: string;
  /** The template a zoo file was rendered with ('' for real resumes). */
  template: string;
  truth: { work?: TruthJob[] } & Record<string, unknown>;
  parsed: ParsedResume;
  ms: number;
}

type Scorer = {
  scoreResume(parsed: unknown, truth: unknown): Record<string, number>;
  readDate(value: unknown): { year: number; month?: number } | 'present' | null;
  norm(value: unknown): string;
};
export const scorer = (await import(
  pathToFileURL(join(corpusRoot, '../tools/resume-score.mjs')).href
)) as Scorer;

/** Reads every file of both sets (each three times: its time is the median; once with --once). */
export async function readSets(options: { learned?: boolean } = {}): Promise<CorpusFile[]> {
  const out: CorpusFile[] = [];
  for (const [set, dir] of [
    ['corpus', corpusRoot],
    ['zoo', join(corpusRoot, 'zoo')],
  ] as const) {
    for (const file of readdirSync(join(dir, 'resumes')).sort()) {
      const id = file.replace(/\.(pdf|docx)$/, '');
      if (id === file) continue;
      const bytes = new Uint8Array(readFileSync(join(dir, 'resumes', file)));
      const times: number[] = [];
      let parsed: ParsedResume | undefined;
      for (let run = 0; run < (process.argv.includes('--once') ? 1 : 3); run++) {
        const started = performance.now();
        parsed = await parseResumeFile(bytes, undefined, options);
        times.push(performance.now() - started);
      }
      const truth = JSON.parse(readFileSync(join(dir, 'truth', `${id}.json`), 'utf8')) as CorpusFile['truth'];
      const parts = id.split('-');
      const template = set === 'zoo' ? parts.slice(0, -2).join('-') : '';
      // One person's files stay in one fold: a zoo person's renders, and a real person's two
      // resumes (a Word and a Google Docs edition, say), known by the name in their truth.
      const named = scorer.norm(truth.name);
      const group = set === 'zoo' ? parts.slice(-2).join('-') : named ? `person:${named}` : id;
      out.push({
        set,
        id,
        group,
        template,
        truth,
        parsed: parsed!,
        ms: times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!,
      });
    }
  }
  return out;
}

const either = (a: unknown, b: unknown): boolean => {
  const [x, y] = [scorer.norm(a), scorer.norm(b)];
  return Boolean(x && y) && (x.includes(y) || y.includes(x));
};
const sameDate = (truth: unknown, got: unknown, isEnd: boolean): boolean => {
  const a = scorer.readDate(truth);
  const b = scorer.readDate(got);
  if (!a) return !scorer.norm(got);
  if (a === 'present') return isEnd && (!b || b === 'present');
  if (!b || b === 'present') return false;
  return a.year === b.year && (a.month === undefined || b.month === undefined || a.month === b.month);
};

/**
 * A truth date as printed, with a month printed without its year ("June – July 2025") given the
 * year of the job's other date (the year before, if its month comes later).
 */
function truthDate(t: TruthJob, field: 'startDate' | 'endDate'): string | null | undefined {
  const v = t[field];
  if (!scorer.norm(v) || scorer.readDate(v)) return v;
  const own = scorer.readDate(`${v} 2000`);
  const other = scorer.readDate(field === 'startDate' ? t.endDate : t.startDate);
  if (!own || own === 'present' || !own.month || !other || other === 'present') return v;
  const step = field === 'startDate' ? -1 : 1;
  const later =
    own.month && other.month && (field === 'startDate' ? own.month > other.month : own.month < other.month);
  return `${v} ${other.year + (later ? step : 0)}`;
}

export interface JobField {
  file: CorpusFile;
  job: number;
  field: DoubtField;
  /** The field holds what the resume printed (or is empty where it printed nothing). */
  right: boolean;
  /** Empty in both: nothing to judge. */
  moot: boolean;
  /** The job stands for a printed job (else the reader made it up, and each of its fields is wrong). */
  paired: boolean;
  flagged: boolean;
  cues: Record<string, number>;
}

/** Each parsed job paired once with the printed job it stands for (employer and title first, as the scorer does). */
export function pairJobs(file: CorpusFile): Array<TruthJob | undefined> {
  const work = file.parsed.data.work;
  const pairs: Array<TruthJob | undefined> = work.map(() => undefined);
  for (const t of file.truth.work ?? []) {
    let best = -1;
    let bestScore = 0;
    work.forEach((x, i) => {
      if (pairs[i]) return;
      const c = either(x.name, t.company) ? 2 : 0;
      const p = either(x.position, t.position) ? 2 : 0;
      if (!c && !p) return;
      const sd = t.startDate && sameDate(t.startDate, x.startDate, false) ? 1 : 0;
      if (c + p + sd > bestScore) [best, bestScore] = [i, c + p + sd];
    });
    if (best >= 0) pairs[best] = t;
  }
  return pairs;
}

/** Every field of every parsed job, right or wrong, flagged or not, with the cues the model reads. */
export function jobFields(file: CorpusFile): JobField[] {
  const work = file.parsed.data.work;
  const pairs = pairJobs(file);
  const doubts = file.parsed.uncertain;
  const out: JobField[] = [];
  const facts = siblingFacts(work);
  work.forEach((job, i) => {
    const t = pairs[i];
    const cues = jobCues(work, i, doubts, '/work', facts, file.parsed.data);
    for (const field of DOUBT_FIELDS) {
      const got = job[field];
      const want = t
        ? {
            name: t.company,
            position: t.position,
            startDate: truthDate(t, 'startDate'),
            endDate: truthDate(t, 'endDate'),
          }[field]
        : undefined;
      const right = !t
        ? false
        : field === 'startDate' || field === 'endDate'
          ? sameDate(want, got, field === 'endDate')
          : scorer.norm(want)
            ? either(got, want)
            : !scorer.norm(got);
      // Empty in both, or a truth date the scorer cannot read ("Ongoing"): not scored, as the scorer does.
      const unread = field.endsWith('Date') && !!scorer.norm(want) && !scorer.readDate(want);
      const moot = (!scorer.norm(got) && !scorer.norm(want)) || unread;
      const flagged = doubts.some((d) => d.path === `/work/${i}/${field}` || d.path === `/work/${i}`);
      out.push({ file, job: i, field, right, moot, paired: !!t, flagged, cues });
    }
  });
  return out;
}

/** k groups of files, never splitting a group, the same every run. */
export function folds<T extends { group: string }>(items: T[], k: number, key = (x: T) => x.group): T[][] {
  const groups = [...new Set(items.map(key))].sort();
  const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const out: T[][] = Array.from({ length: k }, () => []);
  for (const g of groups.sort((a, b) => hash(a) - hash(b)).map((g, i) => ({ g, i })))
    out[g.i % k]!.push(...items.filter((x) => key(x) === g.g));
  return out;
}
