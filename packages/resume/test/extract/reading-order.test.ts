import { strToU8, zipSync } from 'fflate';
import { expect, test } from 'vitest';
import { extractDocx } from '../../src/extract/docx.ts';
import {
  buildRows,
  collapseLetterSpacing,
  layoutPage,
  type PositionedItem,
} from '../../src/extract/pdf-layout.ts';
import { item } from './positioned.ts';

test('two columns of running text set side by side on shared baselines are read column by column', () => {
  const left = [
    'Education',
    '2015 - University of Lyon',
    'Master of Science in Computing',
    'Thesis on the scoring of spreadsheet data',
    'Wrote and evaluated the marking algorithm',
    '2012 - University of Lyon',
    'Bachelor of Science in Computing',
    'Fundamentals of computing and statistics',
  ];
  const right = [
    'Experience',
    '2016 - Acme Corporation Ltd',
    'Senior Full Stack Engineer for the web',
    'Built the classroom manager with React',
    'Designed the architecture of the platform',
    '2014 - Beta Consulting GmbH',
    'Consultant for the document platforms',
    'Delivered projects and monitored progress',
  ];
  const items = [item('Jane Doe', 40, 40, { size: 20 })];
  left.forEach((s, i) => items.push(item(s, 40, 80 + i * 12)));
  right.forEach((s, i) => items.push(item(s, 310, 80 + i * 12)));
  const text = layoutPage(items, 595).map((l) => l.text);
  expect(text).toEqual(['Jane Doe', ...left, ...right]);
});

test('a column of short right-aligned dates beside the entries stays on their lines', () => {
  const rows = [
    ['Senior Engineer at Acme', 'Jan 2020 – Present'],
    ['Built the billing pipeline', ''],
    ['Software Engineer at Beta', '2017 – 2019'],
    ['Wrote the mobile app', ''],
    ['Intern at Gamma', '2016'],
    ['Tested the release tooling', ''],
  ];
  const items: PositionedItem[] = [];
  rows.forEach(([a = '', b = ''], i) => {
    items.push(item(a, 40, 60 + i * 14));
    if (b) items.push(item(b, 555 - b.length * 5, 60 + i * 14));
  });
  const text = layoutPage(items, 595).map((l) => l.text);
  expect(text[0]).toBe('Senior Engineer at Acme\tJan 2020 – Present');
  expect(text[2]).toBe('Software Engineer at Beta\t2017 – 2019');
});

test('a bold title run straight into an italic employer is split where the font changes', () => {
  const items = [
    item('Visiting Researcher', 40, 60, { bold: true }),
    item(' ', 135, 60, { bold: true }),
    item('Institute for Applied Mathematics', 137.5, 60, { italic: true }),
    item('March – July 2024', 470, 60),
  ];
  const [line] = layoutPage(items, 595);
  expect(line?.text).toBe('Visiting Researcher\tInstitute for Applied Mathematics\tMarch – July 2024');
  expect(line?.bold).toBe(true);
});

test('a bold degree run into a regular school on a dated line is split; a bold lead-in of a sentence is not', () => {
  const dated = [
    item('PhD in Statistics', 40, 60, { bold: true }),
    item(' ', 125, 60, { bold: true }),
    item('University of Leeds', 127.5, 60),
    item('2024 – 2029', 500, 60),
  ];
  expect(buildRows(dated)[0]?.map((s) => s.text.trim())).toEqual([
    'PhD in Statistics',
    'University of Leeds',
    '2024 – 2029',
  ]);
  const sentence = [
    item('Team leadership', 40, 60, { bold: true }),
    item(' ', 115, 60, { bold: true }),
    item('ran a team of five engineers', 117.5, 60),
  ];
  expect(buildRows(sentence)[0]?.map((s) => s.text)).toEqual([
    'Team leadership ran a team of five engineers',
  ]);
});

test('section labels in a margin beside their entries read as headings before the entry they sit beside', () => {
  const items: PositionedItem[] = [];
  let y = 100;
  const entry = (year: string, title: string, org: string, detail: string) => {
    items.push(item(year, 150, y), item(title, 190, y, { bold: true }));
    items.push(item(org, 190, y + 11), item(detail, 190, y + 22));
    y += 50;
  };
  entry('2020', 'B.S., Computer Science', 'University of Maryland', 'Graduated with honours in computing');
  entry('2018', 'M.S., Mathematics', 'University of Leeds', 'Thesis on discrete probability');
  // The label sits a little below its entry's first line, over two lines.
  items.push(item('WORK/', 60, y + 11, { bold: true }), item('EXPERIENCE', 60, y + 23, { bold: true }));
  entry('2019', 'Software Engineering Intern', 'Google, Inc.', 'Built a visualization tool for a team');
  entry('2017', 'Research Intern', 'Iowa State University', 'Designed the UX for a traffic tool');
  items.push(item('AWARDS', 60, y + 3, { bold: true }));
  entry('2016', 'Dean’s list', 'University of Maryland', 'Top five percent of the class');
  items.push(item('EDUCATION', 60, 106, { bold: true }));
  const text = layoutPage(items, 612).map((l) => l.text);
  expect(text.slice(0, 2)).toEqual(['EDUCATION', '2020\tB.S., Computer Science']);
  const work = text.indexOf('WORK/ EXPERIENCE');
  expect(work).toBeGreaterThan(0);
  expect(text[work + 1]).toBe('2019\tSoftware Engineering Intern');
  expect(text[work - 1]).toBe('Thesis on discrete probability');
  expect(text.slice(-4, -2)).toEqual(['AWARDS', '2016\tDean’s list']);
});

test('a date centred against its entry (a table cell centred in its row) reads before the entry', () => {
  const items: PositionedItem[] = [];
  let y = 100;
  const entry = (dates: string, lines: string[]) => {
    lines.forEach((text, i) => items.push(item(text, 190, y + i * 12)));
    // Centred on the rows: between two of them, or on the middle one.
    items.push(item(dates, 100, y + ((lines.length - 1) * 12) / 2));
    y += lines.length * 12 + 8;
  };
  entry('2021 - 2023', ['Harbour Rowing Club', 'Junior section', 'Treasurer', 'Kept the accounts']);
  entry('2019 - 2021', ['Lakeside Choir', 'Librarian', 'Catalogued the scores']);
  entry('2017 - 2019', ['Town Youth Council', 'Member', 'Ran the summer fair', 'Spoke at meetings']);
  entry('2015 - 2017', ['School Paper', 'Editor', 'Wrote the sports page']);
  const text = layoutPage(items, 612).map((l) => l.text);
  for (const [dates, first] of [
    ['2021 - 2023', 'Harbour Rowing Club'],
    ['2019 - 2021', 'Lakeside Choir'],
    ['2017 - 2019', 'Town Youth Council'],
    ['2015 - 2017', 'School Paper'],
  ] as const)
    expect(text[text.indexOf(dates) + 1]).toBe(first);
});

test('a raised superscript joins the line it belongs to', () => {
  const items = [
    item('1', 100, 60),
    item('st', 105, 56.5, { size: 7 }),
    item(' Year Analyst', 111, 60),
    item('Developed spreadsheets', 100, 72),
  ];
  expect(layoutPage(items, 595).map((l) => l.text)).toEqual(['1st Year Analyst', 'Developed spreadsheets']);
});

test('letter-spaced small caps read as words', () => {
  expect(collapseLetterSpacing('h a c k e r @ m a i l . c o m')).toBe('hacker@mail.com');
  expect(collapseLetterSpacing('g i t h u b . j a n e d o e. i o')).toBe('github.janedoe.io');
  expect(collapseLetterSpacing('J a n e  D o e')).toBe('Jane Doe');
  // Ordinary text, initials and short lists are left alone.
  expect(collapseLetterSpacing('Built a C compiler')).toBe('Built a C compiler');
  expect(collapseLetterSpacing('A B C')).toBe('A B C');
  const [line] = layoutPage([item('j a n e @ m a i l . c o m', 40, 60)], 595);
  expect(line?.text).toBe('jane@mail.com');
});

test('justified text of a narrow column that ends close to the next column is cut at the gutter', () => {
  const items: PositionedItem[] = [];
  for (let i = 0; i < 10; i++) {
    const y = 80 + i * 12;
    // The left column's justified lines run to x 206, the main column starts at x 218: closer
    // than a tab stop.
    items.push(item(`left column words ${i}`, 40, y, { width: i % 4 === 0 ? 166 : 140 }));
    items.push(item(`main column text line number ${i} of the experience`, 218, y, { width: 300 }));
  }
  const text = layoutPage(items, 595).map((l) => l.text);
  expect(text.slice(0, 10)).toEqual(
    Array.from({ length: 10 }, (_, i) => `main column text line number ${i} of the experience`),
  );
  expect(text.slice(10)).toEqual(Array.from({ length: 10 }, (_, i) => `left column words ${i}`));
});

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

function docx(body: string): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    ),
  });
}

const p = (text: string, props = '') =>
  `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const cell = (...paragraphs: string[]) => `<w:tc>${paragraphs.join('')}</w:tc>`;

test('a layout table row of date | entry | place reads the date, the title and the place as one line, then the details', () => {
  const row = `<w:tr>${cell(p('2018.22'))}${cell(p('PhD in Psychology | University of Lyon'), p('Thesis on face processing.'))}${cell(p('Lyon, France'), p('Rhône'))}</w:tr>`;
  const bullets = `<w:tr>${cell(p('2024'))}${cell(p('Young Talents Award', '<w:numPr><w:numId w:val="1"/></w:numPr>'), p('Mobility grant', '<w:numPr><w:numId w:val="1"/></w:numPr>'))}</w:tr>`;
  const label = `<w:tr>${cell(p('Skills'))}${cell(p('Statistics with R'), p('Brain imaging'))}</w:tr>`;
  const { lines } = extractDocx(docx(`<w:tbl>${row}${bullets}${label}</w:tbl>`));
  expect(lines.map((l) => l.text)).toEqual([
    '2018.22\tPhD in Psychology | University of Lyon\tLyon, France',
    'Thesis on face processing.',
    'Rhône',
    // A list in the entry cell keeps its items as list items.
    '2024',
    'Young Talents Award',
    'Mobility grant',
    // Without a date the cells are read one after the other, as before.
    'Skills',
    'Statistics with R',
    'Brain imaging',
  ]);
});
