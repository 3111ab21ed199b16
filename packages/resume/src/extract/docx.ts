import {
  attr,
  decodeEntities,
  DOCX_LIMITS,
  ReadBudget,
  TAG,
  tooLarge,
  trackDepth,
  isOn,
} from './docx-xml.ts';
import { paragraphLines, readStyles, styleValue, type Paragraph, type StyleInfo } from './docx-styles.ts';
import { mergeRow, type Row } from './docx-tables.ts';
import { ResumeReadError } from './errors.ts';
import type { ExtractedDocument, SourceLine } from './types.ts';
import { listZipEntries, readZipEntry, type ZipEntry } from './zip.ts';

export { DOCX_LIMITS } from './docx-xml.ts';

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
    spacedApart(
      readParagraphs(xml, styles.styles, styles.defaultSize, budget).map((p) => ({
        paragraph: p,
        lines: paragraphLines(p, styles.styles, styles.defaultSize, budget),
      })),
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
 * A paragraph set apart from the one above, by an empty paragraph or by space above it of at least
 * its own font size, opens on a line marked blank above: how a Word file without heading styles
 * still sets its headings apart, as the space above a line does on a PDF page.
 */
function spacedApart(paragraphs: { paragraph: Paragraph; lines: SourceLine[] }[]): SourceLine[] {
  const out: SourceLine[] = [];
  let blank = false;
  for (const { paragraph, lines } of paragraphs) {
    const first = lines[0];
    if (!first) {
      blank = out.length > 0 && !paragraph.holder;
      continue;
    }
    const spaced = (paragraph.spaceBefore ?? 0) >= (first.size ?? 11);
    if ((blank || spaced) && out.length > 0) first.blankBefore = true;
    blank = false;
    out.push(...lines);
  }
  return out;
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

/** The paragraphs of one part, with their runs' look; a table row's cells are merged as they close. */
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
        } else {
          if (paragraph) paragraph.holder = true;
          stack.push({ numbered: false, pieces: [] });
        }
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
      case 'w:spacing':
        if (paragraph && inPPr && !inRPr) {
          const before = Number(attr(attrs, 'w:before'));
          if (Number.isFinite(before) && before > 0) paragraph.spaceBefore = before / 20;
        }
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
