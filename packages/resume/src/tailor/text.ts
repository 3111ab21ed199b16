/** Text helpers shared by keyword extraction, matching and the fact guard. */
import { allLanguages, hyphenLinks, wordsPattern } from '../lexicon/index.ts';
import { fold } from '../text/fold.ts';

export { capitalize, lowerFirst } from '../lexicon/writing.ts';

export interface Token {
  /** Lower case, accents removed: what matching compares. */
  norm: string;
  /** As written: for case-sensitive vocabulary entries (Go, React) and proper nouns. */
  raw: string;
  /** Offset of the token in the source text. */
  start: number;
}

/*
 * A token keeps the characters that belong to technical names: c++, c#, node.js, .net, r&d.
 * Hyphens and apostrophes separate tokens (front-end = front end, d'équipe = d équipe), and a slash
 * is its own token so "ci/cd" matches while "English/French" still yields both languages.
 */
const TOKEN_RE = /\/|\.?[\p{L}\p{N}](?:[\p{L}\p{N}+#&]|\.(?=[\p{L}\p{N}]))*[+#]*/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_RE)) {
    const raw = match[0];
    tokens.push({ raw, norm: fold(raw), start: match.index });
  }
  return tokens;
}

export function normTokens(text: string): string[] {
  return tokenize(text).map((t) => t.norm);
}

/** Whitespace collapsed and trimmed: how "before" texts of edits are compared with the source. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A period after a title, an initial or an abbreviation ("Dr. Lai", "Pr. Baciu", "A. Smith",
 * "U.S. citizen", "e.g. Python") ends no sentence.
 */
const NOT_AN_END = String.raw`(?<!(?:^|[\s(])(?:Dr|Dra|Pr|Prof|Mr|Mrs|Ms|Mme|Mlle|Sr|Sra|Srta|Jr|St|Ste|vs|approx|Univ|Dept|No|e\.g|i\.e|(?:\p{Lu}\.)*\p{Lu})\.)`;
const SENTENCE_END = new RegExp(
  String.raw`(?<=[.!?])${NOT_AN_END}\s+(?=[\p{Lu}¿¡"«(])|
+`,
  'u',
);
const ITEM_END = new RegExp(String.raw`(?<=[.!?;])${NOT_AN_END}\s+(?=\p{Lu})`, 'u');

/** Split into sentences on ., ! or ? followed by a space and a capital, or on line ends. */
export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The items of a paragraph of requirements: its sentences, and the parts between semicolons. */
export function splitItems(text: string): string[] {
  return text
    .split(ITEM_END)
    .map((s) => s.trim())
    .filter((s) => normTokens(s).length >= 1);
}

/**
 * "Point of sale for shops Node.js · React · Prisma ORM": the words, then the tags the layout set
 * beside them (the reader joins tags with middle dots), as two pieces.
 */
export function apartFromTags(sentence: string): string[] {
  const m = /^(.*?\S)\s+(\S+(?:\s+·\s+[^·]+)+)$/u.exec(sentence);
  if (!m || !/\p{L}{3}/u.test(m[1]!)) return [sentence];
  return [m[1]!, m[2]!];
}

/** Every number written with digits (1,200 / 35% / 2019 / 4.5), normalized without separators. */
export function numbersIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(
    /(?<!\d)(?:\d{1,3}(?:[.,\u202f\u00a0 ]\d{3}(?!\d))+|\d+)(?:[.,]\d+(?![.,]?\d))?/g,
  )) {
    found.push(normalizeNumber(m[0]));
  }
  return found;
}

function normalizeNumber(raw: string): string {
  // "1,200", "1 200", "1.200" are the same quantity; "4.5" and "4,5" too.
  const compact = raw.replace(/[\s\u202f\u00a0]/g, '');
  const grouped = /^\d{1,3}(?:[.,]\d{3})+$/.test(compact);
  if (grouped) return compact.replace(/[.,]/g, '');
  return compact.replace(',', '.');
}

/** Small stable hash (FNV-1a), used to pick phrasing variants deterministically. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Drop the final period so a bullet can sit inside a sentence. */
export function trimEnd(text: string): string {
  return squash(text).replace(/[\s.;:,]+$/u, '');
}

/**
 * Text without what icon fonts and list markers leave in extracted text: private-use glyphs,
 * pictographs (✔ ☎ ✉), and lone signs or letters that are no word ("#", "§", "•", "ï"). Words,
 * numbers, names such as C# and the punctuation of a sentence stay.
 */
export function withoutGlyphs(text: string): string {
  return (
    text
      .replace(/[\p{Co}\p{So}]/gu, (ch) => (/[©®™°]/.test(ch) ? ch : ' '))
      .split(/(\s+)/)
      .filter((part) => !/^(?:[^\p{L}\p{N}\s&+\-–—|/:,.;()%$€£'"!?]+|[^\sA-Za-z\d\p{P}\p{S}àÀ])$/u.test(part))
      .join('')
      .replace(/\s{2,}/g, ' ')
      // A glyph that stood before a comma or a period leaves no space there.
      .replace(/ +([,.)])/g, '$1')
      .trim()
  );
}

/**
 * A sentence as it should print: a name that ends with its own period ("Acme Inc.") closing a
 * sentence gets one period, not two; dashes run together inside a word ("on-–-campus") are one hyphen.
 */
export function singleStops(text: string): string {
  return text
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/(\p{L})\s?(?:-\s?[–—]|[–—]\s?-)(?:\s?-)?\s?(\p{L})/gu, '$1-$2');
}

/**
 * Words a line break split with a hyphen ("ex- perience") joined again; "front- and back-end" keeps
 * its hyphen, since the next word is a conjunction.
 */
export function joinBrokenWords(text: string): string {
  return text.replace(/(\p{Ll}{2,})- (\p{Ll}{2,})/gu, (m, a: string, b: string) =>
    hyphenLinks.has(b) ? m : `${a}${b}`,
  );
}

/** A summary's heading in any language, folded ("Professional summary:", "À propos"). */
const SUMMARY_HEADING = new RegExp(
  String.raw`^\s*(?:${wordsPattern(allLanguages((lexicon) => lexicon.headings.summary))})\s*[:–—-]?\s+`,
  'u',
);

/**
 * The candidate's own summary without the section's heading the reader left at its start
 * ("Summary B2B sales leader ...", "Profil : Ingénieure ...").
 */
export function withoutHeadingWord(text: string): string {
  const m = SUMMARY_HEADING.exec(fold(text));
  return m && /^\p{Lu}/u.test(text.slice(m[0].length)) ? text.slice(m[0].length) : text;
}
