import type { ResumeData } from '../schema/resume.ts';
import { withinListBudget } from './list-budget.ts';
import { BULLETS_KEPT, irrelevantItems, withoutItems } from './select.ts';
import type { Density } from './view-model.ts';

/** Loosest first; the last one is the tightest a resume is ever set. */
export const densities: readonly Density[] = ['normal', 'compact', 'tight', 'tightest'];

/**
 * A last page filled less than this (of the room between its margins) reads as a page left
 * behind: a few lines of skills on page 2. The fitter tries to take them back onto the pages before.
 */
export const NEARLY_EMPTY = 0.2;

/** At most this many bullets are given up to save a nearly empty page: a few lines, never a job. */
const MOST_BULLETS_TRIMMED = 4;

export interface LaidOut {
  pdf: Uint8Array;
  pages: number;
  /** How full the last page is, 0 to 1; undefined when the template does not tell. */
  lastPageFill?: number;
  resume: ResumeData;
}

/** Sentences of a summary, so the last ones can be dropped to save room. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[\p{Lu}¿¡"«(])/u).filter((s) => s.trim());
}

const nearlyEmpty = (laid: LaidOut): boolean =>
  laid.pages > 1 && laid.lastPageFill !== undefined && laid.lastPageFill < NEARLY_EMPTY;

/**
 * The resume with its `count` least relevant bullets left out: bullets are ranked most relevant
 * first within each entry (tailoring did that), so the last bullet of the oldest entry goes
 * first, then the last of the one before it, round after round. Entries keep their titles,
 * employers and dates, and at least BULLETS_KEPT bullets each; a bullet holding a year is never
 * given up. Undefined when fewer than `count` bullets may go.
 */
export function withoutLastBullets(resume: ResumeData, count: number): ResumeData | undefined {
  const work = resume.work.map((w) => [...w.highlights]);
  const projects = resume.projects.map((p) => [...p.highlights]);
  // Oldest jobs last in the list; projects after jobs (a job tells more than a side project).
  const lists = [...work, ...projects].reverse();
  let left = count;
  let dropped = true;
  while (left > 0 && dropped) {
    dropped = false;
    for (const list of lists) {
      if (left === 0) break;
      // A bullet with a year in it may hold dates the reader left there: it stays.
      if (list.length > BULLETS_KEPT && !/\b(?:19|20)\d{2}\b/.test(list.at(-1)!)) {
        list.pop();
        left--;
        dropped = true;
      }
    }
  }
  if (left === count || left > 0) return undefined;
  return {
    ...resume,
    work: resume.work.map((w, i) => ({ ...w, highlights: work[i]! })),
    projects: resume.projects.map((p, i) => ({ ...p, highlights: projects[i]! })),
  };
}

/**
 * The resume with `count` items left out: those that name none of the posting's `terms`, oldest
 * first (see irrelevantItems), when the terms are known; else its last bullets. Undefined when
 * fewer than `count` may go.
 */
export function withoutLeastRelevant(
  resume: ResumeData,
  count: number,
  terms: readonly string[] = [],
): ResumeData | undefined {
  if (!terms.length) return withoutLastBullets(resume, count);
  const keys = irrelevantItems(resume, terms);
  return keys.length >= count ? withoutItems(resume, keys.slice(0, count)) : undefined;
}

/**
 * The fewest items that name none of the posting's terms, oldest first, whose leaving out lays the
 * resume out on `maxPages` at the tightest spacing (found by halving), or all of them when even
 * that is too long; undefined when none may go.
 */
function fewestLeftOut(
  parsed: ResumeData,
  attempt: (resume: ResumeData, density: Density) => LaidOut,
  maxPages: number,
  terms: readonly string[],
): LaidOut | undefined {
  const keys = irrelevantItems(parsed, terms);
  if (!keys.length) return undefined;
  const tryCount = (count: number): LaidOut =>
    attempt(withoutItems(parsed, keys.slice(0, count)), 'tightest');
  let fits = tryCount(keys.length);
  if (fits.pages > maxPages) return fits;
  let low = 0;
  let high = keys.length;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    const tried = tryCount(mid);
    if (tried.pages <= maxPages) [high, fits] = [mid, tried];
    else low = mid;
  }
  return fits;
}

export interface FitOptions {
  maxPages: number;
  /** The summary the source resume had (undefined or "" when tailoring added one): the last thing to try. */
  sourceSummary?: string;
  /** The posting's terms: what names none of them is given up first when content must go (see select.ts). */
  postingTerms?: readonly string[];
}

/**
 * Lay the resume out on at most `maxPages` pages where its content allows, and on fewer when its
 * long lists make it long (a long academic CV: see list-budget.ts, whose page rule comes first:
 * its least relevant list items go until it fits its budget). Then spacing is tightened one
 * level at a time, then the items that name none of the posting's terms are left out, then the
 * added summary is shortened, then the source's own summary is tried; and then, when the last page holds only a few
 * lines, take them back: tighter spacing, a shorter added summary, and as a last resort up to
 * MOST_BULLETS_TRIMMED of the least relevant items (see withoutLeastRelevant).
 */
export function fitResume(
  parsed: ResumeData,
  attempt: (resume: ResumeData, density: Density) => LaidOut,
  opts: FitOptions,
): LaidOut {
  const listed = withinListBudget(parsed, attempt, opts.maxPages, opts.postingTerms ?? []);
  const fitted = fitToPages(listed.resume, attempt, { ...opts, maxPages: listed.maxPages });
  if (!nearlyEmpty(fitted)) return fitted;
  const fewer = fitted.pages - 1;
  const tighter = densities.slice(densities.indexOf(densityOf(fitted)) + 1);
  for (const density of tighter) {
    const tried = attempt(fitted.resume, density);
    if (tried.pages <= fewer) return tried;
  }
  // Then, at the tightest spacing, a few of the least relevant bullets, with the whole summary
  // first and then with its last sentences left out too.
  const summary = sentences(fitted.resume.basics.summary ?? '');
  for (let keep = summary.length; keep >= Math.min(1, summary.length); keep--) {
    const base =
      keep === summary.length
        ? fitted.resume
        : {
            ...fitted.resume,
            basics: { ...fitted.resume.basics, summary: summary.slice(0, keep).join(' ') },
          };
    for (let count = 0; count <= MOST_BULLETS_TRIMMED; count++) {
      if (count === 0 && keep === summary.length) continue;
      const shorter = count ? withoutLeastRelevant(base, count, opts.postingTerms) : base;
      if (!shorter) break;
      const tried = attempt(shorter, 'tightest');
      if (tried.pages <= fewer) return tried;
    }
  }
  return fitted;
}

const densityOf = (laid: LaidOut): Density =>
  ((laid.resume.meta as { density?: Density } | undefined)?.density ?? 'normal') as Density;

function fitToPages(
  source: ResumeData,
  attempt: (resume: ResumeData, density: Density) => LaidOut,
  { maxPages, sourceSummary, postingTerms = [] }: FitOptions,
): LaidOut {
  let best: LaidOut | undefined;
  for (const density of densities) {
    best = attempt(source, density);
    if (best.pages <= maxPages) return best;
  }
  // Then what names none of the posting's terms, oldest first, before the summary written for it.
  const fewer = fewestLeftOut(source, attempt, maxPages, postingTerms);
  if (fewer && fewer.pages <= maxPages) return fewer;
  if (fewer) best = fewer;
  const parsed = fewer?.resume ?? source;
  const summary = sentences(parsed.basics.summary ?? '');
  for (let keep = summary.length - 1; keep >= 1; keep--) {
    const shorter = { ...parsed, basics: { ...parsed.basics, summary: summary.slice(0, keep).join(' ') } };
    const tried = attempt(shorter, 'tightest');
    if (tried.pages <= maxPages) return tried;
    if (keep === 1) best = tried;
  }
  // Still too long: the source's own summary (or none, when it had none) fitted before tailoring.
  if (sourceSummary !== undefined && sourceSummary !== parsed.basics.summary) {
    const own = attempt({ ...parsed, basics: { ...parsed.basics, summary: sourceSummary } }, 'tightest');
    if (own.pages <= maxPages || own.pages < best!.pages) return own;
  }
  return best!;
}
