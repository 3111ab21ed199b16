/*
 * Fitting a letter to a page a recruiter reads to the end: below the minimum, add what is true and
 * relevant; above the maximum, cut the weakest parts first.
 */
import { isPresent, jobEmployer } from '../facts.ts';
import { toldAsClause } from '../sentence-forms.ts';
import { achievements } from '../summary.ts';
import { tellable } from '../tellable.ts';
import { when, words, type LetterContext } from './context.ts';
import { roleTitle } from './role-title.ts';
import { countWords, type Draft } from './draft.ts';
import { withoutSeason, type Chosen } from './evidence.ts';
import { furtherMaterial } from './more-material.ts';
import { tellBodies } from './order.ts';
import { addResult, resultSentences } from './paragraphs.ts';

/**
 * The letter's length in words, body paragraphs only: short enough that a recruiter reads it to
 * the end (three short paragraphs of evidence), long enough to be a letter.
 */
export const LETTER_WORDS = { min: 180, max: 350 } as const;

/**
 * Lengthens a short draft, in this order, until it reaches the minimum: the optional material
 * (studies, tools, languages), the next results of the jobs told, other jobs with results in the
 * letter's language, then further material the resume states; a letter still short stays so,
 * never padded with a stock offer to meet. `entries`: the entries told, in the order of `draft.bodies`.
 */
export function lengthen(ctx: LetterContext, draft: Draft, entries: Chosen[], optional: string[]): void {
  const { source, lang, say, quotable } = ctx;
  const count = (): number => countWords(ctx, draft);
  const short = (): boolean => count() < LETTER_WORDS.min;
  const told = new Set(entries.filter((p) => p.kind === 'work').map((p) => p.index));
  while (short() && optional.length) draft.extras.push(optional.shift()!);
  if (short()) {
    // A longer letter needs more results: the next lines of the entries already told, each told once.
    const quoted = new Set(entries.flatMap((p) => (p.kind === 'work' ? p.lines.map((l) => l.text) : [])));
    for (const [i, pick] of entries.entries()) {
      const body = draft.bodies[i];
      if (!body || pick.kind !== 'work') continue;
      const w = source.work[pick.index]!;
      const more = achievements(w)
        .map(withoutSeason)
        .filter((t) => !quoted.has(t) && quotable(t) && tellable(t, lang, w.name))
        .slice(0, 3);
      for (const t of more) {
        if (!short()) break;
        quoted.add(t);
        addResult(ctx, body, t, isPresent(w.endDate));
      }
    }
  }
  if (short()) {
    // Still short: the other jobs with a real employer and results in the letter's language, each
    // told with where it happened. Only lines led by a verb: a line that is a name or a place read
    // into the wrong field would not read as something the candidate did.
    source.work.forEach((w, i) => {
      const name = jobEmployer(w);
      const lines = achievements(w)
        .filter((t) => quotable(t) && tellable(t, lang, w.name))
        .slice(0, 2);
      if (!short() || told.has(i) || !name || !lines.some((t) => toldAsClause(t, lang))) return;
      const current = isPresent(w.endDate);
      const intro = ctx.nth(say.roleIntro, 'roleIntro', draft.bodies.length)(
        name,
        roleTitle(w.position, lang, ctx.resumeLang),
        when(ctx, w.startDate, w.endDate),
        current,
      );
      const at = w.highlights.indexOf(lines[0]!);
      told.add(i);
      const results = resultSentences(
        ctx,
        lines.map((text) => ({ text })),
        current,
      );
      draft.bodies.push({
        sentences: [intro, ...results.sentences],
        source: at >= 0 ? `work[${i}].highlights[${at}]` : `work[${i}].summary`,
        job: { index: i, more: false },
      });
    });
  }
  // Still short: more that the resume states, each in the letter's language or as a name.
  for (const next of furtherMaterial(ctx, draft, told)) {
    if (!short()) break;
    if (next) draft.extras.push(next);
  }
}

/** How many paragraphs of evidence a long letter keeps before it gives up why this employer. */
const KEPT_BODIES = 3;

/**
 * Shortens a long draft to the maximum, cutting in this order: the extras (last added first), the
 * second-to-last sentence of the longest paragraph, paragraphs beyond the third, why this
 * employer, then whole paragraphs beyond the second.
 */
export function shorten(ctx: LetterContext, draft: Draft): void {
  for (let guard = 0; countWords(ctx, draft) > LETTER_WORDS.max && guard < 20; guard++) {
    if (draft.extras.length) {
      draft.extras.pop();
      continue;
    }
    // Measured as told, lead-in included.
    const longest = tellBodies(ctx, draft.bodies)
      .filter((t) => t.body.sentences.length > 2)
      .sort((a, b) => words(b.text) - words(a.text))[0]?.body;
    if (longest) longest.sentences.splice(longest.sentences.length - 2, 1);
    else if (draft.bodies.length > KEPT_BODIES) draft.bodies.pop();
    else if (draft.why) draft.why = undefined;
    else if (draft.bodies.length > 2) draft.bodies.pop();
    else break;
  }
}
