/** One PDF page's positioned text laid out as lines in reading order, with their look. */
import { looksLikeDate } from '../text/dates.ts';
import { findGutter, orderRows, SIDEBAR_ROWS } from './pdf-columns.ts';
import { type Box, markedRows } from './pdf-marks.ts';
import { buildRows, type PositionedItem, type Row, type Segment } from './pdf-rows.ts';
import type { SourceLine } from './types.ts';

export { findGutter, orderRows } from './pdf-columns.ts';
export { buildRows, collapseLetterSpacing, type PositionedItem, type Segment } from './pdf-rows.ts';

/**
 * Dates set right-aligned a little off the baseline of the line they belong to (Word tab stops,
 * text boxes) form a row of their own: put them back at the end of the line just above, when that
 * line ends before them and sits less than a line height higher.
 */
function attachDates(rows: Row[], pageWidth: number): Row[] {
  const out: Row[] = [];
  for (const row of rows) {
    const previous = out.at(-1);
    const only = row.length === 1 ? row[0] : undefined;
    const end = previous ? Math.max(...previous.map((s) => s.x1)) : 0;
    if (
      only &&
      previous?.[0] &&
      looksLikeDate(only.text) &&
      only.x0 > pageWidth * 0.5 &&
      end < only.x0 - only.size &&
      only.y - previous[0].y > 0 &&
      only.y - previous[0].y < only.size &&
      !previous.some((s) => looksLikeDate(s.text))
    ) {
      previous.push(only);
      continue;
    }
    out.push(row);
  }
  return out;
}

/**
 * Turns one page of positioned items into lines in reading order. `shapes` are the small shapes
 * the page paints, and `marks` where painted list marks stood on the pages before (see markedRows).
 */
export function layoutPage(
  items: PositionedItem[],
  pageWidth: number,
  pageHeight?: number,
  shapes: Box[] = [],
  marks: number[] = [],
): SourceLine[] {
  let rows = buildRows(items);
  let gutter = findGutter(rows, pageWidth);
  if (gutter !== undefined) {
    // Cut at the gutter, the lines that ran into it no longer blur where it is: find it again.
    rows = buildRows(items, gutter);
    gutter = findGutter(rows, pageWidth) ?? gutter;
  }
  rows = attachDates(orderRows(rows, pageWidth, gutter), pageWidth);
  const marked = markedRows(rows, shapes, marks);
  const lines: SourceLine[] = [];
  let previous: Segment | undefined;
  for (const row of rows) {
    const first = row[0];
    if (!first) continue;
    const chars = row.reduce((n, s) => n + s.chars, 0);
    const size = Math.max(...row.map((s) => s.size));
    const gap = previous && previous.page === first.page ? (first.y - previous.y - size) / size : undefined;
    // A painted mark makes the row a list item that starts at the mark, as a bullet glyph would.
    const mark = marked.get(row);
    lines.push({
      text: row.map((s) => s.text.trim()).join('\t'),
      size: Math.round(size * 10) / 10,
      // A bold title next to a regular date is still a bold line: judge by the first segment.
      bold: first.chars > 0 && first.boldChars / first.chars >= 0.6 && chars > 0,
      x: Math.round((mark ?? first.x0) * 10) / 10,
      ...(row.length > 1 ? { cells: row.map((s) => Math.round(s.x0 * 10) / 10) } : {}),
      ...(mark !== undefined ? { bullet: true } : {}),
      page: first.page,
      gapBefore: gap === undefined ? undefined : Math.round(gap * 100) / 100,
      sidebar: SIDEBAR_ROWS.has(row) || undefined,
      ...(pageHeight ? { top: Math.round((first.y / pageHeight) * 1000) / 1000 } : {}),
    });
    previous = first;
  }
  return lines;
}
