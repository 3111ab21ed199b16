import { cleanText } from './clean.ts';
import { ResumeReadError } from './errors.ts';
import { glyphWords, isLetterSpaced, respaceLetters } from './pdf-glyphs.ts';
import { loadPdfJs } from './pdf-js.ts';
import { layoutPage, type PositionedItem } from './pdf-layout.ts';
import { type Box, paintedShapes } from './pdf-marks.ts';
import { checkPdfInflatedSize } from './pdf-streams.ts';
import { dropRunningHeads } from './running-heads.ts';
import type { ExtractedDocument, SourceLine } from './types.ts';

/** No resume needs more; a bigger file is read up to here (the rest is not a resume). */
const MAX_PAGES = 20;

export interface PdfFont {
  name?: string;
  bold?: boolean;
  black?: boolean;
  italic?: boolean;
}

/**
 * "LinLibertineO" beside "LinLibertineOB" and "LinLibertineOI": some families name their bold and
 * italic faces by a letter after the regular face's name. A font whose name is another font of the
 * page plus B (or I, BI) is that face.
 */
/** Fonts that hold icons, not letters (Font Awesome, Simple Icons, Academicons, Material Icons...). */
const ICON_FONT =
  /awesome|simpleicons|academicons|materialicons|material-?symbols|icomoon|glyphicons|ionicons|fontello|entypo|octicons|devicon|bootstrap-?icons|remixicon|tabler-?icons|phosphor|lucide|feather-?icons|fontisto|typicons|linearicons|themify|flaticon/i;

/** A glyph that reads as a list item's mark: an icon font may hold the bullets of a list. */
const LIST_MARK = /^[•▪◦‣∙●○■□◆◇▸►▶➢➤❖]$/u;

export function isIconFont(name: string): boolean {
  return ICON_FONT.test(name);
}

export function markFamilyStyles(items: PositionedItem[], fonts: Map<string, PdfFont>): void {
  const base = (font: PdfFont | undefined) => (font?.name ?? '').replace(/^[A-Z]{6}\+/, '');
  const names = new Set([...fonts.values()].map(base).filter((n) => n.length >= 4));
  const styles = new Map<string, { bold: boolean; italic: boolean }>();
  for (const [id, font] of fonts) {
    const m = /^(.+?)(B|I|BI|Bd|It|BdIt)$/.exec(base(font));
    if (!m?.[1] || !names.has(m[1])) continue;
    styles.set(id, { bold: /B/.test(m[2] ?? ''), italic: /I/.test(m[2] ?? '') });
  }
  for (const item of items) {
    const style = item.font === undefined ? undefined : styles.get(item.font);
    if (!style) continue;
    item.bold ||= style.bold;
    item.italic ||= style.italic;
  }
}

/** Text items with positions, sizes and bold, laid out into lines in reading order. */
export async function extractPdf(bytes: Uint8Array): Promise<ExtractedDocument> {
  // A compressed bomb is refused before the reader spends seconds scanning what it inflates to.
  checkPdfInflatedSize(bytes);
  // Loaded on first use: a process that never reads a PDF (the API's own thread, where reading
  // runs in workers) does not carry pdf.js.
  const { AnnotationMode, getDocument, OPS } = await loadPdfJs();
  // pdf.js detaches the buffer it is given: hand it a copy so the caller keeps its bytes.
  const task = getDocument({
    data: bytes.slice(),
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    // A font's name and style (all the reader asks of it) come without the extra properties, whose
    // glyph maps and widths would be copied from pdf.js's worker side for nothing.
    fontExtraProperties: false,
    stopAtErrors: false,
    // Nothing is drawn: images (a photo, logos, icons) are never decoded, which halves the time
    // the operator list (read for the fonts' names) takes.
    maxImageSize: 1,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') {
      throw new ResumeReadError(
        'unreadable',
        'This PDF is password-protected. Remove the password and upload it again.',
        { cause: error },
      );
    }
    throw new ResumeReadError('unreadable', 'This PDF is damaged and cannot be read.', { cause: error });
  }
  try {
    const lines: SourceLine[] = [];
    const links = new Set<string>();
    const pages = Math.min(doc.numPages, MAX_PAGES);
    // Where painted list marks stood on the pages read so far.
    const marks: number[] = [];
    for (let n = 1; n <= pages; n++) {
      const page = await doc.getPage(n);
      const [, , width = 612, height = 792] = page.view;
      const content = await page.getTextContent();
      // Font objects (with their real names, hence bold) only reach this side with the operator list,
      // which costs as much again as the text (it reads the page's drawing once more): a page whose
      // text is all in fonts that earlier pages brought does without. Annotations are not drawn:
      // the text's fonts come from the page itself.
      const fontsNeeded = content.items.some(
        (item) => 'str' in item && item.str.trim() && !page.commonObjs.has(item.fontName),
      );
      // Letter-spaced text lost its word breaks in the text layer: the drawing still has them.
      const spaced = content.items.some((item) => 'str' in item && isLetterSpaced(item.str));
      // A page after one whose list marks were painted is drawn too, for its marks.
      const operators =
        fontsNeeded || spaced || marks.length
          ? await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE })
          : undefined;
      const words = spaced && operators ? glyphWords(operators.fnArray, operators.argsArray, OPS) : undefined;
      const shapes: Box[] = operators
        ? paintedShapes(operators.fnArray, operators.argsArray, OPS, page.view[0]!, height)
        : [];
      let cursor = 0;
      const fonts = new Map<string, PdfFont>();
      const items: PositionedItem[] = [];
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform as number[];
        const size = Math.hypot(c, d) || Math.hypot(a, b);
        if (size < 1) continue;
        let font = fonts.get(item.fontName);
        if (!font) {
          try {
            font = page.commonObjs.get(item.fontName) as PdfFont;
          } catch {
            font = {};
          }
          fonts.set(item.fontName, font);
        }
        const fontName = font.name ?? '';
        // Icons (a pin before the place, a calendar before the dates) drawn from an icon font read
        // as stray letters ("z * Madrid"): no text of the resume is set in one, but the marks of a list.
        if (isIconFont(fontName) && !LIST_MARK.test(item.str.trim())) continue;
        const bold =
          Boolean(font.bold || font.black) || /bold|black|heavy|semibold|demi|[-,]b$|\.b$/i.test(fontName);
        const italic = Boolean(font.italic) || /italic|oblique|[-,](?:it|i)$/i.test(fontName);
        let str = item.str;
        if (words && /^\s*\S(?: \S)+\s*$/u.test(str)) {
          const found = respaceLetters(str, words, cursor);
          if (found) [str, cursor] = [found.text, found.end];
        }
        items.push({
          str,
          x: e - page.view[0]!,
          y: height - f,
          width: item.width,
          size,
          bold,
          italic,
          page: n,
          font: item.fontName,
        });
      }
      markFamilyStyles(items, fonts);
      // An icon or a word such as "Email" may carry the address the text never prints.
      for (const annotation of (await page.getAnnotations()) as { subtype?: string; url?: string }[])
        if (annotation.subtype === 'Link' && annotation.url && links.size < 50) links.add(annotation.url);
      for (const line of layoutPage(items, width - page.view[0]!, height - page.view[1]!, shapes, marks)) {
        const text = cleanText(line.text);
        if (text.trim()) lines.push({ ...line, text });
      }
      page.cleanup();
    }
    if (!lines.some((l) => /\p{L}{2}/u.test(l.text))) {
      throw new ResumeReadError(
        'no_text',
        'This PDF looks scanned: it has no text layer to read. Export it again from the original document, or run it through OCR first.',
      );
    }
    return { kind: 'pdf', lines: dropRunningHeads(lines), links: [...links] };
  } catch (error) {
    if (error instanceof ResumeReadError) throw error;
    throw new ResumeReadError('unreadable', 'This PDF is damaged and cannot be read.', { cause: error });
  } finally {
    await doc.destroy();
  }
}
