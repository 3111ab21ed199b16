/**
 * List marks drawn as shapes (a filled dot or square painted before each item) rather than set as
 * text: the items are still a list, and a rating's dots or an icon are not marks. Small PDFs of
 * made-up people.
 */
import { PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPdf } from '../../src/extract/pdf.ts';
import { parseResumeFile } from '../../src/parse/index.ts';

/**
 * A line: text, left edge, size, bold, and what is painted before it: a dot, a square, a row of
 * five rating dots after the text or before it, a pin icon (a ring and a dot), or a timeline's
 * node (a dot on a rule running down the page).
 */
interface Row {
  text: string;
  x?: number;
  size?: number;
  bold?: boolean;
  paint?: 'dot' | 'square' | 'rating' | 'rating-before' | 'pin' | 'node';
}

function paint(page: PDFPage, kind: Row['paint'], x: number, y: number, size: number, end: number): void {
  const color = rgb(0.2, 0.2, 0.2);
  const middle = y + size * 0.3;
  if (kind === 'dot') page.drawCircle({ x: x - 8, y: middle, size: 1.5, color });
  if (kind === 'square') page.drawRectangle({ x: x - 9.5, y: middle - 1.5, width: 3, height: 3, color });
  if (kind === 'pin') {
    page.drawCircle({ x: x - 9, y: middle, size: 3.5, borderColor: color, borderWidth: 1 });
    page.drawCircle({ x: x - 9, y: middle, size: 1.2, color });
  }
  if (kind === 'node') {
    page.drawCircle({ x: x - 8, y: middle, size: 2, color });
    page.drawLine({
      start: { x: x - 8, y: y + size * 1.2 },
      end: { x: x - 8, y: y - size * 0.5 },
      thickness: 0.8,
      color,
    });
  }
  // Five dots of a rating, after the skill's name or before it.
  if (kind === 'rating')
    for (let k = 0; k < 5; k++) page.drawCircle({ x: end + 12 + k * 8, y: middle, size: 2.5, color });
  if (kind === 'rating-before')
    for (let k = 0; k < 5; k++) page.drawCircle({ x: x - 8 - k * 7, y: middle, size: 2.5, color });
}

async function pdf(rows: Row[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  let y = 800;
  for (const { text, x = 50, size = 10, bold: isBold = false, paint: kind } of rows) {
    if (!text) {
      y -= 10;
      continue;
    }
    const font = isBold ? bold : regular;
    text.split('\t').forEach((cell, k) => page.drawText(cell, { x: k ? 380 : x, y, size, font }));
    paint(page, kind, x, y, size, x + font.widthOfTextAtSize(text.split('\t')[0]!, size));
    y -= size * 1.5;
  }
  return doc.save();
}

const header: Row[] = [
  { text: 'Robin Ashdale', size: 20, bold: true },
  { text: 'robin.ashdale@example.com | +1 555 010 4242', paint: 'pin' },
  { text: '' },
];

const duties = (kind: Row['paint']): Row[] => [
  { text: 'EXPERIENCE', size: 12, bold: true },
  { text: 'Maple Street Bakery, Portland', bold: true },
  { text: 'Head Baker\tMar 2020 – Present' },
  { text: 'Planned the daily bake for three shops and a farmers market stall', x: 62, paint: kind },
  { text: 'Trained four apprentices in laminated doughs and sourdough care', x: 62, paint: kind },
  { text: 'Cut flour waste by a fifth with a new ordering routine for the week', x: 62, paint: kind },
];

describe('painted list marks', () => {
  it.each(['dot', 'square'] as const)(
    'reads lines after a painted %s as separate items, not one paragraph',
    async (kind) => {
      const { data } = await parseResumeFile(await pdf([...header, ...duties(kind)]));
      expect(data.work).toHaveLength(1);
      expect(data.work[0]!.highlights).toEqual([
        'Planned the daily bake for three shops and a farmers market stall',
        'Trained four apprentices in laminated doughs and sourdough care',
        'Cut flour waste by a fifth with a new ordering routine for the week',
      ]);
      expect(data.work[0]!.summary ?? '').toBe('');
    },
  );

  it('keeps a wrapped item whole: its second line starts under the first line text', async () => {
    const rows = duties('dot');
    rows.splice(4, 0, { text: 'Sourdough, Viennoiserie and Cake', x: 62 });
    rows[3] = { ...rows[3]!, text: 'Planned the daily bake for three shops, a farmers market stall and the' };
    const { data } = await parseResumeFile(await pdf([...header, ...rows]));
    expect(data.work[0]!.highlights[0]).toBe(
      'Planned the daily bake for three shops, a farmers market stall and the Sourdough, Viennoiserie and Cake',
    );
    expect(data.work[0]!.highlights).toHaveLength(3);
  });

  it('does not read a rating, an icon, a timeline or a single dot as list marks', async () => {
    const bytes = await pdf([
      ...header,
      { text: 'SKILLS', size: 12, bold: true },
      { text: 'Bread', paint: 'rating' },
      { text: 'Pastry', paint: 'rating' },
      { text: 'Costing', paint: 'rating' },
      { text: 'Baking', x: 100, paint: 'rating-before' },
      { text: 'Decorating', x: 100, paint: 'rating-before' },
      { text: '' },
      { text: 'Rue des Lilas 4, Lyon', paint: 'pin' },
      { text: 'Rue des Lilas 6, Lyon', paint: 'pin' },
      { text: 'Open to relocation', paint: 'dot' },
      { text: '' },
      { text: 'EDUCATION', size: 12, bold: true },
      { text: 'Lakeside Culinary School, 2016 – 2018', x: 80, paint: 'node' },
      { text: 'Baking and Pastry Arts', x: 80 },
      { text: 'Northfield High School, 2012 – 2016', x: 80, paint: 'node' },
      { text: 'General studies', x: 80 },
    ]);
    const { lines } = await extractPdf(bytes);
    expect(lines.filter((l) => l.bullet)).toEqual([]);
    expect(lines.map((l) => l.x)).not.toContain(42);
  });
});
