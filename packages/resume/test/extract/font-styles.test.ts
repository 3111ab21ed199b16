import { expect, test } from 'vitest';
import { isIconFont, markFamilyStyles, type PdfFont } from '../../src/extract/pdf.ts';
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
