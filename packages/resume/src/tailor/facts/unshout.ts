import { allLanguages } from '../../lexicon/index.ts';
import { anyStopword } from '../vocabulary.ts';

/** The small words joining a title ("Engineer at IBM", "Jefe de Proyecto"), lower case. */
const CONNECTORS: ReadonlySet<string> = new Set(allLanguages('titleConnectors'));

/** Short words that titles shout as often as acronyms. */
const SHORT_WORDS: ReadonlySet<string> = new Set(
  [...CONNECTORS, ...allLanguages('shortTitleWords')].map((w) => w.toUpperCase()),
);

/** "SENIOR SOFTWARE ENGINEER" -> "Senior Software Engineer"; other text as written. */
export function unshout(text: string): string {
  // A word of five capitals or more is shouting; "CEO", "IBM" or "NASA" alone are acronyms and stay.
  if (!/\p{Ll}/u.test(text) && /\p{Lu}{5}/u.test(text)) {
    // Within shouting, a word without vowels ("CNRS", "HR") or of three letters at most that is no
    // common word ("IBM", "CEO") stays an acronym.
    const acronym = (w: string) =>
      /^\p{Lu}{2,}$/u.test(w) &&
      !SHORT_WORDS.has(w) &&
      (!/[AEIOUY]/.test(w) || (w.length <= 3 && !anyStopword.has(w.toLowerCase())));
    return text
      .split(/(\s+)/)
      .map((w, i) => {
        if (acronym(w)) return w;
        const lower = w.toLowerCase();
        // "Engineer at IBM", "Jefe de Proyecto": the small words joining a title stay small.
        if (i > 0 && CONNECTORS.has(lower)) return lower;
        return lower.replace(/(^|[/(-])(\p{Ll})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
      })
      .join('');
  }
  return text;
}
