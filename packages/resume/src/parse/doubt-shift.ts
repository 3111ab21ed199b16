/**
 * Cues for the doubt model on jobs read one line off their neighbours. Hand-made layouts (Word
 * tables, Canva, text boxes) print a job's title above the line with its employer and dates, or set
 * its text as plain lines: a reader that cuts the jobs one line too early or too late attaches each
 * title to the job above, reads a duty as a title, or leaves a whole header inside the text of the
 * job above, so that the next job's text moves under the wrong employer. Each of these leaves a
 * trace on the jobs around it: a title that ends open like a piece of a sentence, a header-like
 * line or a job's dates at the end of the text above, a title missing next to a job that has one.
 */
import type { ResumeData } from '../schema/resume.ts';
import { findDates } from '../text/dates.ts';
import { isTitleLike } from './fields.ts';
import { lowerWords } from './doubt-kind.ts';
import { layoutOf } from './job-layout.ts';
import { endsOpen } from './open-ends.ts';
import { words } from './util.ts';

type Job = ResumeData['work'][number];

/** The job's text as its items, the summary's sentences last. */
function itemsOf(job: Job | undefined): string[] {
  if (!job) return [];
  const sentences = (job.summary ?? '').split(/(?<=[.!?])\s+/u).filter(Boolean);
  return [...(job.highlights ?? []), ...sentences];
}

/**
 * "… remplacement des pièces TECHNICIEN DE MAINTENANCE": the text ends on words in capitals, or
 * on a short title-like item: the next job's title line read as this job's text.
 */
function endsOnHeaderLine(job: Job | undefined): boolean {
  const last = itemsOf(job).at(-1)?.trim();
  if (!last) return false;
  const shouted = /(?:^|\s)(?:\p{Lu}[\p{Lu}'’-]+\s+){1,6}\p{Lu}[\p{Lu}'’-]+$/u.exec(last)?.[0] ?? '';
  if (words(shouted) >= 2 && /\p{Ll}/u.test(last)) return true;
  return headerLike(last);
}

/** A short item with no sentence in it that reads as a title: a header line, not a duty. */
const headerLike = (item: string): boolean =>
  words(item) <= 5 && !/[.!?]$/u.test(item) && /^\p{Lu}/u.test(item) && isTitleLike(item);

/** "Acme Foods · Sales Assistant", "Volunteer for the City Marathon 2020": two fields in one. */
const TWO_PARTS = /\s[·•|–—]\s|\s-\s/u;
function holdsTwoFields(text: string | undefined): boolean {
  if (!text) return false;
  const parts = text.split(TWO_PARTS).filter((p) => /\p{L}{2}/u.test(p));
  return (parts.length >= 2 && parts.some((p) => isTitleLike(p))) || /\s(?:19|20)\d{2}$/u.test(text);
}

/** "Acme Foods | 2016 – 2019" in the text: a job's header with its dates glued into the text. */
function textHoldsRange(job: Job | undefined): boolean {
  return itemsOf(job).some((item) => {
    const found = findDates(item);
    return !!found && (found.endDate !== undefined || found.present) && words(item) <= 12;
  });
}

export function shiftCues(jobs: Job[], i: number): Record<string, number> {
  const job = jobs[i]!;
  const above = jobs[i - 1];
  const below = jobs[i + 1];
  const layout = layoutOf(job);
  return {
    'shift.title.open': endsOpen(job.position) ? 1 : 0,
    'shift.employer.open': endsOpen(job.name) ? 1 : 0,
    'shift.header.in.text.above': endsOnHeaderLine(above) ? 1 : 0,
    'shift.header.in.text': endsOnHeaderLine(job) ? 1 : 0,
    'shift.range.in.text': textHoldsRange(job) ? 1 : 0,
    'shift.range.in.text.above': textHoldsRange(above) ? 1 : 0,
    'shift.title.missing.near':
      job.position && ((above && !above.position) || (below && !below.position)) ? 1 : 0,
    'shift.lines.given.back': layout?.glued ? 1 : 0,
    'shift.title.over': layout?.titleOver ? 1 : 0,
    'shift.header.items': Math.min(itemsOf(job).filter((t) => headerLike(t.trim())).length, 3) / 3,
    'shift.employer.two.fields': holdsTwoFields(job.name) ? 1 : 0,
    'shift.title.two.fields': holdsTwoFields(job.position) ? 1 : 0,
    // "Northfield University" under "Drama Club, Northfield University": a piece of a sibling's employer.
    'shift.employer.piece.of.sibling':
      job.name && jobs.some((j) => j !== job && j.name && j.name !== job.name && j.name.includes(job.name!))
        ? 1
        : 0,
    'shift.title.duty': job.position && words(job.position) >= 8 && lowerWords(job.position) >= 4 ? 1 : 0,
  };
}
