/**
 * A list of publications read one cited work at a time: a citation wrapped over several lines is
 * one work, not one per line, and its commas (between authors) cut it into no parts. Works open
 * on their authors ("Doe, J.", "Doe JN,", "J. Doe,"), a number ("[3]", "3.") or a bullet; a
 * short line between works ("Journal Articles", "Under review", "2024") only groups them.
 * Takes the section's Line[]; gives the publications of the JSON Resume.
 */
import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { findDates, looksLikeDate } from '../text/dates.ts';
import { isCitation } from './citations.ts';
import { joinWrapped } from './entry.ts';
import type { Line } from './lines.ts';
import { parseListItems } from './lists.ts';
import { foldOnce, removeUndefined, words } from './util.ts';

/** How one cited work opens: its first author ("Doe, J.", "Doe JN,", "J.-P. Doe,") or its number. */
const OPENS =
  /^(?:\[\d{1,3}\]|\d{1,3}[.)]\s|\p{Lu}[\p{L}'’-]+,?\s+(?:\p{Lu}\.|\p{Lu}{1,2},)|\p{Lu}\.(?:\s?-?\p{Lu}\.)*\s?\p{Lu}[\p{L}'’-]+[,\s])/u;

/** "Under review", "Book chapters": words of a line that groups works (folded). */
const GROUP_WORDS = new RegExp(
  `(?:^|[^\\p{L}])(?:${allLanguages('publicationGroupWords').join('|')})(?![\\p{L}])`,
  'u',
);

const opens = (line: Line) => line.bullet || OPENS.test(line.text.trim());

/** "Book chapters", "Under review": a short line naming a group of works, not one of them. */
function namesGroup(line: Line, before: Line | undefined, after: Line | undefined): boolean {
  const text = line.text.trim();
  // "2024" alone over the works of that year.
  if (looksLikeDate(text) && words(text) <= 2) return !after || opens(after);
  return (
    words(text) <= 5 &&
    !/\d/.test(text) &&
    !/[.,;:]$/.test(text) &&
    /^\p{Lu}/u.test(text) &&
    (!after || opens(after)) &&
    (!before ||
      /[.)]$/.test(before.text.trim()) ||
      (words(text) <= 3 && GROUP_WORDS.test(foldOnce(text)) && !/[,;:&–-]$/u.test(before.text.trim())) ||
      namesGroup(before, undefined, line))
  );
}

/**
 * The works of a list whose lines open on authors often enough (at least two works, and a
 * third of the lines): each the lines from one opening to the next. Undefined for other lists.
 */
export function citedWorks(lines: Line[]): string[] | undefined {
  const starts = lines.filter(opens).length;
  if (starts < 2 || starts < lines.length / 3 || starts === lines.length) return undefined;
  const works: string[] = [];
  let open = false;
  lines.forEach((line, i) => {
    if (namesGroup(line, lines[i - 1], lines[i + 1])) {
      open = false;
      return;
    }
    if (opens(line) || !open) works.push(line.text.trim());
    else works[works.length - 1] = joinWrapped(works.at(-1) ?? '', line.text.trim());
    open = true;
  });
  return works;
}

const asPublication = (i: ReturnType<typeof parseListItems>[number]) =>
  removeUndefined({
    name: i.name,
    publisher: i.by,
    releaseDate: i.date,
    summary: i.rest,
    'x-printed': i['x-printed'],
  });

/** A cited work is kept whole, dated by its year; other items read as "Title, Publisher, 2021". */
export function parsePublications(lines: Line[]): ResumeData['publications'] {
  const works = citedWorks(lines);
  if (!works) return parseListItems(lines, { oneDate: true }).map(asPublication);
  return works.flatMap((text) => {
    if (isCitation(text) || OPENS.test(text)) {
      const found = findDates(text);
      return [removeUndefined({ name: text, releaseDate: found?.endDate ?? found?.startDate })];
    }
    const line: Line = { ...(lines[0] as Line), text, bullet: false, continuation: false };
    return parseListItems([line], { oneDate: true }).map(asPublication);
  });
}
