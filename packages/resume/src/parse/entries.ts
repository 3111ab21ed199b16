/**
 * Stage "entries": a section's lines grouped into entries (header lines with the names, titles
 * and dates, then bullets or prose). Layout decides, not words: a line that starts with a date
 * opens an entry in date-first layouts (moderncv, many French and academic CVs); elsewhere a new
 * entry needs a date on its first lines, and lines with no date near them stay in the entry above.
 */
import { findDates } from '../text/dates.ts';
import { splitDateFirst } from './entries-date-first.ts';
import { headersByOrder } from './entries-pattern.ts';
import { trimTitleOverHeaders } from './entries-title-over.ts';
import {
  hasDate,
  isPartLabel,
  isReferenceLine,
  isProseLine,
  joinWrapped,
  startsWithDate,
  type BodyItem,
  type Entry,
} from './entry.ts';
import {
  datedItemsAsEntries,
  markIndentedItems,
  unmarkBulletHeaders,
  unmarkTitledParagraphs,
} from './entry-marks.ts';
import {
  dateInSentence,
  dateWrappedInSentence,
  sentenceUnderBoldHeader,
  smallNoteTest,
  titleAboveDatedName,
  titleUnderDates,
  townUnderDates,
  yearInSentenceTest,
} from './entry-line-tests.ts';
import { isPlaceLike, parseLocation, splitHeader } from './fields.ts';
import { endsSentence, leftOpen } from './open-ends.ts';
import type { Line } from './lines.ts';
import { words } from './util.ts';

export type { BodyItem, Entry } from './entry.ts';
export { joinWrapped, startsWithDate } from './entry.ts';

/** "2019 and 2020": a line opening with a date that words go on from. */
function wordsAfterOpeningDate(text: string): boolean {
  const found = findDates(text);
  return found?.index === 0 && /\p{L}{2}/u.test(text.slice(found.length));
}

/**
 * Groups a section's lines into entries: header lines (names, titles, dates) then bullets or prose.
 * `jobs`: the lines are jobs, whose headers may set the title under the dates (titleUnderDates).
 */
export function splitEntries(source: Line[], jobs = false): Entry[] {
  const lines = markIndentedItems(
    unmarkTitledParagraphs(unmarkBulletHeaders(jobs ? datedItemsAsEntries(source) : source)),
  );
  const yearInSentence = yearInSentenceTest(lines);
  const datedLines = lines.filter(
    (l) => !l.bullet && hasDate(l.text) && !dateInSentence(l) && !yearInSentence(l),
  );
  // "Logidis Nord" over "Janvier 2021 – Aujourd’hui<tab>Lesquin": dates and a town set right of
  // the header lines above them close that header; they do not make a date-first layout.
  const closesHeader = (l: Line): boolean => {
    const before = lines[lines.indexOf(l) - 1];
    const found = findDates(l.text);
    const rest = found ? splitHeader([l.text.slice(found.index + found.length)]).parts : [];
    return (
      rest.length === 1 &&
      isPlaceLike(rest[0]!.trim()) &&
      before !== undefined &&
      before.x !== undefined &&
      l.x !== undefined &&
      l.x > before.x + 4 &&
      !before.bullet &&
      !hasDate(before.text) &&
      words(before.text) <= 8 &&
      !isProseLine(before)
    );
  };
  const dateFirst = datedLines.filter((l) => startsWithDate(l.text) && !closesHeader(l));
  if (dateFirst.length >= 2 && dateFirst.length >= datedLines.length * 0.6) return splitDateFirst(lines);
  // A section of one entry that opens with its dates ("2023 – 2025  Assistant Professor, …").
  if (datedLines.length === 1 && dateFirst[0] === lines[0]) return splitDateFirst(lines);
  // One-line entries set as a list ("* 2017-2019, Post-doc, Max Planck Institute"): every item opens with its dates.
  const items = lines.filter((l) => l.bullet);
  if (
    datedLines.length === 0 &&
    items.length >= 2 &&
    items.filter((l) => startsWithDate(l.text)).length >= items.length * 0.6
  ) {
    return splitDateFirst(
      lines.map((l) => (l.bullet && startsWithDate(l.text) ? { ...l, bullet: false } : l)),
    );
  }
  const datedSection = datedLines.length >= 2;
  /** A date on this line or the next header-like lines, before any bullet. */
  const dateSoon = (i: number): boolean => {
    // "Received the deliveries and checked them against the orders," over "kept the stock room
    // tidy": a sentence left open goes on below; it heads no job, whatever date comes after it.
    // "Ran the yearly review with the regional managers." over "Buyer" over its dates: a sentence
    // ended with its full stop is the text of the job above, not the head of the next.
    if (jobs && (leftOpen(lines[i], lines[i + 1]) || endsSentence(lines[i]))) return false;
    for (let j = i; j < Math.min(lines.length, i + 3); j++) {
      const l = lines[j] as Line;
      if (j > i && (l.bullet || isProseLine(l))) return false;
      if (hasDate(l.text) && !yearInSentence(l)) return true;
    }
    return false;
  };
  const smallNote = smallNoteTest(lines);
  const entries: Entry[] = [];
  let current: Entry | undefined;
  let lastBodyLine: Line | undefined;
  let bulletX: number | undefined;
  // The entry whose header a part label ("Highlights") closed: the lines below it are its text.
  let labelled: Entry | undefined;
  // An entry above set its town on a line of its own under its dates (townUnderDates).
  let townsBelow = false;
  // Set right of the bullet's mark, a line continues its item; a bold line or a row of cells
  // there is the next entry's header, set a little off by the page.
  const hanging = (line: Line, item: BodyItem): boolean =>
    line.x !== undefined &&
    bulletX !== undefined &&
    item.kind === 'bullet' &&
    line.x > bulletX + 2 &&
    !line.bold &&
    !line.text.includes('\t');
  // Headers following one another with no text between them, cut on the section's own order.
  const byOrder = headersByOrder(lines);
  const ordered = new Set([...byOrder.values()].flat());
  lines.forEach((line, i) => {
    const text = line.text;
    const header = byOrder.get(line);
    if (header) {
      current = { header: [...header], body: [], hasDate: true, ordered: true };
      entries.push(current);
      return;
    }
    if (ordered.has(line)) return;
    if (current && !line.bullet && isPartLabel(line)) {
      labelled = current;
      return;
    }
    const lastItem = current?.body.at(-1);
    const next = lines[i + 1];
    const previousWasBody = lastBodyLine !== undefined && lines[i - 1] === lastBodyLine;
    const isContinuation =
      !line.bullet &&
      lastItem !== undefined &&
      previousWasBody &&
      (line.continuation ||
        dateWrappedInSentence(line, lastItem.text) ||
        // "Ran the till and" over "Sorted the returns": the item left open goes on.
        (jobs && !hasDate(text) && leftOpen({ ...line, text: lastItem.text }, line)) ||
        // A hanging indent or a lower-case start continues the item, even with a year inside it;
        // under an item cut mid-sentence, even one opening with a year ("… President's Club" / "2019 and 2020").
        (!line.authored && !startsWithDate(text) && (hanging(line, lastItem) || /^\p{Ll}/u.test(text))) ||
        (!line.authored &&
          hanging(line, lastItem) &&
          !/[.!?;:]$/.test(lastItem.text) &&
          wordsAfterOpeningDate(text)) ||
        (!line.authored &&
          !hasDate(text) &&
          (hanging(line, lastItem) ||
            /^\p{Ll}/u.test(text) ||
            (lastItem.long &&
              !/[.!?]$/.test(lastItem.text) &&
              line.x === undefined &&
              !(next && !next.bullet && hasDate(next.text))) ||
            (lastItem.kind === 'prose' &&
              lastItem.long &&
              !/[.!?:]$/.test(lastItem.text) &&
              !(jobs && titleAboveDatedName(line, next))))));
    if (isContinuation && current && lastItem) {
      lastItem.text = joinWrapped(lastItem.text, text);
      lastItem.long = text.length >= 55;
      lastBodyLine = line;
      return;
    }
    // In a section whose entries carry dates, a line with no date near it after an entry's body
    // is more of that body, not a new entry.
    const undatedAfterBody =
      current !== undefined &&
      (current.body.length > 0 ||
        // "Enfermera | 2017 - 2020" over "Atención de pacientes en el turno de noche.": a
        // sentence under a dated line is the job's text, however short its header.
        (jobs && current.hasDate && endsSentence(line)) ||
        (current.hasDate &&
          current.header.length >= 2 &&
          // A sentence ("Did more things.") under a full header describes it; a line over the
          // label of the job's text ("Highlights") is the header's last.
          !(next && isPartLabel(next)) &&
          (words(text) >= 6 ||
            (words(text) >= 3 && /\p{Ll}[.!?]$/u.test(text)) ||
            (jobs && leftOpen(line, next))))) &&
      (datedSection || (current.hasDate && /\p{Ll}[.!?]$/u.test(text))) &&
      !line.bullet &&
      !dateSoon(i);
    if (
      line.bullet ||
      isProseLine(line) ||
      undatedAfterBody ||
      (current !== undefined && yearInSentence(line)) ||
      (current !== undefined && isReferenceLine(line)) ||
      (current !== undefined && current === labelled && current.body.length === 0 && !dateSoon(i)) ||
      (current?.hasDate && (smallNote(line, current, next) || sentenceUnderBoldHeader(line, current)))
    ) {
      current ??= { header: [], body: [], hasDate: false };
      if (!entries.includes(current)) entries.push(current);
      current.body.push({ kind: line.bullet ? 'bullet' : 'prose', text, long: text.length >= 55 });
      if (line.bullet) bulletX = line.x;
      lastBodyLine = line;
      return;
    }
    const dated = hasDate(text);
    // "Springfield, IL" under the dates of a full header: the job's place, not a new entry.
    const placeBelow =
      current !== undefined &&
      current.hasDate &&
      current.body.length === 0 &&
      current.header.at(-1) === lines[i - 1] &&
      !dated &&
      parseLocation(text) !== undefined;
    if (placeBelow && current) {
      current.header.push(line);
      return;
    }
    if (current && townUnderDates(current, line, lines[i - 1], next, townsBelow)) {
      current.place = text;
      townsBelow = true;
      return;
    }
    if (
      !current ||
      current.body.length > 0 ||
      (current.hasDate &&
        (dated || (current.header.length >= 2 && !(jobs && titleUnderDates(current, line, next))))) ||
      current.header.length >= 4
    ) {
      current = { header: [], body: [], hasDate: false };
      entries.push(current);
    }
    current.header.push(line);
    if (dated) current.hasDate = true;
  });
  return jobs ? trimTitleOverHeaders(entries) : entries;
}
