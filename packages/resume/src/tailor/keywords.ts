import { allLanguages } from '../lexicon/index.ts';
import { detectLanguage } from '../parse/language.ts';
import { readPosting } from './posting/read-posting.ts';
import { fold } from '../text/fold.ts';
import { normTokens, tokenize, type Token } from './text.ts';
import {
  anyStopword,
  findSkillsInTokens,
  genericWords,
  optionalCues,
  requirementCues,
  titleWords,
  type Skill,
} from './vocabulary.ts';

/** A keyword of a posting: a vocabulary skill, or a phrase the posting repeats. */
export interface JobKeyword {
  term: string;
  weight: number;
  skill?: Skill;
  /** The words the posting uses for it, e.g. "gestion de projet" for Project management. */
  surface: string;
  /** Stemmed tokens of a phrase keyword (no vocabulary entry). */
  phrase?: string[];
}

const MAX_KEYWORDS = 25;
const MAX_DESCRIPTION = 30_000;

/** Crude plural folding so "dashboards" matches "dashboard" and "procesos" matches "proceso". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('es') && !word.endsWith('ses')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** How much a posting insists on what a token names: required, neutral or only nice to have. */
const REQUIRED = 1.25;
const NEUTRAL = 1;
const OPTIONAL = 0.8;

function cueOf(text: string): number | undefined {
  const norm = ` ${normTokens(text).join(' ')} `;
  // "Nice to have" wins over a requirement word in the same sentence ("a plus, not required").
  if (optionalCues.some((cue) => norm.includes(` ${cue} `))) return OPTIONAL;
  if (requirementCues.some((cue) => norm.includes(` ${cue} `))) return REQUIRED;
  return undefined;
}

/**
 * How much the posting insists on each token: a sentence naming a requirement cue ("must",
 * "requis", "imprescindible") or the lines under a heading that does are required; a sentence or
 * section that says "nice to have" ("un plus", "se valorará") is optional; the rest is neutral.
 * Sentences count, not just lines: many postings are one paragraph ("Requirements: ... Nice to have: ...").
 */
function insistence(text: string, tokens: Token[]): number[] {
  const spans: Array<{ start: number; end: number; factor: number }> = [];
  let section = NEUTRAL;
  let offset = 0;
  for (const line of text.split('\n')) {
    const words = normTokens(line).length;
    const isHeading = words > 0 && (words <= 6 || /:\s*$/.test(line)) && !/^\s*[-•*·▪]/.test(line);
    if (isHeading) section = cueOf(line) ?? NEUTRAL;
    let at = offset;
    for (const sentence of line.split(/(?<=[.!?;])\s+/)) {
      const start = text.indexOf(sentence, at);
      spans.push({ start, end: start + sentence.length, factor: cueOf(sentence) ?? section });
      at = start + sentence.length;
    }
    offset += line.length + 1;
  }
  let si = 0;
  return tokens.map((t) => {
    while (si < spans.length - 1 && t.start >= spans[si]!.end) si++;
    return spans[si]?.factor ?? NEUTRAL;
  });
}

/** Adverbs by their endings ("generally", "highly", "closely"), not nouns such as "supply". */
const ADVERB = new RegExp(String.raw`^\p{Ll}{2,}(?:${allLanguages('adverbEndings').join('|')})$`, 'u');
/** A phrase ending on a past participle ("skills demonstrated") is a clause, not a skill. */
const PARTICIPLE_END = /^\p{Ll}{3,}ed$/u;

/** Punctuation between two tokens ends a phrase. */
function isBreak(text: string, a: Token, b: Token): boolean {
  return /[,.;:!?()[\]\n•·|"“”«»]/.test(text.slice(a.start + a.raw.length, b.start));
}

function isContentWord(token: Token): boolean {
  const n = token.norm;
  return n.length >= 3 && !/^\d/.test(n) && !anyStopword.has(n) && !genericWords.has(n) && n !== '/';
}

interface Candidate {
  count: number;
  /** Strongest insistence of the posting where the phrase appears. */
  factor: number;
  first: number;
  forms: Map<string, number>;
}

/** Keywords with detail (vocabulary entry or phrase), strongest first. */
export function extractKeywordsDetailed(
  fullDescription: string,
  exclude: string[] = [],
  position = '',
): JobKeyword[] {
  // Only the job's own sections count (clutter, company pitch and benefits out); a posting longer
  // than this is pasted noise (whole career pages) and its start says what the job is.
  const description = readPosting(fullDescription.slice(0, 2 * MAX_DESCRIPTION), {
    position,
    employer: exclude[0] ?? '',
  }).focus.slice(0, MAX_DESCRIPTION);
  const tokens = tokenize(description);
  const language = detectLanguage(description);
  const factors = insistence(description, tokens);
  const excluded = new Set([...exclude, position].flatMap((e) => normTokens(e)));

  // 1. Vocabulary skills, with synonyms folded onto one term.
  const hits = findSkillsInTokens(tokens, description);
  const bySkill = new Map<
    Skill,
    { count: number; factor: number; first: number; forms: Map<string, number> }
  >();
  const covered = new Set<number>();
  for (const hit of hits) {
    for (let k = 0; k < hit.length; k++) covered.add(hit.index + k);
    const entry = bySkill.get(hit.skill) ?? {
      count: 0,
      factor: 0,
      first: hit.index,
      forms: new Map<string, number>(),
    };
    entry.count += 1;
    entry.forms.set(hit.surface, (entry.forms.get(hit.surface) ?? 0) + 1);
    entry.factor = Math.max(entry.factor, factors[hit.index] ?? NEUTRAL);
    bySkill.set(hit.skill, entry);
  }
  const keywords: Array<JobKeyword & { first: number }> = [];
  for (const [skill, info] of bySkill) {
    const base = skill.kind === 'hard' ? 1 : 0.75;
    const weight = base * (1 + 0.35 * Math.log(info.count)) * info.factor;
    // The posting's most frequent words for it, but a skill rather than a job title when it has both
    // ("gestion de projet" rather than the "chef de projet" of the position).
    const isTitle = (form: string): number => (normTokens(form).some((w) => titleWords.has(w)) ? 1 : 0);
    const surface = [...info.forms.entries()].sort(
      (a, b) => isTitle(a[0]) - isTitle(b[0]) || b[1] - a[1],
    )[0]![0];
    // In a French or Spanish posting, show the posting's own words ("gestion de projet").
    const translated = language !== 'en' && fold(surface) !== fold(skill.term);
    const term = translated ? (/.\p{Lu}/u.test(surface) ? surface : surface.toLowerCase()) : skill.term;
    keywords.push({ term, weight, skill, surface, first: tokens[info.first]!.start });
  }

  // 2. Phrases the posting repeats that the vocabulary does not know (n-grams of content words).
  const candidates = new Map<string, Candidate>();
  const note = (words: Token[], factor: number): void => {
    const key = words.map((w) => stem(w.norm)).join(' ');
    const c = candidates.get(key) ?? {
      count: 0,
      factor: 0,
      first: words[0]!.start,
      forms: new Map<string, number>(),
    };
    c.count += 1;
    c.factor = Math.max(c.factor, factor);
    const form = words.map((w) => w.raw).join(' ');
    c.forms.set(form, (c.forms.get(form) ?? 0) + 1);
    candidates.set(key, c);
  };
  let run: Token[] = [];
  let runFactor = 0;
  const flush = (): void => {
    for (let n = 1; n <= 3; n++) {
      for (let i = 0; i + n <= run.length; i++) note(run.slice(i, i + n), runFactor);
    }
    run = [];
    runFactor = 0;
  };
  tokens.forEach((token, i) => {
    const prev = tokens[i - 1];
    if (prev && run.length && isBreak(description, prev, token)) flush();
    if (covered.has(i) || !isContentWord(token) || excluded.has(token.norm)) {
      flush();
      return;
    }
    run.push(token);
    runFactor = Math.max(runFactor, factors[i] ?? NEUTRAL);
  });
  flush();

  const phrases: Array<JobKeyword & { count: number; first: number }> = [];
  for (const [key, c] of candidates) {
    const size = key.split(' ').length;
    const form = [...c.forms.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const properNoun = /^\p{Lu}/u.test(form) && /\p{Ll}\p{Lu}|^\p{Lu}{2,}/u.test(form);
    // A lone common word ("prepare", "modern", "build") says nothing a vocabulary skill would not:
    // single words are kept only when they are names the posting repeats.
    const keep = size === 1 ? properNoun && c.count >= 2 : c.count >= 2;
    if (!keep) continue;
    // "BASIC", "SPECIALIZED" from "BASIC REQUIREMENTS:": a heading's shouting, not a name (an
    // acronym has four letters at most).
    if (size === 1 && /^\p{Lu}{5,}$/u.test(form)) continue;
    // "generally demonstrated", "highly motivated": how the posting says it, not what it asks for.
    const words = form.split(' ');
    if (words.some((w) => ADVERB.test(w.toLowerCase())) || (size > 1 && PARTICIPLE_END.test(words.at(-1)!)))
      continue;
    // The job's title words ("engineer", "manager") name the job, not a skill it needs.
    if (key.split(' ').some((w) => titleWords.has(w))) continue;
    const weight = 0.5 * (1 + 0.35 * Math.log(c.count)) * Math.min(c.factor, 1.2) + (size > 1 ? 0.1 : 0);
    const term = properNoun || /\p{Lu}{2,}/u.test(form) ? form : form.toLowerCase();
    phrases.push({
      term,
      surface: form,
      weight: Math.min(weight, 0.85),
      phrase: key.split(' '),
      count: c.count,
      first: c.first,
    });
  }
  // A phrase inside a longer phrase seen as often says nothing more.
  const kept = phrases.filter(
    (p) =>
      !phrases.some(
        (q) =>
          q !== p &&
          q.phrase!.length > p.phrase!.length &&
          q.count >= p.count &&
          ` ${q.phrase!.join(' ')} `.includes(` ${p.phrase!.join(' ')} `),
      ),
  );
  for (const p of kept)
    keywords.push({ term: p.term, surface: p.surface, weight: p.weight, phrase: p.phrase, first: p.first });

  // Equal weights: what the posting names first comes first (it usually lists the essentials first).
  keywords.sort((a, b) => b.weight - a.weight || a.first - b.first || a.term.localeCompare(b.term));
  const top = keywords.slice(0, MAX_KEYWORDS);
  const max = top[0]?.weight ?? 1;
  return top.map(({ first: _first, ...k }) => ({ ...k, weight: Math.round((k.weight / max) * 100) / 100 }));
}

/** The posting's keywords and skills, strongest first, weights 0-1. */
export function extractJobKeywords(description: string): Array<{ term: string; weight: number }> {
  return extractKeywordsDetailed(description).map(({ term, weight }) => ({ term, weight }));
}
