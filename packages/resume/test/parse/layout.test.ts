import { expect, test } from 'vitest';
import { buildRows, findGutter, layoutPage, type PositionedItem } from '../../src/extract/pdf-layout.ts';

const item = (str: string, x: number, y: number, size = 10, bold = false): PositionedItem => ({
  str,
  x,
  y,
  width: str.length * size * 0.5,
  size,
  bold,
  page: 1,
});

/** A sidebar (x 40) and a main column (x 220) whose baselines do not line up. */
function twoColumnPage(): PositionedItem[] {
  const items = [item('Jane Doe', 40, 60, 24, true), item('Senior Product Designer at large', 40, 84, 12)];
  const side = [
    'CONTACT',
    'jane@example.com',
    '+1 415 555 0100',
    'SKILLS',
    'Figma',
    'Prototyping',
    'User research',
    'LANGUAGES',
    'English',
  ];
  side.forEach((s, i) => items.push(item(s, 40, 130 + i * 12.5, 9)));
  const main = [
    'EXPERIENCE',
    'Senior Designer',
    'Monzo Bank | London',
    'Redesigned the savings flow',
    'Built the checklist',
    'Product Designer',
    'Babylon Health',
    'Designed the symptom checker',
  ];
  main.forEach((s, i) => items.push(item(s, 220, 131 + i * 14, 10)));
  return items;
}

test('finds the gutter between a sidebar and a main column', () => {
  const rows = buildRows(twoColumnPage());
  const gutter = findGutter(rows, 595);
  expect(gutter).toBeGreaterThan(120);
  expect(gutter).toBeLessThan(220);
});

test('reads a two-column page column by column: the full-width header, the main column, then the sidebar, marked', () => {
  const lines = layoutPage(twoColumnPage(), 595);
  const text = lines.map((l) => l.text);
  expect(text.slice(0, 2)).toEqual(['Jane Doe', 'Senior Product Designer at large']);
  expect(text.slice(2, 10)).toEqual([
    'EXPERIENCE',
    'Senior Designer',
    'Monzo Bank | London',
    'Redesigned the savings flow',
    'Built the checklist',
    'Product Designer',
    'Babylon Health',
    'Designed the symptom checker',
  ]);
  expect(text.slice(10)).toEqual([
    'CONTACT',
    'jane@example.com',
    '+1 415 555 0100',
    'SKILLS',
    'Figma',
    'Prototyping',
    'User research',
    'LANGUAGES',
    'English',
  ]);
  expect(lines.map((l) => Boolean(l.sidebar))).toEqual(text.map((_, i) => i >= 10));
});

test('keeps right-aligned dates on the line they belong to', () => {
  const items: PositionedItem[] = [];
  let y = 60;
  for (const [left, right] of [
    ['Acme Corp', 'San Francisco, CA'],
    ['Senior Engineer', 'Jan 2020 – Present'],
    ['Beta Labs', 'Remote'],
    ['Software Engineer', '2017 – 2019'],
    ['Gamma Inc', 'Austin, TX'],
    ['Intern', 'Jun 2016 – Aug 2016'],
    ['Stanford University', '2012 – 2016'],
  ]) {
    items.push(item(left ?? '', 50, y), item(right ?? '', 545 - (right ?? '').length * 5, y));
    y += 13;
  }
  const lines = layoutPage(items, 595);
  expect(lines.map((l) => l.text)).toEqual([
    'Acme Corp\tSan Francisco, CA',
    'Senior Engineer\tJan 2020 – Present',
    'Beta Labs\tRemote',
    'Software Engineer\t2017 – 2019',
    'Gamma Inc\tAustin, TX',
    'Intern\tJun 2016 – Aug 2016',
    'Stanford University\t2012 – 2016',
  ]);
});

test('joins a left margin of dates to the entries beside it', () => {
  const items: PositionedItem[] = [item('Jane Doe', 150, 60, 20)];
  let y = 100;
  for (const [date, title, company] of [
    ['2019 – Present', 'Audit Manager', 'Deloitte LLP, Chicago'],
    ['2015 – 2018', 'Senior Auditor', 'Grant Thornton LLP'],
    ['2013 – 2015', 'Staff Accountant', 'Kraft Heinz Company'],
    ['2009 – 2013', 'Bachelor of Science', 'University of Illinois'],
  ]) {
    items.push(
      item(date ?? '', 48, y, 9),
      item(title ?? '', 150, y, 10, true),
      item(company ?? '', 150, y + 13),
    );
    y += 40;
  }
  const text = layoutPage(items, 612).map((l) => l.text);
  expect(text).toEqual([
    'Jane Doe',
    '2019 – Present\tAudit Manager',
    'Deloitte LLP, Chicago',
    '2015 – 2018\tSenior Auditor',
    'Grant Thornton LLP',
    '2013 – 2015\tStaff Accountant',
    'Kraft Heinz Company',
    '2009 – 2013\tBachelor of Science',
    'University of Illinois',
  ]);
});

test('joins words drawn one by one, and marks bold lines and sizes', () => {
  const words = ['Led', 'the', 'migration'];
  let x = 50;
  const items = words.map((w) => {
    const it = item(w, x, 100);
    x += it.width + 2.8;
    return it;
  });
  items.push(item('EXPERIENCE', 50, 80, 12, true));
  const lines = layoutPage(items, 595);
  expect(lines[0]).toMatchObject({ text: 'EXPERIENCE', bold: true, size: 12 });
  expect(lines[1]).toMatchObject({ text: 'Led the migration', bold: false, size: 10 });
});

test('letter-spaced capitals drawn one by one read as words, apart where the gap is wider', () => {
  const items: PositionedItem[] = [];
  let x = 50;
  for (const ch of 'WORK EXPERIENCE') {
    if (ch === ' ') {
      x += 9;
      continue;
    }
    items.push(item(ch, x, 100, 10.5, true));
    x += 5.25 + 3.2;
  }
  expect(layoutPage(items, 595)[0]?.text).toBe('WORK EXPERIENCE');
});

test('splits columns even when both share every baseline', () => {
  const items: PositionedItem[] = [item('Jane Doe', 40, 50, 22)];
  const side = [
    'CONTACT',
    'jane@example.com',
    'Austin, TX',
    'SKILLS',
    'Python',
    'SQL',
    'Tableau',
    'LANGUAGES',
    'English',
  ];
  const main = [
    'EXPERIENCE',
    'Data Analyst',
    'Acme Corp',
    'Built the churn dashboard',
    'Automated weekly reports',
    'Junior Analyst',
    'Beta LLC',
    'Cleaned CRM data',
  ];
  side.forEach((s, i) => items.push(item(s, 40, 100 + i * 14, 10)));
  main.forEach((s, i) => items.push(item(s, 230, 100 + i * 14, 10)));
  const text = layoutPage(items, 595).map((l) => l.text);
  expect(text).toEqual(['Jane Doe', ...side, ...main]);
});

test('right-aligned dates set a little below their line are put back at its end', () => {
  const items: PositionedItem[] = [];
  let y = 100;
  for (const [title, dates, employer] of [
    ['Research Associate', 'Oct 2022 – Oct 2023', 'Global Institute'],
    ['Casual Academic Staff', 'March 2019 – May 2021', 'The University'],
  ]) {
    items.push(item(title ?? '', 90, y), item(dates ?? '', 430, y + 5), item(employer ?? '', 90, y + 12));
    y += 30;
  }
  expect(layoutPage(items, 595).map((l) => l.text)).toEqual([
    'Research Associate\tOct 2022 – Oct 2023',
    'Global Institute',
    'Casual Academic Staff\tMarch 2019 – May 2021',
    'The University',
  ]);
});

test('labels set flush right against their text, line after line, read as a column of their own', () => {
  // "Tableurs" and "Langages" end at x 90, their text starts at 98.5: a gap under a tab stop's width.
  const label = (str: string, y: number) => ({ ...item(str, 90 - str.length * 5, y), width: str.length * 5 });
  const rows = [
    [label('Tableurs', 100), item('Microsoft Excel, LibreOffice Calc', 98.5, 100)],
    [label('Langages', 112), item('R, HTML, CSS', 98.5, 112)],
    [label('Autres', 124), item('LaTeX, Maple', 98.5, 124)],
  ].flat();
  expect(buildRows(rows).map((r) => r.map((s) => s.text))).toEqual([
    ['Tableurs', 'Microsoft Excel, LibreOffice Calc'],
    ['Langages', 'R, HTML, CSS'],
    ['Autres', 'LaTeX, Maple'],
  ]);
  // The same narrow gap on a single line is a space.
  expect(buildRows(rows.slice(0, 2)).map((r) => r.map((s) => s.text))).toEqual([
    ['Tableurs  Microsoft Excel, LibreOffice Calc'],
  ]);
});
