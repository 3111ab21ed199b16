/**
 * How a heading is set, against the headings found so far: its left edge, its size, the space
 * above it; and how an entry's header is set, so that one holding a section word stays an entry.
 */
import type { Line } from './lines.ts';

/** The left edge every known heading starts at, when they share one (moderncv sets them right of its date column). */
export function sharedLeftEdge(headings: Line[]): number | undefined {
  const xs = headings.map((l) => l.x);
  const first = xs[0];
  if (
    headings.length < 2 ||
    first === undefined ||
    xs.some((x) => x === undefined || Math.abs(x - first) > 1)
  )
    return undefined;
  return first;
}

/** Above the first known heading, a line styled like the headings counts only at their own left edge. */
export function atEdge(line: Line, headingX: number | undefined): boolean {
  return headingX !== undefined && line.x !== undefined && Math.abs(line.x - headingX) <= 1;
}

/** The first line of a page after the first (PDF): the page break is its space above. */
export function opensPage(lines: Line[], i: number): boolean {
  const line = lines[i];
  const previous = lines[i - 1];
  return line?.page !== undefined && previous?.page !== undefined && line.page > previous.page;
}

/** Set in the headings' usual size, or in the size of one of the known headings (some CVs set a few smaller). */
export function sizedAsHeading(
  size: number,
  headingSize: number,
  knownSizes: (number | undefined)[],
): boolean {
  return [headingSize, ...knownSizes].some((s) => s !== undefined && Math.abs(size - s) <= 0.2);
}

/** The usual space above the headings found so far, in font sizes (PDF only). */
export function spaceAboveHeadings(lines: Line[], found: Map<number, unknown>): number | undefined {
  const gaps = [...found.keys()]
    .map((i) => lines[i]?.gapBefore)
    .filter((g): g is number => g !== undefined && g > 0)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)];
}

/**
 * A bold line set as tight under the line above as the lines of a paragraph, where the headings
 * have a clear space above them, is part of the entry above (a title under its date line), not a
 * heading of its own.
 */
export function setTightBelow(line: Line, headingGap: number | undefined): boolean {
  const gap = line.gapBefore;
  return (
    headingGap !== undefined &&
    headingGap >= 1 &&
    gap !== undefined &&
    gap >= 0 &&
    gap < Math.min(0.6, headingGap / 2)
  );
}

/**
 * A bold line that holds a section word ("Training coordinator", "Formation en alternance") but is
 * set in the size of the entries' own bold headers, not in the size of the headings of its column,
 * is an entry's header: a heading is set apart from the entries it heads. One naming the section
 * it stands in ("Experience abroad" among the jobs) may stay a heading: it changes no section.
 */
export function setLikeEntries(
  lines: Line[],
  i: number,
  key: string,
  found: Map<number, { key: string }>,
  isHeadingWord: (line: Line) => boolean,
): boolean {
  const line = lines[i] as Line;
  const size = line.size;
  if (size === undefined || !line.bold || (line.headingLevel ?? 0) >= 1) return false;
  const sameFlow = (l: Line) => Boolean(l.sidebar) === Boolean(line.sidebar);
  const above = [...found.keys()].filter((k) => k < i && sameFlow(lines[k] as Line));
  const within = above.length ? found.get(Math.max(...above))?.key : undefined;
  if (within === undefined || within === key) return false;
  const headingSizes = [...found.keys()]
    .map((k) => lines[k] as Line)
    .filter((l) => sameFlow(l) && l.size !== undefined)
    .map((l) => l.size as number);
  if (!headingSizes.length || headingSizes.some((s) => Math.abs(s - size) <= 0.6)) return false;
  const entryHeaders = lines.filter(
    (l, k) =>
      k !== i &&
      !found.has(k) &&
      l.bold &&
      !l.bullet &&
      sameFlow(l) &&
      l.size !== undefined &&
      Math.abs(l.size - size) <= 0.2 &&
      !isHeadingWord(l),
  );
  return entryHeaders.length >= 2;
}
