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
import { foldOnce, isAllCaps, words } from './util.ts';

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
  /** Tags printed on the line ("Node.js  React  Prisma ORM"), as items. */
  tags?: string[];
  /** A section name set in the margin beside the section's first line, taken apart from it. */
  margin?: boolean;
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

/**
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
 */
function liftOffsetHeadings(source: SourceLine[]): SourceLine[] {
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

/** Where a source line sits on the page, carried onto every line made from it. */
function placeOf(line: SourceLine, authored: boolean) {
  return {
    size: line.size,
    x: line.x,
    page: line.page,
    authored,
    blankBefore: Boolean(line.blankBefore),
    sidebar: line.sidebar,
    gapBefore: line.gapBefore,
  };
}

export function prepareLines(source: SourceLine[], authored = false): Line[] {
  const out: Line[] = [];
  const bodySize = bodySizeOf(source);
  let ordinal: string | undefined;
  for (const line of joinWrappedMarginHeadings(joinMarginHeadingsWrappedBelow(liftOffsetHeadings(source)))) {
    // Leader dots between a title and its dates ("Intern………… Summer 2019") separate like a tab.
    const tagged = line.size && bodySize && line.size <= bodySize * 1.1 ? splitTags(line.text) : undefined;
    const normalized = normalizeText(tagged?.text ?? line.text)
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
    const wide =
      /^\p{Lu}[\p{Lu}&'’ -]+?\s{2,}\S/u.test(line.text) ||
      !!matchHeading(line.text.trim().split(/\s{2,}/)[0] ?? '');
    const [head = '', ...rest] = wide
      ? line.text
          .trim()
          .split(/\t|\s{2,}/)
          .map(normalizeText)
      : normalized.split('\t');
    const headMatch = rest.length ? matchHeading(head) : undefined;
    // Set well above the body size, a section name beside other text is a margin heading too.
    // (Not "Personal information  Jane Doe": the name beside it belongs to the page's header.)
    const big =
      Boolean(line.size && bodySize && line.size >= bodySize * 1.4) && matchHeading(head)?.key !== 'contact';
    // "Languages:<tab>French, English" is a labelled row (a skills group), not a margin heading.
    if (
      headMatch &&
      (!headMatch.loose || (isAllCaps(head) && line.bold) || big) &&
      (isAllCaps(head) || line.bold || big) &&
      !/:\s*$/.test(head)
    ) {
      out.push({
        text: head,
        bullet: false,
        continuation: false,
        bold: true,
        margin: true,
        size: line.size,
        x: line.x,
        page: line.page,
        authored,
        blankBefore: Boolean(line.blankBefore),
      });
      // What shares the heading's line is set in the body's size, whatever size the line had.
      prepareLines(
        [
          {
            ...line,
            text: rest.join('\t'),
            x: undefined,
            bold: false,
            blankBefore: false,
            size: big ? bodySize : line.size,
          },
        ],
        authored,
      ).forEach((l) => out.push(l));
      continue;
    }
    // "Programming Skills<tab>Skill Highlights": two columns open with their headings on one line,
    // which makes them headings whatever else the page sets the same way.
    const cells = normalized.split('\t').map((c) => c.trim());
    if (line.bold && cells.length >= 2 && cells.every((c) => c.length <= 40 && matchHeading(c))) {
      for (const cell of cells)
        out.push({
          text: cell,
          bullet: false,
          continuation: false,
          bold: true,
          headingLevel: line.headingLevel ?? 1,
          ...placeOf(line, authored),
        });
      continue;
    }
    const stripped = stripBullet(normalized);
    out.push({
      text: stripped.text,
      bullet: Boolean(line.bullet) || stripped.bullet,
      continuation: Boolean(line.continuation),
      bold: Boolean(line.bold),
      headingLevel: line.headingLevel,
      ...placeOf(line, authored),
      ...(tagged ? { tags: tagged.tags } : {}),
    });
  }
  return out;
}

/** One tag: a short name with a capital somewhere in its first word ("Prisma ORM", "tRPC"), not a clause. */
function isTag(text: string): boolean {
  return (
    words(text) <= 4 &&
    /\p{Lu}/u.test(text.split(/\s+/)[0] ?? '') &&
    /\p{L}/u.test(text) &&
    !/[,;:.]$|[,;:]\s|[|·•]/u.test(text) &&
    !findDates(text)
  );
}

/**
 * "Node.js  Typescript  React  Prisma ORM": tags (altacv's \cvtag, skill chips) that the PDF sets
 * apart by wide spaces only. They are written apart with " · " so lists split them, and kept.
 */
export function splitTags(text: string): { text: string; tags: string[] } | undefined {
  const tags: string[] = [];
  const cells = text.split('\t').map((cell) => {
    const items = cell.trim().split(/ {2,}/u);
    // Two phrases apart are as often a label and its value ("IHM  Qt", "Acme  Lead Developer").
    if (items.length < 3 || !items.every(isTag)) return cell;
    tags.push(...items);
    return items.join(' · ');
  });
  return tags.length ? { text: cells.join('\t'), tags } : undefined;
}

/**
 * A narrow date cell wraps "Jan 2020 –" / "Present" over two lines, each sharing its line with
 * other text: put the end of the range back on the first line.
 */
/** Words a line does not end on unless it wraps: "Máster en Ingeniería de" / "Sistemas Electrónicos". */
const WRAPPING_END = new Set(
  'de del des du la le les en et y ou o of and in for the to with from at on para con por au aux sur dans'.split(
    ' ',
  ),
);

/**
 * Joins a line that ends on a joining word ("of", "de", "y") with the next one when the next is
 * set the same way (same column, weight and size), starts with a capital and opens no bullet or
 * heading: one phrase wrapped in a narrow column, read as two lines.
 */
export function joinDanglingWraps(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const a = out.at(-1);
    const last = a?.text.split(/\s+/).at(-1) ?? '';
    if (
      a &&
      WRAPPING_END.has(last) &&
      !a.text.includes('\t') &&
      !line.text.includes('\t') &&
      !line.bullet &&
      line.headingLevel === undefined &&
      a.headingLevel === undefined &&
      a.page === line.page &&
      a.bold === line.bold &&
      Math.abs((a.size ?? 0) - (line.size ?? 0)) < 0.5 &&
      a.x !== undefined &&
      line.x !== undefined &&
      Math.abs(a.x - line.x) < 12 &&
      // A lower-case start already reads as a continuation further on; a capital would open a
      // new line of a header: "Sistemas Electrónicos" under "Máster en Ingeniería de".
      /^\p{Lu}/u.test(line.text) &&
      !matchHeading(line.text)
    ) {
      a.text = `${a.text} ${line.text}`;
      continue;
    }
    out.push(line);
  }
  return out;
}

/** "Coordinador administrativo1998-05 - 2002-08": a date range glued to the word before it. */
const GLUED_RANGE = /(\p{Ll})((?:19|20)\d\d(?:[-/.]\d\d)?\s*[–-]\s*(?:(?:19|20)\d\d|\p{L}+))/u;

export function joinWrappedDates(lines: Line[]): Line[] {
  for (const line of lines) line.text = line.text.replace(GLUED_RANGE, '$1 $2');
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
    if (c && joinsCentredRow(a, b, c)) {
      a.text = `${a.text} ${c.text}\t${b.text}`;
      lines.splice(i + 1, 2);
      continue;
    }
    if (!/[–-]\s*$/.test(aFirst) || !findDates(aFirst)) continue;
    const [bFirst = '', ...bRest] = b.text.split('\t');
    if (!looksLikeDate(`2000 – ${bFirst}`)) continue;
    // "2023-" / "11 - 2024-05": a year and its month split at the dash join without a space.
    const glue = /(?:19|20)\d\d-$/.test(aFirst) && /^\d{1,2}(?!\d)/.test(bFirst) ? '' : ' ';
    a.text = [`${aFirst}${glue}${bFirst}`, ...aRest].join('\t');
    b.text = bRest.join('\t');
    if (!b.text) lines.splice(i + 1, 1);
  }
  return lines;
}

/**
 * "Winter 2023" / "Assistant Instructor" / "quarter": a date cell wrapped over two lines, with the
 * row's text set half a line lower, centred beside it. The three lines overlap in height.
 */
function joinsCentredRow(a: Line, b: Line, c: Line): boolean {
  return (
    a.x !== undefined &&
    b.x !== undefined &&
    c.x !== undefined &&
    (b.gapBefore ?? 0) < -0.2 &&
    (c.gapBefore ?? 0) < -0.2 &&
    b.x > a.x + 20 &&
    Math.abs(c.x - a.x) < 3 &&
    !a.text.includes('\t') &&
    !c.text.includes('\t') &&
    // "Winter 2023": a season or month word may stand with the year.
    findDates(a.text) !== undefined &&
    words(a.text) <= 4 &&
    words(c.text) <= 2 &&
    !findDates(c.text)
  );
}
