/**
 * Pages set in columns, a sidebar, a margin of labels, running feet and Word label tables: each
 * read in the order a reader takes it, with made-up people.
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { layoutPage, type PositionedItem } from '../../src/extract/pdf-layout.ts';
import { dropRunningHeads } from '../../src/extract/running-heads.ts';
import type { SourceLine } from '../../src/extract/types.ts';
import { parseResumeFile, parseResumeText } from '../../src/parse/index.ts';
import { item } from './positioned.ts';

/** Lines set down a column from `y`, 14 pt apart; a line starting with "#" is a bold heading. */
function column(lines: string[], x: number, y: number): PositionedItem[] {
  return lines.map((text, i) =>
    text.startsWith('#') ? item(text.slice(1), x, y + i * 14, { bold: true }) : item(text, x, y + i * 14),
  );
}

const header = [
  item('Rowan Ashdown', 40, 40, { size: 20 }),
  item('rowan.ashdown@example.com   +44 20 7946 0123', 40, 62),
];

/** A main column of two jobs with their bullets, beside which a sidebar is set. */
const warehouseJobs = [
  '#Experience',
  'Warehouse Supervisor, Kestrel Logistics',
  'January 2020 – Present',
  '• Ran a team of twelve pickers across two shifts',
  '• Brought the error rate of orders under one percent',
  '• Planned the rota and the holidays of the team',
  'Order Picker, Fenwick Supplies',
  'April 2016 – December 2019',
  '• Picked and packed two hundred orders a day',
  '• Trained the new starters on the scanners',
];

describe('a page in columns', () => {
  it('reads two columns of equal weight one after the other, each job with its own bullets', () => {
    const left = [
      '#Experience',
      'Data Analyst, Northwind Ltd',
      'March 2019 – June 2022',
      '• Built the weekly sales dashboard',
      '• Cut the monthly report time by half',
      'Stock Clerk, Blue Harbor Foods',
      'May 2016 – February 2019',
      '• Counted the stock of the store each week',
    ];
    const right = [
      '#Education',
      'BSc Mathematics, University of Leeds',
      'September 2012 – June 2015',
      '#Skills',
      'SQL, Python, Excel, Tableau',
      'Forecasting and reporting',
      'Stock control and ordering',
    ];
    const lines = layoutPage([...header, ...column(left, 40, 100), ...column(right, 310, 100)], 595);
    expect(lines.slice(2).map((l) => l.text.replace(/^• /, '• '))).toEqual(
      [...left, ...right].map((t) => t.replace(/^#/, '')),
    );
    const data = parseResumeText(lines);
    expect(data.work.map((w) => [w.name, w.position, w.highlights?.length])).toEqual([
      ['Northwind Ltd', 'Data Analyst', 2],
      ['Blue Harbor Foods', 'Stock Clerk', 1],
    ]);
    expect(data.education.map((e) => e.institution)).toEqual(['University of Leeds']);
  });

  it('reads a narrow sidebar after the main column, whole, and keeps its sections out of the jobs', () => {
    const main = warehouseJobs;
    const sidebar = [
      '#Skills',
      'Forklift',
      'Stock control',
      'Rota planning',
      '#Languages',
      'English',
      'Polish',
    ];
    const items = [...header, ...column(main, 200, 100), ...column(sidebar, 40, 100)];
    const lines = layoutPage(items, 595);
    const read = lines.slice(2).map((l) => l.text.replace(/^• /, ''));
    expect(read).toEqual([...main, ...sidebar].map((t) => t.replace(/^[#•] ?/, '')));
    expect(lines.filter((l) => l.sidebar).map((l) => l.text)).toEqual(
      sidebar.map((t) => t.replace(/^#/, '')),
    );
    const data = parseResumeText(lines);
    expect(data.work.map((w) => [w.name, w.startDate])).toEqual([
      [expect.stringContaining('Kestrel Logistics'), '2020-01'],
      [expect.stringContaining('Fenwick Supplies'), '2016-04'],
    ]);
    expect(data.work.flatMap((w) => w.highlights ?? []).join(' ')).not.toMatch(/Forklift|Polish/);
    expect(data.skills.flatMap((s) => s.keywords ?? [])).toEqual(
      expect.arrayContaining(['Forklift', 'Stock control', 'Rota planning']),
    );
  });

  it('keeps a sidebar line that runs into the gutter, short of the main column, in the sidebar', () => {
    const main = warehouseJobs.slice(0, -1);
    const sidebar = [
      '#Skills',
      'Forklift',
      'Stock control',
      'Planning the weekly rota in a shared sheet',
      'Scanners',
      '#Languages',
      'English',
      'Polish',
    ];
    const items = [
      item('Rowan Ashdown', 180, 40, { size: 20 }),
      item('rowan.ashdown@example.com', 180, 62),
      ...column(main, 240, 100),
      ...sidebar.map((text, i) =>
        text.startsWith('#')
          ? item(text.slice(1), 20, 103 + i * 17, { bold: true })
          : item(text, 20, 103 + i * 17, { size: 8 }),
      ),
    ];
    const lines = layoutPage(items, 595);
    expect(lines.slice(2).map((l) => l.text.replace(/^• /, ''))).toEqual(
      [...main, ...sidebar].map((t) => t.replace(/^[#•] ?/, '')),
    );
    expect(lines.filter((l) => l.sidebar).map((l) => l.text)).toEqual(
      sidebar.map((t) => t.replace(/^#/, '')),
    );
  });

  it('reads section labels set far apart in a margin as headings, even beside a stray regular line', () => {
    const items = [
      ...header,
      item('Born 4 May 1994', 40, 90, { size: 8 }),
      item('Lyon, France', 200, 90, { size: 8 }),
      item('Profile', 40, 130, { bold: true }),
      ...column(
        ['Web developer retrained from logistics,', 'keen on accessible front ends', 'and on clear forms.'],
        200,
        130,
      ),
      item('Experience', 40, 190, { bold: true }),
      ...column(
        [
          'Delivery Rider',
          'Swiftbox',
          'April 2019 – March 2023',
          'Order Picker',
          'Dockline',
          'February 2018 – April 2019',
          'Packer',
          'Cartonia',
          'June 2017 – January 2018',
        ],
        200,
        190,
      ),
      item('Education', 40, 340, { bold: true }),
      ...column(['Web Developer', 'Codehall Academy', 'May 2023'], 200, 340),
      item('Skills', 40, 400, { bold: true }),
      ...column(['HTML, CSS, JavaScript, PHP'], 200, 400),
    ];
    const lines = layoutPage(items, 595);
    expect(lines.some((l) => l.sidebar)).toBe(false);
    const text = lines.map((l) => l.text);
    expect(text.indexOf('Experience')).toBe(text.indexOf('Delivery Rider') - 1);
    expect(text.indexOf('Education')).toBe(text.indexOf('Web Developer') - 1);
    const data = parseResumeText(lines);
    // Which of two bare lines is the title is not this test's matter: each job keeps its own two.
    expect(data.work.map((w) => [w.position, w.name].sort())).toEqual([
      ['Delivery Rider', 'Swiftbox'],
      ['Dockline', 'Order Picker'],
      ['Cartonia', 'Packer'],
    ]);
  });
});

describe('what every page prints', () => {
  const at = (text: string, page: number, top: number, x = 60): SourceLine => ({ text, page, top, x });

  it('drops a footer repeated at one place on each page, "last updated" and copyright notices', () => {
    const kept = dropRunningHeads([
      at('Rowan Ashdown · rowan.ashdown@example.com', 1, 0.12),
      at('Warehouse Supervisor', 1, 0.3),
      at('Last updated: 3 March 2026', 1, 0.45),
      at('Updated the stock system in March 2024', 1, 0.5),
      at('12 Elm Row, Leeds LS1 4AB', 1, 0.86, 200),
      at('Rowan Ashdown · rowan.ashdown@example.com', 2, 0.12),
      at('Order Picker', 2, 0.3),
      at('© 2026 Rowan Ashdown. All rights reserved.', 2, 0.6),
      at('12 Elm Row, Leeds LS1 4AB', 2, 0.86, 200),
    ]);
    expect(kept.map((l) => `${l.page} ${l.text}`)).toEqual([
      '1 Rowan Ashdown · rowan.ashdown@example.com',
      '1 Warehouse Supervisor',
      '1 Updated the stock system in March 2024',
      '2 Order Picker',
    ]);
  });

  it('keeps the first copy of a footer that sits beside the phone and email', () => {
    const kept = dropRunningHeads([
      at('Stock Clerk', 1, 0.3),
      at('12 Elm Row, Leeds', 1, 0.86, 200),
      at('+44 20 7946 0123 · rowan.ashdown@example.com', 1, 0.88, 150),
      at('Order Picker', 2, 0.3),
      at('12 Elm Row, Leeds', 2, 0.86, 200),
      at('+44 20 7946 0123 · rowan.ashdown@example.com', 2, 0.88, 150),
    ]);
    expect(kept.map((l) => `${l.page} ${l.text}`)).toEqual([
      '1 Stock Clerk',
      '1 12 Elm Row, Leeds',
      '1 +44 20 7946 0123 · rowan.ashdown@example.com',
      '2 Order Picker',
    ]);
  });
});

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const docx = (body: string) =>
  zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    ),
  });
const p = (text: string, bold = false, list = false) =>
  `<w:p>${list ? '<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>' : ''}<w:r>${
    bold ? '<w:rPr><w:b/></w:rPr>' : ''
  }<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const row = (...cells: string[][]) =>
  `<w:tr>${cells.map((c) => `<w:tc>${c.join('')}</w:tc>`).join('')}</w:tr>`;
const table = (...rows: string[]) => `<w:tbl>${rows.join('')}</w:tbl>`;

describe('a Word table of labels and values', () => {
  it('reads each label as its section, each job with its own bullets', async () => {
    const body = [
      p('Avery Quill'),
      p('avery.quill@example.com'),
      table(
        row(
          [p('Experience', true)],
          [
            p('Data Analyst, Northwind Ltd', true),
            p('March 2019 – June 2022'),
            p('Built the weekly sales dashboard', false, true),
            p('Cut report time by half', false, true),
            p('Stock Clerk, Blue Harbor Foods', true),
            p('2016 – 2019'),
            p('Counted the stock each week', false, true),
          ],
        ),
        row([p('Education', true)], [p('BSc Mathematics, University of Leeds'), p('2012 – 2015')]),
        row([p('Skills', true)], [p('SQL, Python, Excel')]),
      ),
    ].join('');
    const { data } = await parseResumeFile(docx(body));
    expect(data.work.map((w) => [w.name, w.position, w.highlights])).toEqual([
      ['Northwind Ltd', 'Data Analyst', ['Built the weekly sales dashboard', 'Cut report time by half']],
      ['Blue Harbor Foods', 'Stock Clerk', ['Counted the stock each week']],
    ]);
    expect(data.education.map((e) => e.institution)).toEqual(['University of Leeds']);
    expect(data.skills.flatMap((s) => s.keywords ?? [])).toEqual(['SQL', 'Python', 'Excel']);
  });

  it('keeps a table of labelled skill groups inside its section, a label naming a section included', async () => {
    const body = [
      p('Avery Quill'),
      p('avery.quill@example.com'),
      p('Skills', true),
      table(
        row([p('Languages', true)], [p('Python · TypeScript · SQL')]),
        row([p('Frameworks', true)], [p('Django · React')]),
        row([p('Cloud', true)], [p('AWS · Docker')]),
      ),
    ].join('');
    const { data } = await parseResumeFile(docx(body));
    expect(data.skills.map((s) => s.name)).toEqual(['Languages', 'Frameworks', 'Cloud']);
  });
});
