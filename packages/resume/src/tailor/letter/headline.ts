/*
 * The letter's headline: the one job result that best answers what the posting puts first, told
 * with its employer. A real job's result leads over a trainee post's (an internship is no headline
 * for a career that has gone on since), and a resume whose lines show no requirement still leads
 * with the result that says most of what the posting asks.
 */
import { requirementScorer } from '../evidence.ts';
import { traineePost } from '../summary-facts.ts';
import type { LetterContext } from './context.ts';
import type { Body } from './order.ts';
import { evidenceSentence, headlineFirst, lines } from './requirement-paragraphs.ts';
import { letterScorer } from './transferable.ts';

/**
 * The requirement paragraphs with a real job's result first: when the first tells a trainee's post
 * and a later job has a result that answers the posting, that result leads. An internship's result
 * is no headline for a career that has gone on since.
 */
export function seniorFirst(ctx: LetterContext, bodies: Body[]): Body[] {
  const first = /^work\[(\d+)\]/.exec(bodies[0]?.source ?? '');
  if (!first || !traineePost(ctx.source.work[Number(first[1])]!)) return bodies;
  const headline = headlineResult(ctx);
  const asked = requirementScorer(ctx.plan.requirements);
  const told = headline && pickedLine(ctx, headline);
  if (!headline || !told || asked(told) <= 0) return bodies;
  return [headline, ...bodies];
}

/** The resume line a body tells, by its source path. */
function pickedLine(ctx: LetterContext, body: Body): string | undefined {
  return lines(ctx).find((l) => l.path === body.source && body.sentences[0]?.includes(l.clause ?? '\u0000'))
    ?.text;
}

/**
 * For a resume whose lines show none of the posting's first requirements: its one job result that
 * says most of what the posting asks (a measured one between equals, the latest between those),
 * told with its employer, as the letter's headline; undefined when no job has a line the letter may tell.
 */
export function headlineResult(ctx: LetterContext): Body | undefined {
  const pool = lines(ctx).filter((l) => l.entry.startsWith('work[') && l.clause);
  const asked = letterScorer(ctx);
  const [best] = headlineFirst(
    pool.filter((l) => !l.trainee).map((l) => ({ best: l })),
    asked,
  );
  if (!best) return undefined;
  const line = best.best;
  return {
    sentences: [evidenceSentence(ctx, line, 0, new Set())],
    source: line.path,
    spare: pool
      .filter((l) => l.entry === line.entry && l.text !== line.text)
      .sort((a, b) => asked(b.text) - asked(a.text))
      .map((l) => l.clause!),
  };
}
