/**
 * Stage "lines": the extracted source lines (text, font, position) cleaned into parser lines.
 * Takes SourceLine[] from extraction; gives Line[]: bullets stripped and marked, page furniture
 * (page numbers) dropped, a heading sharing its baseline with text split off, and date ranges
 * wrapped in a narrow cell joined back. Nothing here knows about sections or entries.
 */
import type { SourceLine } from '../extract/types.ts';
import { pageWordsPattern } from '../lexicon/index.ts';
import { findDates } from '../text/dates.ts';
import { matchHeading } from './headings.ts';
import {
  isColumnHeads,
  joinMarginHeadingsWrappedBelow,
  joinWrappedMarginHeadings,
  liftOffsetHeadings,
} from './margin-headings.ts';
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
  /** The left edge of each of the text's tab-separated cells (PDF), where they are known. */
  cells?: number[];
  /** A section name set in the margin beside the section's first line, taken apart from it. */
  margin?: boolean;
  /** Printed in the page's foot with the person's contact details (running-heads.ts). */
  foot?: boolean;
  /** Set on a margin heading's line, beside it: its size is the heading's, not its own. */
  beside?: boolean;
  /**
   * The items of each cell as the PDF set them apart by wide spaces ("Figma  Adobe Illustrator"),
   * where a cell holds two or more: chips in a grid of skills, which the text runs together.
   */
  pieces?: string[][];
}

/** Page numbers printed by word processors: not part of the resume. */
const PAGE_FURNITURE = new RegExp(
  String.raw`^(?:(?:${pageWordsPattern('page')}|(?:${pageWordsPattern('pageShort')})\.?)\s*\d+(?:\s*(?:${pageWordsPattern('of')}|\/)\s*\d+)?|\d+\s*\/\s*\d+|-\s*\d+\s*-)$`,
  'u',
);

/** "Page 1 / 2", "- 3 -": a page number, read apart from its line or within a row's cells. */
export const isPageNumber = (text: string): boolean => PAGE_FURNITURE.test(foldOnce(text.trim()));

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
    ...(line.foot ? { foot: true } : {}),
  };
}

export function prepareLines(source: SourceLine[], authored = false): Line[] {
  const out: Line[] = [];
  const bodySize = bodySizeOf(source);
  let ordinal: string | undefined;
  const placed = joinWrappedMarginHeadings(joinMarginHeadingsWrappedBelow(liftOffsetHeadings(source)));
  for (const [index, line] of placed.entries()) {
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
    const headMatch =
      rest.length && !inLabelTable(placed, index) && !isColumnHeads(line, placed[index + 1])
        ? matchHeading(head)
        : undefined;
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
      ).forEach((l) => out.push({ ...l, beside: true }));
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
      ...piecesOf(line.text, stripped.text),
      ...(line.cells?.length === stripped.text.split('\t').length ? { cells: line.cells } : {}),
    });
  }
  return out;
}

/**
 * A row beside another row labelled by a word that names no section ("Languages | Python, Go" over
 * "Frameworks | React"): a table of labels and values inside one section, whose labels are not
 * headings even where one of them could name a section.
 */
function inLabelTable(lines: SourceLine[], index: number): boolean {
  const labelOf = (line: SourceLine | undefined) => {
    const [head = '', ...rest] = line?.text.split('\t') ?? [];
    const label = head.trim();
    return rest.length && label && words(label) <= 3 && /\p{L}{2}/u.test(label) && !findDates(label)
      ? label
      : undefined;
  };
  const here = lines[index];
  return [lines[index - 1], lines[index + 1]].some((line) => {
    const label = labelOf(line);
    if (label === undefined || matchHeading(label) || !line || !here) return false;
    if (line.x === here.x) return true;
    // Labels set flush right start apart, on rows set tight one under the other.
    const below = line === lines[index + 1] ? line : here;
    return (
      line.x !== undefined &&
      here.x !== undefined &&
      Math.abs(line.x - here.x) <= 40 &&
      (below.gapBefore ?? 1) <= 0.6
    );
  });
}

/**
 * The wide-spaced items of each cell of a line, kept where a cell has two or more and the cells,
 * items joined by a space, read as the line's text.
 */
function piecesOf(raw: string, text: string): { pieces?: string[][] } {
  const pieces = raw
    .replace(/^\t+|\t+$/g, '')
    .split('\t')
    .map((cell) => cell.trim().split(/ {2,}/u).map(normalizeText).filter(Boolean));
  if (!pieces.some((p) => p.length >= 2)) return {};
  return pieces.map((p) => p.join(' ')).join('\t') === text ? { pieces } : {};
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
