/**
 * How likely each field of a job is to have been read wrong, from cues that hold for any layout:
 * what the field's text looks like, which plausibility rules it fails, what the reader already
 * doubted, and how the entry compares with its siblings (its parts, its printed dates, its type
 * and place on the page). Two fitted parts: one judges the job (is it a printed job at all, or was
 * it made from a heading, a place, a bullet?), one each field of a real job; the probability that a
 * field is wrong is P(job made up) + P(job real) x P(field wrong | job real). The weights are
 * fitted on the corpus and the template zoo (`npm run train:reader` writes doubt-model.json); a
 * field whose probability of being wrong passes the model's one threshold is flagged
 * `field_doubtful` for the user to check, and is never told as a fact in a letter. The doubt then
 * spreads within the entry: once enough of a job's fields are flagged, the entry was likely misread
 * as a whole, and its other fields are flagged with them.
 */
import type { ResumeData } from '../schema/resume.ts';
import model from './doubt-model.json' with { type: 'json' };
import { findDates, looksLikeDate } from '../text/dates.ts';
import { isOrganizationLike, isSchoolLike, isTitleLike, parseLocation, titleMargin } from './fields.ts';
import { EMPLOYER_RULES, TITLE_RULES } from './plausibility.ts';
import { layoutCues } from './job-layout.ts';
import { contextCues, type Around } from './doubt-context.ts';
import { shiftCues } from './doubt-shift.ts';
import { kindCues } from './doubt-kind.ts';
import { oddityCues } from './doubt-agreement.ts';
import { headerCues } from './doubt-header.ts';
import type { UncertainField, UncertainList } from './uncertain.ts';
import { words } from './util.ts';

export const DOUBT_FIELDS = ['name', 'position', 'startDate', 'endDate'] as const;
export type DoubtField = (typeof DOUBT_FIELDS)[number];

export interface Weights {
  bias: number;
  weights: number[];
}
export interface DoubtModel {
  /** Feature names, in the order of each part's weights. */
  features: string[];
  /** The probability that the job matches no printed job. */
  job: Weights;
  /** The probability that a field of a real job was read wrong. */
  fields: Record<DoubtField, Weights>;
  /** A field is flagged from this probability of being wrong on. */
  threshold: number;
  /**
   * A job with this many of its other fields flagged by the model is an entry read wrong as a
   * whole: its remaining fields are flagged too (absent or 0: each field on its own).
   */
  entryFlags?: number;
}

type Job = ResumeData['work'][number];

const textCues = (prefix: string, text: string | undefined): Record<string, number> => {
  const t = text?.trim() ?? '';
  const n = words(t);
  return {
    [`${prefix}.empty`]: t ? 0 : 1,
    [`${prefix}.words`]: Math.min(n, 15) / 15,
    [`${prefix}.long`]: n > 6 ? 1 : 0,
    [`${prefix}.lower`]: /^\p{Ll}/u.test(t) ? 1 : 0,
    [`${prefix}.caps`]: /\p{Lu}{3}/u.test(t) && !/\p{Ll}/u.test(t) ? 1 : 0,
    [`${prefix}.digits`]: /\d/.test(t) ? 1 : 0,
    [`${prefix}.period`]: /\.$/.test(t) ? 1 : 0,
    [`${prefix}.comma`]: /,/.test(t) ? 1 : 0,
    [`${prefix}.colon`]: /:/.test(t) ? 1 : 0,
    [`${prefix}.title`]: t && isTitleLike(t) ? 1 : 0,
    [`${prefix}.org`]: t && (isOrganizationLike(t) || isSchoolLike(t)) ? 1 : 0,
    [`${prefix}.margin`]: t ? Math.max(-2, Math.min(2, titleMargin(t))) / 2 : 0,
    [`${prefix}.place`]: t && parseLocation(t) ? 1 : 0,
    [`${prefix}.date`]: t && (looksLikeDate(t) || findDates(t)) ? 1 : 0,
  };
};

/**
 * The cues of one job, the same for each of its fields; field-specific ones carry the field's name.
 * `facts` (siblingFacts(jobs)) is worked out once for all the jobs of a list; `around` is the rest
 * of the resume (its education, skills, projects...), which a job made from one of them repeats.
 */
export function jobCues(
  jobs: Job[],
  i: number,
  doubts: UncertainField[],
  base = '/work',
  facts = siblingFacts(jobs),
  around: Around = {},
): Record<string, number> {
  const job = jobs[i]!;
  const path = `${base}/${i}`;
  const reasons = (field: string) => doubts.filter((d) => d.path === `${path}/${field}`).map((d) => d.reason);
  const dated = jobs.filter((j) => j.startDate).length / Math.max(1, jobs.length);
  const cues: Record<string, number> = {
    ...textCues('employer', job.name),
    ...textCues('title', job.position),
    'employer.rules': EMPLOYER_RULES.filter((r) => job.name && r.fails(job.name)).length,
    'title.rules': TITLE_RULES.filter((r) => job.position && r.fails(job.position)).length,
    'employer.guessed': reasons('name').includes('employer_guessed') ? 1 : 0,
    'employer.implausible': reasons('name').includes('employer_implausible') ? 1 : 0,
    'title.guessed': reasons('position').includes('position_guessed') ? 1 : 0,
    'title.implausible': reasons('position').includes('position_implausible') ? 1 : 0,
    'dates.doubted': reasons('startDate').length + reasons('endDate').length > 0 ? 1 : 0,
    'entry.doubted': doubts.some((d) => d.path === path) ? 1 : 0,
    'entry.boundary': doubts.some((d) => d.path.startsWith(path) && d.reason === 'entry_boundary_guessed')
      ? 1
      : 0,
    'start.empty': job.startDate ? 0 : 1,
    'end.empty': job.endDate ? 0 : 1,
    'end.present': job.endDate ? 0 : job.startDate ? 1 : 0,
    'start.month': /^\d{4}-\d{2}/.test(job.startDate ?? '') ? 1 : 0,
    'siblings.dated': dated,
    'undated.among.dated': !job.startDate && dated > 0.5 ? 1 : 0,
    'entry.bullets': Math.min(job.highlights?.length ?? 0, 8) / 8,
    'entry.nobullets': (job.highlights?.length ?? 0) === 0 && !job.summary ? 1 : 0,
    'entry.first': i === 0 ? 1 : 0,
    'entries.many': Math.min(jobs.length, 12) / 12,
    'same.employer.next': i + 1 < jobs.length && jobs[i + 1]!.name === job.name && !!job.name ? 1 : 0,
    // How the job compares with its siblings: an entry unlike the others was often cut from one of them.
    'bare.among.described': !described(job) && share(jobs, described) >= 0.5 ? 1 : 0,
    'year.among.months':
      /^\d{4}$/.test(job.startDate ?? '') && share(jobs, (j) => /^\d{4}-\d{2}/.test(j.startDate ?? '')) >= 0.5
        ? 1
        : 0,
    'ongoing.not.first': i > 0 && job.startDate && !job.endDate ? 1 : 0,
    'out.of.order': outOfOrder(jobs, i) ? 1 : 0,
    'edge.out.of.order': edgeOutOfOrder(jobs, i) ? 1 : 0,
    'employer.repeated': job.name && jobs.filter((j) => j.name === job.name).length > 1 ? 1 : 0,
    'employer.no.title': job.name && !job.position ? 1 : 0,
    'title.no.employer': job.position && !job.name ? 1 : 0,
    'employer.unlike.siblings': job.name
      ? Math.min(Math.abs(words(job.name) - medianWords(jobs, 'name')), 6) / 6
      : 0,
    'title.unlike.siblings': job.position
      ? Math.min(Math.abs(words(job.position) - medianWords(jobs, 'position')), 6) / 6
      : 0,
    ...siblingCues(jobs, i, facts),
    ...layoutCues(jobs, i),
    ...contextCues(jobs, i, around),
    ...kindCues(jobs, i),
    ...headerCues(jobs, i),
    ...shiftCues(jobs, i),
  };
  return { ...cues, ...oddityCues(jobs, i, cues) };
}

/** The shape of a job: which of its parts are there. */
const shapeOf = (j: Job): string =>
  [j.name, j.position, j.startDate, j.endDate, j.highlights?.length, j.summary, j.location]
    .map((v) => (v ? 1 : 0))
    .join('');
/** The shape of its printed dates: "Mar 2019 – Present" and "Jan 2020 – Jun 2021" alike. */
const dateShape = (j: Job): string =>
  (j['x-printed']?.dates ?? '')
    .replace(/\p{L}+/gu, 'a')
    .replace(/\d+/g, '9')
    .replace(/\s+/g, '');
const shareOf = <T>(list: T[], test: (x: T) => boolean): number =>
  list.length ? list.filter(test).length / list.length : 0;
const isPlace = (t?: string): boolean =>
  !!t && !!parseLocation(t) && !isOrganizationLike(t) && !isSchoolLike(t);

export interface SiblingFacts {
  shape: string;
  dates: string;
  place: boolean;
}
/** What each job of a list is compared on, worked out once per job. */
export const siblingFacts = (jobs: Job[]): SiblingFacts[] =>
  jobs.map((j) => ({ shape: shapeOf(j), dates: dateShape(j), place: isPlace(j.name) }));

function siblingCues(jobs: Job[], i: number, facts: SiblingFacts[]): Record<string, number> {
  const job = jobs[i]!;
  const rest = jobs.filter((_, k) => k !== i);
  const restFacts = facts.filter((_, k) => k !== i);
  const { shape, dates, place } = facts[i]!;
  const prev = jobs[i - 1];
  const next = jobs[i + 1];
  return {
    'shape.shared': shareOf(restFacts, (f) => f.shape === shape),
    'shape.unique': rest.length >= 2 && !restFacts.some((f) => f.shape === shape) ? 1 : 0,
    'dates.shape.shared': dates ? shareOf(restFacts, (f) => f.dates === dates) : 0,
    'dates.shape.unique': dates && rest.length >= 2 && !restFacts.some((f) => f.dates === dates) ? 1 : 0,
    'undated.between.dated': !job.startDate && prev?.startDate && next?.startDate ? 1 : 0,
    'after.undated': prev && !prev.startDate && job.startDate ? 1 : 0,
    'before.undated': next && !next.startDate && job.startDate ? 1 : 0,
    'employer.place.unlike': place && shareOf(restFacts, (f) => f.place) < 0.5 ? 1 : 0,
    'employer.is.location': job.name && rest.some((j) => j.location === job.name) ? 1 : 0,
    'title.is.employer': job.position && rest.some((j) => j.name === job.position) ? 1 : 0,
    'employer.is.title': job.name && rest.some((j) => j.position === job.name) ? 1 : 0,
    'title.repeated': job.position && rest.some((j) => j.position === job.position) ? 1 : 0,
    'entry.last': jobs.length > 1 && i === jobs.length - 1 ? 1 : 0,
    'entry.at': jobs.length > 1 ? i / (jobs.length - 1) : 0,
    'summary.long': Math.min((job.summary ?? '').length, 400) / 400,
    'bullets.fewer': described(job) ? 0 : shareOf(rest, described),
  };
}

const described = (j: Job): boolean => (j.highlights?.length ?? 0) > 0 || Boolean(j.summary);
const share = (jobs: Job[], test: (j: Job) => boolean): number =>
  jobs.length > 1 ? jobs.filter(test).length / jobs.length : 0;
const medianWords = (jobs: Job[], field: 'name' | 'position'): number => {
  const counts = jobs
    .map((j) => j[field])
    .filter((t): t is string => Boolean(t))
    .map(words)
    .sort((a, b) => a - b);
  return counts[Math.floor(counts.length / 2)] ?? 0;
};
/** The job's start breaks the order its neighbours keep (most recent first, or oldest first). */
function outOfOrder(jobs: Job[], i: number): boolean {
  const starts = jobs.map((j) => j.startDate?.slice(0, 7));
  const here = starts[i];
  const before = starts.slice(0, i).filter(Boolean).at(-1);
  const after = starts.slice(i + 1).find(Boolean);
  if (!here || !before || !after) return false;
  return (
    (before >= after && (here > before || here < after)) ||
    (before < after && (here < before || here > after))
  );
}

/**
 * The first or last job breaks the order the two jobs beside it keep: a date from another
 * section read as the first job's, which shifts every date below it by one job.
 */
function edgeOutOfOrder(jobs: Job[], i: number): boolean {
  if (jobs.length < 3 || (i !== 0 && i !== jobs.length - 1)) return false;
  const starts = jobs.map((j) => j.startDate?.slice(0, 7)).filter(Boolean);
  const [here, a, b] = i === 0 ? starts : [...starts].reverse();
  if (!here || !a || !b || starts.length !== jobs.length || a === b) return false;
  // The trend from b to a should go on to the edge job.
  return a > b ? here < a : here > a;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

const weigh = (w: Weights, features: string[], cues: Record<string, number>): number => {
  let z = w.bias;
  features.forEach((name, k) => {
    z += (w.weights[k] ?? 0) * (cues[name] ?? 0);
  });
  return sigmoid(z);
};

/** The probability that a field of the job was read wrong: the job made up, or the field misread. */
export function doubtOf(
  cues: Record<string, number>,
  field: DoubtField,
  m: DoubtModel = model as DoubtModel,
): number {
  const job = weigh(m.job, m.features, cues);
  return job + (1 - job) * weigh(m.fields[field], m.features, cues);
}

/**
 * Which fields of one job the model flags, from each field's probability of being wrong
 * (undefined: a rule doubted it already, so the model does not judge it): those past the
 * threshold, and the rest of the entry too once `entryFlags` of its other filled fields are (an
 * empty field flagged says a date may be lost, not that the entry was misread).
 */
export function flaggedFields(
  doubt: Array<number | undefined>,
  filled: boolean[],
  m: DoubtModel = model as DoubtModel,
): boolean[] {
  const own = doubt.map((p) => p !== undefined && p >= m.threshold);
  const count = own.filter((flag, k) => flag && filled[k]).length;
  const spread = m.entryFlags ?? 0;
  return doubt.map((p, k) => p !== undefined && (own[k]! || (spread > 0 && count >= spread)));
}

/** Flags each field of the jobs the model doubts, filled or empty; fields already doubted keep their reason. */
export function flagDoubtfulJobs(
  jobs: Job[],
  uncertain: UncertainList,
  base = '/work',
  m: DoubtModel = model as DoubtModel,
  around: Around = {},
): void {
  const before = [...uncertain.items];
  const facts = siblingFacts(jobs);
  jobs.forEach((job, i) => {
    const cues = jobCues(jobs, i, before, base, facts, around);
    const paths = DOUBT_FIELDS.map((field) => `${base}/${i}/${field}`);
    // An empty field is judged too: a single year read as a start with no end, or a job whose
    // dates were not read, may have lost the date the resume printed.
    const doubt = DOUBT_FIELDS.map((field, k) =>
      uncertain.has(paths[k]!) ? undefined : doubtOf(cues, field, m),
    );
    flaggedFields(
      doubt,
      DOUBT_FIELDS.map((field) => Boolean(job[field]?.trim())),
      m,
    ).forEach((flag, k) => {
      if (flag) uncertain.add(paths[k]!, 'field_doubtful', 'learned');
    });
  });
}
