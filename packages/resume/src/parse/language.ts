import { matchHeading } from './headings.ts';
import { fold } from './normalize.ts';

type Lang = 'en' | 'fr' | 'es';

const STOPWORDS: Record<Lang, string[]> = {
  en: ['the', 'and', 'of', 'with', 'for', 'to', 'in', 'on', 'by', 'from', 'a', 'an', 'as', 'at', 'led', 'built', 'managed', 'developed', 'team', 'present', 'university'],
  fr: ['le', 'la', 'les', 'des', 'et', 'du', 'de', 'une', 'un', 'pour', 'avec', 'dans', 'sur', 'au', 'aux', 'equipe', 'gestion', 'aujourd', 'universite', 'ete', 'mise'],
  es: ['el', 'la', 'los', 'las', 'y', 'de', 'del', 'una', 'un', 'para', 'con', 'en', 'por', 'al', 'equipo', 'gestion', 'actualidad', 'universidad', 'desarrollo', 'como'],
};

/** The resume's language from its headings (strong signal) and common words. */
export function detectLanguage(text: string, headings: string[]): Lang {
  const score: Record<Lang, number> = { en: 0, fr: 0, es: 0 };
  for (const heading of headings) {
    const match = matchHeading(heading);
    if (match && match.langs.length === 1) score[match.langs[0] as Lang] += 8;
  }
  const tokens = fold(text).split(/[^\p{L}]+/u);
  const sets = Object.fromEntries(Object.entries(STOPWORDS).map(([k, v]) => [k, new Set(v)])) as Record<Lang, Set<string>>;
  for (const token of tokens) for (const lang of ['en', 'fr', 'es'] as const) if (sets[lang].has(token)) score[lang] += 1;
  if (/[ñ¿¡]/.test(text)) score.es += 5;
  if (/[èêàçœù]/.test(text)) score.fr += 5;
  return (Object.entries(score) as [Lang, number][]).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'en';
}
