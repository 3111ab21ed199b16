import { byLanguage, languages, type Language } from '../lexicon/index.ts';
import { matchHeading } from './headings.ts';
import { fold } from '../text/fold.ts';

/** The languages the product reads and writes: one type for the whole repository (`@tailor/contract`). */
export { languages, type Language };

/**
 * A language the engine writes, or a thrown error naming the ones it does: a caller's unknown code
 * ("de", "en-GB") must not quietly become English.
 */
export function supportedLanguage(value: string): Language {
  if ((languages as readonly string[]).includes(value)) return value as Language;
  throw new RangeError(`Unsupported language "${value}": the engine writes ${languages.join(', ')}.`);
}

/** Each language's frequent function words, folded. */
export const stopwords: Record<Language, Set<string>> = byLanguage(
  (lexicon) => new Set(lexicon.stopwords.map(fold)),
);

/** Letters and endings only one language writes (`languageMarks`), as patterns on the text as written. */
const marks: Record<Language, Array<{ pattern: RegExp; weight: number }>> = byLanguage((lexicon) =>
  lexicon.languageMarks.map(({ pattern, weight }) => ({ pattern: new RegExp(pattern, 'gi'), weight })),
);

/*
 * Stop-word voting: each language scores the tokens that are its frequent function words, plus a
 * bonus for letters only it uses (its lexicon's `languageMarks`: ñ ¿ ¡ and -ción for Spanish;
 * ç œ ê è à and elided l' d' for French). A section heading known in one language only
 * ("Expérience professionnelle") is a strong vote. Short or ambiguous text falls back to English, the product's default.
 */
export function detectLanguage(text: string, headings: readonly string[] = []): Language {
  const sample = text.slice(0, 20_000);
  const score = byLanguage(() => 0);
  for (const heading of headings) {
    const match = matchHeading(heading);
    if (match && match.langs.length === 1) score[match.langs[0]!] += 8;
  }
  for (const word of fold(sample).split(/[^\p{L}\p{N}]+/u)) {
    for (const lang of languages) if (stopwords[lang].has(word)) score[lang] += 1;
  }
  for (const lang of languages)
    for (const mark of marks[lang]) score[lang] += mark.weight * (sample.match(mark.pattern)?.length ?? 0);
  const ranked = [...languages].sort((a, b) => score[b] - score[a]);
  const best = ranked[0]!;
  // Too little evidence, or a tie: English.
  if (score[best] < 2 || score[best] === score[ranked[1]!]) return 'en';
  return best;
}
