/*
 * Why this employer and this role, from what the posting itself states: the aim it gives for the
 * employer ("our mission is to ..."), or what the role does (a duty line that starts with a verb),
 * told in the posting's own words. Nothing is told when the posting says nothing usable.
 */
import type { Language } from '../../parse/language.ts';
import { byLanguage, lexicons } from '../../lexicon/index.ts';
import { fold } from '../../text/fold.ts';
import { BULLET, blocksOf } from '../posting/blocks.ts';
import { bulletForm, opensWithVerb } from '../sentence-forms.ts';
import { splitSentences, trimEnd } from '../text.ts';
import type { LetterContext } from './context.ts';
import { words } from './context.ts';
import { byFact } from './told-facts.ts';
import type { ResumeData } from '../../schema/resume.ts';
import { buildFactBase, resumeTexts } from '../fact-guard.ts';
import { findSkills, namesSkill, type Skill } from '../vocabulary.ts';

/** The longest aim or duty told, in words: a longer one reads as pasted. */
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

/** A phrase the letter may quote: short, one clause, speaking neither of "we" nor to "you". */
function usable(phrase: string, lang: Language): boolean {
  const n = words(phrase);
  return (
    n >= LEAST_WORDS && n <= MOST_WORDS && !/[:;?()"“”«»|/]/.test(phrase) && !ADDRESSEE[lang].test(phrase)
  );
}

const lowerFirst = (text: string): string =>
  /^\p{Lu}\p{Ll}/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;

/** The aim the posting states for its employer, as the verb phrase after "our mission is to". */
export function postingAim(description: string, lang: Language): string | undefined {
  for (const sentence of splitSentences(description.replace(/\s+/g, ' '))) {
    const aim = AIM[lang].exec(sentence)?.[1];
    const phrase = aim && trimEnd(aim.trim());
    // The aim follows "to" or "de": a verb phrase by its place.
    if (phrase && usable(phrase, lang)) return lowerFirst(phrase);
  }
  return undefined;
}

/** What the role does, as the posting's first duty line that opens with a verb. */
export function postingDuty(description: string, lang: Language): string | undefined {
  for (const block of blocksOf(description)) {
    if (block.kind !== 'duties') continue;
    for (const line of block.lines) {
      const text = trimEnd(line.text.replace(BULLET, '').trim());
      if (!opensWithVerb(text, lang) || !usable(text, lang)) continue;
      // "Builds and runs ...": the verb as the letter says it after "to".
      const form = lexicons[lang].infinitive ? undefined : bulletForm(text, lang);
      return lowerFirst(form ? `${form.verb} ${form.rest}` : text);
    }
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

/** One sentence on why this employer and role from the posting's own words, or undefined. */
export function whyFromPosting(ctx: LetterContext): string | undefined {
  const { say, lang, employer, description } = ctx;
  // A skill the resume lacks or a figure would read as the candidate's own: such a phrase is not told.
  const owned = ownsEverySkill(ctx.source);
  const tellable = (phrase: string | undefined): phrase is string =>
    !!phrase && owned(phrase) && !/\d/.test(phrase) && fold(phrase) !== fold(employer);
  const aim = postingAim(description, lang);
  if (tellable(aim)) return byFact(say.employerAim, { kind: 'aim', fact: aim, seed: ctx.key })(employer, aim);
  const duty = postingDuty(description, lang);
  if (tellable(duty))
    return byFact(say.roleDoes, { kind: 'duty', fact: duty, seed: ctx.key })(employer, duty);
  return undefined;
}
