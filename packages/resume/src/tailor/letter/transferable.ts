/*
 * What carries over in a career change: a line of another field that names work the posting also
 * names (clients, data, a team, a budget), by the words of the letter's lexicon (`transferable`).
 * It scores only what both say; a line that names none of it touches nothing in the posting.
 */
import { lexicons } from '../../lexicon/index.ts';
import { requirementScorer } from '../evidence.ts';
import { fold } from '../../text/fold.ts';
import { careerChange } from './bridge.ts';
import type { LetterContext } from './context.ts';
import { holds } from './studies.ts';

/** What one kind of work both name adds to a line's score: less than a requirement it shows. */
const SHARED_WORK = 0.4;

/**
 * How much a line shows what the posting asks: the requirements it shows (evidence.ts) and, for a
 * career change, the kinds of work it shares with the posting's own words.
 */
export function letterScorer(ctx: LetterContext): (text: string) => number {
  const asked = requirementScorer(ctx.plan.requirements);
  if (!careerChange(ctx)) return asked;
  const posting = fold(ctx.description);
  const shared = lexicons[ctx.lang].transferable.map(fold).filter((s) => holds(posting, s));
  return (text) => {
    const line = fold(text);
    const kinds = shared.filter((s) => holds(line, s)).length;
    return asked(text) + SHARED_WORK * Math.min(2, kinds);
  };
}
