/**
 * List marks painted as shapes rather than set as text.
 *
 * Some templates draw a list item's mark (a small dot, square or triangle) as a filled path: the
 * text layer then holds the item's words with no bullet before them, and the items of a list read
 * as one paragraph. The page's drawing operators still hold the shapes. A row is a list item when
 * a small filled shape sits alone just left of where its text starts, on its baseline, and other rows of
 * the page have one at the same place; a rating's dots (side by side), an icon made of several
 * shapes, a timeline's nodes (threaded on a rule), a rule or a background do not pass.
 */
import type { Row } from './pdf-rows.ts';

/** A painted shape's box, in points from the page's top left corner. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Filled, not only outlined (a ring, a rule drawn as a line). */
  filled?: boolean;
}

/** The operator codes this reading needs (pdf.js's OPS). */
export interface PathOps {
  save: number;
  restore: number;
  transform: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  constructPath: number;
  moveTo: number;
  lineTo: number;
  curveTo: number;
  curveTo2: number;
  curveTo3: number;
  closePath: number;
  rectangle: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
  stroke: number;
  closeStroke: number;
  endPath: number;
}

type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

function asMatrix(value: unknown): Matrix | undefined {
  if (!Array.isArray(value) && !ArrayBuffer.isView(value)) return undefined;
  const m = Array.from(value as ArrayLike<number>).slice(0, 6);
  return m.length === 6 && m.every(Number.isFinite) ? (m as Matrix) : undefined;
}

/**
 * The boxes of the shapes a page paints (filled or stroked), each subpath apart: a path may hold
 * all the dots of a list. `left` and `height` place the page's view (its origin and
 * height), as the text items are placed.
 */
export function paintedShapes(
  fnArray: number[],
  argsArray: unknown[],
  ops: PathOps,
  left: number,
  height: number,
): Box[] {
  const points = new Map<number, number>([
    [ops.moveTo, 2],
    [ops.lineTo, 2],
    [ops.curveTo, 6],
    [ops.curveTo2, 4],
    [ops.curveTo3, 4],
    [ops.closePath, 0],
    [ops.rectangle, 4],
  ]);
  const fills = new Set([
    ops.fill,
    ops.eoFill,
    ops.fillStroke,
    ops.eoFillStroke,
    ops.closeFillStroke,
    ops.closeEOFillStroke,
  ]);
  const strokes = new Set([ops.stroke, ops.closeStroke]);
  const shapes: Box[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let pending: Box[] = [];
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform) ctm = multiply(ctm, asMatrix(args) ?? [1, 0, 0, 1, 0, 0]);
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = asMatrix(args?.[0]);
      if (matrix) ctm = multiply(ctm, matrix);
    } else if (fn === ops.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === ops.constructPath && args) {
      pending = subpathBoxes(args[0] as number[], args[1] as number[], points, ops, ctm, left, height);
    } else if (fills.has(fn ?? -1) || strokes.has(fn ?? -1)) {
      const filled = fills.has(fn ?? -1);
      for (const box of pending) shapes.push(filled ? { ...box, filled } : box);
      pending = [];
    } else if (fn === ops.endPath) pending = [];
  }
  return shapes;
}

/** The box of each subpath of one path, on the page. */
function subpathBoxes(
  kinds: number[],
  coordinates: number[],
  points: Map<number, number>,
  ops: PathOps,
  ctm: Matrix,
  left: number,
  height: number,
): Box[] {
  const boxes: Box[] = [];
  let current: number[] = [];
  const close = () => {
    if (current.length >= 2) {
      const xs: number[] = [];
      const ys: number[] = [];
      for (let j = 0; j + 1 < current.length; j += 2) {
        const [x = 0, y = 0] = [current[j], current[j + 1]];
        xs.push(ctm[0] * x + ctm[2] * y + ctm[4] - left);
        ys.push(height - (ctm[1] * x + ctm[3] * y + ctm[5]));
      }
      boxes.push({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
    }
    current = [];
  };
  let k = 0;
  for (const kind of kinds) {
    const count = points.get(kind) ?? 0;
    const args = coordinates.slice(k, k + count);
    k += count;
    if (kind === ops.moveTo || kind === ops.rectangle) close();
    if (kind === ops.rectangle) {
      const [x = 0, y = 0, w = 0, h = 0] = args;
      current = [x, y, x + w, y, x, y + h, x + w, y + h];
      close();
    } else current.push(...args);
  }
  close();
  return boxes;
}

/** Two shapes with the same box (a path filled, then stroked) are one. */
const sameBox = (a: Box, b: Box) =>
  Math.abs(a.x0 - b.x0) < 0.5 &&
  Math.abs(a.x1 - b.x1) < 0.5 &&
  Math.abs(a.y0 - b.y0) < 0.5 &&
  Math.abs(a.y1 - b.y1) < 0.5;

/** Where the mark of a list item sits: `row` starts right after it. */
function markOf(row: Row, shapes: Box[]): Box | undefined {
  const first = row[0];
  if (!first || first.chars < 2) return undefined;
  const { size, x0, y } = first;
  const found = shapes.filter((s) => {
    const [w, h] = [s.x1 - s.x0, s.y1 - s.y0];
    const middle = (s.y0 + s.y1) / 2;
    return (
      s.filled &&
      Math.max(w, h) <= Math.min(0.9 * size, 8) &&
      Math.min(w, h) >= Math.max(1, 0.12 * size) &&
      Math.max(w, h) <= 2.2 * Math.min(w, h) &&
      middle <= y + 0.1 * size &&
      middle >= y - 0.75 * size &&
      x0 - s.x1 >= 0.1 * size &&
      x0 - s.x1 <= 1.6 * size
    );
  });
  const mark = found[0];
  if (!mark || found.some((s) => !sameBox(s, mark))) return undefined;
  const middle = (mark.x0 + mark.x1) / 2;
  return shapes.some(
    (s) =>
      !sameBox(s, mark) &&
      // Beside it on the line: a rating's other dots, an icon's other parts.
      ((s.x1 - s.x0 <= 2 * size &&
        s.y1 - s.y0 <= 2 * size &&
        s.y1 > y - size &&
        s.y0 < y + 0.2 * size &&
        s.x1 > mark.x0 - size &&
        s.x0 < x0) ||
        // Threaded on a rule that runs up or down from it: a timeline's node.
        (s.x1 - s.x0 <= 2 &&
          s.x0 <= middle + 1 &&
          s.x1 >= middle - 1 &&
          s.y1 - s.y0 > mark.y1 - mark.y0 &&
          s.y0 <= mark.y1 + 2 &&
          s.y1 >= mark.y0 - 2)),
  )
    ? undefined
    : mark;
}

/**
 * The rows of a page that are list items by a painted mark, each with the mark's left edge: a
 * mark counts when another row of the page, or of a page before (`earlier`, the edges found so
 * far, which this adds to), has one at the same place.
 */
export function markedRows(rows: Row[], shapes: Box[], earlier: number[] = []): Map<Row, number> {
  const found = new Map<Row, number>();
  if (!shapes.length) return found;
  for (const row of rows) {
    const mark = markOf(row, shapes);
    if (mark) found.set(row, mark.x0);
  }
  const near = (a: number, b: number) => Math.abs(a - b) <= 1;
  const xs = [...found.values()];
  for (const [row, x] of found)
    if (xs.filter((other) => near(other, x)).length < 2 && !earlier.some((e) => near(e, x)))
      found.delete(row);
  for (const x of found.values()) if (!earlier.some((e) => near(e, x))) earlier.push(x);
  return found;
}
