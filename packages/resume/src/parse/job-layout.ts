/**
 * How each job read by the work reader was printed: its header lines' type and place, how many
 * header lines and body items it had, how much of its header found no field. Kept beside the job
 * (not in the resume data) for the doubt model, which compares a job with its siblings: a job
 * printed unlike the others was often made from something that is not a job.
 */
import type { ResumeData } from '../schema/resume.ts';
import type { Entry } from './entries.ts';
import { findDates } from '../text/dates.ts';

type Job = ResumeData['work'][number];

export interface JobLayout {
  headerLines: number;
  /** Which header line holds the dates (-1: none). */
  datedLine: number;
  bold: boolean;
  size?: number;
  x?: number;
  bullet: boolean;
  caps: boolean;
  gap?: number;
  bullets: number;
  prose: number;
  /** Header parts that found no field. */
  unplaced: number;
  headerChars: number;
  /** The dates sit inside words: a name before them and more words after ("Tips 2021 – Workshop on R"). */
  datesInside: boolean;
  /** Lines above the title given back to the job above (entries-title-over.ts). */
  glued: number;
  /** Read as a title over its employer and dates. */
  titleOver: boolean;
}

const layouts = new WeakMap<Job, JobLayout>();

export function recordLayout(job: Job, entry: Entry, unplaced: number): void {
  const first = entry.header[0];
  layouts.set(job, {
    headerLines: entry.header.length,
    datedLine: entry.header.findIndex((l) => findDates(l.text)),
    bold: first?.bold ?? false,
    size: first?.size,
    x: first?.x,
    bullet: entry.header.some((l) => l.bullet),
    caps: !!first && /\p{Lu}{3}/u.test(first.text) && !/\p{Ll}/u.test(first.text),
    gap: first?.gapBefore,
    bullets: entry.body.filter((b) => b.kind === 'bullet').length,
    prose: entry.body.filter((b) => b.kind === 'prose').length,
    unplaced,
    headerChars: entry.header.reduce((n, l) => n + l.text.length, 0),
    datesInside: entry.header.some((l) => datesInside(l.text)),
    glued: entry.glued ?? 0,
    titleOver: entry.titleOver ?? false,
  });
}

/**
 * Dates with a word right before them (no tab, dash or comma between) and three words or more after:
 * a year that is part of a name or a sentence ("Summit 2021 – Talk on survey design"), not a job's dates.
 */
function datesInside(text: string): boolean {
  const found = findDates(text);
  if (!found || found.index === 0) return false;
  const before = text.slice(0, found.index);
  const after = text.slice(found.index + found.length).match(/\p{L}{2,}/gu) ?? [];
  return /\p{L}\s+$/u.test(before) && !/\t/.test(before) && after.length >= 3;
}

export const layoutOf = (job: Job): JobLayout | undefined => layouts.get(job);

/** The work section each job was read from, as a token: jobs of one section share it. */
const sections = new WeakMap<Job, object>();
/** Notes that the jobs were read from one section (one call per section); returns the jobs. */
export function noteSection(jobs: Job[]): Job[] {
  const section = {};
  for (const job of jobs) sections.set(job, section);
  return jobs;
}
export const sectionOf = (job: Job): object | undefined => sections.get(job);

const median = (values: number[]): number | undefined =>
  values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : undefined;

/** How the job was printed beside how its siblings were. */
export function layoutCues(jobs: Job[], i: number): Record<string, number> {
  const mine = layoutOf(jobs[i]!);
  if (!mine) return { 'layout.none': 1 };
  const rest = jobs
    .filter((_, k) => k !== i)
    .map(layoutOf)
    .filter((l): l is JobLayout => !!l);
  const most = (test: (l: JobLayout) => boolean) =>
    rest.length ? rest.filter(test).length / rest.length : 0;
  const differs = (key: 'bold' | 'bullet' | 'caps') => (rest.length ? most((l) => l[key] !== mine[key]) : 0);
  const numeric = (key: 'size' | 'x' | 'gap' | 'headerLines' | 'headerChars' | 'bullets' | 'unplaced') => {
    const m = median(rest.map((l) => l[key]).filter((v): v is number => v !== undefined));
    const v = mine[key];
    return m === undefined || v === undefined ? 0 : v - m;
  };
  const clip = (v: number, r: number) => Math.max(-r, Math.min(r, v)) / r;
  return {
    'layout.lines': Math.min(mine.headerLines, 5) / 5,
    'layout.noheader': mine.headerLines === 0 ? 1 : 0,
    'layout.undated': mine.datedLine < 0 ? 1 : 0,
    'layout.dated.first': mine.datedLine === 0 ? 1 : 0,
    'layout.dates.inside': mine.datesInside ? 1 : 0,
    'layout.bullet': mine.bullet ? 1 : 0,
    'layout.unplaced': Math.min(mine.unplaced, 3) / 3,
    'layout.bold.differs': differs('bold'),
    'layout.bullet.differs': differs('bullet'),
    'layout.caps.differs': differs('caps'),
    'layout.dated.line.differs': most((l) => l.datedLine !== mine.datedLine),
    'layout.size.diff': clip(numeric('size'), 3),
    'layout.size.smaller': numeric('size') < -0.4 ? 1 : 0,
    'layout.x.diff': clip(Math.abs(numeric('x')), 60),
    'layout.gap.diff': clip(numeric('gap'), 2),
    'layout.lines.diff': clip(numeric('headerLines'), 3),
    'layout.chars.diff': clip(numeric('headerChars'), 80),
    'layout.bullets.diff': clip(numeric('bullets'), 4),
    'layout.unplaced.diff': clip(numeric('unplaced'), 2),
  };
}
