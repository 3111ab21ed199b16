/**
 * A sidebar set on the same line grid as the main column, holding dates of its own (education,
 * certificates): read after the main column, not row by row beside the jobs.
 */
import { expect, it } from 'vitest';
import { layoutPage, type PositionedItem } from '../../src/extract/pdf-layout.ts';
import { parseResumeText } from '../../src/parse/index.ts';
import { item } from './positioned.ts';

/** Lines set down a column from `y`, 14 pt apart; a line starting with "#" is a bold heading. */
const column = (lines: string[], x: number, y: number): PositionedItem[] =>
  lines.map((text, i) =>
    text.startsWith('#') ? item(text.slice(1), x, y + i * 14, { bold: true }) : item(text, x, y + i * 14),
  );

const jobs = [
  '#Experience',
  'Warehouse Supervisor, Kestrel Logistics',
  'January 2020 – Present',
  '• Ran a team of twelve pickers across two shifts',
  '• Planned the rota and the holidays',
  '• Brought the error rate of orders under one percent',
  'Order Picker, Fenwick Supplies',
  'April 2016 – December 2019',
  '• Picked and packed two hundred orders a day',
  '• Trained the new starters on the scanners',
];
const sidebar = [
  '#Education',
  '2012 – 2015',
  'BSc Biology, Lakeside University',
  '2010 – 2012',
  'A levels, Moorfield College',
  '#Certificates',
  '2019',
  'Forklift licence',
  '2021',
  'First aid at work',
];

it('reads a sidebar of dated entries after the main column, each job keeping its own dates', () => {
  const header = [
    item('Rowan Ashdown', 40, 40, { size: 20 }),
    item('rowan.ashdown@example.com   +44 20 7946 0123', 40, 62),
  ];
  const lines = layoutPage([...header, ...column(jobs, 220, 100), ...column(sidebar, 40, 100)], 595);
  expect(lines.slice(2).map((l) => l.text)).toEqual([...jobs, ...sidebar].map((t) => t.replace(/^#/, '')));
  expect(lines.filter((l) => l.sidebar)).toHaveLength(sidebar.length);
  const data = parseResumeText(lines);
  expect(data.work.map((w) => [w.name, w.startDate, w.highlights?.length])).toEqual([
    [expect.stringContaining('Kestrel Logistics'), '2020-01', 3],
    [expect.stringContaining('Fenwick Supplies'), '2016-04', 2],
  ]);
});

it('still reads a margin of dates beside the entries as their dates', () => {
  const margin = ['', 'Jan 2020 – Present', '', '', '', '', 'Apr 2016 – Dec 2019', 'Leeds'];
  const entries = jobs.filter((t) => !/^(?:January|April)/.test(t));
  const items = [
    ...column(entries, 200, 100),
    ...margin.flatMap((t, i) => (t ? [item(t, 40, 100 + i * 14)] : [])),
  ];
  const lines = layoutPage(items, 595);
  expect(lines.map((l) => l.text)).toContain('Jan 2020 – Present\tWarehouse Supervisor, Kestrel Logistics');
});
