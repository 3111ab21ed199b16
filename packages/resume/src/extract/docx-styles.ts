/**
 * How a Word paragraph looks: the styles it inherits (bold, size, heading level), and its pieces of
 * text turned into lines with that look.
 */
import { allLanguages } from '../lexicon/index.ts';
import { cleanText } from './clean.ts';
import { attr, isOn, TAG, trackDepth, type ReadBudget } from './docx-xml.ts';
import type { SourceLine } from './types.ts';

export interface StyleInfo {
  name: string;
  basedOn?: string;
  bold?: boolean;
  size?: number;
  outlineLevel?: number;
}
export interface Piece {
  text: string;
  bold: boolean;
  size: number;
}
export interface Paragraph {
  /** Text characters read into it so far, for the paragraph limit. */
  chars?: number;
  style?: string;
  numbered: boolean;
  pieces: Piece[];
  /** Space set above the paragraph, in points (its w:spacing w:before). */
  spaceBefore?: number;
  /** It holds other paragraphs (a text box): empty of its own text, yet no blank line. */
  holder?: boolean;
}
export function readStyles(
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
export function styleValue<K extends keyof StyleInfo>(
  styles: Map<string, StyleInfo>,
  id: string | undefined,
  key: K,
): StyleInfo[K] | undefined {
  for (const style of styleChain(styles, id)) if (style[key] !== undefined) return style[key];
  return undefined;
}
export function paragraphLines(
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
    // A bold label before a tab (a table's label cell, a title before its dates) makes a bold line
    // whatever follows it, as on a PDF page: judged by the text before the first tab.
    const firstTab = pieces.findIndex(
      (p, i) => p.text === '\t' && pieces.slice(0, i).some((q) => q.text.trim()),
    );
    pieces.forEach((p, i) => {
      const n = p.text.trim().length;
      size = Math.max(size, n > 0 ? p.size : 0);
      if (firstTab >= 0 && i > firstTab) return;
      chars += n;
      if (p.bold) boldChars += n;
    });
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
/** A heading style's id in any language Word writes: "Heading2", "Titre2". */
const HEADING_STYLE_ID = new RegExp(String.raw`^(?:${allLanguages('headingStyles').join('|')})(\d)$`, 'i');

function headingLevelOf(styles: Map<string, StyleInfo>, styleId: string | undefined): number | undefined {
  if (!styleId) return undefined;
  for (const style of styleChain(styles, styleId)) {
    const name = style.name.toLowerCase();
    if (name === 'title') return 0;
    const heading = /^heading\s*(\d)$/.exec(name);
    if (heading) return Number(heading[1]);
    if (style.outlineLevel !== undefined && style.outlineLevel < 9) return style.outlineLevel + 1;
  }
  const fromId = HEADING_STYLE_ID.exec(styleId);
  return fromId ? Number(fromId[1]) : undefined;
}
