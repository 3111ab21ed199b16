/*
 * A career change told honestly: when no job of the resume is in the posting's field, the opening
 * names the requirements its paragraphs show from the candidate's jobs, as what they bring. It never
 * says the past jobs were in the posting's field, and it says nothing when no job's line shows one.
 */
import { realTitle } from '../facts.ts';
import { joinList } from '../sentence-forms.ts';
import type { LetterContext } from './context.ts';
import type { Body } from './order.ts';
import { sameField } from './told-facts.ts';

/** How many terms the sentence names: more reads as a list pasted from the posting. */
const BRIDGE_TERMS = 2;

/**
 * Whether the resume comes from another field: the resume shows little of what is asked, it has
 * job titles, and none of them is in the field of the position.
 */
export function careerChange(ctx: LetterContext): boolean {
  if (!ctx.low || !ctx.position) return false;
  const titles = ctx.source.work.map((w) => realTitle(w.position)).filter((t): t is string => !!t);
  return titles.length > 0 && !titles.some((t) => sameField(t, ctx.position));
}

/** The sentence that bridges a career change, or undefined when the resume is in the field or shows no term. */
export function bridgeSentence(ctx: LetterContext, bodies: Body[]): string | undefined {
  if (!careerChange(ctx)) return undefined;
  // What the requirement paragraphs tell from a job: a project or a summary is no role held.
  const shown = bodies.filter((b) => b.source.startsWith('work[') && b.topic).map((b) => b.topic!);
  const terms = [...new Set(shown)].slice(0, BRIDGE_TERMS);
  if (!terms.length) return undefined;
  return ctx.choose(ctx.say.bridge, 'bridge')(joinList(terms, ctx.lang));
}
