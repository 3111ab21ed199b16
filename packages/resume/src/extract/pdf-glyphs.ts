/**
 * Word breaks of letter-spaced text, read from the page's drawing operators.
 *
 * Text set with tracking (character spacing, or each glyph placed on its own as design tools do)
 * reaches the text layer with a space after every character ("S o y e s t u d i a n t e"): the
 * gap between two letters and the gap between two words both come out as one space, so the words
 * cannot be told apart there. The drawing operators still hold what was drawn: a space glyph
 * between two words, or a gap wider than the tracking between letters.
 */

/** A glyph as pdf.js lists it in a showText operator (numbers between glyphs are TJ kerning). */
interface OpGlyph {
  unicode?: string;
  width?: number;
  isSpace?: boolean;
}

/** The operator codes this reading needs (pdf.js's OPS). */
export interface TextOps {
  setFont: number;
  setTextMatrix: number;
  moveText: number;
  setLeadingMoveText: number;
  nextLine: number;
  setCharSpacing: number;
  setWordSpacing: number;
  setHScale: number;
  showText: number;
  beginText: number;
}

/** The page's letters in drawing order, and after which of them a word ends. */
export interface GlyphWords {
  letters: string;
  breakAfter: boolean[];
}

/**
 * A gap this much wider than the usual gap between the letters of the same line is a word space
 * (in font sizes): a space glyph is a quarter of one or more.
 */
export const WORD_GAP = 0.18;

export function glyphWords(fnArray: number[], argsArray: unknown[], ops: TextOps): GlyphWords {
  const letters: string[] = [];
  const breakAfter: boolean[] = [];
  // Gap (in font sizes) after each letter of the current line, to judge them against each other.
  let line: { index: number; gap: number }[] = [];
  let size = 1;
  let charSpacing = 0;
  let wordSpacing = 0;
  let scale = 1;
  // The line matrix's scale and origin (rotation is not followed: tracked text is set level).
  let [a, d, e, f] = [1, 1, 0, 0];
  let pen = 0;
  // Where the last letter ended, in user space.
  let end: { x: number; y: number } | undefined;
  const endLine = () => {
    const gaps = line.map((g) => g.gap).sort((p, q) => p - q);
    const usual = gaps[Math.floor(gaps.length / 2)] ?? 0;
    for (const g of line) if (g.gap > usual + WORD_GAP) breakAfter[g.index] = true;
    if (letters.length) breakAfter[letters.length - 1] = true;
    line = [];
    end = undefined;
  };
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = (argsArray[i] ?? []) as unknown[];
    const num = (k: number, fallback = 0) => (Number.isFinite(Number(args[k])) ? Number(args[k]) : fallback);
    if (fn === ops.beginText) [a, d, e, f, pen] = [1, 1, 0, 0, 0];
    else if (fn === ops.setFont) size = Math.abs(num(1, 1)) || 1;
    else if (fn === ops.setCharSpacing) charSpacing = num(0);
    else if (fn === ops.setWordSpacing) wordSpacing = num(0);
    else if (fn === ops.setHScale) scale = num(0, 100) / 100;
    else if (fn === ops.setTextMatrix) [a, d, e, f, pen] = [num(0, 1), num(3, 1), num(4), num(5), 0];
    else if (fn === ops.moveText || fn === ops.setLeadingMoveText)
      [e, f, pen] = [e + num(0) * a, f + num(1) * d, 0];
    else if (fn === ops.nextLine) endLine();
    else if (fn === ops.showText && Array.isArray(args[0])) {
      for (const glyph of args[0] as (OpGlyph | number)[]) {
        if (typeof glyph === 'number') {
          pen += (-glyph / 1000) * size * scale;
          continue;
        }
        const width = ((glyph.width ?? 0) / 1000) * size;
        const space = glyph.isSpace === true || /^\s*$/.test(glyph.unicode ?? '');
        const start = { x: e + pen * a, y: f };
        pen += (width + charSpacing + (space ? wordSpacing : 0)) * scale;
        if (space) {
          if (letters.length) breakAfter[letters.length - 1] = true;
          continue;
        }
        const em = size * Math.abs(a) || 1;
        const gap = end ? (start.x - end.x) / em : NaN;
        if (!end || Math.abs(start.y - end.y) > 0.3 * size * Math.abs(d) || gap < -0.3 || gap > 3) endLine();
        else if (line.length) line[line.length - 1]!.gap = gap;
        const unicode = glyph.unicode ?? '';
        for (let k = 0; k < unicode.length; k++) {
          letters.push(unicode[k]!);
          breakAfter.push(false);
        }
        if (letters.length) line.push({ index: letters.length - 1, gap: 0 });
        end = { x: e + (pen - charSpacing * scale) * a, y: f };
      }
    }
  }
  endLine();
  return { letters: letters.join(''), breakAfter };
}

/**
 * An item of single characters each followed by one space: letter-spaced text whose word breaks
 * the text layer lost.
 */
export function isLetterSpaced(str: string): boolean {
  return /^\S(?: \S){5,}$/u.test(str.trim());
}

/**
 * The item's words as drawn: its letters found in the page's glyphs (from `from` on, then
 * anywhere), with a space where a word ends. Undefined when they are not found.
 */
export function respaceLetters(
  str: string,
  words: GlyphWords,
  from = 0,
): { text: string; end: number } | undefined {
  const key = str.replace(/\s+/g, '');
  let at = words.letters.indexOf(key, from);
  if (at < 0) at = words.letters.indexOf(key);
  if (at < 0 || !key) return undefined;
  let text = '';
  for (let j = 0; j < key.length; j++) {
    text += key[j]!;
    if (j < key.length - 1 && words.breakAfter[at + j]) text += ' ';
  }
  return { text, end: at + key.length };
}
