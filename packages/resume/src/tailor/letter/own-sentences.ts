/*
 * The candidate's own summary sentences a letter may tell: in the first person and the letter's
 * language, whole, short, and concrete (a tool or field of work, or a figure), never a list of
 * qualities they praise themself with ("dynamique, spontané, autonome") nor one that names them.
 */
import { allLanguages } from '../../lexicon/index.ts';
import { stopwords, type Language } from '../../parse/language.ts';
import { fold } from '../../text/fold.ts';
import { findOngoingClaims } from '../fact-guard.ts';
import { CONTACT, hasDateRange, wholeSentence } from '../tellable.ts';
import { joinBrokenWords, normTokens, splitSentences, withoutHeadingWord } from '../text.ts';
import { findSkills } from '../vocabulary.ts';
import { words, type LetterContext } from './context.ts';

/** A quality the candidate gives themself, any language, on folded text. */
const SELF_PRAISE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${allLanguages((lexicon) => lexicon.selfPraise).join('|')})(?![\p{L}])`,
  'gu',
);

/** How many qualities a sentence gives its writer. */
export const praiseCount = (sentence: string): number =>
  fold(sentence)
    .replace(/\u2019/g, "'")
    .match(SELF_PRAISE)?.length ?? 0;

/**
 * Whether a summary sentence tells something a recruiter can weigh: a tool or field of work named
 * (not a quality), or a figure; and at most one quality beside it.
 */
export function concrete(sentence: string): boolean {
  if (praiseCount(sentence) > 1) return false;
  const named = findSkills(sentence).some((h) => h.skill.kind === 'hard');
  return named || /\d/.test(sentence);
}

/**
 * A sentence with a function word capitalised after a comma ("Soy diseñadora, Durante mis
 * estudios ...") lowered, as the sentence reads inside a letter; a name keeps its capital.
 */
export function lowerAfterCommas(sentence: string, lang: Language): string {
  return sentence.replace(/(,\s+)(\p{Lu}\p{Ll}+)(?![\p{L}'’])/gu, (all, comma: string, word: string) =>
    stopwords[lang].has(fold(word)) ? `${comma}${word.toLowerCase()}` : all,
  );
}

/** The summary's sentences a letter may tell, in the order the candidate wrote them. */
export function ownSummarySentences(ctx: LetterContext): string[] {
  const { source } = ctx;
  // "Je m'appelle ...": the letter is signed with the name already.
  const nameWords = new Set(normTokens(source.basics.name ?? '').filter((t) => t.length >= 3));
  return splitSentences(withoutHeadingWord(source.basics.summary ?? ''))
    .map((s) => lowerAfterCommas(joinBrokenWords(s), ctx.lang))
    .filter(
      (s) =>
        ctx.say.firstPerson.test(s) &&
        /[.!?]$/.test(s) &&
        wholeSentence(s) &&
        words(s) <= 40 &&
        ctx.quotable(s) &&
        !CONTACT.test(s) &&
        !hasDateRange(s) &&
        // "Currently I develop ...": not beside jobs the resume says have ended.
        !findOngoingClaims(s, source).length &&
        !normTokens(s).some((t) => nameWords.has(t)) &&
        concrete(s),
    );
}
