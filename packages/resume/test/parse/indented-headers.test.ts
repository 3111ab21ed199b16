/**
 * Design-tool layouts whose entry headers are set in from the description's left edge: the
 * indented lines are the headers, not bullets drawn without a mark.
 */
import { expect, test } from 'vitest';
import { parseResumeText } from '../../src/parse/index.ts';

test('headers set in from a description that wraps at the left edge open their jobs', () => {
  // [text, left edge, space above in line heights]
  const rows: [string, number, number?][] = [
    ['Lakeside Bakery', 80, 1],
    ['Since 2016 I have run the bakery with my family,', 60],
    ['baking bread and cakes for the whole village and', 60],
    ['taking orders from the cafés along the harbour.', 60],
    ['Harbour Rowing Club', 80, 1],
    ['(2021 - 2023)', 62],
    ['Kept the accounts of the club every month', 72],
    ['Organised the regatta with the town council', 72],
    ['Wrote the newsletter for the members', 72],
  ];
  const data = parseResumeText([
    { text: 'Jordan Vale', x: 40, size: 24 },
    { text: 'WORK EXPERIENCE', x: 60, size: 10, bold: true, gapBefore: 1.5 },
    ...rows.map(([text, x, gap = 0.2]) => ({ text, x, size: 10, gapBefore: gap })),
  ]);
  expect(data.work.map((w) => [w.name, w.startDate])).toEqual([
    ['Lakeside Bakery', '2016'],
    ['Harbour Rowing Club', '2021'],
  ]);
});
