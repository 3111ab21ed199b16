/**
 * Lines one phrase or one date range was wrapped over, joined back: a phrase ending on a joining
 * word in a narrow column, a range split down a date cell or stacked in it (start over end), a
 * date glued to the word before it.
 */
import { allLanguages, presentPattern } from '../lexicon/index.ts';
import { endsOnBareMonth, findDates, looksLikeDate } from '../text/dates.ts';
import { matchHeading } from './headings.ts';
import { stripBullet } from './normalize.ts';
import type { Line } from './lines.ts';
import { foldOnce, words } from './util.ts';

/** Words a line does not end on unless it wraps: "Máster en Ingeniería de" / "Sistemas Electrónicos". */
const WRAPPING_END = new Set(
  'de del des du la le les en et y ou o of and in for the to with from at on para con por au aux sur dans'.split(
    ' ',
  ),
);

/**
 * Joins a line that ends on a joining word ("of", "de", "y") with the next one when the next is
 * set the same way (same column, weight and size), starts with a capital and opens no bullet or
 * heading: one phrase wrapped in a narrow column, read as two lines.
 */
export function joinDanglingWraps(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const a = out.at(-1);
    const last = a?.text.split(/\s+/).at(-1) ?? '';
    if (
      a &&
      WRAPPING_END.has(last) &&
      !a.text.includes('\t') &&
      !line.text.includes('\t') &&
      !line.bullet &&
      line.headingLevel === undefined &&
      a.headingLevel === undefined &&
      a.page === line.page &&
      a.bold === line.bold &&
      Math.abs((a.size ?? 0) - (line.size ?? 0)) < 0.5 &&
      a.x !== undefined &&
      line.x !== undefined &&
      Math.abs(a.x - line.x) < 12 &&
      // A lower-case start already reads as a continuation further on; a capital would open a
      // new line of a header: "Sistemas Electrónicos" under "Máster en Ingeniería de".
      /^\p{Lu}/u.test(line.text) &&
      !matchHeading(line.text)
    ) {
      a.text = `${a.text} ${line.text}`;
      continue;
    }
    out.push(line);
  }
  return out;
}

/** "Coordinador administrativo1998-05 - 2002-08": a date range glued to the word before it. */
const GLUED_RANGE = /(\p{Ll})((?:19|20)\d\d(?:[-/.]\d\d)?\s*[–-]\s*(?:(?:19|20)\d\d|\p{L}+))/u;
/**
 * A narrow date cell wraps "Jan 2020 –" / "Present" over two lines, each sharing its line with
 * other text: put the end of the range back on the first line.
 */
export function joinWrappedDates(lines: Line[]): Line[] {
  for (const line of lines) line.text = line.text.replace(GLUED_RANGE, '$1 $2');
  for (let i = 0; i + 1 < lines.length; i++) {
    const a = lines[i] as Line;
    const b = lines[i + 1] as Line;
    const [aFirst = '', ...aRest] = a.text.split('\t');
    // "Avr 2020" / "|" / "Juil 2020": a range set down a narrow cell, one piece per line.
    const c = lines[i + 2];
    const [bCell = '', ...bCells] = b.text.split('\t');
    const [cCell = '', ...cCells] = c?.text.split('\t') ?? [];
    if (
      c &&
      /^[|–-]$/.test(bCell.trim()) &&
      looksLikeDate(aFirst) &&
      looksLikeDate(cCell) &&
      !/[–-]/.test(aFirst + cCell)
    ) {
      a.text = [`${aFirst} – ${cCell}`, ...aRest].join('\t');
      b.text = bCells.join('\t');
      c.text = cCells.join('\t');
      lines.splice(i + 1, 2, ...[b, c].filter((l) => l.text));
      continue;
    }
    const cellJoined = joinMonthWraps(lines, i);
    if (cellJoined) {
      a.text = [cellJoined, ...aRest].join('\t');
      continue;
    }
    if (c && joinsCentredRow(a, b, c)) {
      a.text = `${a.text} ${c.text}\t${b.text}`;
      lines.splice(i + 1, 2);
      continue;
    }
    if (joinRangeWordWrap(lines, i)) continue;
    if (joinStackedDates(lines, i)) continue;
    const [opening = '', ...afterOpening] = aRest.length ? [aFirst, ...aRest] : openingRangeCell(a.text);
    if (!/[–-]\s*$/.test(opening) || !findDates(opening)) continue;
    const [bFirst = '', ...bRest] = b.text.split('\t');
    if (!looksLikeDate(`2000 – ${bFirst}`)) continue;
    // "2022 –" over "2024 –": a range still open under another is the next post's, not this one's end.
    if (/[–-]\s*$/.test(bFirst)) continue;
    // Two rows of a table in a Word file, each with its cells: the next row's date is its own.
    if (a.authored && b.authored && afterOpening.length && bRest.length) continue;
    // "2024 –" over "2023": a range does not end before it starts.
    const joined = findDates(`${opening} ${bFirst}`);
    if (
      joined?.startDate &&
      joined.endDate &&
      joined.endDate !== 'present' &&
      joined.endDate < joined.startDate
    )
      continue;
    // "2023-" / "11 - 2024-05": a year and its month split at the dash join without a space.
    const glue = /(?:19|20)\d\d-$/.test(opening) && /^\d{1,2}(?!\d)/.test(bFirst) ? '' : ' ';
    a.text = [`${opening}${glue}${bFirst}`, ...afterOpening].join('\t');
    takeFirstCell(b, bRest);
    if (!b.text) lines.splice(i + 1, 1);
  }
  return lines;
}

/**
 * "oct. 2021–  Ingénieure de recherche, …": an open range set so close to the text beside it that
 * the two were read as one cell. Gives the range and the rest as two cells, or the text as it is.
 */
function openingRangeCell(text: string): string[] {
  const found = findDates(text);
  if (!found || found.index > 0 || found.endDate !== undefined || found.present) return [text];
  const dash = /^\s*[–-]\s+(?=\S)/u.exec(text.slice(found.length));
  if (!dash) return [text];
  const end = found.length + dash[0].length;
  return [text.slice(0, end).trimEnd(), text.slice(end)];
}

/**
 * A line whose date cell went to the line above keeps its other cells; a list mark the date hid
 * ("2021<tab>— Étude de …") now opens the line and makes it an item.
 */
function takeFirstCell(line: Line, rest: string[]): void {
  const stripped = stripBullet(rest.join('\t'));
  line.text = stripped.text;
  if (stripped.bullet) line.bullet = true;
}

/**
 * "Feb" / "2021–Present", "Mar" / "2017–Jan" / "2021": a narrow date cell wrapped after each month,
 * its year opening the next line's first cell. Takes those cells off the lines below and gives the
 * whole range, or undefined when the line's first cell does not end on a month.
 */
function joinMonthWraps(lines: Line[], i: number): string | undefined {
  let range = (lines[i] as Line).text.split('\t')[0] ?? '';
  const first = range;
  let k = i + 1;
  while (k < lines.length && endsOnBareMonth(range)) {
    const below = lines[k] as Line;
    const [cell = '', ...cells] = below.text.split('\t');
    if (!/^(?:19|20)\d\d\b/u.test(cell.trim())) break;
    range = `${range} ${cell.trim()}`;
    takeFirstCell(below, cells);
    if (below.text) k++;
    else lines.splice(k, 1);
  }
  return range === first ? undefined : range;
}

/**
 * "Winter 2023" / "Assistant Instructor" / "quarter": a date cell wrapped over two lines, with the
 * row's text set half a line lower, centred beside it. The three lines overlap in height.
 */
function joinsCentredRow(a: Line, b: Line, c: Line): boolean {
  return (
    a.x !== undefined &&
    b.x !== undefined &&
    c.x !== undefined &&
    (b.gapBefore ?? 0) < -0.2 &&
    (c.gapBefore ?? 0) < -0.2 &&
    b.x > a.x + 20 &&
    Math.abs(c.x - a.x) < 3 &&
    !a.text.includes('\t') &&
    !c.text.includes('\t') &&
    // "Winter 2023": a season or month word may stand with the year.
    findDates(a.text) !== undefined &&
    words(a.text) <= 4 &&
    words(c.text) <= 2 &&
    !findDates(c.text)
  );
}

/** A range's joining word at a line's end, after the range's first date ("… de mai 2019 à"). */
const RANGE_WORD_END = new RegExp(`^\\s*(?:${allLanguages('rangeWords').join('|')})\\s*$`, 'u');

/**
 * "… chez Acme, de mai 2019 à" / "février 2022. Secteur …": a range written in a sentence and
 * wrapped after its joining word. The date that opens the next line is put back after that word,
 * so that the range is read whole; the rest of the next line stays where it is.
 */
function joinRangeWordWrap(lines: Line[], i: number): boolean {
  const [a, b] = [lines[i] as Line, lines[i + 1] as Line];
  if (a.text.includes('\t') || b.text.includes('\t') || b.bullet) return false;
  const start = findDates(a.text);
  if (!start || start.endDate !== undefined) return false;
  if (!RANGE_WORD_END.test(foldOnce(a.text.slice(start.index + start.length)))) return false;
  const length = openingDateLength(b.text);
  if (!length) return false;
  a.text = `${a.text.trimEnd()} ${b.text.slice(0, length).trim()}`;
  b.text = b.text.slice(length).replace(/^[\s.,;]+/u, '');
  if (!b.text) lines.splice(i + 1, 1);
  return true;
}

const PRESENT_START = new RegExp(`^(?:${presentPattern})(?![\\p{L}\\d])`, 'u');

/** How long the date or the "present" word a text opens with is (0: it opens with neither). */
function openingDateLength(text: string): number {
  const found = findDates(text);
  if (found && found.index === 0 && found.endDate === undefined && found.startDate) return found.length;
  const folded = foldOnce(text);
  const present = folded.length === text.length ? PRESENT_START.exec(folded) : null;
  return present ? present[0].length : 0;
}

/**
 * "2008<tab>Lakeside University" over "2012" (or "Present") alone, set at the same left edge just
 * below: a date cell that prints its start over its end. The end is put back after the start as a
 * range; a later date only, so that single years listed one under the other stay apart.
 */
function joinStackedDates(lines: Line[], i: number): boolean {
  const [a, b] = [lines[i] as Line, lines[i + 1] as Line];
  const [aFirst = '', ...aRest] = a.text.split('\t');
  const bText = b.text.trim();
  if (b.text.includes('\t') || b.bullet || a.page !== b.page) return false;
  if (a.x === undefined || b.x === undefined || Math.abs(a.x - b.x) > 2 || (b.gapBefore ?? 0) > 1)
    return false;
  const start = findDates(aFirst);
  if (!start?.startDate || start.endDate || start.present || start.index > 0) return false;
  if (aFirst.slice(start.length).trim() || !aRest.length) return false;
  if (openingDateLength(bText) !== bText.length) return false;
  const end = findDates(bText);
  // No start date: the line is a "present" word alone.
  if (end?.startDate && (end.endDate || end.present || end.startDate <= start.startDate)) return false;
  a.text = [`${aFirst.trim()} – ${bText}`, ...aRest].join('\t');
  lines.splice(i + 1, 1);
  return true;
}

/**
 * "… des qualités relationnelles" / "Formations" / "importantes.": a margin heading read between
 * a paragraph and the end of its last sentence. The cut tail (a word or two in lower case, ending
 * the sentence) goes back to the paragraph, set in its column.
 */
export function joinCutTails(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const heading = out.at(-1);
    const paragraph = out.at(-2);
    if (
      heading &&
      paragraph &&
      words(line.text) <= 2 &&
      /^\p{Ll}.*[.!?]$/u.test(line.text) &&
      !line.bold &&
      !line.bullet &&
      matchHeading(heading.text) &&
      !paragraph.bold &&
      words(paragraph.text) >= 6 &&
      !/[.!?:]$/.test(paragraph.text) &&
      !paragraph.text.includes('\t') &&
      paragraph.x !== undefined &&
      line.x !== undefined &&
      Math.abs(paragraph.x - line.x) < 12 &&
      heading.x !== paragraph.x &&
      Math.abs((paragraph.size ?? 0) - (line.size ?? 0)) < 0.5
    ) {
      paragraph.text = `${paragraph.text} ${line.text}`;
      continue;
    }
    out.push(line);
  }
  return out;
}
