import { allLanguages, languages, lexicons, type Lexicon } from '../../lexicon/index.ts';
import { normTokens, squash } from '../text.ts';
import { anyStopword, genericWords, titleWords, type Skill } from '../vocabulary.ts';
import { BULLET } from './blocks.ts';
import type { RequirementKind } from './types.ts';

/* One requirement line: shortened to the requirement itself, given its kind, kept or not. */

type Frame = Lexicon['requirementFrame'];
const alternatives = (words: readonly string[]): string =>
  [...words].sort((a, b) => b.length - a.length).join('|');

/** What a requirement says before the requirement itself, one pattern per language ("Strong experience with"). */
const LEADS: readonly RegExp[] = languages.map((lang) => {
  const { asks, articles, qualities, knowing, linkers } = lexicons[lang].requirementFrame;
  const optional = (words: readonly string[]) =>
    words.length ? String.raw`(?:(?:${alternatives(words)})\s+)?` : '';
  return new RegExp(
    [
      '^',
      optional(asks),
      optional(articles),
      qualities.length ? String.raw`(?:(?:${alternatives(qualities)})\s+)*` : '',
      knowing.length
        ? String.raw`(?:(?:${alternatives(knowing)})\s+(?:${alternatives(linkers)})(?:(?<=')|\s+))?`
        : '',
      optional(articles),
    ].join(''),
    'i',
  );
});
const frameWords = (part: keyof Frame): string =>
  alternatives(allLanguages((lexicon) => lexicon.requirementFrame[part]));
/** After a comma ("such as") or a space ("prepared by"): an example or a note follows. */
const TAIL = new RegExp(
  String.raw`,\s+(?:${frameWords('exampleLeads')})\s|\s(?:${frameWords('sourceLeads')})\s`,
  'iu',
);
/** "(e.g. ...)": examples in brackets. */
const EXAMPLES = new RegExp(String.raw`\s*\((?:${frameWords('exampleMarks')})[^)]*\)`, 'gi');

/** The requirement itself, without "Strong experience with" before it or the examples after it. */
export function shortenRequirement(line: string): string {
  let text = squash(line.replace(BULLET, ''));
  // "Amazing Salesperson. 8-10+ years of ...": a label before the requirement.
  text = text.replace(/^(?:\p{Lu}[\p{L} ]{1,30}[.!])\s+(?=[\p{Lu}\d])/u, (m) =>
    m.split(' ').filter(Boolean).length <= 3 ? '' : m,
  );
  // After a semicolon or a spaced dash comes an example, a grade or a note ("Product Manager - GS-15").
  // Not after a bare duration ("1 an - en EHPAD", "2 years - retail"), which says nothing alone.
  const head = text.split(/;\s|\s+[-–—]\s+/u)[0]!;
  if (normTokens(head).filter((t) => !/^\d/.test(t)).length >= 2 || head === text) text = head;
  text = text.split(TAIL)[0]!;
  text = text.replace(EXAMPLES, '');
  const short = LEADS.reduce((t, lead) => t.replace(lead, ''), text);
  // Not when a length of experience would keep nothing but generic words or a number
  // ("Expérience de 6 mois minimum", "Años de experiencia: 2").
  const bare = !normTokens(short).some((t) => !anyStopword.has(t) && !genericWords.has(t) && !/^\d/.test(t));
  if (normTokens(short).length >= 1 && !(bare && (QUALIFICATION_RE.test(text) || /\d/.test(text))))
    text = short;
  text = text.replace(/[\s.;:,!]+$/u, '').trim();
  const words = text.split(/\s+/);
  if (words.length > 16) text = words.slice(0, 16).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One kind of a posting's demand words in every language, as a pattern of whole words. */
const demand = (kind: keyof Lexicon['postingDemands']): RegExp =>
  new RegExp(String.raw`\b(?:${allLanguages((lexicon) => lexicon.postingDemands[kind]).join('|')})\b`, 'i');
const LANGUAGE_RE = demand('language');
const QUALIFICATION_RE = demand('qualification');

export function kindOf(text: string, skills: Skill[]): RequirementKind {
  if (LANGUAGE_RE.test(text) && !skills.some((s) => s.kind === 'hard' && !LANGUAGE_RE.test(s.term)))
    return 'language';
  if (QUALIFICATION_RE.test(text)) return 'qualification';
  if (skills.some((s) => s.kind === 'hard') && normTokens(text).length <= 6) return 'tool';
  return 'skill';
}

/** A text worth listing as a requirement: it has content words, and is neither the title, the employer nor a generic word. */
export function worthKeeping(text: string, banned: Set<string>): boolean {
  const tokens = normTokens(text).filter((t) => t !== '/');
  const content = tokens.filter((t) => !anyStopword.has(t) && !genericWords.has(t) && !/^\d+$/.test(t));
  if (!content.length) return false;
  if (content.every((t) => banned.has(t) || titleWords.has(t))) return false;
  return true;
}
