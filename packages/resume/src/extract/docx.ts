import { looksLikeDate } from '../parse/dates.ts';
import { cleanText } from './clean.ts';
import { ResumeReadError } from './errors.ts';
import type { ExtractedDocument, SourceLine } from './types.ts';
import { listZipEntries, readZipEntry, type ZipEntry } from './zip.ts';

/**
 * What a DOCX may become once read, checked while reading: the zip caps bound the archive, these
 * bound the text inside it (a 60 kB file can hold 400,000 empty paragraphs or 45 MB of text).
 * A long resume has a few hundred paragraphs and 30,000 characters.
 */
export const DOCX_LIMITS = {
  /** One XML part (document, header, footer, styles) once inflated. */
  maxPartBytes: 4 * 1024 * 1024,
  /** Characters of text over every part. */
  maxTextChars: 100_000,
  /** Characters in one paragraph (a long summary has 3,000). */
  maxParagraphChars: 5_000,
  /** Characters in one word (no space between them): the longest URL in a resume has about 150. */
  maxWordChars: 500,
  /** Paragraphs over every part. */
  maxParagraphs: 2_000,
  /** Elements open at once. */
  maxDepth: 256,
  /** Reading time, a last resort behind the limits above. */
  timeBudgetMs: 3_000,
};

const tooLarge = (what: string) =>
  new ResumeReadError('too_large', `This document holds ${what}, more than any resume needs.`);

/** Counts what reading has produced so far, across parts, and stops as soon as a limit is passed. */
class ReadBudget {
  private chars = 0;
  private paragraphs = 0;
  private readonly deadline = performance.now() + DOCX_LIMITS.timeBudgetMs;
  private steps = 0;

  text(n: number) {
    this.chars += n;
    if (this.chars > DOCX_LIMITS.maxTextChars)
      throw tooLarge(`over ${DOCX_LIMITS.maxTextChars.toLocaleString('en')} characters of text`);
  }

  paragraphText(n: number) {
    if (n > DOCX_LIMITS.maxParagraphChars)
      throw tooLarge(`a paragraph of over ${DOCX_LIMITS.maxParagraphChars.toLocaleString('en')} characters`);
  }

  words(text: string) {
    if (
      text.length > DOCX_LIMITS.maxWordChars &&
      new RegExp(`\\S{${DOCX_LIMITS.maxWordChars + 1}}`).test(text)
    ) {
      throw tooLarge(`a word of over ${DOCX_LIMITS.maxWordChars} characters`);
    }
  }

  paragraph() {
    if (++this.paragraphs > DOCX_LIMITS.maxParagraphs)
      throw tooLarge(`over ${DOCX_LIMITS.maxParagraphs.toLocaleString('en')} paragraphs`);
  }

  depth(n: number) {
    if (n > DOCX_LIMITS.maxDepth) throw tooLarge(`elements nested over ${DOCX_LIMITS.maxDepth} levels deep`);
  }

  tick() {
    if (++this.steps % 4096 === 0 && performance.now() > this.deadline)
      throw tooLarge('too much to read in time');
  }
}

interface StyleInfo {
  name: string;
  basedOn?: string;
  bold?: boolean;
  size?: number;
  outlineLevel?: number;
}

interface Piece {
  text: string;
  bold: boolean;
  size: number;
}

interface Paragraph {
  /** Text characters read into it so far, for the paragraph limit. */
  chars?: number;
  style?: string;
  numbered: boolean;
  pieces: Piece[];
}

interface Row {
  cells: Paragraph[][];
}

/**
 * Reads word/document.xml directly (after the zip checks), because the parser needs what mammoth
 * flattens away: heading styles, run-level bold and size, list numbering, tabs and line breaks
 * inside one paragraph.
 */
export function extractDocx(bytes: Uint8Array): ExtractedDocument {
  const entries = listZipEntries(bytes);
  const byName = new Map<string, ZipEntry>(entries.map((e) => [e.name, e]));
  const documentEntry = byName.get('word/document.xml');
  if (!documentEntry)
    throw new ResumeReadError('unsupported', 'This file is a zip archive but not a Word document.');
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const budget = new ReadBudget();
  const xmlOf = (entry: ZipEntry) => {
    if (entry.uncompressedSize > DOCX_LIMITS.maxPartBytes) throw tooLarge('a part larger than 4 MB');
    return decoder.decode(readZipEntry(bytes, entry));
  };
  const documentXml = xmlOf(documentEntry);
  const stylesEntry = byName.get('word/styles.xml');
  const styles = stylesEntry
    ? readStyles(xmlOf(stylesEntry), budget)
    : { styles: new Map<string, StyleInfo>(), defaultSize: 11 };
  const read = (xml: string) =>
    readParagraphs(xml, styles.styles, styles.defaultSize, budget).flatMap((p) =>
      paragraphLines(p, styles.styles, styles.defaultSize, budget),
    );
  // Word resumes often put the name and contact details in the page header (or footer).
  const part = (pattern: RegExp) =>
    entries
      .filter((e) => pattern.test(e.name))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
      .flatMap((e) => read(xmlOf(e)));
  const body = read(documentXml);
  const seen = new Set(body.map((l) => l.text.trim()));
  const unique = (lines: SourceLine[]) =>
    lines.filter((l) => {
      const key = l.text.trim();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const header = unique(part(/^word\/header\d*\.xml$/));
  const footer = unique(part(/^word\/footer\d*\.xml$/));
  return {
    kind: 'docx',
    lines: [...header, ...body, ...footer],
    links: linkTargets(entries, xmlOf, documentXml),
  };
}

/**
 * Where the document's hyperlinks point, from the parts' relationships and HYPERLINK fields: an
 * icon or a word such as "Email" may carry the address the text never prints.
 */
function linkTargets(entries: ZipEntry[], xmlOf: (entry: ZipEntry) => string, documentXml: string): string[] {
  const links = new Set<string>();
  for (const entry of entries) {
    if (/^word\/_rels\/(?:document|header\d*|footer\d*)\.xml\.rels$/.test(entry.name)) {
      for (const m of xmlOf(entry).matchAll(/<Relationship\b[^>]*>/g)) {
        const target = attr(m[0], 'Target');
        if (target && /\/hyperlink"/.test(m[0])) links.add(decodeEntities(target));
      }
    }
  }
  for (const m of documentXml.matchAll(/HYPERLINK\s+"([^"]+)"/g)) if (m[1]) links.add(decodeEntities(m[1]));
  return [...links].slice(0, 50);
}

function attr(attrs: string, name: string): string | undefined {
  const match = new RegExp(`${name}="([^"]*)"`).exec(attrs);
  return match?.[1];
}

function isOn(attrs: string): boolean {
  const value = attr(attrs, 'w:val');
  return value === undefined || !['0', 'false', 'off', 'none'].includes(value);
}

// Attributes stop at the next "<": a "<" never closed cannot make one match scan the rest of the part.
const TAG = /<(\/?)([\w:.-]+)([^<>]*?)(\/?)>|([^<]+)/g;

/** Open elements, for the depth limit: an opening tag adds one, a closing tag takes one. */
function trackDepth(
  depth: number,
  closing: string | undefined,
  selfClosing: string | undefined,
  budget: ReadBudget,
): number {
  if (selfClosing) return depth;
  if (closing) return Math.max(0, depth - 1);
  budget.depth(depth + 1);
  return depth + 1;
}

function readStyles(
  xml: string,
  budget: ReadBudget,
): { styles: Map<string, StyleInfo>; defaultSize: number } {
  const styles = new Map<string, StyleInfo>();
  let current: { id: string; info: StyleInfo } | undefined;
  let defaultSize = 11;
  let inDefaults = false;
  let depth = 0;
  for (const m of xml.matchAll(TAG)) {
    const [, closing, tag, attrs = '', selfClosing] = m;
    budget.tick();
    if (!tag) continue;
    depth = trackDepth(depth, closing, selfClosing, budget);
    if (tag === 'w:rPrDefault') inDefaults = !closing;
    if (tag === 'w:style' && !closing) {
      current = { id: attr(attrs, 'w:styleId') ?? '', info: { name: '' } };
      if (m[4]) current = undefined;
    } else if (tag === 'w:style' && closing) {
      if (current) styles.set(current.id, current.info);
      current = undefined;
    } else if (!closing) {
      if (inDefaults && tag === 'w:sz') defaultSize = Number(attr(attrs, 'w:val') ?? 22) / 2;
      if (!current) continue;
      if (tag === 'w:name') current.info.name = attr(attrs, 'w:val') ?? '';
      else if (tag === 'w:basedOn') current.info.basedOn = attr(attrs, 'w:val');
      else if (tag === 'w:b') current.info.bold = isOn(attrs);
      else if (tag === 'w:sz') current.info.size = Number(attr(attrs, 'w:val')) / 2;
      else if (tag === 'w:outlineLvl') current.info.outlineLevel = Number(attr(attrs, 'w:val'));
    }
  }
  return { styles, defaultSize };
}

function styleChain(styles: Map<string, StyleInfo>, id: string | undefined): StyleInfo[] {
  const chain: StyleInfo[] = [];
  const seen = new Set<string>();
  while (id && !seen.has(id)) {
    seen.add(id);
    const style = styles.get(id);
    if (!style) break;
    chain.push(style);
    id = style.basedOn;
  }
  return chain;
}

function styleValue<K extends keyof StyleInfo>(
  styles: Map<string, StyleInfo>,
  id: string | undefined,
  key: K,
): StyleInfo[K] | undefined {
  for (const style of styleChain(styles, id)) if (style[key] !== undefined) return style[key];
  return undefined;
}

/** Characters XML 1.0 allows in text (tab, line feed, carriage return and the rest), by code point. */
function isXmlChar(cp: number): boolean {
  if (cp === 0x9 || cp === 0xa || cp === 0xd) return true;
  if (cp < 0x20) return false;
  if (cp >= 0xd800 && cp <= 0xdfff) return false;
  if (cp === 0xfffe || cp === 0xffff) return false;
  return cp <= 0x10ffff;
}

/** Control characters (raw NUL bytes included) that XML forbids: a damaged or hostile file has them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML_TEXT = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;

function decodeEntities(text: string): string {
  return text
    .replace(NOT_XML_TEXT, '')
    .replace(/&(#x[0-9a-f]{1,8}|#\d{1,10}|amp|lt|gt|quot|apos);/gi, (_, code: string) => {
      if (code[0] === '#') {
        const cp = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
        // &#0;, &#xD800; or &#x110000; name no character a document can hold: they are dropped.
        return isXmlChar(cp) ? String.fromCodePoint(cp) : '';
      }
      return (
        ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[
          code.toLowerCase()
        ] ?? ''
      );
    });
}

function readParagraphs(
  xml: string,
  styles: Map<string, StyleInfo>,
  defaultSize: number,
  budget: ReadBudget,
): Paragraph[] {
  const out: Paragraph[] = [];
  const stack: Paragraph[] = [];
  const rows: Row[] = [];
  let inPPr = false;
  let inRPr = false;
  let inText = false;
  let skipDepth = 0;
  let run: { bold?: boolean; size?: number } = {};
  let depth = 0;
  const emit = (paragraph: Paragraph) => {
    const row = rows.at(-1);
    const cell = row?.cells.at(-1);
    if (cell && stack.length === 0) cell.push(paragraph);
    else out.push(paragraph);
  };
  for (const m of xml.matchAll(TAG)) {
    const [, closing, tag, attrs = '', selfClosing, text] = m;
    budget.tick();
    if (text !== undefined) {
      if (inText && skipDepth === 0) {
        const paragraph = stack.at(-1);
        if (paragraph) {
          budget.text(text.length);
          paragraph.chars = (paragraph.chars ?? 0) + text.length;
          budget.paragraphText(paragraph.chars);
          const bold = run.bold ?? styleValue(styles, paragraph.style, 'bold') ?? false;
          const size = run.size ?? styleValue(styles, paragraph.style, 'size') ?? defaultSize;
          paragraph.pieces.push({ text: decodeEntities(text), bold, size });
        }
      }
      continue;
    }
    if (!tag) continue;
    depth = trackDepth(depth, closing, selfClosing, budget);
    // Word stores text boxes twice (the modern shape and a VML fallback): read only the first.
    if (tag === 'mc:Fallback' && !selfClosing) {
      skipDepth += closing ? -1 : 1;
      continue;
    }
    if (skipDepth > 0) continue;
    const paragraph = stack.at(-1);
    switch (tag) {
      case 'w:p':
        if (!closing) budget.paragraph();
        if (selfClosing) emit({ numbered: false, pieces: [] });
        else if (closing) {
          const done = stack.pop();
          if (done) emit(done);
        } else stack.push({ numbered: false, pieces: [] });
        break;
      case 'w:pPr':
        inPPr = !closing && !selfClosing;
        break;
      case 'w:rPr':
        inRPr = !closing && !selfClosing;
        break;
      case 'w:pStyle':
        if (paragraph && inPPr) paragraph.style = attr(attrs, 'w:val');
        break;
      case 'w:numPr':
        if (paragraph && inPPr && !closing) paragraph.numbered = true;
        break;
      case 'w:r':
        if (!closing) run = {};
        break;
      case 'w:b':
        if (inRPr && !inPPr) run.bold = isOn(attrs);
        break;
      case 'w:sz':
        if (inRPr && !inPPr) run.size = Number(attr(attrs, 'w:val')) / 2;
        break;
      case 'w:t':
        inText = !closing && !selfClosing;
        break;
      case 'w:tab':
      case 'w:noBreakHyphen':
      case 'w:br':
      case 'w:cr':
        // Each one becomes a character or a line of its own: they count as text.
        if (paragraph) budget.text(1);
        break;
    }
    switch (tag) {
      case 'w:tab':
        if (paragraph && !inPPr) paragraph.pieces.push({ text: '\t', bold: false, size: defaultSize });
        break;
      case 'w:noBreakHyphen':
        if (paragraph) paragraph.pieces.push({ text: '-', bold: false, size: defaultSize });
        break;
      case 'w:br':
      case 'w:cr':
        if (paragraph && attr(attrs, 'w:type') !== 'page')
          paragraph.pieces.push({ text: '\n', bold: false, size: defaultSize });
        break;
      case 'w:tr':
        if (!closing) rows.push({ cells: [] });
        else {
          const row = rows.pop();
          if (row) for (const p of mergeRow(row)) emit(p);
        }
        break;
      case 'w:tc':
        if (!closing) rows.at(-1)?.cells.push([]);
        break;
    }
  }
  return out;
}

/** A table row whose cells hold one paragraph each reads as one line with tab stops. */
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

function paragraphLines(
  paragraph: Paragraph,
  styles: Map<string, StyleInfo>,
  defaultSize: number,
  budget: ReadBudget,
): SourceLine[] {
  const headingLevel = headingLevelOf(styles, paragraph.style);
  const parts: Piece[][] = [[]];
  for (const piece of paragraph.pieces) {
    if (piece.text === '\n') parts.push([]);
    else parts.at(-1)?.push(piece);
  }
  const lines: SourceLine[] = [];
  parts.forEach((pieces, index) => {
    const text = cleanText(pieces.map((p) => p.text).join(''));
    budget.words(text);
    if (!text.trim()) return;
    let boldChars = 0;
    let chars = 0;
    let size = 0;
    for (const p of pieces) {
      const n = p.text.trim().length;
      chars += n;
      if (p.bold) boldChars += n;
      size = Math.max(size, n > 0 ? p.size : 0);
    }
    lines.push({
      text,
      size: size || defaultSize,
      bold: chars > 0 && boldChars / chars >= 0.6,
      headingLevel: index === 0 ? headingLevel : undefined,
      bullet: index === 0 && paragraph.numbered ? true : undefined,
      continuation: index > 0 && lines.length > 0 ? true : undefined,
    });
  });
  return lines;
}

function headingLevelOf(styles: Map<string, StyleInfo>, styleId: string | undefined): number | undefined {
  if (!styleId) return undefined;
  for (const style of styleChain(styles, styleId)) {
    const name = style.name.toLowerCase();
    if (name === 'title') return 0;
    const heading = /^heading\s*(\d)$/.exec(name);
    if (heading) return Number(heading[1]);
    if (style.outlineLevel !== undefined && style.outlineLevel < 9) return style.outlineLevel + 1;
  }
  const fromId = /^(?:heading|titre|ttulo)(\d)$/i.exec(styleId);
  return fromId ? Number(fromId[1]) : undefined;
}
