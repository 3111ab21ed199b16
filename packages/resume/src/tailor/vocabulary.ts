import skillsData from './data/skills.json' with { type: 'json' };
import wordsData from './data/words.json' with { type: 'json' };
import { fold, normTokens, tokenize, type Token } from './text.ts';

export type Language = 'en' | 'fr' | 'es';

export interface Skill {
  term: string;
  kind: 'hard' | 'soft';
}

interface Alias {
  skill: Skill;
  /** Token sequence to compare: normalized, or raw when the alias is case-sensitive. */
  tokens: string[];
  caseSensitive: boolean;
}

export interface SkillHit {
  skill: Skill;
  /** The words as written in the text, e.g. "k8s" for Kubernetes. */
  surface: string;
  /** Index of the first token. */
  index: number;
  length: number;
}

const skills: Skill[] = [];
/** Aliases by their first token, longest first, so "react native" wins over "react". */
const aliasesByFirst = new Map<string, Alias[]>();

function addAlias(skill: Skill, alias: string): void {
  const caseSensitive = alias.startsWith('=');
  const text = caseSensitive ? alias.slice(1) : alias;
  const tokens = caseSensitive ? tokenize(text).map((t) => t.raw) : normTokens(text);
  const first = tokens[0];
  if (!first) return;
  const list = aliasesByFirst.get(first) ?? [];
  list.push({ skill, tokens, caseSensitive });
  aliasesByFirst.set(first, list);
}

for (const entry of skillsData.skills) {
  const skill: Skill = { term: entry.term, kind: entry.kind === 'soft' ? 'soft' : 'hard' };
  skills.push(skill);
  // A term that is also a common word (Go, C, R) is listed only as a case-sensitive alias.
  const caseOnly = entry.aliases.some((a) => a.startsWith('=') && fold(a.slice(1)) === fold(entry.term));
  if (!caseOnly) addAlias(skill, entry.term);
  for (const alias of entry.aliases) addAlias(skill, alias);
}
for (const list of aliasesByFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);

const skillByTerm = new Map(skills.map((s) => [fold(s.term), s]));

/** The vocabulary entry whose name is `term` (any case), if there is one. */
export function findSkill(term: string): Skill | undefined {
  return skillByTerm.get(fold(term));
}

/** Every vocabulary skill named in the tokens, longest alias first, without overlaps. */
export function findSkillsInTokens(tokens: Token[], text?: string): SkillHit[] {
  const hits: SkillHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const candidates = [...(aliasesByFirst.get(token.norm) ?? []), ...(aliasesByFirst.get(token.raw) ?? [])];
    let best: Alias | undefined;
    for (const alias of candidates) {
      if (best && best.tokens.length >= alias.tokens.length) continue;
      if (matchesAt(tokens, i, alias)) best = alias;
    }
    if (best) {
      hits.push({ skill: best.skill, surface: surfaceOf(tokens, i, best.tokens.length, text), index: i, length: best.tokens.length });
      i += best.tokens.length;
    } else {
      i += 1;
    }
  }
  return hits;
}

function matchesAt(tokens: Token[], at: number, alias: Alias): boolean {
  for (let k = 0; k < alias.tokens.length; k++) {
    const token = tokens[at + k];
    if (!token) return false;
    if ((alias.caseSensitive ? token.raw : token.norm) !== alias.tokens[k]) return false;
  }
  return true;
}

function surfaceOf(tokens: Token[], at: number, length: number, text: string | undefined): string {
  const first = tokens[at]!;
  const last = tokens[at + length - 1]!;
  if (text !== undefined) return text.slice(first.start, last.start + last.raw.length).replace(/\s+/g, ' ');
  return tokens
    .slice(at, at + length)
    .map((t) => t.raw)
    .join(' ')
    .replace(/ \/ /g, '/');
}

export function findSkills(text: string): SkillHit[] {
  return findSkillsInTokens(tokenize(text), text);
}

export const stopwords: Record<Language, Set<string>> = {
  en: new Set(wordsData.stopwords.en.map(fold)),
  fr: new Set(wordsData.stopwords.fr.map(fold)),
  es: new Set(wordsData.stopwords.es.map(fold)),
};

export const anyStopword = new Set([...stopwords.en, ...stopwords.fr, ...stopwords.es]);

export const genericWords = new Set(
  [...wordsData.generic.en, ...wordsData.generic.fr, ...wordsData.generic.es].flatMap((w) => normTokens(w)),
);

export const requirementCues = wordsData.requirementCues.map((c) => normTokens(c).join(' '));

export const titleWords = new Set(wordsData.titles.map(fold));

export const numberWords = new Set(
  [...wordsData.numbers.en, ...wordsData.numbers.fr, ...wordsData.numbers.es].map(fold),
);

export const monthWords = new Set(wordsData.months.map(fold));
