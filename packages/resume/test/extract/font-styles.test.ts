import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from 'vitest';
import { extractPdf, isIconFont, markFamilyStyles, type PdfFont } from '../../src/extract/pdf.ts';
import type { PositionedItem } from '../../src/extract/pdf-layout.ts';

const item = (str: string, font: string): PositionedItem => ({
  str,
  x: 0,
  y: 0,
  width: 50,
  size: 10,
  bold: false,
  page: 1,
  font,
});

test('a font named as another font of the page plus B or I is its bold or italic face', () => {
  const fonts = new Map<string, PdfFont>([
    ['f1', { name: 'AAAAAA+SerifTextO' }],
    ['f2', { name: 'BAAAAA+SerifTextOB' }],
    ['f3', { name: 'CAAAAA+SerifTextOI' }],
    ['f4', { name: 'DAAAAA+OtherB' }],
  ]);
  const items = [item('Experience', 'f2'), item('Acme', 'f3'), item('text', 'f1'), item('Lone', 'f4')];
  markFamilyStyles(items, fonts);
  expect(items.map((i) => [i.str, i.bold, Boolean(i.italic)])).toEqual([
    ['Experience', true, false],
    ['Acme', false, true],
    ['text', false, false],
    // No regular face "Other" on the page: the B may be part of the name.
    ['Lone', false, false],
  ]);
});

test('text set in an icon font is an icon, never a letter of the resume', () => {
  for (const name of [
    'DGTVCC+FontAwesome5Free-Solid',
    'BXNNFZ+SimpleIconsFiltered',
    'Academicons',
    'MaterialIcons-Regular',
  ])
    expect(isIconFont(name)).toBe(true);
  for (const name of ['ZKKVOC+Lato-Regular', 'SymbolMT', 'Wingdings-Regular', 'LinLibertineT'])
    expect(isIconFont(name)).toBe(false);
});

/** A PDF of pages, each a list of lines set in Helvetica (bold when asked) or Times. */
async function pdfOf(pages: { text: string; font: 'bold' | 'regular' | 'times' }[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const faces = {
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    regular: await doc.embedFont(StandardFonts.Helvetica),
    times: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, i) =>
      page.drawText(line.text, { x: 72, y: 700 - i * 40, size: 12, font: faces[line.font] }),
    );
  }
  return doc.save();
}

test('bold is known on every page: fonts an earlier page brought, and fonts a later page adds', async () => {
  const bytes = await pdfOf([
    [
      { text: 'Experience', font: 'bold' },
      { text: 'Built the billing service for Northwind', font: 'regular' },
    ],
    [
      { text: 'Education', font: 'bold' },
      { text: 'Studied mathematics at Lakeside', font: 'regular' },
      { text: 'Languages', font: 'times' },
    ],
  ]);
  const { lines } = await extractPdf(bytes);
  expect(lines.map((l) => [l.page, l.text, l.bold])).toEqual([
    [1, 'Experience', true],
    [1, 'Built the billing service for Northwind', false],
    [2, 'Education', true],
    [2, 'Studied mathematics at Lakeside', false],
    [2, 'Languages', true],
  ]);
});

test('reading a PDF leaves Node its own Array.prototype.push and JSON.parse', async () => {
  await extractPdf(await pdfOf([[{ text: 'Summary of a made-up person', font: 'regular' }]]));
  for (const builtIn of [Array.prototype.push, JSON.parse])
    expect(Function.prototype.toString.call(builtIn)).toContain('[native code]');
});
