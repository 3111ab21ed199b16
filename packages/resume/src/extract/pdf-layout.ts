import { looksLikeDate } from '../parse/dates.ts';
import type { SourceLine } from './types.ts';

/** One pdf.js text item: `y` is the baseline measured from the top of the page. */
export interface PositionedItem {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  /** The font is italic or oblique. */
  italic?: boolean;
  page: number;
  /** The font's id in the PDF: a change of font between two words of a big title is a word break. */
  font?: string;
}

/** Items joined along one baseline with no wide gap: a run of words. */
export interface Segment {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  boldChars: number;
  chars: number;
  page: number;
  lastFont?: string;
  /** Every item so far is bold (a bold title that an italic run may follow). */
  allBold?: boolean;
}

type Row = Segment[];

/** A gap wider than this many font sizes separates two segments (a tab stop, a margin column). */
const SEGMENT_GAP = 1.6;

/**
 * Letter-spaced text (small caps set with tracking) comes out of the text layer with a space after
 * every character ("h a c k e r @ m a i l . c o m"): an item made only of single characters (a
 * letter may carry a stop) is one word, or several where a double space is.
 */
export function collapseLetterSpacing(str: string): string {
  const trimmed = str.trim();
  if (
    !/^\S\p{P}?(?: {1,2}\S\p{P}?){3,}$/u.test(trimmed) ||
    (trimmed.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < 4
  )
    return str;
  const lead = /^\s*/.exec(str)?.[0] ?? '';
  const tail = /\s*$/.exec(str)?.[0] ?? '';
  return (
    lead +
    trimmed
      .split(/ {2,}/)
      .map((word) => word.replace(/ /g, ''))
      .join(' ') +
    tail
  );
}

const stopKey = (end: number, start: number) => `${Math.round(end)}|${Math.round(start)}`;

/**
 * Gaps of half a font size or more after a line's first item that end and start at the same places
 * on three lines or more of the page: a column of labels (right-aligned) or dates set against the
 * text beside it.
 */
function alignedStops(rows: PositionedItem[][]): Set<string> {
  const counts = new Map<string, number>();
  for (const [a, b] of rows) {
    if (!a || !b) continue;
    const gap = b.x - (a.x + a.width);
    // Only the first gap of a line (tags further on may line up by chance), and never after a
    // bullet: only words or figures make a column.
    if (gap < 0.5 * b.size || gap > SEGMENT_GAP * Math.min(a.size, b.size)) continue;
    if (!/[\p{L}\p{N}]{2}/u.test(a.str)) continue;
    const key = stopKey(a.x + a.width, b.x);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= 3).map(([key]) => key));
}

/**
 * Groups items into rows (same baseline) and rows into segments (separated by wide gaps). With a
 * gutter, a gap of a font size or more at the gutter separates segments too: justified text in a
 * narrow column often ends closer to the next column than a tab stop's width.
 */
export function buildRows(items: PositionedItem[], gutter?: number): Row[] {
  const sorted = [...items]
    .map((i) => (i.str.length >= 7 ? { ...i, str: collapseLetterSpacing(i.str) } : i))
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: PositionedItem[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const ref = row?.[0];
    if (row && ref && Math.abs(item.y - ref.y) <= 0.35 * Math.min(ref.size, item.size)) row.push(item);
    else rows.push([item]);
  }
  // A superscript ("1st", "2nd", a footnote mark) is set smaller and raised: its own row just
  // above the line it belongs to. It joins that line.
  for (let i = rows.length - 2; i >= 0; i--) {
    const row = rows[i]!;
    const next = rows[i + 1]!;
    const size = Math.max(...row.map((r) => r.size));
    const nextSize = Math.min(...next.map((r) => r.size));
    const rise = next[0]!.y - row[0]!.y;
    const beside = row.every((r) => next.some((n) => r.x >= n.x - 1 && r.x <= n.x + n.width + nextSize));
    if (row.length <= 3 && size <= nextSize * 0.8 && rise > 0 && rise <= nextSize * 0.5 && beside) {
      next.push(...row);
      rows.splice(i, 1);
    }
  }
  for (const row of rows) row.sort((a, b) => a.x - b.x);
  const stops = alignedStops(rows);
  return rows.map((row) => {
    const segments: Segment[] = [];
    let current: Segment | undefined;
    let styleSplit: { italic: boolean; joiner: string } | undefined;
    for (const item of row) {
      const gap = current ? item.x - current.x1 : Infinity;
      const n = item.str.replace(/\s/g, '').length;
      // A bold title run straight into an italic employer with no separator ("Analyst Acme Corp"):
      // the change of font is the only boundary, so it becomes a segment boundary like a tab stop.
      const styleBreak =
        current !== undefined &&
        segments.length === 1 &&
        current.allBold === true &&
        !item.bold &&
        n > 0 &&
        /\p{L}{2}\s*$/u.test(current.text) &&
        /^\s*\p{L}/u.test(item.str);
      const acrossGutter =
        gutter !== undefined &&
        current !== undefined &&
        gap > item.size &&
        n > 1 &&
        current.x0 < gutter - 4 &&
        current.x1 - item.size <= gutter &&
        item.x >= gutter - 2;
      // A label column set flush against its text ("Tableurs" | "Microsoft Excel, ..."): the same
      // narrow gap at the same place on several lines is a column, not a space.
      const columnStop =
        current !== undefined && item === row[1] && n > 0 && stops.has(stopKey(current.x1, item.x));
      if (
        !current ||
        styleBreak ||
        acrossGutter ||
        columnStop ||
        gap > SEGMENT_GAP * Math.min(item.size, current.size)
      ) {
        if (current && styleBreak && gap <= SEGMENT_GAP * Math.min(item.size, current.size)) {
          const space = gap > 0.12 * item.size && !/\s$/.test(current.text) && !/^\s/.test(item.str);
          styleSplit = { italic: item.italic === true, joiner: space ? ' ' : '' };
        }
        current = {
          text: item.str,
          x0: item.x,
          x1: item.x + item.width,
          y: item.y,
          size: item.size,
          boldChars: item.bold ? n : 0,
          chars: n,
          page: item.page,
          lastFont: item.font,
          allBold: item.bold,
        };
        segments.push(current);
        continue;
      }
      // "john" light then "smith" bold, set flush in a big title: two words in two fonts.
      const fontBreak =
        item.size >= 14 &&
        item.font !== undefined &&
        current.lastFont !== undefined &&
        item.font !== current.lastFont &&
        /\p{L}{3}$/u.test(current.text) &&
        /^\p{L}{3}/u.test(item.str);
      const needsSpace =
        (gap > 0.12 * item.size || fontBreak) && !/\s$/.test(current.text) && !/^\s/.test(item.str);
      current.lastFont = item.font;
      // A gap far wider than a space (letter-spaced capitals) marks a word boundary: keep it visible.
      current.text += (needsSpace ? (gap > 0.6 * item.size ? '  ' : ' ') : '') + item.str;
      current.x1 = Math.max(current.x1, item.x + item.width);
      current.size = Math.max(current.size, item.size);
      current.chars += n;
      if (item.bold) current.boldChars += n;
      else if (n > 0) current.allBold = false;
    }
    // A bold lead-in followed by regular text on a line with nothing else ("Leadership: ran the
    // team", a bold word opening a bullet) is one run of text; only an italic run, or a line that
    // also holds a date or a place at a tab stop, marks a title and its employer.
    if (styleSplit && !styleSplit.italic && segments.length <= 2) {
      const [head, tail] = segments;
      if (head && tail) {
        head.text += styleSplit.joiner + tail.text;
        head.x1 = tail.x1;
        head.chars += tail.chars;
        head.boldChars += tail.boldChars;
        head.size = Math.max(head.size, tail.size);
        head.lastFont = tail.lastFont;
        segments.pop();
      }
    }
    return segments;
  });
}

/** The segment overlaps the strip [x - margin, x + margin]: a gutter must be empty for a few points. */
function crosses(segment: Segment, x: number, margin: number): boolean {
  return segment.x0 < x + margin && segment.x1 > x - margin;
}

/**
 * Finds the x of a vertical gutter between two columns of text, or undefined for a one-column
 * page. A gutter is an x that few rows cross and that has text on both sides.
 */
export function findGutter(rows: Row[], pageWidth: number): number | undefined {
  const segments = rows.flat();
  if (rows.length < 6) return undefined;
  const candidates: { x: number; crossing: number }[] = [];
  for (let x = Math.round(pageWidth * 0.15); x <= pageWidth * 0.85; x += 2) {
    let left = 0;
    let right = 0;
    for (const s of segments) {
      if (s.x1 <= x - 4) left++;
      else if (s.x0 >= x + 4) right++;
    }
    if (left < 4 || right < 4) continue;
    candidates.push({ x, crossing: rows.filter((row) => row.some((s) => crosses(s, x, 4))).length });
  }
  if (!candidates.length) return undefined;
  const least = Math.min(...candidates.map((c) => c.crossing));
  if (least > rows.length * 0.3) return undefined;
  // The middle of the widest stretch of least-crossed x is the gutter's centre.
  let bestRun: number[] = [];
  let run: number[] = [];
  for (const c of candidates) {
    if (c.crossing === least && (run.length === 0 || c.x - (run.at(-1) ?? 0) === 2)) run.push(c.x);
    else run = c.crossing === least ? [c.x] : [];
    if (run.length > bestRun.length) bestRun = [...run];
  }
  return bestRun[Math.floor(bestRun.length / 2)];
}

/** Share of values within 2 pt of the most common value. */
function alignedShare(values: number[]): number {
  if (values.length === 0) return 0;
  let best = 0;
  for (const v of values) best = Math.max(best, values.filter((w) => Math.abs(w - v) <= 2).length);
  return best / values.length;
}

function dateShare(segments: Segment[]): number {
  if (!segments.length) return 0;
  return segments.filter((s) => looksLikeDate(s.text)).length / segments.length;
}

/**
 * True when the text on both sides of a gutter reads as two columns, false when one side is a
 * margin of dates (or dates and places) that belongs to the lines beside it.
 */
const isLabel = (s: Segment) =>
  s.text.trim().length <= 30 && (s.boldChars >= s.chars * 0.6 || !/\p{Ll}/u.test(s.text));

/** Some short bold or capitalised labels left of the gutter, beside many more rows of text. */
function isLabelMargin(rows: Row[], gutter: number): boolean {
  const left = rows.flatMap((r) => r.filter((s) => s.x0 < gutter));
  const right = rows.flatMap((r) => r.filter((s) => s.x0 >= gutter));
  const leftRows = rows.filter((r) => r.some((s) => s.x0 < gutter)).length;
  const rightRows = rows.filter((r) => r.some((s) => s.x0 >= gutter)).length;
  return leftRows >= 2 && leftRows <= rightRows * 0.3 && left.every(isLabel) && !right.every(isLabel);
}

/**
 * Margin labels read as headings: a label set over several lines ("WORK/", "EXPERIENCE") is one
 * heading, placed before the block of rows its first line sits beside (the block starts after a
 * gap wider than the line spacing), never joined to the text on its baseline.
 */
function placeLabels(rows: Row[], gutter: number): Row[] {
  const body = rows.map((r) => r.filter((s) => s.x0 >= gutter)).filter((r) => r.length);
  const labels: Row[] = [];
  let lastY = -Infinity;
  for (const row of rows) {
    const label = row.filter((s) => s.x0 < gutter);
    const first = label[0];
    if (!first) continue;
    const text = label.map((s) => s.text.trim()).join(' ');
    const open = labels.at(-1)?.[0];
    if (open && first.y - lastY <= first.size * 2) {
      open.text = `${open.text.trim()} ${text}`;
      open.x1 = Math.max(open.x1, ...label.map((s) => s.x1));
      open.chars += label.reduce((n, s) => n + s.chars, 0);
      open.boldChars += label.reduce((n, s) => n + s.boldChars, 0);
    } else
      labels.push([
        {
          ...first,
          text,
          chars: label.reduce((n, s) => n + s.chars, 0),
          boldChars: label.reduce((n, s) => n + s.boldChars, 0),
        },
      ]);
    lastY = first.y;
  }
  const starts = labels.map((label) => {
    const { y, size } = label[0]!;
    // The row beside the label's first line, or the first line of its entry just above it.
    let at = body.findLastIndex((row) => row[0]!.y <= y + size * 0.5);
    if (at < 0) return 0;
    while (at > 0) {
      const previous = body[at - 1]![0]!;
      const first = body[at]![0]!;
      if (y - previous.y > size * 1.6 || first.y - previous.y > first.size * 1.9) break;
      at--;
    }
    return at;
  });
  const out: Row[] = [];
  body.forEach((row, i) => {
    labels.forEach((label, j) => {
      if (starts[j] === i) out.push([label[0]!]);
    });
    out.push(row);
  });
  return out;
}

function isColumnBand(rows: Row[], gutter: number): boolean {
  const left = rows.flatMap((r) => r.filter((s) => s.x0 < gutter));
  const right = rows.flatMap((r) => r.filter((s) => s.x0 >= gutter));
  const leftRows = rows.filter((r) => r.some((s) => s.x0 < gutter));
  const rightRows = rows.filter((r) => r.some((s) => s.x0 >= gutter));
  if (leftRows.length < 2 || rightRows.length < 2) return false;
  // A few short bold or capitalised labels in the margin (section names set beside their first
  // entry, a table's label column) title the rows beside them: they are not a column of their own.
  if (isLabelMargin(rows, gutter)) return false;
  const paired = rows.filter((r) => r.some((s) => s.x0 < gutter) && r.some((s) => s.x0 >= gutter)).length;
  const pairedShare = paired / Math.min(leftRows.length, rightRows.length);
  const marginOfDates = dateShare(left) >= 0.4 || dateShare(right) >= 0.4;
  if (marginOfDates && pairedShare >= 0.6) return false;
  // A side made of dates (and little else) is the dates of the rows beside it, even off their baselines.
  if (dateShare(left) >= 0.6 || dateShare(right) >= 0.6) return false;
  // Text flowing down a column starts at one x; a right-aligned detail column ends at one x.
  const startsAligned = alignedShare(right.map((s) => s.x0)) >= 0.7;
  const endsAligned = alignedShare(right.map((s) => s.x1)) >= 0.7;
  if (startsAligned && !endsAligned && Math.min(leftRows.length, rightRows.length) >= 5) return true;
  // Two columns of running text set side by side (education beside experience) share most
  // baselines, yet each side's lines fill their own column, unlike a detail column of short dates.
  if (
    Math.min(leftRows.length, rightRows.length) >= 5 &&
    fillShare(left, gutter) >= 0.45 &&
    fillShare(right, gutter) >= 0.45
  )
    return true;
  // Two real columns rarely share most baselines; a right-aligned detail column always does.
  return pairedShare < 0.8 || (Math.min(leftRows.length, rightRows.length) >= 8 && pairedShare < 0.9);
}

/** Median width of one side's segments, as a share of the width that side spans up to the gutter. */
function fillShare(segments: Segment[], gutter: number): number {
  if (!segments.length) return 0;
  const left = segments[0]!.x0 < gutter;
  const start = left ? Math.min(...segments.map((s) => s.x0)) : gutter;
  const end = left ? gutter : Math.max(...segments.map((s) => s.x1));
  const widths = segments.map((s) => s.x1 - s.x0).sort((a, b) => a - b);
  return end > start ? (widths[Math.floor(widths.length / 2)] ?? 0) / (end - start) : 0;
}

const textOf = (rows: Row[]) => rows.reduce((n, r) => n + r.reduce((m, s) => m + s.chars, 0), 0);

/**
 * Orders a page's rows for reading: bands of full-width rows, and within a band, the main
 * column (clearly more text) then the sidebar, whose rows are marked, else left column then right.
 */
export function orderRows(rows: Row[], pageWidth: number, gutter = findGutter(rows, pageWidth)): Row[] {
  if (gutter === undefined) return rows;
  const out: Row[] = [];
  let band: Row[] = [];
  const flush = () => {
    if (band.length && isColumnBand(band, gutter)) {
      const left = band.map((r) => r.filter((s) => s.x0 < gutter)).filter((r) => r.length);
      const right = band.map((r) => r.filter((s) => s.x0 >= gutter)).filter((r) => r.length);
      const leftText = textOf(left);
      const rightText = textOf(right);
      const sidebar = rightText > leftText * 1.5 ? left : leftText > rightText * 1.5 ? right : undefined;
      if (sidebar) {
        // Main column first, then the sidebar, whose lines are marked: they never continue the main column.
        out.push(...(sidebar === left ? right : left));
        for (const row of sidebar) SIDEBAR_ROWS.add(row);
        out.push(...sidebar);
      } else out.push(...left, ...right);
    } else if (band.length && isLabelMargin(band, gutter)) out.push(...placeLabels(band, gutter));
    else out.push(...band);
    band = [];
  };
  for (const row of rows) {
    if (row.some((s) => crosses(s, gutter, 4))) {
      flush();
      out.push(row);
    } else band.push(row);
  }
  flush();
  return out;
}

/** Rows of a sidebar (read by layoutPage). */
const SIDEBAR_ROWS = new WeakSet<Row>();

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

/** Turns one page of positioned items into lines in reading order. */
export function layoutPage(items: PositionedItem[], pageWidth: number, pageHeight?: number): SourceLine[] {
  let rows = buildRows(items);
  let gutter = findGutter(rows, pageWidth);
  if (gutter !== undefined) {
    // Cut at the gutter, the lines that ran into it no longer blur where it is: find it again.
    rows = buildRows(items, gutter);
    gutter = findGutter(rows, pageWidth) ?? gutter;
  }
  rows = attachDates(orderRows(rows, pageWidth, gutter), pageWidth);
  const lines: SourceLine[] = [];
  let previous: Segment | undefined;
  for (const row of rows) {
    const first = row[0];
    if (!first) continue;
    const chars = row.reduce((n, s) => n + s.chars, 0);
    const size = Math.max(...row.map((s) => s.size));
    const gap = previous && previous.page === first.page ? (first.y - previous.y - size) / size : undefined;
    lines.push({
      text: row.map((s) => s.text.trim()).join('\t'),
      size: Math.round(size * 10) / 10,
      // A bold title next to a regular date is still a bold line: judge by the first segment.
      bold: first.chars > 0 && first.boldChars / first.chars >= 0.6 && chars > 0,
      x: Math.round(first.x0 * 10) / 10,
      page: first.page,
      gapBefore: gap === undefined ? undefined : Math.round(gap * 100) / 100,
      sidebar: SIDEBAR_ROWS.has(row) || undefined,
      ...(pageHeight ? { top: Math.round((first.y / pageHeight) * 1000) / 1000 } : {}),
    });
    previous = first;
  }
  return lines;
}
