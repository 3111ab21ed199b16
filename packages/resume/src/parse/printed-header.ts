/**
 * A job's header as the resume printed it, dates cut out: "Acme Corp · Lyon · Night shift lead".
 * Kept with the job (`x-header`) so a document can set the header as printed where the reader
 * was unsure which phrase is the employer and which the title: the words stay the resume's own,
 * never a guess presented as a field.
 */
import { findDates } from '../text/dates.ts';
import type { Entry } from './entries.ts';

/** What sets a header's phrases apart in `x-header`. */
export const HEADER_JOIN = ' · ';

/** Longer than this, a header holds more than a job's name and title: nothing is kept. */
const MAX_HEADER = 400;

/** A line's phrases with every date range cut out. */
function phrases(text: string): string[] {
  let rest = text;
  for (let found = findDates(rest); found && found.length > 0; found = findDates(rest))
    rest = `${rest.slice(0, found.index)}\t${rest.slice(found.index + found.length)}`;
  // "(Lyon, 2019)": the bracket closes where the dates were.
  rest = rest
    .replace(/\s*[,;]?\s*\t\s*\)/g, ')')
    .replace(/\(\s*\t\s*/g, '(')
    .replace(/\(\s*\)/g, '');
  return rest
    .split(/\t+/)
    .map((p) =>
      p
        .replace(/\s+/g, ' ')
        .replace(/^[\s|·•,;:–—-]+|[\s|·•,;:–—-]+$/gu, '')
        .trim(),
    )
    .filter((p) => /\p{L}/u.test(p));
}

export function printedHeader(entry: Entry): string | undefined {
  const parts = [...entry.header.flatMap((l) => phrases(l.text)), ...(entry.place ? [entry.place] : [])];
  const text = [...new Set(parts)].join(HEADER_JOIN);
  return text && text.length <= MAX_HEADER ? text : undefined;
}
