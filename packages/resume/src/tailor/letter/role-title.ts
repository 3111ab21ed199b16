import type { Language } from '../../parse/language.ts';
import { TITLE_WORDS } from '../../parse/vocabulary.ts';
import { fold } from '../../text/fold.ts';
import { titleIn } from '../facts.ts';
import { lowerFirst } from '../text.ts';
import { titleWords } from '../vocabulary.ts';

/** The words a job title opens with ("technicienne", "agente", "gerente"), folded. */
const ROLE_WORDS = new Set([...TITLE_WORDS.map(fold), ...titleWords]);

/**
 * A job title as a letter sets it in its sentence: French and Spanish write a title in running text
 * in lower case ("le poste de technicien informatique", "como técnica de soporte"); a title that
 * opens with a name or an acronym, or is written in title case, keeps its capitals. Undefined when the title is not the letter's.
 */
export function roleTitle(
  text: string | undefined,
  lang: Language,
  resumeLang?: Language,
): string | undefined {
  const title = titleIn(text, lang, resumeLang);
  if (!title || lang === 'en') return title;
  const first = /^\p{Lu}\p{Ll}+(?=[\s/,-]|$)/u.exec(title)?.[0];
  // "Gerente de Proyecto": a title written in title case is kept whole, not half lowered.
  const titleCase = title
    .split(/[\s/-]+/)
    .slice(1)
    .some((w) => /^\p{Lu}\p{Ll}/u.test(w));
  return first && !titleCase && ROLE_WORDS.has(fold(first)) ? lowerFirst(title) : title;
}
