import type { CvWords } from './types/cv.ts';
import type { DateWords } from './types/dates.ts';
import type { FactWords } from './types/facts.ts';
import type { FieldWords } from './types/fields.ts';
import type { HeadingWords } from './types/headings.ts';
import type { LetterWords } from './types/letter.ts';
import type { PostingWords } from './types/posting.ts';
import type { RenderWords } from './types/render.ts';

export type { CvWords } from './types/cv.ts';
export type { DateWords, Month, Months } from './types/dates.ts';
export type { FactWords } from './types/facts.ts';
export type { FieldWords } from './types/fields.ts';
export type { CustomHeadingKey, HeadingKey, HeadingWords, Labels } from './types/headings.ts';
export type { ClauseLine, Gender, LetterWords, LineForm } from './types/letter.ts';
export type {
  ByFact,
  LetterFact,
  LetterPhrases,
  ParagraphFact,
  SpokenLanguage,
  SummaryPhrases,
} from './types/phrases.ts';
export type { PostingCues, PostingWords } from './types/posting.ts';
export type { RenderWords } from './types/render.ts';

/**
 * The words of one language the engine reads, checks and writes. Words are lower case; unless a
 * field says otherwise they are folded (no accents), as the reader compares them. A new language is one file
 * that fills every field (`lexicon/de.ts`), added to `lexicons` in `lexicon/index.ts`.
 */
export interface Lexicon
  extends DateWords, HeadingWords, FieldWords, PostingWords, FactWords, RenderWords, LetterWords, CvWords {
  /** The language's tag as a document states it for spelling and hyphenation ("en-GB", "fr-FR"). */
  tag: string;
  /** The language's name in English, as a language model is told to write in it ("Spanish"). */
  englishName: string;
  /** "And" as the language writes it, the form a list is joined with first ("y", then "e" before an i). */
  and: readonly string[];
  /** "Or" as the language writes it ("or", "nor"; "o", "u" before an o). */
  or: readonly string[];
  /** Words besides "and" and "or" after a suspended hyphen ("short- to long-term", "pré- à post-"). */
  hyphenLinks: readonly string[];
  /**
   * Letters and endings only this language writes, as patterns (case ignored): each match is
   * `weight` votes for it when the reader tells a text's language ("ñ", "-ción"; "ç", "l'").
   */
  languageMarks: ReadonlyArray<{ pattern: string; weight: number }>;
}
