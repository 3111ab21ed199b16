import type { Language } from '../../parse/language.ts';
import { en, enSummary } from './en.ts';
import { es, esSummary } from './es.ts';
import { fr, frSummary } from './fr.ts';
import type { LetterPhrases, SummaryPhrases } from './types.ts';

export type { LetterPhrases, SummaryPhrases };
/** Each language's wording, one file per language: a language missing here does not compile. */
export const letterPhrases: Record<Language, LetterPhrases> = { en, fr, es };
export const summaryPhrases: Record<Language, SummaryPhrases> = {
  en: enSummary,
  fr: frSummary,
  es: esSummary,
};
