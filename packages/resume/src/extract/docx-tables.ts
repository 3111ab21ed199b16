/** A Word table row read as a reader takes it in: its cells side by side on one line, where they fit. */
import { looksLikeDate } from '../text/dates.ts';
import type { Paragraph, Piece } from './docx-styles.ts';

export interface Row {
  cells: Paragraph[][];
}
export /** A table row whose cells hold one paragraph each reads as one line with tab stops. */
function mergeRow(row: Row): Paragraph[] {
  const cells = row.cells.map((c) => c.filter((p) => p.pieces.some((x) => x.text.trim())));
  if (cells.every((c) => c.length <= 1)) {
    const filled = cells.flat();
    return filled.length === 0 ? [] : [joinCells(filled)];
  }
  // A row of date | entry | place cells, each holding several paragraphs: the first paragraph of
  // each cell (the date, the entry's title, its place) is read as one line, as a reader takes the
  // row in; the cells' other paragraphs (descriptions, bullets, a second place line) follow it.
  const firsts = cells.map((c) => c[0]).filter((p): p is Paragraph => p !== undefined);
  const textOf = (p: Paragraph) =>
    p.pieces
      .map((x) => x.text)
      .join('')
      .trim();
  const dated = firsts.some((p) => textOf(p).length <= 40 && looksLikeDate(textOf(p)));
  const joinable =
    firsts.length >= 2 &&
    firsts.every(
      (p, i) => i === 0 || (!p.numbered && textOf(p).length <= 200 && !p.pieces.some((x) => x.text === '\n')),
    );
  if (dated && joinable) return [joinCells(firsts), ...cells.flatMap((c) => c.slice(1))];
  return cells.flat();
}

/** Paragraphs of one table row read as one line, a tab between cells; the look is the first text cell's. */
function joinCells(paragraphs: Paragraph[]): Paragraph {
  const pieces: Piece[] = [];
  paragraphs.forEach((p, i) => {
    if (i > 0) pieces.push({ text: '\t', bold: false, size: p.pieces[0]?.size ?? 11 });
    pieces.push(...p.pieces);
  });
  return { style: paragraphs[0]?.style, numbered: paragraphs[0]?.numbered ?? false, pieces };
}
