import { isPresent, jobEmployer, yearOf } from '../facts.ts';
import { roleTitle } from './role-title.ts';
import type { LetterContext } from './context.ts';
import { leadingStudies, studiesToTell } from './studies.ts';
import { sameField } from './told-facts.ts';
import { whyFromResults } from './closing.ts';
import { whyFromPosting } from './why.ts';

/** The opening paragraph's sentences, and the resume entry it speaks of (null when none). */
export interface Opening {
  sentences: string[];
  source: string | null;
  /** The first sentence applies from the latest job: it names that job. */
  fromLatest?: boolean;
  /** The opening says why this employer, from the posting's own words: the closing does not again. */
  toldWhy?: boolean;
}

/** The first sentence that names only the position and the employer. */
export const plainApply = (ctx: LetterContext): string =>
  ctx.choose(ctx.say.apply, 'apply')(ctx.position, ctx.employer);

/**
 * The opening: the position applied for, then who the candidate is now, and why this employer.
 * It claims no requirement: the paragraphs below show each with its line. Who they are now is the latest job with a real employer, unless a paragraph
 * below tells that job (`tellsLatest`): a reader meets each job once. Without a job, a degree the
 * letter may name (see studies.ts). A job whose employer the reader doubted is no part of the
 * facts, so it is never named here.
 */
export function writeOpening(ctx: LetterContext, tellsLatest: boolean): Opening {
  const { say, lang, latest, position } = ctx;
  const sentences: string[] = [];
  let from: string | null = null;
  let fromLatest = false;
  const lead = leadingStudies(ctx);
  if (lead) {
    sentences.push(plainApply(ctx), ctx.choose(say.studiesLead, 'studiesLead')(lead.degree, lead.school));
    from = `education[${lead.index}]`;
  } else if (latest && !tellsLatest) {
    const w = latest.work;
    const title = roleTitle(w.position, lang, ctx.resumeLang);
    const name = jobEmployer(w)!;
    const current = isPresent(w.endDate);
    const year = current ? yearOf(w.startDate) : (yearOf(w.endDate) ?? yearOf(w.startDate));
    // A latest job in the posting's own field leads into the application, in one sentence.
    fromLatest = !!title && !!position && sameField(title, position);
    if (fromLatest)
      sentences.push(
        current
          ? ctx.choose(say.applyAsCurrent, 'applyFrom')(title!, name, year, position)
          : ctx.choose(say.applyAfter, 'applyFrom')(title!, name, year, position),
      );
    else
      sentences.push(
        plainApply(ctx),
        current
          ? ctx.choose(say.currentRole, 'role')(title, name, year)
          : ctx.choose(say.pastRole, 'role')(title, name, year),
      );
    from = `work[${latest.index}]`;
  } else sentences.push(plainApply(ctx));
  if (!latest && !lead) {
    const studies = studiesToTell(ctx)[0];
    if (studies) {
      sentences.push(say.studied(studies.degree, studies.school));
      from = `education[${studies.index}]`;
    }
  }
  // In an opening with nothing else to say, what the results show of the posting's first must-have
  // requirement; why this employer is told after the evidence, before the closing.
  const why = sentences.length === 1 && !whyFromPosting(ctx) ? whyFromResults(ctx, true) : undefined;
  if (why) sentences.push(why);
  return { sentences, source: from, fromLatest, toldWhy: !!why };
}
