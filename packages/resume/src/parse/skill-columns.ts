/**
 * Groups of skills set side by side: a row of group names ("Design<tab>Tools") over columns of
 * their items ("UI design<tab>Figma" over "Prototyping<tab>Adobe InDesign"), then maybe another
 * row of names. Read row by row, the columns would mix the groups; each column is its group's.
 */
import type { ResumeData } from '../schema/resume.ts';
import type { Line } from './lines.ts';
import { splitList } from './list-items.ts';
import { removeUndefined, words } from './util.ts';

type Group = ResumeData['skills'][number];

const cellsOf = (line: Line): string[] => line.text.split('\t').map((c) => c.trim());

/** Short names, one a cell, none a list or a figure. */
const namesOnly = (line: Line): boolean =>
  !line.bullet && cellsOf(line).every((c) => c && words(c) <= 4 && !/[,;:•·|\d()]/u.test(c));

/** Set bigger or bolder than the line under it, as a group's name is over its items. */
const setApart = (line: Line, next: Line | undefined): boolean =>
  next !== undefined && ((line.size ?? 0) > (next.size ?? 0) + 0.5 || (line.bold && !next.bold));

/** The items of each cell: as the page set them apart (wide spaces), else as a list. */
function itemsOf(line: Line): string[][] {
  const cells = cellsOf(line);
  const pieces = line.pieces;
  const kept =
    pieces &&
    pieces.length === cells.length &&
    pieces.every((p, i) => p.join(' ') === cells[i]) &&
    pieces.every((p) => p.every((item) => words(item) <= 4));
  return kept ? pieces.map((p) => p.flatMap(splitList)) : cells.map(splitList);
}

/**
 * A row of names over columns: set apart from the row under it, or set on the section's heading
 * line (whose size hides its own) with a sign of columns below it: a cell holding several items,
 * or a later name set apart.
 */
function opensColumns(lines: Line[]): boolean {
  const [first, second] = lines;
  if (!first || !second || !namesOnly(first)) return false;
  const several = cellsOf(first).length >= 2;
  if (several && setApart(first, second)) return true;
  if (!first.beside) return false;
  const rest = lines.slice(1);
  // One name on the heading's line: a later name set apart shows the layout.
  const laterName = rest.some((l, i) => namesOnly(l) && setApart(l, rest[i + 1]));
  return laterName || (several && rest.some((l) => itemsOf(l).some((cell) => cell.length >= 2)));
}

/** The groups of a section set as columns under rows of names, or undefined where it is not so set. */
export function readSkillColumns(lines: Line[]): ResumeData['skills'] | undefined {
  if (!opensColumns(lines)) return undefined;
  const out: Group[] = [];
  let groups: Group[] = [];
  // Where each column starts, when the page tells (the names' cells).
  let columns: number[] | undefined;
  // Where the first column starts: a row with fewer cells than names starts there or ends at the last.
  let firstX: number | undefined;
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1];
    if (namesOnly(line) && (i === 0 || setApart(line, next))) {
      groups = cellsOf(line).map((name) => ({ name, keywords: [] }));
      out.push(...groups);
      columns = line.cells;
      firstX = undefined;
      continue;
    }
    const items = itemsOf(line);
    if (items.length > groups.length) return undefined;
    if (items.length === groups.length) firstX ??= line.x;
    const placed = columns && line.cells && columnsOf(line.cells, columns);
    if (placed) {
      items.forEach((cell, k) => groups[placed[k]!]?.keywords.push(...cell));
      continue;
    }
    const atStart = firstX === undefined || line.x === undefined || Math.abs(line.x - firstX) <= 3;
    const offset = atStart ? 0 : groups.length - items.length;
    items.forEach((cell, k) => groups[offset + k]?.keywords.push(...cell));
  }
  return out
    .filter((g) => g.keywords.length)
    .map((g) => removeUndefined({ ...g, keywords: joinOpenBrackets(g.keywords) }));
}

/** The column each cell starts under: the one whose name starts nearest, each cell a column of its own. */
function columnsOf(cells: number[], columns: number[]): number[] | undefined {
  const nearest = cells.map((x) =>
    columns.reduce((best, c, k) => (Math.abs(c - x) < Math.abs(columns[best]! - x) ? k : best), 0),
  );
  const apart = nearest.every((k, i) => i === 0 || k > nearest[i - 1]!);
  return apart && cells.every((x, i) => Math.abs(columns[nearest[i]!]! - x) <= 24) ? nearest : undefined;
}

/** "Statutory reporting (FRS 102," over "IFRS)": a chip wrapped inside its brackets is one item. */
function joinOpenBrackets(items: string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const last = out.at(-1);
    const open = last !== undefined && (last.match(/\(/g)?.length ?? 0) > (last.match(/\)/g)?.length ?? 0);
    if (open) out[out.length - 1] = `${last} ${item}`;
    else out.push(item);
  }
  return out;
}
