import { presentWords } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { fold } from '../text/fold.ts';
import type { LaidOut } from './fit.ts';
import { namesAnyTerm, withoutItems, yearOf } from './select.ts';
import type { Density } from './view-model.ts';

/*
 * The page budget of a CV made long by its lists. An academic CV lists every publication, talk,
 * course taught or project, page after page; a posting that is no academic post reads the first
 * two pages. So a tailored CV gives its long lists (LONG_LIST items or more: publications, awards,
 * projects, a section of its own such as talks or teaching) one page beyond what the rest of it
 * takes, and at least MOST_PAGES_WITH_LISTS pages in all: the rest is every job, degree and contact
 * detail with their bullets, at the tightest spacing. A list keeps its items that name the
 * posting's terms first, then its most recent, and never fewer than LIST_KEPT; a cut list is headed
 * as a selection (meta.selected). Short lists stay whole, as does every list of a CV for an academic
 * post (meta.wholeLists, set by tailoring), and a CV that already fits the budget is not touched.
 */

/** A list of this many items or more is one a CV may print only part of. */
export const LONG_LIST = 8;
/** A list that is cut keeps at least this many items: the CV still shows the candidate's record. */
export const LIST_KEPT = 3;
/** A CV cut down to its budget takes at least this many pages: room for its lists beside its jobs. */
export const MOST_PAGES_WITH_LISTS = 2;

/** One item of a long list: its key (see withoutItems), how old it is, whether it names a term. */
interface Item {
  key: string;
  year: number;
  /** Its place in its list: of two items of one year, the later one (older in a dated list) goes first. */
  place: number;
  relevant: boolean;
}

const thisYear = (date: string | undefined): number | undefined =>
  date && presentWords.has(fold(date.trim())) ? new Date().getFullYear() : yearOf(date);

/** Each long list of the resume: its section's key as the CV's view names it, and its items. */
function longLists(resume: ResumeData, terms: readonly string[]): Array<{ section: string; items: Item[] }> {
  const names = terms.length ? namesAnyTerm(terms) : () => false;
  const item = (key: string, text: string, year: number | undefined, place: number): Item => ({
    key,
    year: year ?? 0,
    place,
    relevant: names(text),
  });
  const lists = [
    {
      section: 'publications',
      items: resume.publications.map((p, i) =>
        item(
          `publications:${i}`,
          [p.name, p.publisher, p.summary].join(' '),
          yearOf(p.releaseDate, p.name),
          i,
        ),
      ),
    },
    {
      section: 'awards',
      items: resume.awards.map((a, i) =>
        item(`awards:${i}`, [a.title, a.awarder, a.summary].join(' '), yearOf(a.date), i),
      ),
    },
    {
      section: 'projects',
      items: resume.projects.map((p, i) =>
        item(
          `projects:${i}`,
          [p.name, p.description, ...p.highlights, ...p.keywords].join(' '),
          thisYear(p.endDate) ?? yearOf(p.startDate),
          i,
        ),
      ),
    },
    ...resume.custom.map((c, i) => ({
      section: `custom-${i}`,
      items: c.items.map((text, j) => item(`custom:${i}:${j}`, text, yearOf(text), j)),
    })),
  ];
  return lists.filter((l) => l.items.length >= LONG_LIST);
}

/**
 * The keys of the long lists' items that may go, the first to go first: those that name none of
 * the terms, oldest first, then those that name one, oldest first; each list keeps LIST_KEPT.
 */
export function listItemsToCut(resume: ResumeData, terms: readonly string[]): string[] {
  const order = (a: Item, b: Item) =>
    Number(a.relevant) - Number(b.relevant) || a.year - b.year || b.place - a.place;
  return longLists(resume, terms)
    .flatMap((l) => [...l.items].sort(order).slice(0, l.items.length - LIST_KEPT))
    .sort(order)
    .map((i) => i.key);
}

/** The view's keys of the lists `laid` prints only part of, against the `source` it was cut from. */
export function selectedLists(source: ResumeData, laid: ResumeData): string[] {
  const fewer = (section: string, before: number, after: number | undefined) =>
    after !== undefined && after < before ? [section] : [];
  return [
    ...fewer('publications', source.publications.length, laid.publications.length),
    ...fewer('awards', source.awards.length, laid.awards.length),
    ...fewer('projects', source.projects.length, laid.projects.length),
    ...source.custom.flatMap((c, i) => fewer(`custom-${i}`, c.items.length, laid.custom[i]?.items.length)),
  ];
}

/**
 * The resume with its long lists cut to its budget (see the file's head), and the pages it may
 * take: the fewest items that lay it out on the budget at the tightest spacing, found by halving.
 * The resume and `maxPages` as they are when it has no long list, is for an academic post, or
 * fits already.
 */
export function withinListBudget(
  resume: ResumeData,
  attempt: (resume: ResumeData, density: Density) => LaidOut,
  maxPages: number,
  terms: readonly string[],
): { resume: ResumeData; maxPages: number } {
  const keys = resume.meta?.wholeLists ? [] : listItemsToCut(resume, terms);
  if (!keys.length) return { resume, maxPages };
  const whole = attempt(resume, 'tightest').pages;
  // Within the least budget there is, it fits any: the rest need not be laid out.
  if (whole <= Math.min(maxPages, MOST_PAGES_WITH_LISTS)) return { resume, maxPages };
  const everyItem = longLists(resume, []).flatMap((l) => l.items.map((i) => i.key));
  const rest = attempt(withoutItems(resume, everyItem), 'tightest').pages;
  const budget = Math.min(maxPages, Math.max(MOST_PAGES_WITH_LISTS, rest + 1));
  if (whole <= budget) return { resume, maxPages };
  const fits = (count: number) =>
    attempt(withoutItems(resume, keys.slice(0, count)), 'tightest').pages <= budget;
  let [low, high] = [0, keys.length];
  if (!fits(high)) return { resume: withoutItems(resume, keys), maxPages: budget };
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) high = mid;
    else low = mid;
  }
  return { resume: withoutItems(resume, keys.slice(0, high)), maxPages: budget };
}
