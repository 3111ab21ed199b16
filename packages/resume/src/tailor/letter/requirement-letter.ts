/*
 * The letter around the posting's first requirements (requirement-paragraphs.ts): who the
 * candidate is now, one paragraph per requirement shown, and a closing. A letter still short of
 * the minimum takes what else the resume states, never a result pasted after a frame.
 */
import { isPresent, jobEmployer, yearOf } from '../facts.ts';
import { requirementScorer } from '../evidence.ts';
import { achievements } from '../summary.ts';
import { tellable } from '../tellable.ts';
import { withoutSeason } from './evidence.ts';
import { ownClause } from './own-clause.ts';
import { bridgeSentence } from './bridge.ts';
import { whyThisEmployer, writeClosing } from './closing.ts';
import { when, type LetterContext } from './context.ts';
import { roleTitle } from './role-title.ts';
import { countWords, type Draft } from './draft.ts';
import { LETTER_WORDS } from './fit-length.ts';
import { furtherMaterial, optionalMaterial } from './more-material.ts';
import type { Body } from './order.ts';
import { TOLD_REQUIREMENTS } from './requirement-paragraphs.ts';
import { leadingStudies, studiesToTell } from './studies.ts';
import { askedCertificates } from './listed-skills.ts';
import { whyFromPosting } from './why.ts';
import { ownSummarySentences } from './own-sentences.ts';
import { trimEnd } from '../text.ts';

/** The summary sentence most relevant to the posting that no paragraph tells, or undefined. */
function ownLead(ctx: LetterContext, bodies: Body[]): string | undefined {
  const told = bodies.flatMap((b) => [...b.sentences, ...(b.spare ?? [])]).join(' ');
  // A figure or a word in capitals is a result's to tell in its paragraph, and reads as a seam in an opening.
  const own = ownSummarySentences(ctx).filter(
    (s) => !told.includes(trimEnd(s)) && !/\d|\b\p{Lu}{5,}\b/u.test(s),
  );
  return own.sort((a, b) => ctx.plan.relevance(b) - ctx.plan.relevance(a))[0];
}

/** The opening: the position, then who the candidate is now (the latest job as dated), or their studies. */
function opening(
  ctx: LetterContext,
  bodies: Body[],
): { sentences: string[]; source: string | null; toldWhy: boolean } {
  const { say, latest, position } = ctx;
  const sentences = [ctx.choose(say.apply, 'apply')(position, ctx.employer)];
  let source: string | null = null;
  // A reader meets each job once: the latest job's paragraph, when it has one, dates it.
  const toldBelow = bodies.some((b) => b.source.startsWith(`work[${latest?.index}]`));
  const lead = leadingStudies(ctx);
  const studies = latest ? undefined : studiesToTell(ctx)[0];
  if (lead) {
    sentences.push(ctx.choose(say.studiesLead, 'studiesLead')(lead.degree, lead.school));
    source = `education[${lead.index}]`;
  } else if (latest && !toldBelow) {
    const w = latest.work;
    const title = roleTitle(w.position, ctx.lang, ctx.resumeLang);
    const name = jobEmployer(w)!;
    sentences.push(
      isPresent(w.endDate)
        ? ctx.choose(say.currentRole, 'role')(title, name, yearOf(w.startDate))
        : ctx.choose(say.pastRole, 'role')(title, name, yearOf(w.endDate) ?? yearOf(w.startDate)),
    );
    source = `work[${latest.index}]`;
  } else if (studies) {
    sentences.push(say.studied(studies.degree, studies.school));
    source = `education[${studies.index}]`;
  }
  // The latest job told below: the candidate's own words about themself say who they are now,
  // when the summary holds a sentence the letter may tell that no paragraph tells.
  const own = sentences.length === 1 ? ownLead(ctx, bodies) : undefined;
  if (own) {
    sentences.push(own);
    source = 'basics.summary';
  }
  // A career change: what the paragraphs below show, as what the candidate brings.
  const bridge = bridgeSentence(ctx, bodies);
  if (bridge) sentences.push(bridge);
  // Why this employer, from the posting's own words (what the results show is the paragraphs' to say).
  const why = whyFromPosting(ctx);
  if (why) sentences.push(why);
  return { sentences, source, toldWhy: !!why };
}

/**
 * Paragraphs about the jobs no paragraph tells, the one whose results say most of what the posting
 * asks first (the resume's order between equals): two results each, in the letter's sentences.
 */
function* otherJobs(ctx: LetterContext, bodies: Body[], opened: string | null): Generator<Body> {
  const { source, lang, quotable } = ctx;
  const score = requirementScorer(ctx.plan.requirements);
  const relevance = source.work.map((w) => achievements(w).reduce((sum, t) => sum + score(t), 0));
  const order = source.work.map((_w, i) => i).sort((a, b) => relevance[b]! - relevance[a]!);
  for (const i of order) {
    const w = source.work[i]!;
    const name = jobEmployer(w);
    // A job the opening named is not introduced again.
    if (!name || opened === `work[${i}]` || bodies.some((b) => b.source.startsWith(`work[${i}]`))) continue;
    const current = isPresent(w.endDate);
    const clauses = achievements(w)
      .map(withoutSeason)
      .filter((t) => quotable(t) && tellable(t, lang, w.name))
      .map((t) => ownClause(lang, t, current))
      .filter((c): c is string => !!c)
      .slice(0, 2);
    if (!clauses.length) continue;
    const at = ctx.nth(ctx.say.shownAt, 'shownAt', bodies.length);
    yield {
      sentences: [
        at(name, roleTitle(w.position, lang, ctx.resumeLang), when(ctx, w.startDate, w.endDate), clauses[0]!),
        ...clauses.slice(1).map((c) => ctx.say.alsoClause(c)),
      ],
      source: w.highlights.length ? `work[${i}].highlights[0]` : `work[${i}].summary`,
    };
  }
}

/**
 * The draft of a letter whose body is `bodies` (one paragraph per requirement shown), fitted up
 * to the minimum length with what the resume states: studies, tools, languages, why this
 * employer, further material; a letter still short stays short rather than padded with a stock offer.
 */
export function requirementDraft(ctx: LetterContext, shown: Body[]): { draft: Draft; source: string | null } {
  const bodies = shown.slice(0, TOLD_REQUIREMENTS.first);
  const reserve = shown.slice(TOLD_REQUIREMENTS.first);
  const open = opening(ctx, bodies);
  const draft: Draft = {
    opening: open.sentences,
    bodies,
    extras: askedCertificates(ctx),
    why: undefined,
    closing: writeClosing(
      ctx,
      bodies.flatMap((b) => b.sentences),
    ),
  };
  const short = (): boolean => countWords(ctx, draft) < LETTER_WORDS.min;
  const toldSoFar = [open.sentences.join(' '), ...bodies.flatMap((b) => b.sentences)];
  // More of what the entries told show, one sentence per paragraph in turn.
  for (let added = true; short() && added;) {
    added = false;
    for (const b of bodies) {
      const next = b.spare?.shift();
      if (!next || !short()) continue;
      b.sentences.splice(b.after ? b.sentences.length - 1 : b.sentences.length, 0, next);
      added = true;
    }
  }
  // Then the next requirements the resume shows, in the posting's order.
  while (short() && reserve.length) bodies.push(reserve.shift()!);
  const optional = optionalMaterial(ctx, open.source, toldSoFar);
  while (short() && optional.length) draft.extras.push(optional.shift()!);
  // Then the other jobs' results, each job in a paragraph of its own sentences.
  for (const body of otherJobs(ctx, bodies, open.source)) {
    if (!short()) break;
    bodies.push(body);
  }
  // Why this employer: said once, the first part cut from a long letter (fit-length.ts).
  draft.why = open.toldWhy ? undefined : whyThisEmployer(ctx);
  const told = new Set(
    bodies.map((b) => Number(/^work\[(\d+)\]/.exec(b.source)?.[1] ?? -1)).filter((i) => i >= 0),
  );
  for (const next of furtherMaterial(ctx, draft, told, false)) {
    if (!short()) break;
    if (next) draft.extras.push(next);
  }
  return { draft, source: open.source };
}
