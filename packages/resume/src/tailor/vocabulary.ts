import skillsData from './data/skills.json' with { type: 'json' };
import { fold } from '../text/fold.ts';
import { allLanguages, languages, lexicons } from '../lexicon/index.ts';
import { stopwords } from '../parse/language.ts';
import { slashedAcronym } from './acronyms.ts';
import { normTokens, tokenize, type Token } from './text.ts';

export interface Skill {
  term: string;
  kind: 'hard' | 'soft';
  /**
   * Broader skills this one belongs to, transitively (Spark -> Big data; PyTorch -> Deep learning ->
   * Machine learning). Having Spark says nothing about the words "big data": an implied skill may
   * earn partial credit in a score, never be claimed in text written for the candidate.
   */
  implies: Skill[];
}

interface Alias {
  skill: Skill;
  /** Token sequence to compare: normalized, or raw when the alias is case-sensitive. */
  tokens: string[];
  caseSensitive: boolean;
  /** One word of a longer name standing for all of it ("cloud" for Cloud computing, "CI" for CI/CD). */
  loose: boolean;
}

export interface SkillHit {
  skill: Skill;
  /** The words as written in the text, e.g. "k8s" for Kubernetes. */
  surface: string;
  /** Index of the first token. */
  index: number;
  length: number;
  /**
   * Matched by one word of the skill's longer name, or by that word's plural ("Titan's clouds" for
   * Cloud computing): enough for a match score, not for a sentence that claims the skill.
   */
  loose: boolean;
  /** A short acronym inside a slashed list ("AI/ML"): it says no more than the list's letters. */
  slashed?: true;
}

const skills: Skill[] = [];
/** Aliases by their first token, longest first, so "react native" wins over "react". */
const aliasesByFirst = new Map<string, Alias[]>();

/** "tests" -> "test", "clôtures" -> "clôture", "procesos" -> "proceso": the singular when a plural s ends the word. */
function dropS(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** "gestiones" -> "gestion", "processes"-style plurals in -es; null when the word has no such ending. */
function dropEs(word: string): string | null {
  return word.length > 4 && word.endsWith('es') && !word.endsWith('ses') ? word.slice(0, -2) : null;
}

/** Same word up to a plural ending: "A/B tests" names "A/B test", "gestiones" names "gestión". */
function sameWord(text: string, alias: string): boolean {
  return text === alias || dropS(text) === dropS(alias) || dropEs(text) === alias || dropEs(alias) === text;
}

function addAlias(skill: Skill, alias: string): void {
  const caseSensitive = alias.startsWith('=');
  const text = caseSensitive ? alias.slice(1) : alias;
  const tokens = caseSensitive ? tokenize(text).map((t) => t.raw) : normTokens(text);
  const first = tokens[0];
  if (!first) return;
  const key = caseSensitive ? first : dropS(first);
  const list = aliasesByFirst.get(key) ?? [];
  // Words of the name apart, as written: "Node.js" is one word, "CI/CD" two.
  const termTokens = skill.term.split(/[\s/]+/).map(fold);
  const loose = tokens.length === 1 && termTokens.length > 1 && termTokens.includes(fold(first));
  list.push({ skill, tokens, caseSensitive, loose });
  aliasesByFirst.set(key, list);
}

const skillByTerm = new Map<string, Skill>();
for (const entry of skillsData.skills) {
  const skill: Skill = { term: entry.term, kind: entry.kind === 'soft' ? 'soft' : 'hard', implies: [] };
  skills.push(skill);
  skillByTerm.set(fold(skill.term), skill);
  // A term that is also a common word (Go, C, R) is listed only as a case-sensitive alias.
  const caseOnly = entry.aliases.some((a) => a.startsWith('=') && fold(a.slice(1)) === fold(entry.term));
  if (!caseOnly) addAlias(skill, entry.term);
  for (const alias of entry.aliases) addAlias(skill, alias);
}
for (const list of aliasesByFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);

// Broader skills, followed to the top (a chain is short; `seen` guards against a cycle in the data).
const directImplies = new Map(
  skillsData.skills.map((e) => [fold(e.term), 'implies' in e ? (e.implies as string[]) : []]),
);
for (const skill of skills) {
  const seen = new Set<Skill>([skill]);
  const queue = [...(directImplies.get(fold(skill.term)) ?? [])];
  while (queue.length) {
    const parent = skillByTerm.get(fold(queue.shift()!));
    if (!parent || seen.has(parent)) continue;
    seen.add(parent);
    skill.implies.push(parent);
    queue.push(...(directImplies.get(fold(parent.term)) ?? []));
  }
}

/** A token that is a whole one-word name of the vocabulary. */
const knownWord = (t: Token): boolean =>
  [dropS(t.norm), t.raw].some((key) =>
    (aliasesByFirst.get(key) ?? []).some((a) => a.tokens.length === 1 && matchesAt([t], 0, a)),
  );

/** Every vocabulary skill named in the tokens, longest alias first, without overlaps. */
export function findSkillsInTokens(tokens: Token[], text?: string): SkillHit[] {
  const hits: SkillHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const keys = new Set([dropS(token.norm), dropEs(token.norm) ?? '', token.raw]);
    const candidates = [...keys].flatMap((k) => aliasesByFirst.get(k) ?? []);
    let best: Alias | undefined;
    for (const alias of candidates) {
      if (best && best.tokens.length >= alias.tokens.length) continue;
      if (
        matchesAt(tokens, i, alias) &&
        !partOfWord(tokens, i, alias, text) &&
        !modifierOfNoun(tokens, i, alias, text) &&
        !progressiveVerb(tokens, i, alias) &&
        !partOfOrganization(tokens, i, alias, text)
      )
        best = alias;
    }
    const slashed =
      best && best.tokens.length === 1 ? slashedAcronym(tokens, i, best.skill.term, knownWord) : undefined;
    if (best && slashed !== 'codes') {
      hits.push({
        skill: best.skill,
        surface: surfaceOf(tokens, i, best.tokens.length, text),
        index: i,
        length: best.tokens.length,
        loose: best.loose || slashed === 'known',
        ...(slashed === 'known' ? { slashed: true as const } : {}),
      });
      i += best.tokens.length;
    } else {
      i += 1;
    }
  }
  return hits;
}

/**
 * A one-letter name (C, R) glued to the next word by an apostrophe or a hyphen is part of another
 * word: French "C'est", "C-suite", "R-value". Without the text, adjacent tokens one character apart say the same.
 */
function partOfWord(tokens: Token[], at: number, alias: Alias, text: string | undefined): boolean {
  const token = tokens[at]!;
  if (alias.tokens.length !== 1 || token.raw.length !== 1) return false;
  const next = tokens[at + 1];
  if (!next || !/^\p{L}/u.test(next.raw)) return false;
  if (text !== undefined) return /^['’-]$/.test(text.slice(token.start + 1, next.start));
  return next.start === token.start + 2;
}

/** Words that make a run of capitalised words the name of an organisation. */
const ORGANIZATION_CUES: ReadonlySet<string> = new Set(allLanguages('publicBodyWords'));

/** Words between the capitalised words of an organisation's name ("of", "de"). */
const ORGANIZATION_LINKS: ReadonlySet<string> = new Set(allLanguages('organizationLinks'));

/**
 * "Department of Homeland Security", "Social Security Administration": a capitalised word inside
 * an organisation's name, not the skill it also names. The name is the run of capitalised words
 * (and "of", "for", "and", "de") around the word, with nothing but spaces between.
 */
function partOfOrganization(tokens: Token[], at: number, alias: Alias, text: string | undefined): boolean {
  if (alias.tokens.length !== 1 || !/^\p{Lu}\p{Ll}/u.test(tokens[at]!.raw) || text === undefined)
    return false;
  const joined = (a: Token, b: Token) => /^\s+$/.test(text.slice(a.start + a.raw.length, b.start));
  const inName = (t: Token) => /^\p{Lu}/u.test(t.raw) || ORGANIZATION_LINKS.has(t.norm);
  for (const step of [-1, 1]) {
    for (let k = at + step; k >= 0 && k < tokens.length; k += step) {
      const [a, b] = step < 0 ? [tokens[k]!, tokens[k + 1]!] : [tokens[k - 1]!, tokens[k]!];
      if (!joined(a, b) || !inName(tokens[k]!)) break;
      if (ORGANIZATION_CUES.has(tokens[k]!.norm)) return true;
    }
  }
  return false;
}

/** "I am writing to apply", "we were testing": a verb after a form of "be", not the skill it also names. */
function progressiveVerb(tokens: Token[], at: number, alias: Alias): boolean {
  if (alias.tokens.length !== 1 || !/ing$/.test(tokens[at]!.norm)) return false;
  const prev = tokens[at - 1]?.norm;
  return !!prev && ['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'm', 're'].includes(prev);
}

/** Soft skills named by a noun ("communication", "leadership", "teamwork", "creative"), not a verb ("mentored", "negotiate"). */
const NOUN_LIKE = /(?:tion|sion|ship|ment|ity|ty|ance|ence|ism|work|ness|ive|cion|ité|idad|ía|ie|y)$/;

/** Words that make a soft-skill noun after them a technical term ("wireless communication"). */
const TECHNICAL_MODIFIERS: ReadonlySet<string> = new Set(allLanguages('technicalModifiers'));

/**
 * A one-word soft skill directly followed by another content word is the first half of another
 * noun: "serial communication protocols", "the leadership team", "Creative Director" name no
 * skill, while "communication with clients", "leadership skills" and "Communication, teamwork" do.
 */
function modifierOfNoun(tokens: Token[], at: number, alias: Alias, text: string | undefined): boolean {
  if (alias.skill.kind !== 'soft' || alias.tokens.length !== 1 || !NOUN_LIKE.test(alias.tokens[0]!))
    return false;
  const token = tokens[at]!;
  // "serial communication", "UART communication", "inter-process communication": a technical term.
  const prev = tokens[at - 1];
  // An acronym before it counts only where the text is not shouted ("STRONG COMMUNICATION").
  const acronym = !!prev && /^\p{Lu}[\p{Lu}\d]+$/u.test(prev.raw) && !/^\p{Lu}+$/u.test(token.raw);
  if (prev && (acronym || TECHNICAL_MODIFIERS.has(prev.norm))) return true;
  const next = tokens[at + 1];
  if (!next || !/^\p{L}{2,}$/u.test(next.raw)) return false;
  const between =
    text !== undefined
      ? text.slice(token.start + token.raw.length, next.start)
      : ' '.repeat(next.start - token.start - token.raw.length);
  if (!/^ +$/.test(between)) return false;
  return !anyStopword.has(next.norm) && !genericWords.has(next.norm);
}

function matchesAt(tokens: Token[], at: number, alias: Alias): boolean {
  for (let k = 0; k < alias.tokens.length; k++) {
    const token = tokens[at + k];
    if (!token) return false;
    if (alias.caseSensitive ? token.raw !== alias.tokens[k] : !sameWord(token.norm, alias.tokens[k]!))
      return false;
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

/** Whether a text names a skill in its own words: its name or a true synonym, not one word of a longer name. */
export function namesSkill(text: string, skill: Skill): boolean {
  return findSkills(text).some((h) => h.skill === skill && !h.loose);
}

export const anyStopword = new Set(languages.flatMap((lang) => [...stopwords[lang]]));

export const genericWords = new Set(allLanguages('genericWords').flatMap((w) => normTokens(w)));

export const requirementCues = allLanguages('requirementCues').map((c) => normTokens(c).join(' '));

export const optionalCues = allLanguages('optionalCues').map((c) => normTokens(c).join(' '));

/** Words that make a claimed title. */
export const titleWords = new Set(allLanguages('claimTitleWords').map(fold));

export const numberWords = new Set(allLanguages('numberWords').map(fold));

/** Months as a resume shortens them, folded, without a full stop ("sept", "janv", "ene"); not everyday words. */
export const monthShortForms: ReadonlySet<string> = new Set(
  languages.flatMap((lang) => {
    const { months, monthsAlsoWords } = lexicons[lang];
    return months
      .flatMap((m) => [m.short, ...(m.also ?? [])])
      .map((form) => fold(form).replace(/\.$/, ''))
      .filter((form) => !monthsAlsoWords.includes(form));
  }),
);

/** Month names a claimed date is made of ("may" alone is a verb). */
export const monthWords = new Set(
  languages.flatMap((lang) => {
    const { months, monthsAlsoWords } = lexicons[lang];
    return months.map((m) => fold(m.name)).filter((name) => !monthsAlsoWords.includes(name));
  }),
);
