import { byLanguage } from '../../lexicon/index.ts';
import type { Language } from '../../parse/language.ts';
import type { LetterPhrases, SummaryPhrases } from '../../lexicon/types.ts';

export type { LetterPhrases, SummaryPhrases };
/** Each language's wording, from its lexicon (`letterPhrases`, `summaryPhrases`). */
export const letterPhrases: Record<Language, LetterPhrases> = byLanguage((lexicon) => lexicon.letterPhrases);
export const summaryPhrases: Record<Language, SummaryPhrases> = byLanguage(
  (lexicon) => lexicon.summaryPhrases,
);
