/**
 * Shapes of pages the reader meets in real resumes, made here as small PDFs of made-up people:
 * running heads and feet, a soft hyphen as the range dash, entries opened by bullets, posts held
 * in a campus section.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { dropRunningHeads } from '../../src/extract/running-heads.ts';
import { parseResumeFile } from '../../src/parse/index.ts';

/** A line: text (cells apart by a tab), left edge, size, bold; "@foot:" or "@head:" sets it in the page's band. */
type Row = [text: string, x?: number, size?: number, bold?: boolean];

async function pdf(pages: Row[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const rows of pages) {
    const page = doc.addPage([595, 842]);
    let y = 800;
    for (const [raw, x = 50, size = 10, isBold = false] of rows) {
      const font = isBold ? bold : regular;
      const band = /^@(foot|head):(.*)$/.exec(raw);
      if (band) {
        page.drawText(band[2]!, { x, y: band[1] === 'foot' ? 30 : 825, size, font });
        continue;
      }
      if (!raw) {
        y -= 10;
        continue;
      }
      raw.split('\t').forEach((cell, k) => page.drawText(cell, { x: k ? 380 : x, y, size, font }));
      y -= size * 1.5;
    }
  }
  return doc.save();
}

const header: Row[] = [
  ['Jordan Vale', 50, 20, true],
  ['jordan.vale@example.com | +1 555 010 7788', 50, 10],
  [''],
];
const jobs = async (pages: Row[][]) => (await parseResumeFile(await pdf(pages))).data;

describe('page shapes', () => {
  it('reads a soft hyphen between two dates as the range dash, and leaves running feet and heads out', async () => {
    const foot = (n: number): Row[] => [
      ['@foot:Last updated in Mar 2026', 50, 8],
      [`@foot:${n}`, 290, 8],
    ];
    const data = await jobs([
      [
        ...header,
        ['EXPERIENCE', 50, 12, true],
        ['Harbor Foods', 50, 10, true],
        ['Shift Supervisor\tJan 2019 \u00ad Mar 2021', 50],
        ['• Ran the evening shift of a twelve-person team', 60],
        ['Blue Finch Market', 50, 10, true],
        ['Cashier\tJun 2016 \u00ad Dec 2018', 50],
        ['• Trained six new cashiers', 60],
        ...foot(1),
      ],
      [
        ['@head:Résumé', 50, 8],
        ['Northwind Depot', 50, 10, true],
        ['Stock Clerk\tFeb 2014 \u00ad May 2016', 50],
        ['• Counted stock weekly', 60],
        [''],
        ['EDUCATION', 50, 12, true],
        ['Lakeside Community College\t2012 \u00ad 2014', 50],
        ['Associate degree in Business', 50],
        ...foot(2),
      ],
    ]);
    expect(data.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
      ['Harbor Foods', 'Shift Supervisor', '2019-01', '2021-03'],
      ['Blue Finch Market', 'Cashier', '2016-06', '2018-12'],
      ['Northwind Depot', 'Stock Clerk', '2014-02', '2016-05'],
    ]);
    expect(data.education.map((e) => e.institution)).toEqual(['Lakeside Community College']);
    expect(JSON.stringify(data)).not.toMatch(/Last updated|Résumé/);
  });

  it('keeps contact details printed only in the page foot', async () => {
    const foot = (n: number): Row => [
      `@foot:jordan.vale@example.com · +1 555 010 7788 · Page ${n} of 2`,
      50,
      8,
    ];
    const data = await jobs([
      [
        ['Jordan Vale', 50, 20, true],
        [''],
        ['EXPERIENCE', 50, 12, true],
        ['Harbor Foods', 50, 10, true],
        ['Shift Supervisor\tJan 2019 – Mar 2021', 50],
        ['• Ran the evening shift', 60],
        foot(1),
      ],
      [
        ['Blue Finch Market', 50, 10, true],
        ['Cashier\tJun 2016 – Dec 2018', 50],
        ['• Trained six new cashiers', 60],
        foot(2),
      ],
    ]);
    expect(data.basics).toMatchObject({ email: 'jordan.vale@example.com', phone: '+1 555 010 7788' });
    expect(data.work.map((w) => w.name)).toEqual(['Harbor Foods', 'Blue Finch Market']);
  });

  it('reads entries opened by bullets, their items set deeper, and posts held in a campus section', async () => {
    const data = await jobs([
      [
        ...header,
        ['WORK EXPERIENCE', 50, 12, true],
        ['• Harbor Foods\tAustin, TX', 50, 10, true],
        ['Shift Supervisor\tJan 2019 – Mar 2021', 60],
        ['- Ran the evening shift of a twelve-person team', 70],
        ['- Cut stock losses by a third', 70],
        ['• Blue Finch Market\tDallas, TX', 50, 10, true],
        ['Cashier\tJun 2016 – Dec 2018', 60],
        ['- Trained six new cashiers', 70],
        [''],
        ['ON CAMPUS INVOLVEMENT', 50, 12, true],
        ['Student Union\tSep 2015 – May 2016', 50, 10, true],
        ['Event Coordinator', 50],
        ['• Planned twelve events for 400 students', 60],
      ],
    ]);
    expect(data.work.map((w) => [w.name, w.position, w.startDate, w.endDate, w.highlights.length])).toEqual([
      ['Harbor Foods', 'Shift Supervisor', '2019-01', '2021-03', 2],
      ['Blue Finch Market', 'Cashier', '2016-06', '2018-12', 1],
      ['Student Union', 'Event Coordinator', '2015-09', '2016-05', 1],
    ]);
  });
  it('takes the school on the line below a training named with its dates', async () => {
    const data = await jobs([
      [
        ...header,
        ['FORMATIONS', 50, 12, true],
        ['2015 : Formation Peinture – Maintenance des bâtiments', 60, 10, true],
        ['Lycée des métiers du bâtiment Jean-Baptiste Say – Calais', 75],
        ['2013 : Formation Espaces verts – Entretien des massifs', 60, 10, true],
        ['Lycée agricole et horticole du Pays de Caux – Yvetot', 75],
      ],
    ]);
    // "Formation" is read as the kind of degree, what it trained in as its area.
    const degree = (e: (typeof data.education)[number]) => [e.studyType, e.area].filter(Boolean).join(' ');
    expect(data.education.map((e) => [e.institution, degree(e)])).toEqual([
      ['Lycée des métiers du bâtiment Jean-Baptiste Say – Calais', 'Formation Peinture'],
      ['Lycée agricole et horticole du Pays de Caux – Yvetot', 'Formation Espaces verts'],
    ]);
  });
});

describe('running heads and feet', () => {
  const at = (text: string, page: number, top: number) => ({ text, page, top });

  it('drops a line repeated in the band of several pages, and page furniture in any band', () => {
    const kept = dropRunningHeads([
      at('Jordan Vale', 1, 0.04),
      at('Cashier', 1, 0.3),
      at('February 2026', 1, 0.97),
      at('Jordan Vale', 2, 0.04),
      at('Stock Clerk', 2, 0.3),
      at('2 / 2', 2, 0.97),
    ]);
    expect(kept.map((l) => `${l.page} ${l.text}`)).toEqual(['1 Jordan Vale', '1 Cashier', '2 Stock Clerk']);
  });

  it('keeps an entry at the foot of a page and its twin at the head of the next: a foot repeats at feet, a head at heads', () => {
    const kept = dropRunningHeads([
      at('Jordan Vale', 1, 0.04),
      at('Education', 1, 0.9),
      at('Lakeside University\tSept 2014 – June 2016', 1, 0.94),
      at('Lakeside University\tSept 2012 – June 2014', 2, 0.05),
      at('Languages', 2, 0.2),
    ]);
    expect(kept).toHaveLength(5);
  });

  it('drops the name with the document title at the foot of a single page, and keeps the name at its head', () => {
    const kept = dropRunningHeads([
      at('Jordan Vale', 1, 0.04),
      at('Certificates', 1, 0.6),
      at('Forklift licence', 1, 0.64),
      at('JORDAN VALE · CV 1', 1, 0.97),
    ]);
    expect(kept.map((l) => l.text)).toEqual(['Jordan Vale', 'Certificates', 'Forklift licence']);
    expect(dropRunningHeads([at('Jordan Vale · Résumé', 1, 0.5)])).toHaveLength(1);
  });

  it("drops the document's own name in the lexicon's words, whatever the language", () => {
    const kept = dropRunningHeads([
      at('Marta Solís', 1, 0.04),
      at('Experiencia', 1, 0.3),
      at('Marta Solís – Hoja de vida 1/2', 1, 0.97),
    ]);
    expect(kept.map((l) => l.text)).toEqual(['Marta Solís', 'Experiencia']);
  });

  it("drops the document's own name with its year or date at the foot of a single page", () => {
    for (const foot of ['Résumé (2026)', 'CV – March 2026', 'Curriculum vitae 2026']) {
      const kept = dropRunningHeads([
        at('Jordan Vale', 1, 0.04),
        at('Experience', 1, 0.3),
        at('Cashier', 1, 0.34),
        at(foot, 1, 0.97),
      ]);
      expect(kept.map((l) => l.text)).toEqual(['Jordan Vale', 'Experience', 'Cashier']);
    }
    // In the text, a heading "Resume 2026" is left to the parser.
    expect(dropRunningHeads([at('Résumé (2026)', 1, 0.5)])).toHaveLength(1);
  });

  it('drops the big name and headline printed again near the top of a later page, below the band', () => {
    const big = (text: string, page: number, top: number, size: number) => ({ text, page, top, size });
    const kept = dropRunningHeads([
      big('JORDAN VALE', 1, 0.1, 26),
      big('STORE MANAGER', 1, 0.14, 16),
      big('Retail work for ten years.', 1, 0.2, 10),
      big('Cashier', 1, 0.4, 10),
      big('Clerk', 1, 0.5, 10),
      big('JORDAN VALE', 2, 0.1, 26),
      big('STORE MANAGER', 2, 0.14, 16),
      big('Stock Clerk', 2, 0.3, 10),
      big('Driver', 2, 0.4, 10),
    ]);
    expect(kept.map((l) => `${l.page} ${l.text}`)).toEqual([
      '1 JORDAN VALE',
      '1 STORE MANAGER',
      '1 Retail work for ten years.',
      '1 Cashier',
      '1 Clerk',
      '2 Stock Clerk',
      '2 Driver',
    ]);
  });

  it('leaves text in the middle of the page and a single line in the band that is not furniture', () => {
    const lines = [at('Résumé', 1, 0.5), at('Harbor Foods', 1, 0.95), at('Page 3', 1, 0.5)];
    expect(dropRunningHeads(lines)).toEqual(lines);
  });
});
