import { fold } from '../../text/fold.ts';

/* The facts a letter or summary may be built on: "present" only when the resume says so (endDate "present", or a word meaning it). */

const PRESENT_WORDS = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'actuel',
  'actuelle',
  "aujourd'hui",
  'aujourd hui',
  'en cours',
  'presente',
  'actualidad',
  'actual',
  'hoy',
  'la fecha',
];

/** The resume says the entry is ongoing: endDate "present" (or a word typed for it). No end date is not present. */
export function isPresent(endDate: string | undefined): boolean {
  if (!endDate) return false;
  const word = fold(endDate)
    .replace(/[^a-z' ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return PRESENT_WORDS.includes(word);
}

export function yearOf(date: string | undefined): string | undefined {
  return date?.match(/\b(?:19|20)\d{2}\b/)?.[0];
}
