/*
 * The order a letter tells its entries in: the most relevant to the posting first, and a lead-in
 * such as "Before that" only where the dates make it true.
 */
import type { ResumeData } from '../../schema/resume.ts';
import { fold } from '../../text/fold.ts';
import { isPresent, jobEmployer, yearOf } from '../facts.ts';
import { varyDuties, varyRepeats, type DutiesTold } from '../letter-clauses.ts';
import { when, type LetterContext } from './context.ts';
import { roleTitle } from './role-title.ts';
import { byFact, paragraphFact } from './told-facts.ts';

/** A paragraph about one entry; one about a job starts with its intro, which gets a lead-in by its place. */
export interface Body {
  sentences: string[];
  /** The resume path of its first line. */
  source: string;
  /** `more`: a second paragraph about the same job, which takes no lead-in. */
  job?: { index: number; more: boolean };
  /** More lines of the same entry that show what the posting asks for, as clauses ("I led ..."): told as "I also ..." when the letter is short. */
  spare?: string[];
  /** The last spare told and where: the next one may join its sentence. */
  alsoTold?: { clause: string; at: number; joined: boolean };
  /** Its last sentence says what the lines before it show: more lines are told before it. */
  after?: boolean;
  /** The posting's requirement it shows, as the paragraph names it. */
  topic?: string;
  /** Told in the paragraph of the body before it: evidence grouped by what it answers, not one paragraph per line. */
  joined?: boolean;
}

/** A paragraph as it reads, lead-in included. */
export interface ToldBody {
  text: string;
  source: string;
  body: Body;
}

/** How recent a job is, as a sortable text: '9999' while it lasts, else its end (or start) date or year. */
export function recencyOf(source: ResumeData, index: number): string {
  const w = source.work[index]!;
  const date = w.endDate ?? w.startDate ?? '';
  return isPresent(w.endDate) ? '9999' : /^\d{4}/.test(date) ? date : (yearOf(date) ?? '');
}

/** Jobs latest first where both have a date; otherwise as they came. */
export function byRecency(source: ResumeData): (a: number, b: number) => number {
  return (a, b) => {
    const [ra, rb] = [recencyOf(source, a), recencyOf(source, b)];
    return ra && rb && ra !== rb ? (rb > ra ? 1 : -1) : 0;
  };
}

/**
 * The paragraphs in the order they are told: the order given, the most relevant to the posting
 * first (evidence.ts ranks them), not the resume's dates. A job told right after a more recent one
 * is led in by what its paragraph tells (told-facts.ts): a figure, a tool the posting asks for, a
 * role in its field, or plainly "Before that"; a job still held after another one still held runs
 * beside it ("Alongside that"); any other needs no lead-in, its dates say the rest. Only the
 * second and third jobs take one.
 */
export function tellBodies(ctx: LetterContext, bodies: Body[]): ToldBody[] {
  const { say, lang, source } = ctx;
  let k = 0;
  let previous: number | undefined;
  const used = new Set<unknown>();
  // "I also" is varied across the letter, not only within a paragraph.
  const seen = new Map<RegExp, number>();
  const duties: DutiesTold = { counts: new Map() };
  const vary = (sentences: string[]): string =>
    varyDuties(varyRepeats(sentences, lang, seen), lang, duties).join(' ');
  const out: ToldBody[] = [];
  for (const b of bodies) {
    if (!b.job) {
      out.push({ text: vary(b.sentences), source: b.source, body: b });
      continue;
    }
    const index = b.job.index;
    const [intro = '', ...rest] = b.sentences;
    // Another role with the employer the paragraph before named: told in it, the employer not named
    // again. One a paragraph further back named: its own paragraph, led in by that role's title.
    const last = out[out.length - 1];
    const adjacent = last ? last.body.job?.index : ctx.openedWith;
    const named = b.job.more ? undefined : namedBefore(ctx, out, index);
    if (named !== undefined) {
      const w = source.work[index]!;
      const next = named === adjacent;
      const time = next ? Math.sign(byRecency(source)(previous ?? named, index)) : -1;
      const again = say.sameEmployer(
        roleTitle(w.position, lang, ctx.resumeLang),
        when(ctx, w.startDate, w.endDate),
        time as -1 | 0 | 1,
        isPresent(w.endDate),
        next && last ? undefined : roleTitle(source.work[named]!.position, lang, ctx.resumeLang),
      );
      previous = index;
      if (next && last) last.text = `${last.text} ${vary([again, ...rest])}`;
      else {
        k++;
        out.push({ text: vary([again, ...rest]), source: b.source, body: b });
      }
      continue;
    }
    let lead: ((sentence: string) => string) | null = null;
    if (!b.job.more && k++ > 0 && k <= 3 && previous !== undefined) {
      const held = (i: number): boolean => isPresent(source.work[i]!.endDate);
      // "Before that" only of a job that ended before the one just told.
      const older = byRecency(source)(previous, index) < 0;
      const text = b.sentences.join(' ');
      const told = { ...paragraphFact(ctx, text, index), seed: text };
      if (held(index) && held(previous)) lead = say.alongside;
      else if (older && !held(index)) lead = (s) => byFact(say.earlier[told.kind], told, used)(s, told.fact);
    }
    if (!b.job.more) previous = index;
    out.push({ text: vary([lead ? lead(intro) : intro, ...rest]), source: b.source, body: b });
  }
  return out;
}

/**
 * The job at the same employer that the paragraph just before (or the opening) named; else one named
 * further back, with a title, that came after this one (its title then leads this role in).
 */
function namedBefore(ctx: LetterContext, out: ToldBody[], index: number): number | undefined {
  const { source, lang } = ctx;
  const told = [ctx.openedWith, ...out.map((o) => o.body.job?.index)];
  const adjacent = out.length ? told[told.length - 1] : ctx.openedWith;
  if (adjacent !== undefined && sameEmployer(source, adjacent, index)) return adjacent;
  return told.find(
    (i): i is number =>
      i !== undefined &&
      sameEmployer(source, i, index) &&
      !!roleTitle(source.work[i]!.position, lang, ctx.resumeLang) &&
      !!roleTitle(source.work[index]!.position, lang, ctx.resumeLang) &&
      byRecency(source)(i, index) < 0,
  );
}

/** Whether two jobs name one employer (the letter names it once). */
function sameEmployer(source: ResumeData, a: number, b: number): boolean {
  const [x, y] = [jobEmployer(source.work[a]!), jobEmployer(source.work[b]!)];
  return a !== b && !!x && !!y && fold(x) === fold(y);
}

/** How close in score an entry told later in time must come to the strongest one to be told first. */
const CLOSE_SCORE = 0.8;

/**
 * The entries of a letter told entry by entry, in the order a recruiter follows: the most relevant
 * first, unless a more recent one shows about as much; the others latest first, so that a lead-in
 * such as "Before that" is true more often. A second paragraph about one job follows it; projects
 * and undated jobs come after the dated jobs, in the order given.
 */
export function tellingOrder<
  T extends { kind: 'work' | 'project'; index: number; score: number; more: boolean },
>(source: ResumeData, entries: T[]): T[] {
  const dated = (e: T): string => (e.kind === 'work' && !e.more ? recencyOf(source, e.index) : '');
  const byTime = entries
    .filter((e) => dated(e))
    .sort((a, b) => (dated(a) === dated(b) ? 0 : dated(b) > dated(a) ? 1 : -1));
  const top = entries[0];
  if (!top) return entries;
  const latest = byTime[0];
  const first = latest && latest.score >= CLOSE_SCORE * top.score ? latest : top;
  const follows = (e: T): boolean => e.more && e.index === first.index && e.kind === first.kind;
  const rest = [...byTime, ...entries.filter((e) => !dated(e))].filter((e) => e !== first && !follows(e));
  return byEmployer(source, [first, ...entries.filter(follows), ...rest]);
}

/** The entries with each job told right after the others at its employer, so one paragraph tells them. */
function byEmployer<T extends { kind: 'work' | 'project'; index: number; more: boolean }>(
  source: ResumeData,
  entries: T[],
): T[] {
  const out: T[] = [];
  for (const e of entries) {
    let at = -1;
    if (e.kind === 'work' && !e.more)
      out.forEach((o, i) => {
        if (o.kind === 'work' && sameEmployer(source, o.index, e.index)) at = i;
      });
    if (at < 0) out.push(e);
    else out.splice(at + 1, 0, e);
  }
  return out;
}
