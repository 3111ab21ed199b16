import { WORD_GAP } from './pdf-glyphs.ts';

/**
 * A PDF page's text items grouped into rows (one baseline) and each row into segments (runs of
 * words with no wide gap): a tab stop, a column or a margin splits a row.
 */
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
  /** Every item so far is one character: each with the gap before it, in font sizes. */
  singles?: { ch: string; gap: number }[];
}
export type Row = Segment[];

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

/**
 * Letter-spaced items of a row collapsed into words. A tracked line whose words are far apart
 * comes as one item per word ("D e s i g n e d", "t h e"): once one of its items is plainly
 * letter-spaced, the short ones ("t h e", "f o r") are words of it too.
 */
function collapseTrackedRow(row: PositionedItem[]): void {
  const tracked = row.some((i) => i.str.length >= 7 && collapseLetterSpacing(i.str) !== i.str);
  if (!tracked) return;
  row.forEach((item, k) => {
    const str = /^\s*\S(?: \S)+\s*$/u.test(item.str)
      ? item.str.replace(/(?<=\S) (?=\S)/gu, '')
      : collapseLetterSpacing(item.str);
    if (str !== item.str) row[k] = { ...item, str };
  });
}

const stopKey = (end: number, start: number) => `${Math.round(end)}|${Math.round(start)}`;

/**
 * Gaps of half a font size or more after a line's first item that end and start at the same places
 * on three lines or more of the page: a column of labels (right-aligned) or dates set against the
 * text beside it.
 */
function alignedStops(rows: PositionedItem[][]): Set<string> {
  return new Set([...stopCounts(rows)].filter(([, n]) => n.rows >= 3).map(([key]) => key));
}

/**
 * Of those, the stops of a table of labels and lists ("Tools" | "Figma, Sketch"): most rows list
 * items after the stop. Such a label is a column even where it is bold and the list is not.
 */
function listStops(rows: PositionedItem[][]): Set<string> {
  return new Set(
    [...stopCounts(rows)].filter(([, n]) => n.rows >= 3 && n.lists * 2 > n.rows).map(([key]) => key),
  );
}

function stopCounts(rows: PositionedItem[][]): Map<string, { rows: number; lists: number }> {
  const counts = new Map<string, { rows: number; lists: number }>();
  for (const row of rows) {
    const [a, b] = row;
    if (!a || !b) continue;
    const gap = b.x - (a.x + a.width);
    // Only the first gap of a line (tags further on may line up by chance), and never after a
    // bullet: only words or figures make a column.
    if (gap < 0.5 * b.size || gap > SEGMENT_GAP * Math.min(a.size, b.size)) continue;
    if (!/[\p{L}\p{N}]{2}/u.test(a.str)) continue;
    const key = stopKey(a.x + a.width, b.x);
    const count = counts.get(key) ?? { rows: 0, lists: 0 };
    count.rows++;
    if (
      /,/.test(
        row
          .slice(1)
          .map((i) => i.str)
          .join(''),
      )
    )
      count.lists++;
    counts.set(key, count);
  }
  return counts;
}

/**
 * Groups items into rows (same baseline) and rows into segments (separated by wide gaps). With a
 * gutter, a gap of a font size or more at the gutter separates segments too: justified text in a
 * narrow column often ends closer to the next column than a tab stop's width.
 */
export function buildRows(items: PositionedItem[], gutter?: number): Row[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: PositionedItem[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const ref = row?.[0];
    if (row && ref && Math.abs(item.y - ref.y) <= 0.35 * Math.min(ref.size, item.size)) row.push(item);
    else rows.push([item]);
  }
  for (const row of rows) collapseTrackedRow(row);
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
  const lists = listStops(rows);
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
        const listStop = columnStop && current !== undefined && lists.has(stopKey(current.x1, item.x));
        if (current && styleBreak && !listStop && gap <= SEGMENT_GAP * Math.min(item.size, current.size)) {
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
          singles: n === 1 ? [{ ch: item.str.trim(), gap: 0 }] : undefined,
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
      if (current.singles && n === 1) current.singles.push({ ch: item.str.trim(), gap: gap / item.size });
      else current.singles = undefined;
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
    for (const segment of segments) respaceSingles(segment);
    return segments;
  });
}

/**
 * A run of letters each placed on its own (design tools draw tracked headings glyph by glyph,
 * "E D U C A C I Ó N"): one word, or several where the gap is wider than between its letters.
 */
function respaceSingles(segment: Segment): void {
  const singles = segment.singles;
  if (!singles || singles.length < 4 || singles.filter((s) => /[\p{L}\p{N}]/u.test(s.ch)).length < 4) return;
  const gaps = singles
    .slice(1)
    .map((s) => s.gap)
    .sort((a, b) => a - b);
  const usual = gaps[Math.floor(gaps.length / 2)] ?? 0;
  segment.text = singles.map((s, i) => (i > 0 && s.gap > usual + WORD_GAP ? ' ' : '') + s.ch).join('');
}
