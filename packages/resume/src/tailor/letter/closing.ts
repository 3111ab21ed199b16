/*
 * The last paragraph: what else the posting asks for that the results show, why this employer,
 * and the closing with its thanks.
 */
import type { RequirementEvidence } from '../evidence.ts';
import type { JobKeyword } from '../keywords.ts';
import { keywordsNamedBy } from '../match.ts';
import { joinList } from '../sentence-forms.ts';
import { hashText } from '../text.ts';
import type { LetterContext } from './context.ts';
import { byResult } from './evidence.ts';
import { showsRequirement } from './requirement-terms.ts';
import { byFact, letterFact } from './told-facts.ts';
import { ownsEverySkill, whyFromPosting } from './why.ts';

export { ownsEverySkill } from './why.ts';

/** The skills the posting asks for that results show and no sentence has named yet (`used`): "my experience also covers". */
export function alsoCovers(ctx: LetterContext, used: Set<string>): string[] {
  const { shown, top, asked, low } = ctx;
  const remaining = shown.filter((k) => !used.has(k.term) && !top.includes(asked(k)!)).slice(0, 4);
  if (!remaining.length || low) return [];
  return [
    ctx.choose(
      ctx.say.alsoCovers,
      'alsoCovers',
    )(
      joinList(
        remaining.map((k) => asked(k)!),
        ctx.lang,
      ),
    ),
  ];
}

/**
 * Why this employer: what the posting states of the employer's aim or of what the role does, in
 * its words (why.ts); else the posting's role and employer, and the skills of its first must-have
 * requirement that a result shows (never the requirement pasted whole). Undefined when the
 * posting says nothing usable and the fit is low, the posting names no position, or no such
 * requirement exists.
 */
export function whyThisEmployer(ctx: LetterContext): string | undefined {
  return whyFromPosting(ctx) ?? whyFromResults(ctx);
}

/**
 * Why this employer from what the results show of the posting's first must-have requirement
 * (`opening`: said as the opening's second sentence, in frames that point back at nothing).
 */
export function whyFromResults(ctx: LetterContext, opening = false): string | undefined {
  const { shown, plan, low, position } = ctx;
  const allOwn = ownsEverySkill(ctx.source);
  // The keywords the requirement names that the very line shown for it names too.
  const named = (r: RequirementEvidence): JobKeyword[] =>
    shown.filter((k) => keywordsNamedBy(r.text, [k]).length && keywordsNamedBy(r.evidence!.text, [k]).length);
  const firstMust = plan.requirements.find(
    (r) =>
      r.importance === 'must' &&
      byResult(r) &&
      allOwn(r.text) &&
      showsRequirement(ctx, r)(r.evidence!.text) &&
      named(r).length > 0,
  );
  const focus = firstMust ? named(firstMust).slice(0, 2) : [];
  if (!focus.length || low || !position) return undefined;
  return ctx.choose(opening ? ctx.say.interestOpening : ctx.say.interest, 'interest')(
    ctx.employer,
    position,
    joinList(
      focus.map((k) => ctx.asked(k)!),
      ctx.lang,
    ),
  );
}

/** One letter in THANKED ends with a line of thanks: said in every letter, it reads as a template. */
const THANKED = 3;

/**
 * The closing, chosen by what the letter told (`told`: the paragraphs of results): "these
 * results" only after a result with a measured figure, a tool only when results show it; a line
 * of thanks after it in one letter out of THANKED, chosen by the letter's own facts.
 */
export function writeClosing(ctx: LetterContext, told: string[]): string {
  const { say } = ctx;
  const fact = { ...letterFact(ctx, told), seed: told.join(' ') };
  const closing = byFact(say.closing[fact.kind], fact)(ctx.employer, ctx.position, fact.fact);
  const thanked = hashText(`${ctx.key}|${fact.seed}`) % THANKED === 0;
  if (!thanked) return closing;
  return `${closing} ${byFact(say.thanks, { kind: 'thanks', fact: `${fact.fact}|${told.length}` })}`;
}
