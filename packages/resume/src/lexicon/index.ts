import { LANGUAGES, type Language } from '@tailor/contract';
import { fold } from '../text/fold.ts';
import * as common from './common.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import type {
  ClauseLine,
  CustomHeadingKey,
  Gender,
  HeadingKey,
  Labels,
  Lexicon,
  LineForm,
  PostingCues,
} from './types.ts';

export type {
  ClauseLine,
  CustomHeadingKey,
  Gender,
  HeadingKey,
  Labels,
  Language,
  Lexicon,
  LineForm,
  PostingCues,
};
export { LANGUAGES as languages };

/** Each language's words, one file per language: a language missing here does not compile. */
export const lexicons: Readonly<Record<Language, Lexicon>> = { en, fr, es };

type ListField = {
  [K in keyof Lexicon]: Lexicon[K] extends readonly string[] ? K : never;
}[keyof Lexicon];

/**
 * One field's words in every language, English first, each word once: `allLanguages('titleWords')`,
 * or `allLanguages((lexicon) => lexicon.headings.work)`.
 */
export function allLanguages(field: ListField | ((lexicon: Lexicon) => readonly string[])): string[] {
  const words = (lexicon: Lexicon) => (typeof field === 'function' ? field(lexicon) : lexicon[field]);
  return [...new Set(LANGUAGES.flatMap((lang) => words(lexicons[lang])))];
}

/** One value per language, computed from its lexicon: `byLanguage((lexicon) => lexicon.months)`. */
export function byLanguage<T>(pick: (lexicon: Lexicon) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, pick(lexicons[lang])])) as Record<Language, T>;
}

/** What a resume prints for an ongoing position, in any language, folded ("aujourd'hui", "to date"). */
export const presentWords: ReadonlySet<string> = new Set(allLanguages('present'));

/** Words as a pattern on folded text: longest first, a space matching any run of spaces. */
export const wordsPattern = (words: Iterable<string>): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, '\\s+'))
    .join('|');

/** The "present" words as a pattern on folded text ("to\\s+date|present|..."). */
export const presentPattern: string = wordsPattern(presentWords);

/** What a document calls itself in any language, as a pattern on folded text ("curriculum\\s+vitae|cv|..."). */
export const documentNamePattern: string = wordsPattern(
  new Set([...allLanguages('documentNames'), ...common.documentNames]),
);

/** Country names in every language, and as written at home, folded ("espagne", "deutschland"). */
export const countryNames: ReadonlySet<string> = new Set([...allLanguages('countries'), ...common.countries]);

/**
 * The first three letters of every month's short form, as written and folded ("jan", "fév", "fev"):
 * a month however a page abbreviates it begins with one.
 */
export const monthStems: readonly string[] = [
  ...new Set(
    LANGUAGES.flatMap((lang) =>
      lexicons[lang].months.flatMap((month) => {
        const stem = month.short.toLowerCase().slice(0, 3);
        return [stem, fold(stem)];
      }),
    ),
  ),
];

/** One kind of page words in every language, as alternatives: `pageWordsPattern('of')` is "of|sur|de". */
export const pageWordsPattern = (kind: keyof Lexicon['pageWords']): string =>
  allLanguages((lexicon) => lexicon.pageWords[kind]).join('|');

/** "And" and "or" in every language ("and", "nor", "et", "ou", "y", "e", "o", "u"). */
export const conjunctions: readonly string[] = [...allLanguages('and'), ...allLanguages('or')];

/** A conjunction opening a text, and the space after it ("and Hibernate", "y SQL"), any case. */
export const conjunctionLead = new RegExp(`^(?:${conjunctions.join('|')})\\s+`, 'iu');

/** Words after a suspended hyphen ("short- and long-term", "pré- ou post-", "short- to long-term"). */
export const hyphenLinks: ReadonlySet<string> = new Set([...conjunctions, ...allLanguages('hyphenLinks')]);
