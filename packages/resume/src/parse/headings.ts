import { foldOnce, oneEditApart, words } from './util.ts';
import { allLanguages, languages, lexicons, type HeadingKey, type Language } from '../lexicon/index.ts';

/** A heading names a resume section, or the contact block the parser reads into basics. */
export type SectionKey = HeadingKey;

/** The sections, in the order a heading known for two is given to the first. */
const SECTIONS: readonly SectionKey[] = [
  'summary',
  'work',
  'education',
  'skills',
  'projects',
  'languages',
  'certificates',
  'awards',
  'volunteer',
  'publications',
  'interests',
  'references',
  'contact',
];

/** Known section names, accents folded, and the languages that use each (they vote for meta.language). */
const LOOKUP = new Map<string, { key: SectionKey; langs: Language[] }>();
for (const key of SECTIONS) {
  for (const lang of languages) {
    for (const name of lexicons[lang].headings[key]) {
      for (const form of [foldOnce(name), foldOnce(name).replace(/[^\p{L}]/gu, '')]) {
        const entry = LOOKUP.get(form) ?? { key, langs: [] };
        if (!entry.langs.includes(lang)) entry.langs.push(lang);
        LOOKUP.set(form, entry);
      }
    }
  }
}

/**
 * Words that name a section wherever they stand in a longer heading ("Experiencia en la industria",
 * "Formation académique", "Compétences techniques", "Research Experience"), in priority order:
 * "Volunteer experience" is volunteering, "Skills and Awards" is skills.
 */
const KEYWORDS: [SectionKey, RegExp][] = (
  [
    'volunteer',
    'references',
    'publications',
    'work',
    'education',
    'skills',
    'languages',
    'projects',
    'certificates',
    'awards',
    'interests',
    'summary',
    'contact',
  ] as const
).flatMap((key) => {
  const words = allLanguages((lexicon) => lexicon.headingWords[key]);
  return words.length ? [[key, new RegExp(`\\b(?:${words.join('|')})\\b`, 'u')]] : [];
});

/** The section a heading text names, if it is a known one (any of the three languages). */
export function matchHeading(
  text: string,
): { key: SectionKey; langs: Language[]; loose?: boolean } | undefined {
  const cleaned = foldOnce(text)
    .replace(/^[\s\d.#§)(-]+/, '')
    .replace(/[\s:.\-–|]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned || cleaned.length > 48) return undefined;
  const known = LOOKUP.get(cleaned) ?? LOOKUP.get(cleaned.replace(/[^\p{L}]/gu, ''));
  if (known) return known;
  // A longer heading built around a section word; a sentence is not a heading.
  if (cleaned.split(' ').length > 5 || /[\d@,;.!?]/.test(cleaned)) return undefined;
  for (const [key, pattern] of KEYWORDS) if (pattern.test(cleaned)) return { key, langs: [], loose: true };
  return undefined;
}

/** Section words of six letters or more, to recognise a heading with one letter wrong. */
const HEADING_WORDS = [
  ...new Set([
    ...[...LOOKUP.keys()].flatMap((name) => name.split(/[^\p{L}]+/u)),
    ...KEYWORDS.flatMap(([, pattern]) => pattern.source.replace(/s\?|\\w\*/g, '').match(/\p{L}+/gu) ?? []),
  ]),
].filter((w) => w.length >= 6);

/** Words of four letters or more of the known section names ("formacion", "academica"). */
const NAME_WORDS = new Set(
  [...LOOKUP.keys()].flatMap((name) => name.split(/[^\p{L}]+/u)).filter((w) => w.length >= 4),
);

/**
 * How far a text reads as a section's heading rather than an employer or a title: 'heading', a
 * known heading of four words at most ("Experience", "Professional Experience", "Projets"), never
 * a field; 'piece', a longer heading, one built around a section word, or words of section names
 * only ("ACADÉMICA" left from "Formación académica"), a heading or a piece of one; else undefined.
 */
export function headingKind(text: string): 'heading' | 'piece' | undefined {
  const heading = matchHeading(text);
  if (heading) return !heading.loose && words(text) <= 4 ? 'heading' : 'piece';
  const ws = foldOnce(text)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3);
  return ws.length > 0 && ws.every((w) => NAME_WORDS.has(w)) ? 'piece' : undefined;
}

/** A section's heading, on a line of a few words: "Experience", "Professional Experience", "Projets". */
export const isSectionWord = (text: string): boolean => headingKind(text) === 'heading';

/**
 * The section a heading names when one of its words is misspelt ("Current Postition"): only for
 * a line the layout already shows is a heading.
 */
export function matchMisspeltHeading(text: string): ReturnType<typeof matchHeading> {
  const folded = foldOnce(text).replace(/\s+/g, ' ').trim();
  // A different ending is another word or form ("cursos", "academiques"), not a typo: the
  // slip must sit before the last two letters.
  const slipInside = (a: string, b: string) => {
    let i = 0;
    while (a[i] === b[i]) i++;
    return i < Math.min(a.length, b.length) - 2;
  };
  const fixed = folded.replace(
    /\p{L}{7,}/gu,
    (word) => HEADING_WORDS.find((w) => oneEditApart(word, w) && slipInside(word, w)) ?? word,
  );
  return fixed === folded ? undefined : matchHeading(fixed);
}
