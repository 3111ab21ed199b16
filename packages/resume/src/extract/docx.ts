import { cleanText } from './clean.ts';
import { ResumeReadError } from './errors.ts';
import type { ExtractedDocument, SourceLine } from './types.ts';
import { listZipEntries, readZipEntry, type ZipEntry } from './zip.ts';

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
  if (!documentEntry) throw new ResumeReadError('unsupported', 'This file is a zip archive but not a Word document.');
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const documentXml = decoder.decode(readZipEntry(bytes, documentEntry));
  const stylesEntry = byName.get('word/styles.xml');
  const styles = stylesEntry ? readStyles(decoder.decode(readZipEntry(bytes, stylesEntry))) : { styles: new Map<string, StyleInfo>(), defaultSize: 11 };
  const read = (xml: string) => readParagraphs(xml, styles.styles, styles.defaultSize).flatMap((p) => paragraphLines(p, styles.styles, styles.defaultSize));
  // Word resumes often put the name and contact details in the page header (or footer).
  const part = (pattern: RegExp) =>
    entries
      .filter((e) => pattern.test(e.name))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
      .flatMap((e) => read(decoder.decode(readZipEntry(bytes, e))));
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
  return { kind: 'docx', lines: [...header, ...body, ...footer] };
}

function attr(attrs: string, name: string): string | undefined {
  const match = new RegExp(`${name}="([^"]*)"`).exec(attrs);
  return match?.[1];
}

function isOn(attrs: string): boolean {
  const value = attr(attrs, 'w:val');
  return value === undefined || !['0', 'false', 'off', 'none'].includes(value);
}

const TAG = /<(\/?)([\w:.-]+)([^>]*?)(\/?)>|([^<]+)/g;

function readStyles(xml: string): { styles: Map<string, StyleInfo>; defaultSize: number } {
  const styles = new Map<string, StyleInfo>();
  let current: { id: string; info: StyleInfo } | undefined;
  let defaultSize = 11;
  let inDefaults = false;
  for (const m of xml.matchAll(TAG)) {
    const [, closing, tag, attrs = ''] = m;
    if (!tag) continue;
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

function styleValue<K extends keyof StyleInfo>(styles: Map<string, StyleInfo>, id: string | undefined, key: K): StyleInfo[K] | undefined {
  for (const style of styleChain(styles, id)) if (style[key] !== undefined) return style[key];
  return undefined;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[code.toLowerCase()] ?? '';
  });
}

function readParagraphs(xml: string, styles: Map<string, StyleInfo>, defaultSize: number): Paragraph[] {
  const out: Paragraph[] = [];
  const stack: Paragraph[] = [];
  const rows: Row[] = [];
  let inPPr = false;
  let inRPr = false;
  let inText = false;
  let skipDepth = 0;
  let run: { bold?: boolean; size?: number } = {};
  const emit = (paragraph: Paragraph) => {
    const row = rows.at(-1);
    const cell = row?.cells.at(-1);
    if (cell && stack.length === 0) cell.push(paragraph);
    else out.push(paragraph);
  };
  for (const m of xml.matchAll(TAG)) {
    const [, closing, tag, attrs = '', selfClosing, text] = m;
    if (text !== undefined) {
      if (inText && skipDepth === 0) {
        const paragraph = stack.at(-1);
        if (paragraph) {
          const bold = run.bold ?? styleValue(styles, paragraph.style, 'bold') ?? false;
          const size = run.size ?? styleValue(styles, paragraph.style, 'size') ?? defaultSize;
          paragraph.pieces.push({ text: decodeEntities(text), bold, size });
        }
      }
      continue;
    }
    if (!tag) continue;
    // Word stores text boxes twice (the modern shape and a VML fallback): read only the first.
    if (tag === 'mc:Fallback' && !selfClosing) {
      skipDepth += closing ? -1 : 1;
      continue;
    }
    if (skipDepth > 0) continue;
    const paragraph = stack.at(-1);
    switch (tag) {
      case 'w:p':
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
        if (paragraph && !inPPr) paragraph.pieces.push({ text: '\t', bold: false, size: defaultSize });
        break;
      case 'w:noBreakHyphen':
        if (paragraph) paragraph.pieces.push({ text: '-', bold: false, size: defaultSize });
        break;
      case 'w:br':
      case 'w:cr':
        if (paragraph && attr(attrs, 'w:type') !== 'page') paragraph.pieces.push({ text: '\n', bold: false, size: defaultSize });
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
    if (filled.length === 0) return [];
    const pieces: Piece[] = [];
    filled.forEach((p, i) => {
      if (i > 0) pieces.push({ text: '\t', bold: false, size: p.pieces[0]?.size ?? 11 });
      pieces.push(...p.pieces);
    });
    return [{ style: filled[0]?.style, numbered: filled[0]?.numbered ?? false, pieces }];
  }
  return cells.flat();
}

function paragraphLines(paragraph: Paragraph, styles: Map<string, StyleInfo>, defaultSize: number): SourceLine[] {
  const headingLevel = headingLevelOf(styles, paragraph.style);
  const parts: Piece[][] = [[]];
  for (const piece of paragraph.pieces) {
    if (piece.text === '\n') parts.push([]);
    else parts.at(-1)?.push(piece);
  }
  const lines: SourceLine[] = [];
  parts.forEach((pieces, index) => {
    const text = cleanText(pieces.map((p) => p.text).join(''));
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
