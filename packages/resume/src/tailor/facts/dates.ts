import { presentWords } from '../../lexicon/index.ts';
import { fold } from '../../text/fold.ts';

/* The facts a letter or summary may be built on: "present" only when the resume says so (endDate "present", or a word meaning it). */

/** The resume says the entry is ongoing: endDate "present" (or a word typed for it). No end date is not present. */
export function isPresent(endDate: string | undefined): boolean {
  if (!endDate) return false;
  const word = fold(endDate)
    .replace(/[^a-z' ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return presentWords.has(word);
}

export function yearOf(date: string | undefined): string | undefined {
  return date?.match(/\b(?:19|20)\d{2}\b/)?.[0];
}
