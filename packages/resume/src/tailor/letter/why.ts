/*
 * Why this employer, from what the posting itself states: the aim it gives for the employer ("our
 * mission is to ..."), or what it says the employer does ("X is tasked with ..."), told in the
 * posting's own words. A duty of the role is no reason to want it, and is never quoted back.
 * Nothing is told when the posting says nothing usable.
 */
import type { Language } from '../../parse/language.ts';
import { byLanguage, lexicons } from '../../lexicon/index.ts';
import { fold } from '../../text/fold.ts';
import { splitSentences, trimEnd } from '../text.ts';
import type { LetterContext } from './context.ts';
import { words } from './context.ts';
import { byFact } from './told-facts.ts';
import type { ResumeData } from '../../schema/resume.ts';
import { buildFactBase, resumeTexts } from '../fact-guard.ts';
import { findSkills, namesSkill, type Skill } from '../vocabulary.ts';

/** The longest aim told, in words: a longer one reads as pasted. */
const MOST_WORDS = 14;
const LEAST_WORDS = 3;

const ADDRESSEE = byLanguage(
  (lexicon) =>
    new RegExp(
      `(?:^|[^\\p{L}'])(?:${[...lexicon.employerSpeech.addressee, ...lexicon.employerSpeech.aboutUs].join('|')})(?![\\p{L}'])`,
      'iu',
    ),
);
const AIM = byLanguage(
  (lexicon) => new RegExp(`(?:${lexicon.employerSpeech.aim.join('|')})\\s*([^.;:!?\\n]+)`, 'iu'),
);
/** ", to reduce ...", ", afin de ...": where a clause of its own starts after a comma. */
const CLAUSE_BREAK = byLanguage(
  (lexicon) => new RegExp(`,\\s+(?:${lexicon.employerSpeech.clauseBreaks.join('|')})(?![\\p{L}'])`, 'iu'),
);
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase up to the first clause of its own: "changing how X delivers services, to reduce costs" keeps its first part. */
const firstClause = (phrase: string, lang: Language): string => phrase.split(CLAUSE_BREAK[lang])[0]!.trim();

/** A phrase the letter may quote: short, one clause, speaking neither of "we" nor to "you". */
function usable(phrase: string, lang: Language): boolean {
  const n = words(phrase);
  return (
    n >= LEAST_WORDS &&
    n <= MOST_WORDS &&
    !/[:;?()"“”«»|/]/.test(phrase) &&
    // An acronym shouted in capitals reads as pasted.
    !/\p{Lu}{5,}/u.test(phrase) &&
    !ADDRESSEE[lang].test(phrase)
  );
}

const lowerFirst = (text: string): string =>
  /^\p{Lu}\p{Ll}/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;

/** The aim the posting states for its employer, as the verb phrase after "our mission is to". */
export function postingAim(description: string, lang: Language): string | undefined {
  for (const sentence of splitSentences(description.replace(/\s+/g, ' '))) {
    const aim = AIM[lang].exec(sentence)?.[1];
    const phrase = aim && trimEnd(firstClause(aim, lang));
    // The aim follows "to" or "de": a verb phrase by its place.
    if (phrase && usable(phrase, lang)) return lowerFirst(phrase);
  }
  return undefined;
}

/**
 * What the posting says the employer does, after the employer's own name ("The Acme Trust is
 * tasked with keeping ...", "Le SNC est chargé de changer ..."), up to its first clause.
 */
export function postingWork(description: string, employer: string, lang: Language): string | undefined {
  const name = employer.trim();
  if (!name || !lexicons[lang].employerSpeech.work.length) return undefined;
  const said = new RegExp(
    `${escape(name)}\\s+(?:${lexicons[lang].employerSpeech.work.join('|')})\\s*([^.;:!?\\n]+)`,
    'iu',
  );
  for (const sentence of splitSentences(description.replace(/\s+/g, ' '))) {
    const work = said.exec(sentence)?.[1];
    const phrase = work && trimEnd(firstClause(work, lang));
    if (phrase && usable(phrase, lang)) return lowerFirst(phrase);
  }
  return undefined;
}

/**
 * Whether every skill a text names is the resume's: "Ruby, NodeJS and other languages" is no
 * requirement to quote for a resume without Ruby.
 */
export function ownsEverySkill(source: ResumeData): (text: string) => boolean {
  const texts = resumeTexts(source);
  const ownSkills = buildFactBase(texts).skills;
  // In the skill's own words: "Titan's clouds" is no cloud computing.
  const said = (skill: Skill): boolean => texts.some((t) => namesSkill(t, skill));
  return (text) => findSkills(text).every((h) => ownSkills.has(h.skill.term) && said(h.skill));
}

/** One sentence on why this employer from what the posting says of it (its aim, its work), or undefined. */
export function whyFromPosting(ctx: LetterContext): string | undefined {
  const { say, lang, employer, description } = ctx;
  // A skill the resume lacks or a figure would read as the candidate's own: such a phrase is not told.
  const owned = ownsEverySkill(ctx.source);
  const tellable = (phrase: string | undefined): phrase is string =>
    !!phrase && owned(phrase) && !/\d/.test(phrase) && fold(phrase) !== fold(employer);
  const aim = postingAim(description, lang);
  if (tellable(aim)) return byFact(say.employerAim, { kind: 'aim', fact: aim, seed: ctx.key })(employer, aim);
  const work = postingWork(description, employer, lang);
  if (tellable(work))
    return byFact(say.employerWork, { kind: 'work', fact: work, seed: ctx.key })(employer, work);
  // A duty of the role is no reason to want it: quoted back, it reads as the posting pasted.
  return undefined;
}
