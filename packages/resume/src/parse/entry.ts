/**
 * What an entry is (header lines, then items), and the tests on a line that every way of grouping
 * a section into entries shares: does it open with dates, is it prose, does it wrap.
 */
import { allLanguages } from '../lexicon/index.ts';
import { findDates } from '../text/dates.ts';
import { splitHeader } from './fields.ts';
import type { Line } from './lines.ts';
import { foldOnce, words } from './util.ts';

export interface BodyItem {
  kind: 'bullet' | 'prose';
  text: string;
  long: boolean;
}

export interface Entry {
  header: Line[];
  body: BodyItem[];
  hasDate: boolean;
  /** A town set on its own line under the header's dates, before the entry's text. */
  place?: string;
  /** The header was cut on the section's own order of lines (entries-pattern.ts): it is whole. */
  ordered?: boolean;
  /** Lines above the title that went back to the job above as its text (entries-title-over.ts). */
  glued?: number;
  /** The header is a title line over the employer and dates (entries-title-over.ts). */
  titleOver?: boolean;
}

export const hasDate = (text: string): boolean => findDates(text) !== undefined;

/** The line opens with its dates and goes on ("2019–2022  Doctorant, Université de Montpellier"). */
export function startsWithDate(text: string): boolean {
  const found = findDates(text);
  if (!found || text.slice(0, found.index).trim() !== '') return false;
  // "08/2019 – Present | Austin, TX" is a date line with its place, not a date-first entry.
  return splitHeader([text.slice(found.index + found.length)]).parts.some((p) => /\p{L}{2}/u.test(p));
}

/** Joins a line wrapped from the previous one; a word split at the line end is joined only into a word. */
export function joinWrapped(previous: string, next: string): string {
  if (/\p{L}-$/u.test(previous) && /^\p{Ll}/u.test(next)) return previous.slice(0, -1) + next;
  return `${previous} ${next}`;
}
const PART_LABEL = new RegExp(String.raw`^(?:${allLanguages('jobPartLabels').join('|')})\s*:?$`, 'iu');

/**
 * "Highlights", "Responsabilidades:" alone on a line: the label of the job's text below it. It
 * closes the job's header and is never its employer, title or dates.
 */
export const isPartLabel = (line: Line): boolean => PART_LABEL.test(line.text.trim());

const REFERENCE_LINE = new RegExp(
  String.raw`^(?:${allLanguages((lexicon) => lexicon.entryLabels.reference).join('|')})s?\s*:\s*\S`,
  'u',
);

/** "Supervisor: Jane Doe, PhD", "Mentors: …": who vouches for the job, part of its text, never its header. */
export const isReferenceLine = (line: Line): boolean => REFERENCE_LINE.test(foldOnce(line.text.trim()));

export function isProseLine(line: Line): boolean {
  const text = line.text;
  return (
    !line.bullet &&
    !line.bold &&
    !text.includes('\t') &&
    ((text.length > 95 && words(text) >= 12 && !hasDate(text)) || (words(text) >= 10 && /[.!?]$/.test(text)))
  );
}
/** Adds a body line: a bullet opens an item, other text continues the item above unless it ended a sentence. */
export function addBody(entry: Entry, line: Line): void {
  const last = entry.body.at(-1);
  const continues =
    !line.bullet &&
    !line.text.includes('\t') &&
    last !== undefined &&
    (line.continuation || /^\p{Ll}/u.test(line.text) || !/[.!?:]$/.test(last.text));
  if (continues && last) {
    last.text = joinWrapped(last.text, line.text);
    last.long = line.text.length >= 55;
    return;
  }
  entry.body.push({ kind: line.bullet ? 'bullet' : 'prose', text: line.text, long: line.text.length >= 55 });
}
