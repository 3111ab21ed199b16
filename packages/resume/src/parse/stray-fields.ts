/**
 * Lines a hand-made layout sets beside a job that are no employer and no title, whatever the
 * language: an address or a neighbourhood ("Col. Centro", "12 rue des Lilas"), a piece of a date
 * with no number ("Desde el año", "Since"), and a department with its town glued on
 * ("Surgical Unit Chicago IL"). Each is a named plausibility rule (plausibility-rules.ts) and a
 * cue of the doubt model (doubt-kind.ts).
 */
import { allLanguages, presentWords } from '../lexicon/index.ts';
import { stopwords } from './language.ts';
import type { PlausibilityRule } from './plausibility-rules.ts';
import { isOrganizationLike, isSchoolLike } from './phrase-kind.ts';
import { foldOnce } from './util.ts';
import { CITY_WORDS, PLACE_WORDS, US_STATES } from './vocabulary.ts';

const ADDRESS_LEAD = new RegExp(
  String.raw`^(?:${allLanguages('addressLeads').join('|')})(?=[\s,#\d]|$)`,
  'u',
);
const NUMBERED_STREET = new RegExp(
  String.raw`(?:^|[\s,])\d{1,5}(?:\s*bis)?,?\s+(?:${[...allLanguages('streetWords'), ...allLanguages('addressLeads')].join('|')})(?=[\s,]|$)`,
  'u',
);

/** "221 Baker Street": a house number, a name, and the street word last. */
const STREET_LAST = new RegExp(
  String.raw`^\d{1,5}\s+(?:\S+\s+){1,3}(?:${allLanguages('streetWords').join('|')})\.?$`,
  'u',
);

/** A line of an address: "Col. Centro.", "Calle 5 #12", "12 rue des Lilas", "221 Baker Street". */
export const isAddressLine = (text: string): boolean => {
  const t = foldOnce(text.trim());
  return ADDRESS_LEAD.test(t) || NUMBERED_STREET.test(t) || STREET_LAST.test(t);
};

const dateWordList = (): string[] =>
  [
    ...allLanguages((l) => l.months.flatMap((m) => [m.name, m.short, ...(m.also ?? [])])),
    ...[...presentWords].flatMap((w) => w.split(/\s+/)),
    ...allLanguages('since').flatMap((w) => w.split(/\s+/)),
    ...allLanguages('rangeWords'),
    ...allLanguages('from'),
    ...allLanguages('seasons'),
    ...allLanguages('calendarWords'),
  ].map((w) => foldOnce(w).replace(/\.$/, ''));
const DATE_WORDS = new Set(dateWordList());
const FUNCTION_WORDS = new Set(Object.values(stopwords).flatMap((set) => [...set]));

/**
 * Words of a date and nothing else, with no number: "Desde el año", "Since", "Summer to".
 * A date with its numbers is the business of the date rules.
 */
export const isDateWords = (text: string): boolean => {
  const t = foldOnce(text.trim());
  if (!/\p{L}/u.test(t) || /\d/.test(t)) return false;
  const tokens = t
    .split(/[\s.,;:/()–-]+/u)
    .map((w) => w.replace(/^\p{L}'/u, ''))
    .filter(Boolean);
  return (
    tokens.some((w) => DATE_WORDS.has(w) && !FUNCTION_WORDS.has(w)) &&
    tokens.every((w) => DATE_WORDS.has(w) || FUNCTION_WORDS.has(w))
  );
};

/**
 * A name with a town glued to its end, no comma between: "Surgical Unit Chicago IL",
 * "Service de réanimation Lille". A town after a joining word is part of the name
 * ("University of Chicago", "Opéra de Paris"), and so is one after a body's name.
 */
export const endsOnGluedPlace = (text: string): boolean => {
  const t = text.trim().replace(/[.;]+$/, '');
  if (/,/.test(t)) return false;
  const parts = t.split(/\s+/);
  if (parts.length < 3) return false;
  const last = parts.at(-1)!;
  const before = parts.at(-2)!;
  const town = US_STATES.includes(last) && /^\p{Lu}\p{Ll}/u.test(before) ? 2 : 1;
  const folded = foldOnce(last);
  const placed =
    town === 2 ||
    (/^\p{Lu}/u.test(last) &&
      (CITY_WORDS.includes(folded) || PLACE_WORDS.includes(folded)) &&
      !FUNCTION_WORDS.has(foldOnce(before)));
  // "Imperial College London", "Acme Bank UK": a body's name often ends on its town.
  const rest = parts.slice(0, -town).join(' ');
  return placed && !isOrganizationLike(rest) && !isSchoolLike(rest);
};

export const STRAY_EMPLOYER_RULES: PlausibilityRule[] = [
  { name: 'employer.address', example: 'Col. Centro.', fails: isAddressLine },
  { name: 'employer.date-words', example: 'Desde el año', fails: isDateWords },
  { name: 'employer.glued-place', example: 'Surgical Unit Chicago IL', fails: endsOnGluedPlace },
];

export const STRAY_TITLE_RULES: PlausibilityRule[] = [
  { name: 'title.address', example: '12 rue des Lilas', fails: isAddressLine },
  { name: 'title.date-words', example: 'Desde el año', fails: isDateWords },
];
