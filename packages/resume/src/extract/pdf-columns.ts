/**
 * Columns on a PDF page: where the gutter between two columns is, whether the rows beside it read as
 * two columns, a sidebar, or a margin of labels or dates, and the order a reader takes them in.
 */
import { looksLikeDate } from '../text/dates.ts';
import type { Row, Segment } from './pdf-rows.ts';

/** Rows of a sidebar (read by layoutPage). */
export const SIDEBAR_ROWS = new WeakSet<Row>();

/** The segment overlaps the strip [x - margin, x + margin]: a gutter must be empty for a few points. */
function crosses(segment: Segment, x: number, margin: number): boolean {
  return segment.x0 < x + margin && segment.x1 > x - margin;
}
export /**
 * Finds the x of a vertical gutter between two columns of text, or undefined for a one-column
 * page. A gutter is an x that few rows cross and that has text on both sides.
 */
function findGutter(rows: Row[], pageWidth: number): number | undefined {
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

/**
 * Some short bold or capitalised labels left of the gutter, beside many more rows of text. A stray
 * line among them (a date of birth, a tab's name set in regular type) does not make them a sidebar
 * when the labels stand far apart down the page, one per block, where a sidebar's lines follow
 * each other at the line spacing.
 */
function isLabelMargin(rows: Row[], gutter: number): boolean {
  const left = rows.flatMap((r) => r.filter((s) => s.x0 < gutter));
  const right = rows.flatMap((r) => r.filter((s) => s.x0 >= gutter));
  const leftRows = rows.filter((r) => r.some((s) => s.x0 < gutter));
  const rightRows = rows.filter((r) => r.some((s) => s.x0 >= gutter)).length;
  if (leftRows.length < 2 || leftRows.length > rightRows * 0.3 || right.every(isLabel)) return false;
  const labels = left.filter(isLabel).length;
  if (labels === left.length) return true;
  return labels >= 3 && labels >= left.length * 0.7 && spacing(leftRows) >= 3;
}

/** The median distance between consecutive rows, in font sizes. */
function spacing(rows: Row[]): number {
  const gaps = rows.slice(1).map((row, i) => (row[0]!.y - rows[i]![0]!.y) / (row[0]!.size || 1));
  return gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
}

/**
 * Margin labels read as headings: a label set over several lines ("WORK/", "EXPERIENCE") is one
 * heading, placed before the block of rows its first line sits beside (the block starts after a
 * gap wider than the line spacing), never joined to the text on its baseline.
 */
/**
 * A date set against the middle of its entry (a Word table's cell centred in its row): the first
 * row of that entry, when the entry (rows at the line spacing, apart from the next by a wider gap)
 * holds no other label and has as many rows above the date as below it.
 */
function centredEntryStart(body: Row[], labels: Row[], label: Segment): number | undefined {
  const { y, size } = label;
  const at = body.findLastIndex((row) => row[0]!.y <= y + size * 0.5);
  if (at < 0 || !looksLikeDate(label.text)) return undefined;
  const joined = (k: number) => body[k]![0]!.y - body[k - 1]![0]!.y <= body[k]![0]!.size * 1.9;
  let start = at;
  while (start > 0 && joined(start)) start--;
  let end = at;
  while (end + 1 < body.length && joined(end + 1)) end++;
  const rows = body.slice(start, end + 1).map((row) => row[0]!.y);
  const top = rows[0]! - size;
  const bottom = rows.at(-1)! + size;
  if (labels.filter((l) => l[0]!.y >= top && l[0]!.y <= bottom).length !== 1) return undefined;
  const above = rows.filter((r) => r < y - size * 0.3).length;
  const below = rows.filter((r) => r > y + size * 0.3).length;
  return above >= 1 && Math.abs(above - below) <= 1 ? start : undefined;
}

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
    return centredEntryStart(body, labels, label[0]!) ?? at;
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

/**
 * A side whose dates come among headings and lines of text, row after row beside most of the other
 * side's rows: a sidebar that holds dates (education, certificates) set on the same line grid as
 * the main column, not a margin of the dates of the entries beside it (whose rows are far fewer
 * than the entries' lines, and hold dates, places and labels only).
 */
function isDatedSidebar(side: Segment[], sideRows: number, otherRows: number): boolean {
  const text = side.filter((s) => !looksLikeDate(s.text) && !isLabel(s) && /\p{Ll}{2}/u.test(s.text));
  return (
    sideRows >= 6 && sideRows >= otherRows * 0.75 && side.some(isLabel) && text.length >= side.length * 0.35
  );
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
  const marginOfDates =
    (dateShare(left) >= 0.4 && !isDatedSidebar(left, leftRows.length, rightRows.length)) ||
    (dateShare(right) >= 0.4 && !isDatedSidebar(right, rightRows.length, leftRows.length));
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

/**
 * A row that crosses the gutter spans both columns, unless it stays clear of the other column's
 * text: a sidebar's long line of running text, set like the sidebar's lines above or below it,
 * that runs into the gutter yet ends before the main column's lines beside it start (or starts
 * after the other column's lines beside it end) is still a line of its own column. A heading set
 * across the gutter (capitals, spaced letters) still divides the page.
 */
function spansColumns(rows: Row[], gutter: number): (row: Row) => boolean {
  return (row) => {
    const at = rows.indexOf(row);
    const near = [...rows.slice(Math.max(0, at - 4), at), ...rows.slice(at + 1, at + 5)].flat();
    const right = near.filter((s) => s.x0 >= gutter).map((s) => s.x0);
    const left = near.filter((s) => s.x1 <= gutter).map((s) => s.x1);
    const setLikeNeighbour = (s: Segment) =>
      /\p{Ll}{2}/u.test(s.text) &&
      near.some((n) => Math.abs(n.x0 - s.x0) <= 2 && Math.abs(n.size - s.size) < 0.5);
    const clear = (s: Segment) =>
      setLikeNeighbour(s) &&
      (s.x0 < gutter
        ? right.length > 0 && s.x1 < Math.min(...right) - 4
        : left.length > 0 && s.x0 > Math.max(...left) + 4);
    return row.some((s) => crosses(s, gutter, 4) && !clear(s));
  };
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
  const spans = spansColumns(rows, gutter);
  for (const row of rows) {
    if (spans(row)) {
      flush();
      out.push(row);
    } else band.push(row);
  }
  flush();
  return out;
}
