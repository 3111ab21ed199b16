import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** A tiny typesetter over pdf-lib: a cursor, wrapping, page breaks, words drawn where we say. */
export class PdfWriter {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly size: [number, number] = [595.28, 841.89],
    readonly margin = { top: 50, bottom: 50, left: 50, right: 50 },
    /** Draw each word as its own text object, as Chrome's print does. */
    readonly perWord = false,
  ) {
    this.addPage();
  }

  static async create(
    options: { serif?: boolean; perWord?: boolean; size?: [number, number]; margin?: number } = {},
  ): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setCreator('corpus');
    const serif = options.serif;
    const fonts = {
      regular: await doc.embedFont(serif ? StandardFonts.TimesRoman : StandardFonts.Helvetica),
      bold: await doc.embedFont(serif ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold),
      italic: await doc.embedFont(serif ? StandardFonts.TimesRomanItalic : StandardFonts.HelveticaOblique),
    };
    const m = options.margin ?? 50;
    return new PdfWriter(doc, fonts, options.size, { top: m, bottom: m, left: m, right: m }, options.perWord);
  }

  get width(): number {
    return this.size[0] - this.margin.left - this.margin.right;
  }
  get right(): number {
    return this.size[0] - this.margin.right;
  }

  addPage(): void {
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - this.margin.top;
  }

  /** Moves down one line of `leading`, starting a new page when needed. */
  down(leading: number): void {
    this.y -= leading;
    if (this.y < this.margin.bottom) {
      this.addPage();
      this.y -= leading;
    }
  }

  text(
    str: string,
    x: number,
    size: number,
    font: PDFFont = this.fonts.regular,
    color = rgb(0, 0, 0),
  ): number {
    if (this.perWord && str.includes(' ')) {
      let cx = x;
      for (const word of str.split(' ')) {
        if (word) this.page.drawText(word, { x: cx, y: this.y, size, font, color });
        cx += font.widthOfTextAtSize(`${word} `, size);
      }
      return cx - x;
    }
    this.page.drawText(str, { x, y: this.y, size, font, color });
    return font.widthOfTextAtSize(str, size);
  }

  rightText(str: string, size: number, font: PDFFont = this.fonts.regular, right = this.right): void {
    this.text(str, right - font.widthOfTextAtSize(str, size), size, font);
  }

  /** Break long words at line ends with a hyphen, as word processors with hyphenation on do. */
  hyphenate = false;

  wrap(str: string, width: number, size: number, font: PDFFont = this.fonts.regular): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of str.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (
        font.widthOfTextAtSize(next, size) > width &&
        current &&
        this.hyphenate &&
        /^\p{Ll}{8,}$/u.test(word)
      ) {
        let cut = word.length - 3;
        while (cut >= 4 && font.widthOfTextAtSize(`${current} ${word.slice(0, cut)}-`, size) > width) cut--;
        if (cut >= 4) {
          lines.push(`${current} ${word.slice(0, cut)}-`);
          current = word.slice(cut);
          continue;
        }
      }
      if (font.widthOfTextAtSize(next, size) > width && current) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Wrapped paragraph from the cursor (the cursor sits on the baseline of the previous line). */
  paragraph(str: string, x: number, width: number, size: number, leading: number, font?: PDFFont): void {
    for (const line of this.wrap(str, width, size, font)) {
      this.down(leading);
      this.text(line, x, size, font);
    }
  }

  /** A bullet with a hanging indent: wrapped lines start under the text, not under the glyph. */
  bullet(str: string, x: number, width: number, size: number, leading: number, glyph = '•'): void {
    const indent = 10;
    this.wrap(str, width - indent, size).forEach((line, i) => {
      this.down(leading);
      if (i === 0) this.text(glyph, x, size);
      this.text(line, x + indent, size);
    });
  }

  line(x0: number, x1: number, dy = 4): void {
    this.page.drawLine({
      start: { x: x0, y: this.y - dy },
      end: { x: x1, y: this.y - dy },
      thickness: 0.6,
      color: rgb(0.4, 0.4, 0.4),
    });
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: true });
  }
}
