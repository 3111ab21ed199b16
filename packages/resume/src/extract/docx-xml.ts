/**
 * The XML of a Word part, read by hand with limits: a tag scanner, entities decoded to text, and a
 * budget that stops reading as soon as a part holds more than any resume needs.
 */
import { ResumeReadError } from './errors.ts';

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
export const tooLarge = (what: string) =>
  new ResumeReadError('too_large', `This document holds ${what}, more than any resume needs.`);

/** Counts what reading has produced so far, across parts, and stops as soon as a limit is passed. */ export class ReadBudget {
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
export function attr(attrs: string, name: string): string | undefined {
  const match = new RegExp(`${name}="([^"]*)"`).exec(attrs);
  return match?.[1];
}
export function isOn(attrs: string): boolean {
  const value = attr(attrs, 'w:val');
  return value === undefined || !['0', 'false', 'off', 'none'].includes(value);
}
// Attributes stop at the next "<": a "<" never closed cannot make one match scan the rest of the part.
export const TAG = /<(\/?)([\w:.-]+)([^<>]*?)(\/?)>|([^<]+)/g;

/** Open elements, for the depth limit: an opening tag adds one, a closing tag takes one. */ export function trackDepth(
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
export function decodeEntities(text: string): string {
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
