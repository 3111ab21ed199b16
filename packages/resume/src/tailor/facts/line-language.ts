import type { ResumeData } from '../../schema/resume.ts';
import { byLanguage } from '../../lexicon/index.ts';
import { detectLanguage, languages, stopwords, type Language } from '../../parse/language.ts';
import { normTokens } from '../text.ts';

/** The language a line is written in, when its words say it clearly; null for names, lists and short lines. */
export function lineLanguage(text: string): Language | null {
  const tokens = normTokens(text);
  const score = byLanguage(() => 0);
  for (const t of tokens) for (const lang of languages) if (stopwords[lang].has(t)) score[lang] += 1;
  score.es += (text.match(/[ñ¿¡]|ción\b/gi)?.length ?? 0) * 2;
  score.fr += (text.match(/[çœêâû]/gi)?.length ?? 0) + (text.match(/\b[ldjnqu]['’]/gi)?.length ?? 0) * 2;
  // English past-tense verbs lead most English bullets ("Led", "Built", "Reduced").
  if (/^\s*\p{Lu}\p{Ll}+ed\b/u.test(text)) score.en += 1;
  const ranked = (Object.keys(score) as Language[]).sort((a, b) => score[b] - score[a]);
  const best = ranked[0]!;
  if (score[best] < 2 || score[best] <= score[ranked[1]!]) return null;
  return best;
}

/** The language most of the resume's sentences are written in. */
export function resumeLanguage(resume: ResumeData): Language {
  const texts = [
    resume.basics.summary,
    ...resume.work.flatMap((w) => [w.summary, ...w.highlights]),
    ...resume.projects.flatMap((p) => [p.description, ...p.highlights]),
  ];
  return detectLanguage(texts.filter(Boolean).join('\n'));
}

/**
 * Which lines of this resume a text written in `lang` may quote: a line clearly in that language,
 * or a line whose language is unclear (short, names, figures) when the resume itself is written in it.
 */
export function quotableIn(resume: ResumeData, lang: Language): (text: string) => boolean {
  const own = resumeLanguage(resume);
  return (text) => {
    const line = lineLanguage(text);
    return line === lang || (line === null && own === lang);
  };
}
