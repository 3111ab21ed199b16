/*
 * What a paragraph or a letter tells, which picks the frame around it: a result with a figure, a
 * tool the posting asks for, a role in the posting's field, a degree. The frame is chosen from
 * these facts, and among the frames of one kind by the fact itself (the figure, the tool, the
 * title), so two letters about different facts read differently, and one letter's frames follow
 * what it says.
 */
import { jobEmployer } from '../facts.ts';
import { roleTitle } from './role-title.ts';
import { keywordsNamedBy } from '../match.ts';
import type { LetterFact, ParagraphFact } from '../../lexicon/types.ts';
import { lexicons } from '../../lexicon/index.ts';
import { contentStems } from '../sense.ts';
import { hashText } from '../text.ts';
import { findSkills } from '../vocabulary.ts';
import type { LetterContext } from './context.ts';

/** A fact of a paragraph or letter and the words that name it. */
export interface Told<K extends string = ParagraphFact> {
  kind: K;
  fact: string;
  /** What else was told with the fact (the resume's line): two candidates with one posting's fact differ by it. */
  seed?: string;
}

let roleKin: Map<string, string> | undefined;

/** A word of a title as its kind of post: "developer" and "engineer" are one (lexicon roleKin). */
function kinOf(stem: string): string {
  roleKin ??= new Map(
    Object.values(lexicons).flatMap((l) =>
      l.roleKin.flatMap((group) =>
        group.map(
          (word) => [contentStems(word)[0] ?? word, contentStems(group[0]!)[0] ?? group[0]!] as const,
        ),
      ),
    ),
  );
  return roleKin.get(stem) ?? stem;
}

/**
 * A title in the field of the position applied for (its kind of post named by any of the words
 * employers use for it, lexicon roleKin): one holds every content word of the other
 * ("Data Analyst", "Senior Data Analyst"), or they share two. One shared word alone is often the
 * kind of post, not its field ("Agent de production", "Agent d'accueil").
 */
export function sameField(title: string, position: string): boolean {
  const own = new Set(contentStems(title).map(kinOf));
  const theirs = new Set(contentStems(position).map(kinOf));
  const shared = [...theirs].filter((w) => own.has(w)).length;
  return shared > 0 && (shared >= 2 || shared === own.size || shared === theirs.size);
}

/**
 * A figure that measures a result: a percentage, an amount, "2000+", "3x". A bare count ("384
 * wells", "40 students") or a range of them ("10 to 15 pupils a year") says how much there was,
 * not what was achieved: no "these figures" or "a measured result" is said of it.
 */
const MEASURE =
  /\d+(?:[.,]\d+)?\s?%|[$€£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:[kKmM]\s?)?(?:€|£|\$)|\b\d[\d.,]*\s?(?:k|m|x|\+)(?=[\s.,;)]|$)/u;

export function measureIn(text: string): string | undefined {
  for (const m of text.matchAll(new RegExp(MEASURE.source, 'gu'))) {
    if (!/(?:^|\s)(?:19|20)\d{2}(?:\s|$)/.test(m[0])) return m[0].trim();
  }
  return undefined;
}

/**
 * One frame of a list, chosen by the fact it is told around; a frame already in `used` (by an
 * earlier paragraph of the same letter) is passed over while another is left.
 */
export function byFact<T>(list: T[], told: Told<string>, used?: Set<unknown>): T {
  const first = hashText(`${told.kind}|${told.fact}|${told.seed ?? ''}`);
  for (let k = 0; k < list.length; k++) {
    const frame = list[(first + k) % list.length]!;
    if (used?.has(frame)) continue;
    used?.add(frame);
    return frame;
  }
  return list[first % list.length]!;
}

/**
 * What a paragraph tells: a figure that measures its result, else a tool the posting asks for that it names
 * (`topic` when the paragraph answers a requirement), else a job in the posting's field, else nothing.
 */
export function paragraphFact(
  ctx: LetterContext,
  text: string,
  job: number | undefined,
  topic?: string,
): Told {
  const figure = measureIn(text);
  if (figure) return { kind: 'number', fact: figure };
  const tool =
    topic && findSkills(topic).some((h) => h.skill.kind === 'hard')
      ? topic
      : ctx.shown
          .filter((k) => k.skill?.kind === 'hard' && keywordsNamedBy(text, [k]).length)
          .map((k) => ctx.asked(k)!)[0];
  if (tool) return { kind: 'tool', fact: tool };
  const w = job === undefined ? undefined : ctx.source.work[job];
  const title = w && roleTitle(w.position, ctx.lang, ctx.resumeLang);
  if (title && ctx.position && jobEmployer(w) && sameField(title, ctx.position))
    return { kind: 'field', fact: title };
  return { kind: 'plain', fact: text.slice(0, 40) };
}

/**
 * What the letter told, for its closing: results with a figure, else a tool the posting asks for
 * that results show, else a latest job in the posting's field, else a degree when no job is named,
 * else nothing.
 */
export function letterFact(ctx: LetterContext, told: string[]): Told<LetterFact> {
  const figure = told.map(measureIn).find(Boolean);
  if (figure) return { kind: 'number', fact: figure };
  const tool = ctx.shown.find((k) => k.skill?.kind === 'hard');
  if (!ctx.low && tool) return { kind: 'tool', fact: ctx.asked(tool)! };
  const title = ctx.latest && roleTitle(ctx.latest.work.position, ctx.lang, ctx.resumeLang);
  if (title && ctx.position && sameField(title, ctx.position)) return { kind: 'field', fact: title };
  // "My studies" only when studies are all the letter can tell: a candidate with a job the letter
  // names is told by that experience.
  const school = ctx.source.education.find((e) => e.institution)?.institution;
  if (school && !ctx.source.work.some((w) => jobEmployer(w))) return { kind: 'degree', fact: school };
  return { kind: 'plain', fact: ctx.position };
}
