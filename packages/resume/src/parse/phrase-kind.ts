/**
 * What a phrase names by its words: a job title, an organisation, a school or a degree (the word
 * lists live in vocabulary.ts), and how a degree splits into its type and its field.
 */
import { foldOnce, oneEditApart } from './util.ts';
import { DEGREE_PATTERN, ORGANIZATION_WORDS, SCHOOL_WORDS, TITLE_WORDS } from './vocabulary.ts';

/** One pattern per word list, built once: any of the words, standing alone. */
const WORD_PATTERNS = new WeakMap<string[], RegExp>();

function hasWord(folded: string, words: string[]): boolean {
  let pattern = WORD_PATTERNS.get(words);
  if (!pattern) {
    pattern = new RegExp(
      `(?:^|[^\\p{L}])(?:${words.map((w) => w.replace(/[.+]/g, '\\$&')).join('|')})(?![\\p{L}])`,
      'u',
    );
    WORD_PATTERNS.set(words, pattern);
  }
  return pattern.test(folded);
}

export function isTitleLike(text: string): boolean {
  return hasWord(foldOnce(text), TITLE_WORDS);
}

export function isOrganizationLike(text: string): boolean {
  return hasWord(foldOnce(text), ORGANIZATION_WORDS);
}

export function isSchoolLike(text: string): boolean {
  const folded = foldOnce(text);
  return hasWord(folded, SCHOOL_WORDS) || hasMisspeltSchoolWord(folded);
}

/** The long school words ("university", "universidad", "polytechnique"), to catch one typed a letter wrong. */
const LONG_SCHOOL_WORDS = SCHOOL_WORDS.filter((w) => w.length >= 10 && !w.includes(' '));

/** "Univesity of Tehran": a long school word with one letter wrong still names a school. */
function hasMisspeltSchoolWord(folded: string): boolean {
  return (folded.match(/\p{L}{9,}/gu) ?? []).some((word) =>
    LONG_SCHOOL_WORDS.some((w) => oneEditApart(word, w)),
  );
}

/** What a phrase names, when its words say so. */
export function kindOf(text: string): 'degree' | 'school' | 'title' | 'org' | undefined {
  if (isDegreeLike(text)) return 'degree';
  if (isSchoolLike(text)) return 'school';
  const title = isTitleLike(text);
  const org = isOrganizationLike(text);
  if (title && !org) return 'title';
  if (org && !title) return 'org';
  return undefined;
}

/** How much a phrase reads as a job title rather than an employer (negative: an employer). */
export function titleMargin(text: string): number {
  const folded = foldOnce(text).trim();
  const last =
    folded
      .split(/[^\p{L}-]+/u)
      .filter(Boolean)
      .at(-1) ?? '';
  let score = (isTitleLike(text) ? 1 : 0) - (isOrganizationLike(text) || isSchoolLike(text) ? 1 : 0);
  if (TITLE_WORDS.includes(last)) score += 0.5;
  if (ORGANIZATION_WORDS.includes(last)) score -= 0.5;
  return score;
}
/** "Master of Science in Computer Science" -> studyType "Master of Science", area "Computer Science". */
export function splitDegree(text: string): { studyType?: string; area?: string } {
  const folded = foldOnce(text);
  const match = DEGREE_PATTERN.exec(folded);
  if (!match) return {};
  let typeEnd = match[0].length;
  const connector = /\s+(?:in|en|of|de|d')$/.exec(folded.slice(0, typeEnd));
  if (connector) typeEnd -= connector[0].length;
  let studyType = text.slice(0, typeEnd).trim();
  // "Bachelor of Engineering (B.Eng.)": the abbreviation belongs to the degree.
  const abbreviation = /^\s*\([^)]{1,12}\)/.exec(text.slice(typeEnd));
  if (abbreviation) {
    studyType = `${studyType} ${abbreviation[0].trim()}`;
    typeEnd += abbreviation[0].length;
  }
  const area = text
    .slice(typeEnd)
    // "Bachelor Degree in …": a link word stands alone, it is not the start of the next word.
    .replace(/^\s*(?:(?:in|en|of|de)(?!\p{L})|d['’]|:|,|–|-|\()\s*/iu, '')
    .replace(/\)\s*$/, '')
    .trim();
  return { studyType, area: area || undefined };
}

export function isDegreeLike(text: string): boolean {
  return DEGREE_PATTERN.test(foldOnce(text));
}
