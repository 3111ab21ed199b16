/*
 * The letter around the posting's first requirements (requirement-paragraphs.ts): who the
 * candidate is now, one paragraph per requirement shown, and a closing. A letter still short of
 * the minimum takes what else the resume states, never a result pasted after a frame.
 */
import { isPresent, jobEmployer, yearOf } from '../facts.ts';
import { achievements } from '../summary.ts';
import { tellable } from '../tellable.ts';
import { withoutSeason } from './evidence.ts';
import { ownClause } from './own-clause.ts';
import { bridgeSentence, careerChange } from './bridge.ts';
import { letterScorer } from './transferable.ts';
import { whyThisEmployer, writeClosing } from './closing.ts';
import { when, words, type LetterContext } from './context.ts';
import { fold } from '../../text/fold.ts';
import { joinList } from '../sentence-forms.ts';
import { roleTitle } from './role-title.ts';
import { countWords, type Draft } from './draft.ts';
import { LETTER_WORDS } from './fit-length.ts';
import { furtherMaterial, optionalMaterial } from './more-material.ts';
import type { Body } from './order.ts';
import { TOLD_REQUIREMENTS } from './requirement-paragraphs.ts';
import { leadingStudies, studiesToTell } from './studies.ts';
import { askedCertificates } from './listed-skills.ts';
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

/**
 * The opening: the position, then who the candidate is now (the latest job as dated), or their
 * studies. Why this employer is told after the evidence, once the reader has seen what the candidate brings.
 */
function opening(ctx: LetterContext, bodies: Body[]): { sentences: string[]; source: string | null } {
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
  // A career change said plainly, after who the candidate is now.
  if (careerChange(ctx)) {
    const named = source?.startsWith('work');
    const title = latest && roleTitle(latest.work.position, ctx.lang, ctx.resumeLang);
    if (named || title) sentences.push(ctx.choose(say.move, 'move')(named ? undefined : title));
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
  return { sentences, source };
}

/** The longest two results joined in one sentence, in words: longer, the second is left for another letter. */
const JOINED_WORDS = 36;

/**
 * More evidence from the jobs no paragraph tells, told as one sentence each: the jobs whose results
 * say most of what the posting asks first (the resume's order between equals), an employer the letter
 * has not named before one it has, each with its most relevant result, and a second one joined to it
 * when both are short ("I led X and I built Y"), never a run of "I also" sentences. `answering`:
 * only the jobs whose results answer something the posting asks, or only those that answer nothing.
 */
function* otherJobs(
  ctx: LetterContext,
  bodies: Body[],
  opened: string | null,
  answering: boolean,
): Generator<Body> {
  const { source, lang, quotable } = ctx;
  const score = letterScorer(ctx);
  const relevance = source.work.map((w) => achievements(w).reduce((sum, t) => sum + score(t), 0));
  const told = (i: number): boolean => bodies.some((b) => b.source.startsWith(`work[${i}]`));
  const namedAbove = (i: number): boolean => opened === `work[${i}]` || told(i);
  const namedEmployers = new Set(
    source.work.filter((_w, i) => namedAbove(i)).map((w) => fold(jobEmployer(w) ?? '')),
  );
  const saidAgain = new Set<string>();
  // The job the opening named is not told "again": its results come first among their equals.
  const again = (i: number): number =>
    Number(opened !== `work[${i}]` && namedEmployers.has(fold(jobEmployer(source.work[i]!) ?? '')));
  const order = source.work
    .map((_w, i) => i)
    .sort((a, b) => again(a) - again(b) || relevance[b]! - relevance[a]!);
  for (const i of order) {
    const w = source.work[i]!;
    const name = jobEmployer(w);
    // A job the opening or a paragraph named is not introduced again; a role at an employer named
    // before is told once more at most, so the paragraph does not walk through one employer's roles.
    if (!name || told(i) || saidAgain.has(fold(name)) || relevance[i]! > 0 !== answering) continue;
    // A past job the opening named with its title and dates is not named again for its results.
    if (opened === `work[${i}]` && !isPresent(w.endDate)) continue;
    const current = isPresent(w.endDate);
    const clauses = achievements(w)
      .map(withoutSeason)
      .filter((t) => quotable(t) && tellable(t, lang, w.name))
      // Its results that say most of what the posting asks, first.
      .sort((a, b) => score(b) - score(a))
      .map((t) => ownClause(lang, t, current))
      .filter((c): c is string => !!c)
      .slice(0, 4);
    if (!clauses.length) continue;
    const both = clauses.length > 1 && words(clauses.slice(0, 2).join(' ')) <= JOINED_WORDS;
    const clause = both ? joinList(clauses.slice(0, 2), lang) : clauses[0]!;
    // Another role at an employer named before is told by its title and dates, not led in by "with the same employer".
    const frame = namedEmployers.has(fold(name))
      ? ctx.nth(ctx.say.shownAtLatest, 'shownAtLatest', bodies.length)
      : ctx.nth(ctx.say.shownAt, 'shownAt', bodies.length);
    // The job the opening named, with its title and dates: its results, without introducing it again.
    const sentence =
      opened === `work[${i}]`
        ? ctx.say.shownAgainCurrent(clause)
        : frame(name, roleTitle(w.position, lang, ctx.resumeLang), when(ctx, w.startDate, w.endDate), clause);
    if (namedEmployers.has(fold(name))) saidAgain.add(fold(name));
    namedEmployers.add(fold(name));
    yield {
      sentences: [sentence],
      // Its other results, told as "I also ..." when the letter is still short.
      spare: clauses.slice(both ? 2 : 1),
      source: w.highlights.length ? `work[${i}].highlights[0]` : `work[${i}].summary`,
    };
  }
}

/**
 * Tells a body's next spare result before its closing remark: "I also ...", or joined to the spare
 * told just before when both are short ("I also led X and I built Y"), so that results told one
 * after the other do not run as "In addition ... Beyond that ...". False when none is left.
 */
function tellSpare(ctx: LetterContext, b: Body): boolean {
  const next = b.spare?.shift();
  if (!next) return false;
  const last = b.alsoTold;
  if (last && !last.joined && words(`${last.clause} ${next}`) <= JOINED_WORDS) {
    b.sentences[last.at] = ctx.say.alsoClause(joinList([last.clause, next], ctx.lang));
    b.alsoTold = { ...last, joined: true };
    return true;
  }
  const at = b.after ? b.sentences.length - 1 : b.sentences.length;
  b.sentences.splice(at, 0, ctx.say.alsoClause(next));
  b.alsoTold = { clause: next, at, joined: false };
  return true;
}

/** How many pieces of evidence the letter groups after its headline, and how many at most in a short letter. */
const GROUPED = { first: TOLD_REQUIREMENTS.first - 1, most: TOLD_REQUIREMENTS.first } as const;

/**
 * The draft of a letter whose body is `shown` (the requirements its lines show, the headline first):
 * the opening, the headline result in a paragraph of its own, then one paragraph with two or three
 * more pieces of evidence grouped by the requirement each answers, fitted up to the minimum length
 * with what the resume states (more of the headline's results, the next requirements, studies,
 * tools, languages, the other jobs' results, further material), and why this employer before the
 * closing. A letter still short stays short rather than padded with a stock offer.
 */
export function requirementDraft(ctx: LetterContext, shown: Body[]): { draft: Draft; source: string | null } {
  const [headline, ...rest] = shown;
  const group = rest.slice(0, GROUPED.first);
  const reserve = rest.slice(GROUPED.first);
  const bodies = [...(headline ? [headline] : []), ...group];
  const open = opening(ctx, bodies);
  const draft: Draft = {
    opening: open.sentences,
    bodies,
    extras: askedCertificates(ctx),
    why: whyThisEmployer(ctx),
    closing: writeClosing(
      ctx,
      bodies.flatMap((b) => b.sentences),
    ),
    grouped: true,
  };
  const short = (): boolean => countWords(ctx, draft) < LETTER_WORDS.min;
  const toldSoFar = [open.sentences.join(' '), ...bodies.flatMap((b) => b.sentences)];
  // One more result of the headline's job, then the next requirements the resume shows, in the posting's order.
  if (headline && short()) tellSpare(ctx, headline);
  while (short() && reserve.length && bodies.length <= GROUPED.most) bodies.push(reserve.shift()!);
  // Then the other jobs whose results answer what the posting asks, as more evidence in the same paragraph.
  for (const body of otherJobs(ctx, bodies, open.source, true)) {
    if (!short()) break;
    bodies.push(body);
  }
  // Still short: the headline's other results, then those of the other requirements' entries.
  const spares = (): void => {
    while (short() && headline && tellSpare(ctx, headline));
    for (let added = true; short() && added;) {
      added = false;
      for (const b of bodies.slice(1)) if (short() && tellSpare(ctx, b)) added = true;
    }
  };
  spares();
  const optional = optionalMaterial(ctx, open.source, toldSoFar);
  while (short() && optional.length) draft.extras.push(optional.shift()!);
  // A job whose results answer nothing the posting asks is told last, only to reach a letter's
  // length, and only while fewer than three results answer it: then short and honest reads better.
  for (const body of otherJobs(ctx, bodies, open.source, false)) {
    if (!short() || bodies.length >= TOLD_REQUIREMENTS.first) break;
    bodies.push(body);
  }
  spares();
  const told = new Set(
    bodies.map((b) => Number(/^work\[(\d+)\]/.exec(b.source)?.[1] ?? -1)).filter((i) => i >= 0),
  );
  for (const next of furtherMaterial(ctx, draft, told, false)) {
    if (!short()) break;
    if (next) draft.extras.push(next);
  }
  // The headline stands alone; what follows it is one paragraph.
  bodies.forEach((b, i) => {
    if (i > 1) b.joined = true;
  });
  return { draft, source: open.source };
}
