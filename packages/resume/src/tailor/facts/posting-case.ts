import { byLanguage, lexicons } from '../../lexicon/index.ts';
import type { Language } from '../../parse/language.ts';
import { anyStopword } from '../vocabulary.ts';

/** A word of capitals kept as an acronym inside a shouted title: "RN", "QA", "UX/UI", "H/F". */
const acronym = (w: string): boolean =>
  /^\p{Lu}{2,}$/u.test(w) && (!/[AEIOUY]/.test(w) || (w.length <= 3 && !anyStopword.has(w.toLowerCase())));

/**
 * The posting's title as a sentence names it: as the posting writes it when its case is mixed; in a
 * natural case when it is all capitals ("SENIOR NURSE (RN)" -> "Senior Nurse (RN)" in English,
 * "AYUDANTE CAMARERO/A" -> "Ayudante camarero/a" in Spanish or French), acronyms kept.
 */
export function postingCase(title: string, lang: Language): string {
  if (/\p{Ll}/u.test(title) || !/\p{Lu}{4}/u.test(title)) return title;
  let first = true;
  return title.replace(/\p{L}+/gu, (w, at: number) => {
    const lead = first;
    first = false;
    if (acronym(w)) return w;
    const lower = w.toLowerCase();
    // "CAMARERO/A": the ending after a slash is part of the word before it.
    const ending = at > 0 && title[at - 1] === '/' && w.length <= 2;
    const capital = !ending && (lead || (lexicons[lang].titleCase && !small[lang].has(lower)));
    return capital ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
  });
}

/** Small words of a title in title case, written small: "Head of Sales". */
const small: Record<Language, ReadonlySet<string>> = byLanguage(
  (lexicon) => new Set(lexicon.titleSmallWords),
);
