/*
 * The order a letter tells its entries in: jobs from the latest back, whatever order the resume
 * lists them in, so "Before that" is true; then projects.
 */
import type { ResumeData } from '../../schema/resume.ts';
import { isPresent, yearOf } from '../facts.ts';
import { varyRepeats } from '../letter-clauses.ts';
import type { LetterContext } from './context.ts';
import type { Chosen } from './evidence.ts';
import type { ResultList } from './paragraphs.ts';
import { byFact, paragraphFact } from './told-facts.ts';

/** A paragraph about one entry; one about a job starts with its intro, which gets a lead-in by its place. */
export interface Body {
  sentences: string[];
  /** The resume path of its first line. */
  source: string;
  /** `more`: a second paragraph about the same job, which takes no lead-in. */
  job?: { index: number; more: boolean };
  /** The paragraph's list of lines no clause holds, and where its sentence stands (see resultSentences). */
  list?: ResultList & { at: number };
  /** More lines of the same entry that show what the posting asks for, as "I also ..." sentences: told when the letter is short. */
  spare?: string[];
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

/** The chosen entries in telling order: jobs latest first (undated ones as listed), then projects as listed. */
export function orderEntries(chosen: Chosen[], source: ResumeData): Chosen[] {
  return chosen.sort((a, b) => {
    if (a.kind !== b.kind) return a.kind === 'work' ? -1 : 1;
    if (a.kind === 'project' || a.index === b.index) return a.index - b.index;
    const [ra, rb] = [recencyOf(source, a.index), recencyOf(source, b.index)];
    return ra && rb && ra !== rb ? (rb > ra ? 1 : -1) : a.index - b.index;
  });
}

/**
 * The paragraphs in the order they are told: jobs from the latest back (those added to lengthen
 * a short letter among them), then projects. The second and third jobs told are led in by what
 * their paragraph tells (told-facts.ts): a figure, a tool the posting asks for, a role in its
 * field, or plainly "Before that"; further ones need no lead-in, the dates say the rest. A job
 * still held after one told before it runs beside it ("Alongside that"), not before it.
 */
export function tellBodies(ctx: LetterContext, bodies: Body[]): ToldBody[] {
  const { say, lang, source } = ctx;
  const jobs = bodies.filter((b) => b.job).sort((a, b) => byRecency(source)(a.job!.index, b.job!.index));
  let k = 0;
  const used = new Set<unknown>();
  const told = jobs.map((b, n) => {
    const beside = n > 0 && isPresent(source.work[b.job!.index]!.endDate);
    const [intro = '', ...rest] = b.sentences;
    // The second and third jobs back are led in by what they tell; further ones need no lead-in.
    let lead: ((sentence: string) => string) | null = null;
    if (!b.job!.more && k++ > 0 && k <= 3) {
      const text = b.sentences.join(' ');
      const told = { ...paragraphFact(ctx, text, b.job!.index), seed: text };
      lead = beside ? say.alongside : (s) => byFact(say.earlier[told.kind], told, used)(s, told.fact);
    }
    return {
      text: varyRepeats([lead ? lead(intro) : intro, ...rest], lang).join(' '),
      source: b.source,
      body: b,
    };
  });
  return [
    ...told,
    ...bodies
      .filter((b) => !b.job)
      .map((b) => ({ text: varyRepeats(b.sentences, lang).join(' '), source: b.source, body: b })),
  ];
}
