/*
 * A letter built around what the posting asks for first: for each of its first requirements that
 * a line of the resume shows (a job's or project's result, or the candidate's own first-person
 * summary), one short paragraph that names the requirement as a short term of the posting
 * (requirement-terms.ts) and tells that line in the letter's own sentence. A requirement no line shows is not claimed.
 */
import { requirementScorer, type RequirementEvidence } from '../evidence.ts';
import { isPresent, jobEmployer } from '../facts.ts';
import { achievements } from '../summary.ts';
import { traineePost } from '../summary-facts.ts';
import { tellable } from '../tellable.ts';
import { splitSentences, trimEnd } from '../text.ts';
import { when, type LetterContext } from './context.ts';
import { roleTitle } from './role-title.ts';
import { projectName, withoutSeason } from './evidence.ts';
import type { Body } from './order.ts';
import { ownClause } from './own-clause.ts';
import { ownSummarySentences } from './own-sentences.ts';
import { requirementTopic, showsRequirement } from './requirement-terms.ts';
import { findSkills } from '../vocabulary.ts';
import { fold } from '../../text/fold.ts';
import { byFact, measureIn, paragraphFact } from './told-facts.ts';

/** How many requirements a letter tells: three short paragraphs a recruiter reads to the end, five when it is short. */
export const TOLD_REQUIREMENTS = { first: 3, most: 5 } as const;

/** A line that may show a requirement, with where it was written and how the letter tells it. */
export interface Line {
  text: string;
  path: string;
  /** The entry it belongs to ("work[2]", "projects[0]", "summary"): one paragraph per entry first. */
  entry: string;
  /** The line as a clause of the letter's sentence, or the candidate's own sentence as written. */
  clause?: string;
  own?: string;
  /** Newest first: the resume's order of work, which plan.ts keeps latest first. */
  order: number;
  /** Written for a post held as a trainee: a real job's line that shows as much is told first. */
  trainee?: boolean;
}

/** What a line that names a quality the posting asks for is worth. */
const QUALITY_SHOWN = 0.5;

/** How much weaker a line may show a requirement and still be told before an older one or a trainee's. */
const CLOSE_SCORES = 0.25;

/**
 * Lines that show one requirement, best first: an entry not told yet, then the line that shows it
 * most; between lines that show it about as well, a real job's before a trainee post's, then the
 * newest. An internship's result is no headline for a career that has gone on since.
 */
function bestEvidence(shown: Array<{ l: Line; s: number }>, used: Set<string>): Line | undefined {
  const fresh = shown.filter((x) => !used.has(x.l.entry));
  const pool = fresh.length ? fresh : shown;
  const top = Math.max(0, ...pool.map((x) => x.s));
  return pool
    .filter((x) => x.s >= top * (1 - CLOSE_SCORES))
    .sort((a, b) => Number(!!a.l.trainee) - Number(!!b.l.trainee) || a.l.order - b.l.order || b.s - a.s)[0]
    ?.l;
}

/** The lines a paragraph may tell: results of jobs with a real employer, of projects, and own summary sentences. */
export function lines(ctx: LetterContext): Line[] {
  const { source, lang, quotable } = ctx;
  const out: Line[] = [];
  source.work.forEach((w, i) => {
    if (!jobEmployer(w)) return;
    const current = isPresent(w.endDate);
    achievements(w).forEach((raw, j) => {
      const path = w.highlights.length ? `work[${i}].highlights[${j}]` : `work[${i}].summary`;
      // Each sentence of a line is a line of its own: what shows a requirement is what is told.
      for (const text of splitSentences(withoutSeason(raw))) {
        if (!quotable(text) || !tellable(text, lang, w.name)) continue;
        const clause = ownClause(lang, text, current);
        if (clause) out.push({ text, path, entry: `work[${i}]`, clause, order: i, trainee: traineePost(w) });
      }
    });
  });
  source.projects.forEach((p, i) => {
    if (!p.name) return;
    p.highlights.forEach((line, j) => {
      for (const text of splitSentences(line)) {
        if (!quotable(text) || !tellable(text, lang)) continue;
        const clause = ownClause(lang, text, false);
        if (clause)
          out.push({
            text,
            path: `projects[${i}].highlights[${j}]`,
            entry: `projects[${i}]`,
            clause,
            order: 50 + i,
          });
      }
    });
  });
  ownSummarySentences(ctx).forEach((s) =>
    out.push({ text: s, path: 'basics.summary', entry: 'summary', own: s, order: 100 }),
  );
  return out;
}

/** A requirement that names qualities only ("Excellent communication skills"). */
function quality(r: RequirementEvidence): boolean {
  const hits = findSkills(r.text);
  return hits.length > 0 && hits.every((h) => h.skill.kind === 'soft');
}

/**
 * The posting's requirements in the order it puts them, must-haves first, each group as written;
 * then its qualities ("Excellent communication skills"), for a resume that shows too few of the rest.
 */
function firstRequirements(requirements: RequirementEvidence[]): RequirementEvidence[] {
  // "Python, SQL, machine learning, A/B testing": a list of skills is as many requirements, in its order.
  const told = requirements
    .filter((r) => !quality(r))
    .flatMap((r) => {
      const hits = findSkills(r.text).filter((h) => h.skill.kind !== 'soft' && !h.loose);
      if (new Set(hits.map((h) => h.skill.term)).size < LISTED_SKILLS) return [r];
      return hits.map((h) => ({ ...r, text: h.surface }));
    });
  // A quality comes last: a line shows it only by naming it in what the candidate did
  // ("coordinated internal communication"), which is the evidence a career changer has.
  const qualities = requirements.filter(quality);
  return [
    ...told.filter((r) => r.importance === 'must'),
    ...told.filter((r) => r.importance !== 'must'),
    ...qualities,
  ];
}

/** How many skills make a requirement a list of them. */
const LISTED_SKILLS = 3;

/**
 * The sentence that tells a line, with where it happened: a job named once in the letter, with
 * the latest job, which the opening leaves to its paragraph, given its title and dates. A job
 * named before is named again by its employer, or is "my current role" when it is the ongoing
 * latest job: paragraphs may be reordered or dropped to fit, so "the same role" could point at
 * another job.
 */
export function evidenceSentence(ctx: LetterContext, line: Line, n: number, named: Set<string>): string {
  if (line.own) return trimEnd(line.own) + '.';
  const [kind, index] = [line.entry.replace(/\[.*$/, ''), Number(/\d+/.exec(line.entry)?.[0])];
  if (kind === 'projects')
    return ctx.say.shownInProject(projectName(ctx.source.projects[index]!.name!), line.clause!);
  const w = ctx.source.work[index]!;
  if (named.has(line.entry))
    return index === ctx.latest?.index && isPresent(w.endDate)
      ? ctx.say.shownAgainCurrent(line.clause!)
      : ctx.say.shownAgain(jobEmployer(w)!, line.clause!);
  named.add(line.entry);
  const args = [
    jobEmployer(w)!,
    roleTitle(w.position, ctx.lang, ctx.resumeLang),
    when(ctx, w.startDate, w.endDate),
  ] as const;
  // The latest job, or a role at an employer where the candidate held another: its title and dates say which.
  const employer = fold(jobEmployer(w)!);
  const shared = ctx.source.work.some((o, k) => k !== index && fold(jobEmployer(o) ?? '') === employer);
  if (index === ctx.latest?.index || shared)
    return ctx.nth(ctx.say.shownAtLatest, 'shownAtLatest', n)(...args, line.clause!);
  return ctx.nth(ctx.say.shownAt, 'shownAt', n)(...args, line.clause!);
}

/** Where the evidence goes in a frame, so what the frame says after it can stay last. */
const MARK = '\u0001';

/**
 * A frame's words around the evidence as sentences: what it says before the evidence leads into
 * it, what it says after is a sentence of its own, kept last when more lines are told (order.ts).
 */
function framed(frame: string, evidence: string): string[] {
  const [before = '', after = ''] = frame.split(MARK);
  return [`${before}${evidence}`, ...(after.trim() ? [after.trim()] : [])];
}

/** What a measured figure adds to a line's claim to lead the letter: between two lines about as relevant, the one with a result. */
const FIGURE_WEIGHT = 0.3;

/**
 * The requirements shown, the one whose line best answers what the posting puts first told first
 * (its headline): a job's result, the more of the first requirements it shows the better, a
 * measured one before an unmeasured one; a trainee's post, a project or the candidate's own summary
 * only when no job's line shows one. The others keep the posting's order.
 */
export function headlineFirst<T extends { best: Line }>(picks: T[], asked: (text: string) => number): T[] {
  const weight = ({ best }: T): number =>
    (best.entry.startsWith('work[') && !best.trainee ? 10 : 0) +
    asked(best.text) +
    (measureIn(best.text) ? FIGURE_WEIGHT : 0);
  const top = picks.reduce<T | undefined>((a, b) => (!a || weight(b) > weight(a) ? b : a), undefined);
  return top ? [top, ...picks.filter((p) => p !== top)] : picks;
}

/**
 * The paragraphs about the posting's first requirements that lines of the resume show, at most
 * TOLD_REQUIREMENTS.most (the letter tells the first three, more when short), each telling one
 * line, with the entry's other lines as spares for a short letter (those that show a requirement first). An
 * entry told once is used again only when no other entry shows the requirement; a line is told once.
 */
export function requirementBodies(ctx: LetterContext): Body[] {
  const pool = lines(ctx);
  const usedLines = new Set<string>();
  const usedEntries = new Set<string>();
  const topics = new Set<string>();
  const bodies: Body[] = [];
  const named = new Set<string>();
  const frames = new Set<unknown>();
  const anyAsked = requirementScorer(ctx.plan.requirements);
  const picks: Array<{ best: Line; topic: string }> = [];
  for (const r of firstRequirements(ctx.plan.requirements)) {
    if (picks.length >= TOLD_REQUIREMENTS.most) break;
    const score = requirementScorer([{ ...r, importance: 'must' }]);
    const shows = showsRequirement(ctx, r);
    const best = bestEvidence(
      pool
        .filter((l) => !usedLines.has(l.text) && shows(l.text))
        // A quality is scored by no tool or phrase: the line that names it shows it.
        .map((l) => ({ l, s: score(l.text) || (quality(r) ? QUALITY_SHOWN : 0) }))
        .filter((x) => x.s > 0),
      usedEntries,
    );
    if (!best) continue;
    const topic = requirementTopic(ctx, r, best.text);
    if (!topic || topics.has(topic)) continue;
    topics.add(topic);
    usedLines.add(best.text);
    usedEntries.add(best.entry);
    picks.push({ best, topic });
  }
  for (const { best, topic } of headlineFirst(picks, anyAsked)) {
    const n = bodies.length;
    const evidence = evidenceSentence(ctx, best, n, named);
    const job = best.entry.startsWith('work[') ? Number(/\d+/.exec(best.entry)![0]) : undefined;
    const told = { ...paragraphFact(ctx, best.text, job, topic), seed: best.text };
    const plainFrames = told.kind === 'plain' ? [] : ctx.say.requirement.plain;
    // A plain frame fits any paragraph: it stands beside those of the fact, so letters vary.
    const frame = byFact([...ctx.say.requirement[told.kind], ...plainFrames], told, frames);
    const sentences = framed(frame(topic, MARK), evidence);
    bodies.push({
      sentences,
      after: sentences.length > 1,
      source: best.path,
      topic,
      spare: pool
        // Those that show what the posting asks first; then the entry's other results, for a short letter.
        .filter((l) => l.entry === best.entry && l.clause)
        .sort((a, b) => anyAsked(b.text) - anyAsked(a.text))
        .map((l) => l.text),
    });
  }
  // A spare line is told once, in the paragraph of its entry.
  const said = new Set([...usedLines].map((t) => t.toLowerCase()));
  for (const b of bodies) {
    b.spare = b
      .spare!.filter((t) => !said.has(t.toLowerCase()))
      .map((t) => {
        said.add(t.toLowerCase());
        return pool.find((l) => l.text === t)!.clause!;
      });
  }
  return bodies;
}
