import {
  beginText,
  endText,
  moveText,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  setCharacterSpacing,
  setFontAndSize,
  showText,
  StandardFonts,
} from 'pdf-lib';
import { expect, test } from 'vitest';
import { extractPdf } from '../../src/extract/pdf.ts';
import { buildRows } from '../../src/extract/pdf-rows.ts';
import { item } from './positioned.ts';

/** Draws `text` glyph by glyph, each placed on its own with `tracking` (font sizes) after it. */
function drawGlyphs(
  page: PDFPage,
  font: PDFFont,
  key: string,
  text: string,
  x: number,
  y: number,
  size: number,
  tracking: number,
  spaceGlyphs: boolean,
): void {
  page.pushOperators(beginText(), setFontAndSize(key, size), moveText(x, y));
  for (const ch of text) {
    const advance = font.widthOfTextAtSize(ch, size) + tracking * size;
    if (ch === ' ' && !spaceGlyphs) {
      page.pushOperators(moveText(advance + 0.25 * size, 0));
      continue;
    }
    page.pushOperators(showText(font.encodeText(ch)), moveText(advance, 0));
  }
  page.pushOperators(endText());
}

async function extractText(draw: (page: PDFPage, font: PDFFont, key: string) => void): Promise<string[]> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  // Registers the font on the page under a name the operators can use.
  page.drawText('Profile', { x: 72, y: 740, size: 14, font });
  const key = page.node.newFontDictionary(font.name, font.ref).toString();
  draw(page, font, key);
  const { lines } = await extractPdf(await doc.save());
  // A word gap wider than a space may be kept as two spaces; the parser reads them as one.
  return lines.map((l) => l.text.replace(/ {2}/g, ' '));
}

test('text tracked with character spacing keeps its word breaks', async () => {
  const lines = await extractText((page, font) => {
    page.pushOperators(setCharacterSpacing(1.8));
    page.drawText('Designed the billing service for small shops', { x: 72, y: 700, size: 11, font });
    page.drawText('Trained two junior analysts', { x: 72, y: 680, size: 11, font });
  });
  expect(lines).toContain('Designed the billing service for small shops');
  expect(lines).toContain('Trained two junior analysts');
});

test('glyphs placed one by one with tracking keep their word breaks, drawn as spaces or as gaps', async () => {
  const lines = await extractText((page, font, key) => {
    drawGlyphs(page, font, key, 'Grew monthly sales by a third', 72, 700, 10, 0.16, true);
    drawGlyphs(page, font, key, 'Ran the spring campaign', 72, 680, 10, 0.16, false);
  });
  expect(lines).toContain('Grew monthly sales by a third');
  expect(lines).toContain('Ran the spring campaign');
});

test('a heading drawn one letter at a time is one word, or several where the gap is wider', async () => {
  const lines = await extractText((page, font, key) => {
    for (const [text, y] of [
      ['EDUCACIÓN', 700],
      ['ABOUT ME', 660],
    ] as const) {
      let x = 72;
      for (const ch of text) {
        // Each letter its own text object, as a tracked heading drawn letter by letter.
        if (ch !== ' ') drawGlyphs(page, font, key, ch, x, y, 14, 0, true);
        x += font.widthOfTextAtSize(ch, 14) + 0.2 * 14;
      }
    }
  });
  expect(lines).toContain('EDUCACIÓN');
  expect(lines).toContain('ABOUT ME');
});

test('letters that come as items of their own join into words by their gaps', () => {
  // A heading whose letters are each slightly turned comes as one item per letter.
  let x = 40;
  const letters = [...'SKILLS AND TOOLS'].flatMap((ch) => {
    const at = x;
    x += ch === ' ' ? 5 : 9;
    return ch === ' ' ? [] : [{ ...item(ch, at, 100, { size: 12 }), width: 7 }];
  });
  expect(buildRows(letters).map((row) => row.map((s) => s.text))).toEqual([['SKILLS AND TOOLS']]);
});
