/**
 * The order of a job section's header lines, learned from the section itself (stage "entries").
 * Entries of one section are printed alike: "ACME" over "2019 – 2022" over "Sales Assistant", then
 * the next job the same way. Where several headers follow one another with no text between them,
 * the lines alone cannot say where one ends ("Sales Assistant" could open the next job), but the
 * section's first header can: it gives the number of lines of a header and the place of its dates
 * among them, and a run of header lines that repeats that order is cut on it.
 */
import { looksLikeDate } from '../text/dates.ts';
import { hasDate, isPartLabel, isProseLine } from './entry.ts';
import type { Line } from './lines.ts';
import { words } from './util.ts';

/** A header's order: `size` lines, the dates on line `dates` (from 0). */
interface HeaderOrder {
  size: number;
  dates: number;
}

/** The most lines a header may have (splitEntries closes a header at four). */
const MOST_LINES = 4;

/** The runs of header lines: lines with no bullet or prose between them. */
function headerRuns(lines: Line[]): Line[][] {
  const runs: Line[][] = [];
  let run: Line[] = [];
  for (const line of lines) {
    if (line.bullet || isProseLine(line) || isPartLabel(line)) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(line);
  }
  if (run.length) runs.push(run);
  return runs;
}

/** The order a run repeats, each header dated on a line of its own at the same place, or undefined. */
function orderOf(run: Line[]): HeaderOrder | undefined {
  // Names, titles and towns on lines of their own, and dates alone on theirs.
  if (
    !run.every((l) =>
      hasDate(l.text) ? looksLikeDate(l.text) : words(l.text) <= 8 && !/[.!?:]$/u.test(l.text),
    )
  )
    return undefined;
  const dated = run.flatMap((l, i) => (hasDate(l.text) ? [i] : []));
  if (dated.length === 0 || run.length % dated.length !== 0) return undefined;
  const size = run.length / dated.length;
  const dates = dated[0]!;
  if (size < 2 || size > MOST_LINES || dates >= size) return undefined;
  return dated.every((at, k) => at === dates + k * size) ? { size, dates } : undefined;
}

/**
 * The lines that open a header, in the runs of two headers or more that keep the order of the
 * section's first header; each maps to the lines of its header. Lines of other runs are not in it.
 */
export function headersByOrder(lines: Line[]): Map<Line, Line[]> {
  const out = new Map<Line, Line[]>();
  const runs = headerRuns(lines);
  const first = runs[0] && orderOf(runs[0]);
  if (!first) return out;
  for (const run of runs) {
    const order = orderOf(run);
    if (!order || order.size !== first.size || order.dates !== first.dates || run.length < 2 * order.size)
      continue;
    for (let at = 0; at < run.length; at += order.size) out.set(run[at]!, run.slice(at, at + order.size));
  }
  return out;
}
