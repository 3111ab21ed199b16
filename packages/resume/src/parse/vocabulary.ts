/**
 * The reader's word lists, every language at once (the words themselves live in `lexicon/`).
 * Accents folded, lower case.
 */
import * as common from '../lexicon/common.ts';
import { allLanguages, countryNames } from '../lexicon/index.ts';

/** Words found in job titles. */
export const TITLE_WORDS = allLanguages('titleWords');

/** Words found in organisation names. */
export const ORGANIZATION_WORDS = [...allLanguages('organizationWords'), ...common.organizationWords];

/** Words found in school names. */
export const SCHOOL_WORDS = [...allLanguages('schoolWords'), ...common.schoolWords];

/** How many words a degree's pattern opens with ("master universitario": two). */
const leadingWords = (source: string) => /^[a-z' ]+/.exec(source)?.[0].trim().split(' ').length ?? 1;

/**
 * How degrees begin. A degree named in more words is tried first, so "master universitario" is
 * not read as "master".
 */
export const DEGREE_PATTERN = new RegExp(
  '^(?:' +
    allLanguages('degrees')
      .sort((a, b) => leadingWords(b) - leadingWords(a))
      .join('|') +
    ')(?=$|[\\s,:(–-])',
);

/** Countries, regions and work modes that tell a location ("Lyon, France", "Madrid (remoto)"). */
export const PLACE_WORDS = [...allLanguages('placeWords'), ...countryNames];

/** Names of spoken languages, to tell a language from how well it is spoken. */
export const LANGUAGE_NAMES = new Set(allLanguages('languageNames'));

export const CITY_WORDS = [...common.cityWords];

export const US_STATES = [...common.regionCodes];
