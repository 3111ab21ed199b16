import { withoutTitleMarks } from '../cv-words.ts';
import type { ResumeData } from '../../schema/resume.ts';
import type { Language } from '../../parse/language.ts';
import { allLanguages } from '../../lexicon/index.ts';
import { isPresent, latestJob, quotableIn, resumeLanguage, yearOf } from '../facts.ts';
import type { JobKeyword } from '../keywords.ts';
import { letterPhrases, type LetterPhrases } from '../phrases/index.ts';
import { displayTerm, type TailorPlan } from '../plan.ts';
import { hashText, normTokens } from '../text.ts';
import type { TailorJob } from '../types.ts';
import { postingCase } from '../facts/posting-case.ts';
import { keywordsNamedIn, resultTexts } from './evidence.ts';

/** What every part of a letter reads: the plan, the resume, the posting and the wording chosen for them. */
export interface LetterContext {
  plan: TailorPlan;
  source: ResumeData;
  lang: Language;
  say: LetterPhrases;
  /** Whether a resume line may be quoted in the letter's language. */
  quotable: (text: string) => boolean;
  /** The language the resume is written in: a degree named in it keeps its own words. */
  resumeLang: Language;
  /** The posting's employer, or "your company" when it names none. */
  employer: string;
  position: string;
  /** The posting as pasted: what it says of the employer and the role. */
  description: string;
  /** Seeds the choice among a slot's wordings: the same application always reads the same. */
  key: string;
  /** One wording of a slot, chosen apart for each slot: two letters rarely share the same frames. */
  choose: <T>(list: T[], slot: string) => T;
  /** The wording of a slot for the `n`th paragraph: paragraphs of one letter take different ones. */
  nth: <T>(list: T[], slot: string, n: number) => T;
  /** The resume shows little of what is required: the letter claims no match. */
  low: boolean;
  /** Whether the posting's own words hold this text. */
  inPosting: (text: string) => boolean;
  /** How the posting writes a keyword, or undefined when its words are not the posting's. */
  asked: (k: JobKeyword) => string | undefined;
  /** Keywords the posting asks for in its own words that a result of the resume shows. */
  shown: JobKeyword[];
  /** The first three of them, as the posting writes them: the opening names these. */
  top: string[];
  latest: ReturnType<typeof latestJob>;
  /** The job the opening names with its employer, when it does: a paragraph on another role there names it no more. */
  openedWith?: number;
}

export function letterContext(plan: TailorPlan, source: ResumeData, job: TailorJob): LetterContext {
  const lang = plan.language;
  const say = letterPhrases[lang];
  const employer = job.employer.trim() || say.yourCompany;
  const position = letterPosition(job, lang);
  const key = `${position}|${employer}|${source.basics.name ?? ''}`;
  // A requirement is named in the posting's own words: a term the vocabulary put in its place may be in another language.
  const posting = ` ${normTokens(job.description).join(' ')} `;
  const inPosting = (text: string): boolean => posting.includes(` ${normTokens(text).join(' ')} `);
  const asked = (k: JobKeyword): string | undefined =>
    inPosting(displayTerm(k)) ? displayTerm(k) : inPosting(k.surface) ? k.surface : undefined;
  // "My work shows X" needs a result that shows X: a line of a job or project, or the candidate's
  // own summary, never a skills list alone.
  const shownByResults = new Set(keywordsNamedIn(resultTexts(source), plan.held));
  // A quality ("communication", "leadership") is no requirement a line proves: the letter claims skills.
  const shown = plan.held.filter((k) => shownByResults.has(k) && asked(k) && k.skill?.kind !== 'soft');
  return {
    plan,
    source,
    lang,
    say,
    quotable: quotableIn(source, lang),
    resumeLang: resumeLanguage(source),
    employer,
    position,
    description: job.description,
    key,
    choose: (list, slot) => list[hashText(`${slot}|${key}`) % list.length]!,
    nth: (list, slot, n) => list[(hashText(`${slot}|${key}`) + n) % list.length]!,
    low: plan.fit === 'low',
    inPosting,
    asked,
    shown,
    top: shown.slice(0, 3).map((k) => asked(k)!),
    latest: latestJob(source),
  };
}

export { postingCase } from '../facts/posting-case.ts';

const AT_WORDS = allLanguages('employerAt').join('|');

/**
 * The position as a letter names it: in the posting's case, without the employer's name set apart
 * in it, nor the marks saying it is open to all ("F/H", "(m/w/d)").
 */
export const letterPosition = (job: TailorJob, lang: Language): string =>
  postingCase(withoutEmployer(withoutTitleMarks(job.position.trim()), job.employer.trim()), lang);

/**
 * A posting's title without the employer's name set apart in it ("Acme Labs - Data Analyst",
 * "Data Analyst at Acme Labs"): the letter names the employer in its own words, once.
 */
export function withoutEmployer(position: string, employer: string): string {
  if (!employer) return position;
  const name = employer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const set = new RegExp(
    String.raw`^${name}\s*[-–—|:,]\s*|\s*[-–—|:,]\s*${name}$|\s+(?:${AT_WORDS || 'at'}|@)\s+${name}$`,
    'iu',
  );
  const rest = position.replace(set, '').trim();
  return /\p{L}{2}/u.test(rest) ? rest : position;
}

/** When a job was held, in the letter's words: "since 2021", "from 2018 to 2020", or "" without years. */
export function when(ctx: LetterContext, start: string | undefined, end: string | undefined): string {
  const { say } = ctx;
  const from = yearOf(start);
  const current = isPresent(end);
  const to = current ? undefined : yearOf(end);
  if (!from) return to ? say.until(to) : '';
  if (current) return say.since(from);
  if (!to || to === from) return say.inYear(from);
  return say.fromTo(from, to);
}

/** A text's length in words, as the letter's bounds count them. */
export const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;
