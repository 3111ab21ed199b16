/*
 * A CV's language list in the CV's language: a spoken language's name and its level in words are
 * a closed vocabulary, so a French resume made into an English CV lists "French (Native)", not
 * "Français (Langue maternelle)" under "Languages". Anything else (a dialect, "Lu, écrit") stays as written.
 */

import { byLanguage, languages, lexicons, type Language } from '../lexicon/index.ts';
import { capitalize } from '../lexicon/writing.ts';
import { fold } from '../text/fold.ts';

/** Folded name or level in any language -> its key, and each language's written form per key. */
function vocabulary(pick: (language: Language) => Record<string, string | readonly string[]>) {
  const keyOf = new Map<string, string>();
  const written = byLanguage(() => new Map<string, string>());
  const own = byLanguage(() => new Set<string>());
  for (const language of languages)
    for (const [key, forms] of Object.entries(pick(language))) {
      const list = typeof forms === 'string' ? [forms] : forms;
      written[language].set(key, list[0]!);
      for (const form of list) {
        keyOf.set(fold(form), key);
        own[language].add(fold(form));
      }
    }
  return { keyOf, written, own };
}

const names = vocabulary((language) => lexicons[language].letterPhrases.languageNames);
const levels = vocabulary((language) => lexicons[language].spokenLevels);

/** "Anglais" -> "English"; a capital kept or dropped as written, English names always capitalised. */
function said(text: string, vocabularyOf: typeof names, language: Language, capital: boolean): string {
  // A word this language writes already ("Nativa" in a Spanish CV) stays as written.
  if (vocabularyOf.own[language].has(fold(text.trim()))) return text;
  const key = vocabularyOf.keyOf.get(fold(text.trim()));
  const word = key && vocabularyOf.written[language].get(key);
  if (!word) return text;
  const upper = capital || /^\p{Lu}/u.test(text.trim());
  return upper ? capitalize(word) : word.charAt(0).toLowerCase() + word.slice(1);
}

/** A spoken language's name as a CV written in `language` names it; a level listed as an item of its own ("Natif") too. */
export function spokenNameIn(name: string, language: Language): string {
  const named = said(name, names, language, language === 'en');
  return named === name ? said(name, levels, language, false) : named;
}

/** A spoken language's level in words as a CV written in `language` writes it. */
export const spokenLevelIn = (level: string, language: Language): string =>
  said(level, levels, language, false);
