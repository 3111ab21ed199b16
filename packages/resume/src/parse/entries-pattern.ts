/**
 * The order of a section's header lines (jobs, degrees, any list of entries), learned from the
 * section itself (stage "entries"). Entries of one section are printed alike: "ACME" over "2019 – 2022" over "Sales Assistant", then
 * the next job the same way. Where several headers follow one another with no text between them,
 * the lines alone cannot say where one ends ("Sales Assistant" could open the next job), but the
 * section's first header can: it gives the number of lines of a header and the place of its dates
 * among them, and a run of header lines that repeats that order is cut on it. Headers of uneven
 * length are cut on their dates alone on a line, when these open every header or close every one.
 */
import { looksLikeDate } from '../text/dates.ts';
import { hasDate, isPartLabel, isProseLine } from './entry.ts';
import type { Line } from './lines.ts';
import { words } from './util.ts';

/**
 * A header's order: `size` lines, the dates on line `dates` (from 0); or, where headers differ in
 * length, dates alone on a line that opens every header (`dates: 'first'`) or closes it (`'last'`).
 */
type HeaderOrder = { size: number; dates: number } | { size: 0; dates: 'first' | 'last' };

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
  if (dated.length === 0) return undefined;
  const size = run.length / dated.length;
  const dates = dated[0]!;
  if (
    Number.isInteger(size) &&
    size >= 2 &&
    size <= MOST_LINES &&
    dates < size &&
    dated.every((at, k) => at === dates + k * size)
  )
    return { size, dates };
  return anchoredOrder(run, dated);
}

/** The most lines a header of uneven length may have beside its dates. */
const MOST_UNDATED = 5;

/**
 * "2019 – 2021" over a school over a degree, then "2016 – 2019" over a school, a degree and a town:
 * headers of two lengths, each opened by its dates alone (or each closed by them, when the run
 * opens with a name and ends with dates). Every header has one date line and a line beside it.
 */
function anchoredOrder(run: Line[], dated: number[]): HeaderOrder | undefined {
  if (dated.length < 2) return undefined;
  const gaps = [...dated, run.length + dated[0]!].slice(1).map((at, k) => at - dated[k]! - 1);
  const fits = gaps.every((g) => g >= 1 && g <= MOST_UNDATED);
  if (fits && dated[0] === 0) return { size: 0, dates: 'first' };
  if (fits && dated.at(-1) === run.length - 1 && dated[0]! >= 1 && dated[0]! <= MOST_UNDATED)
    return { size: 0, dates: 'last' };
  return undefined;
}

/** The run cut into its headers in that order. */
function cut(run: Line[], order: HeaderOrder): Line[][] {
  if (order.dates === 'first' || order.dates === 'last') {
    const out: Line[][] = [];
    let header: Line[] = [];
    for (const line of run) {
      const dated = hasDate(line.text);
      if (dated && order.dates === 'first' && header.length) [out[out.length], header] = [header, []];
      header.push(line);
      if (dated && order.dates === 'last') [out[out.length], header] = [header, []];
    }
    if (header.length) out.push(header);
    return out;
  }
  const out: Line[][] = [];
  for (let at = 0; at < run.length; at += order.size) out.push(run.slice(at, at + order.size));
  return out;
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
    for (const header of cut(run, order)) out.set(header[0]!, header);
  }
  return out;
}
