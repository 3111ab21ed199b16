import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { isPresent, jobEmployer, realEmployer } from './facts.ts';
import { numbersIn, splitSentences, tokenize } from './text.ts';
import { anyStopword, findSkillsInTokens, monthWords, numberWords, titleWords } from './vocabulary.ts';

/*
 * The fact guard: a line written by a model may rephrase, never bring in a fact. A line is rejected
 * when it names a number, a date (month), a title word, a proper name (employer, school, place,
 * person) or a skill that its source does not contain.
 */

export interface FactBase {
  /** Folded words of the source. */
  words: Set<string>;
  /** Numbers written in the source (normalized: 1,200 -> 1200). */
  numbers: Set<string>;
  /** Vocabulary skills the source names. */
  skills: Set<string>;
}

export function buildFactBase(texts: Array<string | undefined>): FactBase {
  const words = new Set<string>();
  const numbers = new Set<string>();
  const skills = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const tokens = tokenize(text);
    for (const t of tokens) {
      words.add(t.norm);
      // "node.js" also counts as "node" and "js"; "R&D" as "r" and "d".
      for (const part of t.norm.split(/[.&+#]+/)) if (part) words.add(part);
    }
    for (const n of numbersIn(text)) numbers.add(n);
    // "AI/ML" in a list of codes shows neither longer name: a text may repeat the letters, not claim the names.
    for (const hit of findSkillsInTokens(tokens)) if (!hit.slashed) skills.add(hit.skill.term);
  }
  return { words, numbers, skills };
}

/** Every string of a resume (identity, employers, dates, bullets...). */
export function resumeTexts(resume: ResumeData): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk({ ...resume, meta: undefined });
  return out;
}

/** Words that are titles only when written as one (Lead Engineer), common words otherwise (lead a team). */
const AMBIGUOUS_TITLES: ReadonlySet<string> = new Set(allLanguages('ambiguousTitleWords'));

export interface GuardOptions {
  /** Numbers allowed (default: every number of the base). */
  numbers?: Set<string>;
  /** Names that may appear although they hold a skill word, e.g. the employer "Northwind Cloud". */
  names?: string[];
}

/** Why `text` is not supported by `base`; empty when every fact in it is. */
export function findInventions(text: string, base: FactBase, options: GuardOptions = {}): string[] {
  const numbers = options.numbers ?? base.numbers;
  const reasons: string[] = [];
  const seen = new Set<string>();
  const report = (reason: string): void => {
    if (!seen.has(reason)) reasons.push(reason);
    seen.add(reason);
  };
  for (const n of numbersIn(text)) if (!numbers.has(n)) report(`number "${n}" is not in the source`);

  const tokens = tokenize(text);
  const allowed = new Set((options.names ?? []).flatMap((n) => tokenize(n).map((t) => t.norm)));
  // Words of a skill the source has ("Kubernetes" for its "k8s") are not unknown names.
  const knownSkillTokens = new Set<number>();
  for (const hit of findSkillsInTokens(tokens, text)) {
    if (base.skills.has(hit.skill.term))
      for (let k = 0; k < hit.length; k++) knownSkillTokens.add(hit.index + k);
  }
  tokens.forEach((t, i) => {
    const before = text.slice(0, t.start);
    const sentenceStart = i === 0 || /[.!?:;\n•]\s*["“«(]?\s*$/.test(before);
    const capitalized = /^\p{Lu}/u.test(t.raw);
    const known = base.words.has(t.norm) || allowed.has(t.norm) || knownSkillTokens.has(i);
    if (known || /^\d/.test(t.norm)) return;
    if (numberWords.has(t.norm)) return report(`quantity "${t.raw}" is not in the source`);
    if (monthWords.has(t.norm)) return report(`date "${t.raw}" is not in the source`);
    if (titleWords.has(t.norm) && (!AMBIGUOUS_TITLES.has(t.norm) || (capitalized && !sentenceStart))) {
      return report(`title "${t.raw}" is not in the source`);
    }
    const acronym = /^\p{Lu}[\p{Lu}\d&]+$/u.test(t.raw);
    if ((capitalized && !sentenceStart) || acronym) {
      if (t.raw.length < 2 || anyStopword.has(t.norm)) return;
      report(`name "${t.raw}" is not in the source (employer, school, place or title?)`);
    }
  });

  let skillText = text;
  // Longest first: the employer's name inside the position's title ("Acme - Data Engineer at Acme") must not break it.
  const longestFirst = [...(options.names ?? [])].sort((a, b) => b.length - a.length);
  for (const name of longestFirst) if (name.trim()) skillText = skillText.split(name).join(' ');
  for (const hit of findSkillsInTokens(tokenize(skillText), skillText)) {
    if (!hit.slashed && !base.skills.has(hit.skill.term))
      report(`skill "${hit.surface}" is not in the source`);
  }
  return reasons;
}

/** Words that say something is still going on ("currently", "actuellement", "since 2019"). */
const ONGOING = new RegExp(
  String.raw`(?<!\p{L})(?:${allLanguages('ongoing').join('|')}|(?:${allLanguages('since').join('|')})\s+(?:\p{L}+\s+)?(?:19|20)\d{2})(?!\p{L})`,
  'iu',
);

/**
 * Why a text says something is ongoing that the resume does not: "currently" about a job that
 * ended, or with no ongoing entry at all. `own` is the source line an edit rewrites: a line that
 * already says it may keep saying it, and `entry` is the job it belongs to.
 */
export function findOngoingClaims(
  text: string,
  source: ResumeData,
  context: { own?: string; entry?: ResumeData['work'][number] } = {},
): string[] {
  if (context.own && ONGOING.test(context.own)) return [];
  const ongoing = [...source.work, ...source.volunteer, ...source.education].some((e) =>
    isPresent(e.endDate),
  );
  const reasons: string[] = [];
  for (const sentence of splitSentences(text)) {
    const claim = sentence.match(ONGOING)?.[0];
    if (!claim) continue;
    const named = context.entry
      ? [context.entry]
      : source.work.filter((w) => {
          const name = jobEmployer(w) ?? realEmployer(w.name);
          return !!name && sentence.includes(name);
        });
    const allowed = named.length ? named.some((w) => isPresent(w.endDate)) : ongoing;
    if (!allowed) reasons.push(`"${claim}": the resume does not say this is ongoing`);
  }
  return reasons;
}

/** Paths a model may rewrite: summaries and achievement lines. Identity, employers, titles, dates, schools are off limits. */
export const EDITABLE_PATH =
  /^(?:basics\.summary|(?:work|volunteer)\[\d+\]\.(?:summary|highlights\[\d+\])|projects\[\d+\]\.(?:description|highlights\[\d+\])|awards\[\d+\]\.summary|publications\[\d+\]\.summary)$/;

/** Why an edit to `path` is refused, or null when the path may be edited. */
export function refusePath(path: string): string | null {
  if (EDITABLE_PATH.test(path)) return null;
  if (/^basics\./.test(path)) return 'touches identity or contact details';
  if (/^education/.test(path)) return 'touches a school';
  if (/(?:^|\.)(?:name|organization)$/.test(path)) return 'touches an employer';
  if (/(?:Date|\.date)$/.test(path)) return 'touches a date';
  if (/\.position$/.test(path)) return 'touches a title';
  return 'not an editable field';
}

/** Read a value at a path such as "work[0].highlights[2]". */
export function readPath(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Write a string at an existing path; false when the path does not exist. */
export function writePath(root: unknown, path: string, value: string): boolean {
  const parts = path.match(/[^.[\]]+/g) ?? [];
  const last = parts.pop();
  const parent = parts.length ? readPath(root, parts.join('.')) : root;
  if (last === undefined || parent === null || typeof parent !== 'object') return false;
  const record = parent as Record<string, unknown>;
  if (typeof record[last] !== 'string') return false;
  record[last] = value;
  return true;
}
