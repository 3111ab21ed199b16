import { expect } from 'vitest';
import { buildResumeView } from '../../src/render/view-model.ts';
import type { ResumeData } from '../../src/schema/resume.ts';
import skillsData from '../../src/tailor/data/skills.json' with { type: 'json' };
import type { TailorJob, TailorResult } from '../../src/tailor/index.ts';

/*
 * Honesty checks, written independently of the engine's matcher: the vocabulary file is read here
 * and searched with plain regular expressions, so a matcher bug cannot hide itself.
 */

export const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Entry {
  term: string;
  names: Array<{ text: string; caseSensitive: boolean }>;
}

const entries: Entry[] = skillsData.skills.map((s) => ({
  term: s.term,
  names: [
    ...(s.aliases.some((a) => a.startsWith('=') && fold(a.slice(1)) === fold(s.term))
      ? []
      : [{ text: s.term, caseSensitive: false }]),
    ...s.aliases.map((a) =>
      a.startsWith('=') ? { text: a.slice(1), caseSensitive: true } : { text: a, caseSensitive: false },
    ),
  ],
}));

const regexCache = new Map<string, RegExp>();

/** A name as a whole word (a plural s/es allowed, except after one letter), hyphens and spaces alike. */
function nameRegex(name: { text: string; caseSensitive: boolean }): RegExp {
  const key = `${name.caseSensitive ? '=' : ''}${name.text}`;
  const cached = regexCache.get(key);
  if (cached) return cached;
  const text = name.caseSensitive ? name.text : fold(name.text);
  const body = text
    .split(/[\s-]+/)
    .map(escape)
    .join('[\\s-]+');
  const regex = new RegExp(
    // A one-letter name takes no plural: French "ces" is no plural of C.
    `(?<![\\p{L}\\p{N}])${body}${text.length > 1 ? '(?:e?s)?' : ''}(?![\\p{L}\\p{N}]|['’]\\p{L})`,
    name.caseSensitive ? 'gu' : 'giu',
  );
  regexCache.set(key, regex);
  return regex;
}

function names(entry: Entry, text: string): boolean {
  const folded = fold(text);
  return entry.names.some((n) => {
    const regex = nameRegex(n);
    regex.lastIndex = 0;
    return regex.test(n.caseSensitive ? text : folded);
  });
}

/**
 * The skills a text names, reading it as a person would: the longest name wins, so "A/B testing"
 * names A/B testing and not also Testing. (fold keeps the length of letters without marks, so
 * offsets in the raw and folded text agree for the Latin text used here.)
 */
function skillsNamedIn(text: string): Entry[] {
  const found: Array<{ entry: Entry; start: number; end: number }> = [];
  const folded = fold(text);
  for (const entry of entries) {
    for (const n of entry.names) {
      for (const m of (n.caseSensitive ? text : folded).matchAll(nameRegex(n))) {
        found.push({ entry, start: m.index, end: m.index + m[0].length });
      }
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start));
  const taken: Array<{ start: number; end: number }> = [];
  const named = new Set<Entry>();
  for (const f of found) {
    if (taken.some((t) => f.start < t.end && t.start < f.end)) continue;
    taken.push(f);
    named.add(f.entry);
  }
  return [...named];
}

function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => allStrings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => allStrings(v, out));
  return out;
}

/** What the resume says: every text, without contact links (a LinkedIn URL is not a skill). */
function resumeText(resume: ResumeData): string {
  const { profiles: _p, url: _u, email: _e, ...basics } = resume.basics;
  return allStrings({ ...resume, basics, meta: undefined }).join('\n');
}

/** The vocabulary entry a reported keyword stands for: by its term, or by the posting's own words. */
function entryOf(keyword: string): Entry | undefined {
  const k = fold(keyword);
  const singular = (s: string): string => s.replace(/(?<=\p{L}{3})e?s\b/gu, '');
  return (
    entries.find((e) => fold(e.term) === k) ??
    entries.find((e) => e.names.some((n) => fold(n.text) === k)) ??
    entries.find((e) => e.names.some((n) => singular(fold(n.text)) === singular(k)))
  );
}

/** The resume says the keyword: a name of its vocabulary entry, or each word of a plain phrase. */
function resumeSays(keyword: string, text: string): boolean {
  const entry = entryOf(keyword);
  if (entry) return names(entry, text);
  const folded = fold(text);
  return fold(keyword)
    .split(/\s+/)
    .every((w) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(w.replace(/e?s$/, ''))}`, 'u').test(folded));
}

/** The letter's own frame words that happen to be skill names ("I am writing to apply"). */
const FRAME_PHRASES = ['I am writing to apply'];

/** Generated text: the summary and the letter, without the posting's own names (position, employer). */
export function writtenText(result: TailorResult, job: TailorJob): string {
  let text = [result.resume.basics.summary ?? '', ...result.coverLetter.paragraphs].join('\n');
  for (const name of [job.position, job.employer, ...FRAME_PHRASES])
    if (name.trim()) text = text.split(name).join(' ');
  return text;
}

export function checkHonesty(result: TailorResult, source: ResumeData, job: TailorJob): void {
  const said = resumeText(source);
  // 1. Every matched keyword is in the resume, as written or as a listed synonym.
  for (const keyword of result.report.match.matched)
    expect(resumeSays(keyword, said), `matched "${keyword}" is not in the resume`).toBe(true);
  // 2. Every vocabulary skill the summary or the letter names is one the resume names.
  for (const entry of skillsNamedIn(writtenText(result, job))) {
    expect(names(entry, said), `"${entry.term}" is claimed but the resume never says it`).toBe(true);
  }
  // 3. The summary comes first, right under the header, in the order and in the rendered CV.
  expect((result.resume.meta?.sectionOrder as string[] | undefined)?.[0]).toBe('summary');
  const view = buildResumeView(result.resume, {
    template: 'classic',
    paper: 'a4',
    language: result.report.language,
  });
  if (result.resume.basics.summary) expect(view.sections[0]?.key).toBe('summary');
  // 4. Tailoring never lowers the score, and a claimed keyword is never also "missing".
  expect(result.report.match.after).toBeGreaterThanOrEqual(result.report.match.before);
  expect(result.report.match.matched.filter((m) => result.report.match.missing.includes(m))).toEqual([]);
}

/** The skill lists in the English letter's connecting sentences. */
export function connectedSkills(paragraphs: string[]): string[] {
  const frames = [
    /Your posting asks for ([^.;]+?), and my work/,
    /You ask for ([^.;]+?); I have used/,
    /What you ask for includes ([^.;]+?), (?:all of |both of )?which/,
    /my work so far shows ([^.;]+?)\./,
    /That is the same ([^.]+?) work your posting/,
    /This work drew directly on ([^.]+?), which your posting/,
    /It is ([^.]+?) work of the kind/,
    /Your posting names ([^.;]+?); this is/,
    /My experience also covers ([^.]+?)\./,
    /my experience with ([^.]+?) (?:could help|to work)/,
    /bring that ([^.]+?) experience/,
    /build on the same ([^.]+?) experience/,
    /The results below draw on ([^.]+?), which your posting/,
    /(?:Several of your requirements|One of your requirements), ([^.]+?), runs? through/,
    /That is where I used ([^.]+?), as this role/,
    /(?:^|\. )([^.]+?), which your posting mentions/,
    /This is the experience with ([^.]+?) that your posting/,
    /My work has also involved ([^.]+?)\./,
    /I also bring experience of ([^.]+?)\./,
    /The ([^.]+?) side of (?:the|this) /,
    /Your emphasis on ([^.]+?) is what/,
    /You ask for ([^.;]+?)\./,
    /(?:^|\. )([^.]+?) is on your list/,
    /That speaks to ([^.]+?), which your posting/,
    /Regarding ([^.:]+?):/,
    /(?:^|\. )([^.]+?) matters in this role/,
    /On ([^.,]+?), my results speak/,
    /On ([^.,]+?), here is my own/,
    /hands-on experience of ([^.]+?)\./,
    /That work relied on ([^.]+?)\./,
    /That result speaks to ([^.]+?), which your posting/,
    /Your posting names ([^.;]+?)\./,
    /(?:^|\. )([^.]+?) has been part of my own work/,
    /That is where I used ([^.]+?), which this role/,
    /Your posting asks for ([^.;]+?), which has been part/,
    /more about my ([^.]+?) work in an interview/,
    /about the ([^.]+?) work ahead/,
    /My experience with ([^.]+?) goes back/,
    /I had already worked with ([^.]+?) before that/,
    /(?:^|\. |: )([^.:]+?) was part of an earlier role/,
    /Where ([^.,]+?) is concerned/,
    /same attention to results to ([^.]+?) in this role/,
    /the kind of ([^.]+?) result I would aim/,
    /My experience of ([^.]+?) is hands-on/,
    /put the same ([^.]+?) experience to work/,
    /I bring direct experience of ([^.]+?)\./,
    /bears directly on the ([^.]+?) side of this role/,
    /I have practical experience of ([^.]+?)\./,
    /The same ([^.]+?) work is at the heart/,
    /directly relevant to the ([^.]+?) side of this role/,
    /My ([^.,]+?) experience is concrete/,
    /in the ([^.]+?) work this role involves/,
    /That work drew on ([^.]+?)\./,
    /regular practice with ([^.]+?)\./,
    /(?:^|\. )([^.]+?) (?:were|was) part of that work/,
    /That is where I used ([^.]+?)\./,
  ];
  const found: string[] = [];
  for (const p of paragraphs) {
    for (const frame of frames) {
      // The posting's own words quoted ("“Monitor vital signs”") name a requirement, not a skill claimed.
      for (const m of p.matchAll(new RegExp(frame, 'g')))
        if (!/[“”]/.test(m[1]!)) found.push(...m[1]!.split(/,\s*|\s+and\s+/).filter(Boolean));
    }
  }
  return found;
}

/** The skills a French or Spanish letter connects its results to, by the frames that name them. */
export function connectedSkillsFrEs(paragraphs: string[]): string[] {
  const frames = [
    /(?:recherchez|met en avant|poste|buscan|destaca|puesto|également|también|compétences?|demandez|demande|ce travail|competencias?|piden|oferta|ese trabajo|attentes|requisitos|notamment|mis en pratique|j'ai pratiqué) ?: (.+?)\./,
    /(?:mentionne|menciona|Concernant|En cuanto al?) (.+?)(?: ?:|,|\.)/,
    /(?:^|\. )(?:Piden|Sobre|Pour|Sur) (.+?),/,
    /(?:Ahí utilicé|j'ai utilisé|Votre annonce cite|reposait sur|se apoyaba en|experiencia práctica con|donde utilicé|puse en práctica) (.+?)[,.]/,
    /J'aborderais (.+?) avec la même/,
    /je viserais pour (.+?) dans ce poste/,
    /(?:Ma|la même) pratique (?:de |d')(.+?) (?:est concrète|au service)/,
    /J'ai une (?:pratique directe|expérience pratique) (?:de |d')(.+?)\./,
    /concerne directement (.+?)\./,
    /Ce poste (?:place|met l'accent sur) (.+?)(?: au cœur|,)/,
    /directement utile pour (.+?)\./,
    /orientación a resultados al? (.+?) en este puesto/,
    /habla de mi trabajo en (.+?)\./,
    /(?:Mi|misma) experiencia con (.+?) (?:es práctica|al servicio)/,
    /He trabajado directamente con (.+?)\./,
    /directamente relacionada con (.+?)\./,
    /Tengo experiencia práctica en (.+?)\./,
    /trabajo en (.+?) que pide este puesto/,
    /útil para (.+?) en este puesto/,
    /da un lugar central al? (.+?), y/,
    /C'est la place (?:de |d')(.+?) dans/,
    /el papel de (.+?) en (?:el|este) puesto/,
  ];
  return paragraphs.flatMap((p) =>
    frames
      .flatMap((frame) => [...p.matchAll(new RegExp(frame, 'g'))].map((m) => m[1]!))
      .filter((t) => !/[«»]/.test(t))
      // A requirement named as a noun phrase takes its article: "la mise en service".
      .map((t) => t.replace(/^(?:l['’]|la |le |les |el |los |las )/i, ''))
      .flatMap((t) => t.split(/,\s*|\s+(?:et|y|e)\s+/)),
  );
}
