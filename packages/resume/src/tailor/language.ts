import { tokenize } from './text.ts';
import { stopwords, type Language } from './vocabulary.ts';

/*
 * Stop-word voting: each language scores the share of tokens that are its frequent function words,
 * plus a bonus for letters only it uses (ñ ¿ ¡ for Spanish; ç œ ê è à for French). Short or
 * ambiguous text falls back to English, the product's default.
 */
export function detectLanguage(text: string): Language {
  const tokens = tokenize(text.slice(0, 20_000));
  if (tokens.length === 0) return 'en';
  const score: Record<Language, number> = { en: 0, fr: 0, es: 0 };
  for (const token of tokens) {
    const word = token.norm;
    for (const lang of ['en', 'fr', 'es'] as const) {
      if (stopwords[lang].has(word)) score[lang] += 1;
    }
  }
  score.es += 2 * (text.match(/[ñ¿¡]/gi)?.length ?? 0);
  score.fr += 2 * (text.match(/[çœêèàùâîû]/gi)?.length ?? 0) + 2 * (text.match(/\b[ldjnqu]'/gi)?.length ?? 0);
  score.es += text.match(/ción\b|ciones\b/gi)?.length ?? 0;
  const ranked = (Object.keys(score) as Language[]).sort((a, b) => score[b] - score[a]);
  const best = ranked[0]!;
  const second = ranked[1]!;
  // Too little evidence, or a tie: English.
  if (score[best] < 2 || score[best] === score[second]) return 'en';
  return best;
}
