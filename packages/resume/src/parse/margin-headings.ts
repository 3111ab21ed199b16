/**
 * Section headings set in the margin, put back in place on the source lines before they are made
 * into parser lines: one wrapped over two lines, and one set a little below its first entry.
 */
import type { SourceLine } from '../extract/types.ts';
import { matchHeading } from './headings.ts';
import { isAllCaps } from './util.ts';

/**
 * "ADDITIONAL<tab>• Ruby…" over "SKILLS<tab>• PostgreSQL…": a margin heading wrapped over two
 * lines, each sharing its line with the section's text. The heading is put back together.
 */ export function joinWrappedMarginHeadings(source: SourceLine[]): SourceLine[] {
  const out = [...source];
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i] as SourceLine;
    const b = out[i + 1] as SourceLine;
    const [aHead = '', ...aRest] = a.text.split('\t');
    const [bHead = '', ...bRest] = b.text.split('\t');
    if (!aRest.length || !bRest.length || !isAllCaps(aHead) || !isAllCaps(bHead) || matchHeading(aHead))
      continue;
    const joined = `${aHead.trim()} ${bHead.trim()}`;
    const match = matchHeading(joined);
    if (!match || joined.split(/\s+/).length > 4) continue;
    out[i] = { ...a, text: `${joined}\t${aRest.join('\t')}`, bold: true };
    out[i + 1] = { ...b, text: bRest.join('\t'), bold: false };
  }
  return out;
}
export /**
 * "TEACHING<tab>2024<tab>Assistant", then "Northeastern University", then "EXPERIENCE" alone: a
 * margin heading wrapped over two lines, its second word set a line or two below the first, in
 * the same margin and font. The heading is put back together on its first line.
 */
function joinMarginHeadingsWrappedBelow(source: SourceLine[]): SourceLine[] {
  const out = [...source];
  for (let i = 0; i < out.length; i++) {
    const a = out[i] as SourceLine;
    const [head = '', ...rest] = a.text.split('\t');
    if (!rest.length || !isAllCaps(head) || matchHeading(head) || a.x === undefined) continue;
    for (let j = i + 1; j <= i + 2 && j < out.length; j++) {
      const b = out[j] as SourceLine;
      const tail = b.text.trim();
      if (b.text.includes('\t') || !isAllCaps(tail) || b.x === undefined) continue;
      // The row's size is its biggest text's, which may be the cell beside the heading: the
      // heading's second line may be set smaller than the row, and centred a little apart.
      if (Math.abs(b.x - a.x) > 8 || (b.size ?? 0) > (a.size ?? 0) || Boolean(b.bold) !== Boolean(a.bold))
        continue;
      const joined = `${head.trim()} ${tail}`;
      if (joined.split(/\s+/).length > 4 || !matchHeading(joined)) continue;
      out[i] = { ...a, text: `${joined}\t${rest.join('\t')}` };
      out.splice(j, 1);
      break;
    }
  }
  return out;
}

/**
 * A heading set in the margin a little below the top of its first entry (a label cell centred on
 * its row) is read just after that entry's first line: it goes back above it. Only when that line
 * opens a new block, right of the heading.
 */ export function liftOffsetHeadings(source: SourceLine[]): SourceLine[] {
  const out = [...source];
  for (let i = 1; i < out.length; i++) {
    const b = out[i] as SourceLine;
    const a = out[i - 1] as SourceLine;
    if (b.gapBefore === undefined || b.gapBefore >= 0 || b.gapBefore < -1.5) continue;
    if (b.text.includes('\t') || !(b.bold || isAllCaps(b.text)) || !matchHeading(b.text.trim())) continue;
    if (a.page !== b.page || a.x === undefined || b.x === undefined || a.x < b.x + 20) continue;
    if ((a.gapBefore ?? 0) < 1.5 || matchHeading(a.text.split('\t')[0]?.trim() ?? '')) continue;
    out[i - 1] = { ...b, gapBefore: a.gapBefore };
    out[i] = { ...a, gapBefore: 0 };
  }
  return out;
}

const cellsOf = (line: SourceLine): string[] => line.text.split('\t').map((c) => c.trim());

/** A short name, not a list, a sentence or a figure: a column's head. */
const isHead = (cell: string): boolean =>
  !!cell && cell.split(/\s+/).length <= 3 && !/[,;:•·|\d()]/u.test(cell);

/**
 * "Languages<tab>Frameworks<tab>Infrastructure" over "Python · Go<tab>React · Vue<tab>AWS": the
 * heads of a grid's columns, set apart from the row of lists under them, as many cells as it. Its
 * first head may name a section ("Languages"); set in mixed case among its like, it is no heading
 * in the margin.
 */
export function isColumnHeads(line: SourceLine, next: SourceLine | undefined): boolean {
  const heads = cellsOf(line);
  if (!next || heads.length < 2 || isAllCaps(heads[0] ?? '') || !heads.every(isHead)) return false;
  const setApart = (line.size ?? 0) > (next.size ?? 0) + 0.5 || (!!line.bold && !next.bold);
  const below = cellsOf(next);
  return setApart && below.length === heads.length && below.some((c) => /[,;•·|]/u.test(c));
}
