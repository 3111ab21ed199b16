import { allLanguages, type Lexicon } from '../../lexicon/index.ts';
import { normTokens, squash } from '../text.ts';
import { anyStopword, genericWords, titleWords, type Skill } from '../vocabulary.ts';
import { BULLET } from './blocks.ts';
import type { RequirementKind } from './types.ts';

/* One requirement line: shortened to the requirement itself, given its kind, kept or not. */

const FILLER_LEAD = new RegExp(
  [
    '^(?:you (?:have|bring|are|will have)\\s+)?',
    '(?:(?:a|an|the)\\s+)?',
    '(?:(?:strong|solid|proven|excellent|good|deep|extensive|demonstrated|previous|prior|hands-on|working|broad|sound|keen|thorough|advanced|basic)\\s+)*',
    '(?:(?:experience|knowledge|understanding|expertise|proficiency|familiarity|background|track record|command|mastery)\\s+(?:of|in|with|using|writing|working with|working in)\\s+)?',
    '(?:(?:the|a|an)\\s+)?',
  ].join(''),
  'i',
);
const FILLER_LEAD_FR_ES =
  /^(?:(?:une?|la|le|les|el|los|las)\s+)?(?:(?:bonne|solide|excellente|forte|buena|s[oó]lida|amplia)s?\s+)?(?:exp[eé]rience|connaissances?|ma[iî]trise|experiencia|conocimientos?|dominio)\s+(?:de la |des |du |de l'|de |d'|en |avec |con |del |de los |de las |de |sur )/i;

/** The requirement itself, without "Strong experience with" before it or the examples after it. */
export function shortenRequirement(line: string): string {
  let text = squash(line.replace(BULLET, ''));
  // "Amazing Salesperson. 8-10+ years of ...": a label before the requirement.
  text = text.replace(/^(?:\p{Lu}[\p{L} ]{1,30}[.!])\s+(?=[\p{Lu}\d])/u, (m) =>
    m.split(' ').filter(Boolean).length <= 3 ? '' : m,
  );
  // After a semicolon or a spaced dash comes an example, a grade or a note ("Product Manager - GS-15").
  text = text.split(/;\s|\s+[-–—]\s+/u)[0]!;
  text = text.split(
    /,\s+(?:with|preferably|ideally|including|especially|such as|de préférence|idéalement|idealmente|preferiblemente)\s|\s(?:prepared by|provided by|in collaboration with|together with|alongside|en collaboration avec|en colaboración con|préparée?s? par|preparad[oa]s? por)\s/iu,
  )[0]!;
  text = text.replace(/\s*\((?:e\.g\.|i\.e\.|ex\.|p\. ?ej\.|por ejemplo|par exemple)[^)]*\)/gi, '');
  const short = text.replace(FILLER_LEAD, '').replace(FILLER_LEAD_FR_ES, '');
  if (normTokens(short).length >= 1) text = short;
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
