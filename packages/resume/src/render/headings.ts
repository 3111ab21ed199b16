import { allLanguages, byLanguage, lexicons, type CustomHeadingKey } from '../lexicon/index.ts';
import type { RenderLanguage } from './i18n.ts';

/*
 * Headings of sections the resume names itself (custom sections): shown in the document's
 * language when they are a common heading, and in the same case as the standard headings
 * ("TEACHING EXPERIENCE" -> "Teaching experience") otherwise.
 */

function key(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Each name of a common heading, in any language, to its heading in each language. */
const byName = new Map<string, Record<RenderLanguage, string>>();
for (const heading of Object.keys(lexicons.en.customHeadings) as CustomHeadingKey[]) {
  const label = byLanguage((lexicon) => lexicon.customHeadings[heading].label);
  for (const name of allLanguages((lexicon) => lexicon.customHeadings[heading].names))
    byName.set(key(name), label);
}

/** "TEACHING EXPERIENCE" -> "Teaching experience"; a heading already in mixed case stays as written. */
export function headingCase(text: string): string {
  const t = text
    .replace(/\s+/g, ' ')
    .replace(/[\s:：]+$/u, '')
    .trim();
  if (/\p{Ll}/u.test(t) || !/\p{Lu}/u.test(t)) return t.charAt(0).toUpperCase() + t.slice(1);
  // Acronyms of 2-4 letters in an all-caps heading cannot be told apart from words; keep short ones as written.
  const lower = t.toLocaleLowerCase();
  return lower.charAt(0).toLocaleUpperCase() + lower.slice(1);
}

/** A custom section's heading in the document's language (common headings) and the standard case. */
export function customHeading(name: string, lang: RenderLanguage): string {
  const known = byName.get(key(name));
  return known ? known[lang] : headingCase(name);
}

const MARKER = /^\s*(?:[-–—•*·▪◦‣►▸●○■□✓✔➢➤→]+|\(?\d{1,2}[.)]|\(?[a-z][.)](?=\s))\s+/u;

/** A list item without the marker it was typed with: the template draws the marker ("• 4. Item" never). */
export function withoutMarker(item: string): string {
  const stripped = item.replace(MARKER, '');
  return stripped.trim() ? stripped : item;
}
