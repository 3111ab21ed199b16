import { degreeOf, isPresent, jobEmployer, titleIn, yearOf } from '../facts.ts';
import { joinList } from '../sentence-forms.ts';
import type { LetterContext } from './context.ts';

/** The opening paragraph's sentences, and the resume entry it speaks of (null when none). */
export interface Opening {
  sentences: string[];
  source: string | null;
}

/**
 * The opening: the position applied for, then who the candidate is now (the latest job with a real
 * employer, else where they studied), then what of the posting their results show. A job whose
 * employer the reader doubted is no part of the facts, so it is never named here.
 * `hasEntries`: results follow in the letter.
 */
export function writeOpening(ctx: LetterContext, hasEntries: boolean): Opening {
  const { say, lang, source, latest, position, low, top } = ctx;
  const sentences: string[] = [ctx.choose(say.apply, 'apply')(position, ctx.employer)];
  let from: string | null = null;
  if (latest) {
    const w = latest.work;
    const title = titleIn(w.position, lang);
    const name = jobEmployer(w)!;
    sentences.push(
      isPresent(w.endDate)
        ? say.currentRole(title, name, yearOf(w.startDate))
        : say.pastRole(title, name, yearOf(w.endDate) ?? yearOf(w.startDate)),
    );
    from = `work[${latest.index}]`;
  } else {
    const e = source.education.findIndex((x) => x.institution);
    const school = source.education[e];
    if (school?.institution) {
      const degree = degreeOf(school, lang, ctx.resumeLang);
      sentences.push(say.studied(degree || undefined, school.institution));
      from = `education[${e}]`;
    }
  }
  // Low fit is told to the user in the match report; the letter says what the resume shows, no confession.
  if (low && position) {
    sentences.push(say.applyingFor(position, hasEntries));
  } else if (top.length && !low) {
    sentences.push(ctx.choose(say.asksFor, 'asksFor')(joinList(top, lang), top.length));
  } else if (!latest) {
    sentences.push(say.nothingYet);
  }
  return { sentences, source: from };
}
