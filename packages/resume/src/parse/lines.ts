/**
 * Stage "lines": the extracted source lines (text, font, position) cleaned into parser lines.
 * Takes SourceLine[] from extraction; gives Line[]: bullets stripped and marked, page furniture
 * (page numbers) dropped, a heading sharing its baseline with text split off, and date ranges
 * wrapped in a narrow cell joined back. Nothing here knows about sections or entries.
 */
import type { SourceLine } from '../extract/types.ts';
import { findDates, looksLikeDate } from './dates.ts';
import { matchHeading } from './headings.ts';
import { normalizeText, stripBullet } from './normalize.ts';
import { foldOnce, isAllCaps } from './util.ts';

/** A source line after clean-up, with what the parser decided about it. */
export interface Line {
  text: string;
  bullet: boolean;
  continuation: boolean;
  bold: boolean;
  size?: number;
  headingLevel?: number;
  x?: number;
  page?: number;
  /** The line ends where the author ended a paragraph (DOCX): it never wraps into the next one. */
  authored: boolean;
  blankBefore: boolean;
  /** In a sidebar: continues the sidebar's sections, never the main column's. */
  sidebar?: boolean;
  /** Vertical space above the line, in font sizes (PDF). */
  gapBefore?: number;
}

/** Page numbers printed by word processors: not part of the resume. */
const PAGE_FURNITURE =
  /^(?:(?:page|pagina|p\.?)\s*\d+(?:\s*(?:of|sur|de|\/)\s*\d+)?|\d+\s*\/\s*\d+|-\s*\d+\s*-)$/u;

const LEADER_DOTS = /\s*(?:[….]\s*){4,}|\s*(?:…[….]{2,}|\.{1,3}…[….]*)\s*/gu;

/** The size most of the text is set in (weighted by length). */
export function bodySizeOf(lines: { text: string; size?: number }[]): number | undefined {
  const weights = new Map<number, number>();
  for (const l of lines) if (l.size) weights.set(l.size, (weights.get(l.size) ?? 0) + l.text.length);
  let best: number | undefined;
  let most = 0;
  for (const [size, weight] of weights) if (weight > most) [best, most] = [size, weight];
  return best;
}

/**
 * "ADDITIONAL<tab>• Ruby…" over "SKILLS<tab>• PostgreSQL…": a margin heading wrapped over two
 * lines, each sharing its line with the section's text. The heading is put back together.
 */
function joinWrappedMarginHeadings(source: SourceLine[]): SourceLine[] {
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

export function prepareLines(source: SourceLine[], authored = false): Line[] {
  const out: Line[] = [];
  const bodySize = bodySizeOf(source);
  let ordinal: string | undefined;
  for (const line of joinWrappedMarginHeadings(source)) {
    // Leader dots between a title and its dates ("Intern………… Summer 2019") separate like a tab.
    const normalized = normalizeText(line.text)
      .replace(LEADER_DOTS, '\t')
      .replace(/^\t+|\t+$/g, '');
    if (!normalized || !/[\p{L}\p{N}]/u.test(normalized) || PAGE_FURNITURE.test(foldOnce(normalized)))
      continue;
    // A mark set far smaller than the text ("TM", a footnote number) is not a line of its own;
    // a raised ordinal ("1st", "2e") goes back after its number on the next line.
    if (bodySize && line.size && line.size < bodySize * 0.75 && normalized.length <= 3) {
      if (/^(?:st|nd|rd|th|er|re|e|eme|ème|o|a|º|ª)$/u.test(normalized)) ordinal = normalized;
      continue;
    }
    if (ordinal) {
      const suffix = ordinal;
      ordinal = undefined;
      if (/\d\s+\p{L}/u.test(normalized)) {
        prepareLines(
          [{ ...line, text: normalized.replace(/(\d)\s+(?=\p{L})/u, `$1${suffix} `) }],
          authored,
        ).forEach((l) => out.push(l));
        continue;
      }
    }
    // A heading set in the left margin shares its baseline with the section's first line.
    // ... or is set apart from it by a wide space only ("EXPERIENCE  Valt Inc.").
    const [head = '', ...rest] = /^\p{Lu}[\p{Lu}&'’ -]+?\s{2,}\S/u.test(line.text)
      ? line.text
          .trim()
          .split(/\t|\s{2,}/)
          .map(normalizeText)
      : normalized.split('\t');
    const headMatch = rest.length ? matchHeading(head) : undefined;
    // "Languages:<tab>French, English" is a labelled row (a skills group), not a margin heading.
    if (
      headMatch &&
      (!headMatch.loose || (isAllCaps(head) && line.bold)) &&
      (isAllCaps(head) || line.bold) &&
      !/:\s*$/.test(head)
    ) {
      out.push({
        text: head,
        bullet: false,
        continuation: false,
        bold: true,
        size: line.size,
        x: line.x,
        page: line.page,
        authored,
        blankBefore: Boolean(line.blankBefore),
      });
      prepareLines(
        [{ ...line, text: rest.join('\t'), x: undefined, bold: false, blankBefore: false }],
        authored,
      ).forEach((l) => out.push(l));
      continue;
    }
    const stripped = stripBullet(normalized);
    out.push({
      text: stripped.text,
      bullet: Boolean(line.bullet) || stripped.bullet,
      continuation: Boolean(line.continuation),
      bold: Boolean(line.bold),
      size: line.size,
      headingLevel: line.headingLevel,
      x: line.x,
      page: line.page,
      authored,
      blankBefore: Boolean(line.blankBefore),
      sidebar: line.sidebar,
      gapBefore: line.gapBefore,
    });
  }
  return out;
}

/**
 * A narrow date cell wraps "Jan 2020 –" / "Present" over two lines, each sharing its line with
 * other text: put the end of the range back on the first line.
 */
export function joinWrappedDates(lines: Line[]): Line[] {
  for (let i = 0; i + 1 < lines.length; i++) {
    const a = lines[i] as Line;
    const b = lines[i + 1] as Line;
    const [aFirst = '', ...aRest] = a.text.split('\t');
    // "Avr 2020" / "|" / "Juil 2020": a range set down a narrow cell, one piece per line.
    const c = lines[i + 2];
    const [bCell = '', ...bCells] = b.text.split('\t');
    const [cCell = '', ...cCells] = c?.text.split('\t') ?? [];
    if (
      c &&
      /^[|–-]$/.test(bCell.trim()) &&
      looksLikeDate(aFirst) &&
      looksLikeDate(cCell) &&
      !/[–-]/.test(aFirst + cCell)
    ) {
      a.text = [`${aFirst} – ${cCell}`, ...aRest].join('\t');
      b.text = bCells.join('\t');
      c.text = cCells.join('\t');
      lines.splice(i + 1, 2, ...[b, c].filter((l) => l.text));
      continue;
    }
    if (!/[–-]\s*$/.test(aFirst) || !findDates(aFirst)) continue;
    const [bFirst = '', ...bRest] = b.text.split('\t');
    if (!looksLikeDate(`2000 – ${bFirst}`)) continue;
    a.text = [`${aFirst} ${bFirst}`, ...aRest].join('\t');
    b.text = bRest.join('\t');
    if (!b.text) lines.splice(i + 1, 1);
  }
  return lines;
}
