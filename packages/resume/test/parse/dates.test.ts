import { expect, test } from 'vitest';
import { findDates, looksLikeDate, parseDate } from '../../src/text/dates.ts';

test.each([
  ['Jan 2020', '2020-01'],
  ['January 2020', '2020-01'],
  ['Sept. 2019', '2019-09'],
  ['01/2020', '2020-01'],
  ['3/2018', '2018-03'],
  ['2020-01', '2020-01'],
  ['2020/11', '2020-11'],
  ['03.2019', '2019-03'],
  ['15/04/2021', '2021-04'],
  ['2019', '2019'],
  ['janvier 2020', '2020-01'],
  ['févr. 2021', '2021-02'],
  ['août 2017', '2017-08'],
  ['décembre 2015', '2015-12'],
  ['enero de 2020', '2020-01'],
  ['sept. 2022', '2022-09'],
  ['diciembre de 2019', '2019-12'],
  ['ago. 2016', '2016-08'],
])('parses %s as %s', (text, iso) => {
  expect(parseDate(text)).toBe(iso);
});

test('does not take a phone number or a count for a date', () => {
  expect(parseDate('+33 6 12 34 56 78')).toBeUndefined();
  expect(parseDate('Managed 40 people')).toBeUndefined();
  expect(parseDate('Reduced costs by 2500 dollars')).toBeUndefined();
});

test.each([
  ['Jan 2020 – Present', '2020-01', undefined, true],
  ['2018 - 2020', '2018', '2020', false],
  ['2018–2020', '2018', '2020', false],
  ['06/2017 - 12/2019', '2017-06', '2019-12', false],
  ['Mar 2019 to Jun 2021', '2019-03', '2021-06', false],
  ['Jan – Mar 2020', '2020-01', '2020-03', false],
  ["janvier 2020 – aujourd'hui", '2020-01', undefined, true],
  ['de mars 2018 à juin 2020', '2018-03', '2020-06', false],
  ['09/2015 – présent', '2015-09', undefined, true],
  ['enero de 2020 – actualidad', '2020-01', undefined, true],
  ['octubre de 2016 a diciembre de 2019', '2016-10', '2019-12', false],
  ['2014 - Presente', '2014', undefined, true],
  ['since 2021', '2021', undefined, true],
  ['desde 2019', '2019', undefined, true],
  ['2018.22', '2018', '2022', false],
  ['2023.24\tPostdoc | Lab', '2023', '2024', false],
  ['2019.05', '2019-05', undefined, false],
])('finds the range in %s', (text, start, end, present) => {
  const found = findDates(text);
  expect(found?.startDate).toBe(start);
  expect(found?.endDate).toBe(end);
  expect(found?.present).toBe(present);
});

test('reports where the dates sit so they can be cut out of the line', () => {
  const line = 'Senior Engineer\tJan 2020 – Present';
  const found = findDates(line);
  expect(found && line.slice(found.index, found.index + found.length)).toBe('Jan 2020 – Present');
});

test('tells a date column cell from a line that merely contains a date', () => {
  expect(looksLikeDate('2019 – Present')).toBe(true);
  expect(looksLikeDate('Jan 2020 - Dec 2021')).toBe(true);
  expect(looksLikeDate('(03/2018 – 06/2020)')).toBe(true);
  expect(looksLikeDate('Senior Engineer, Acme 2019')).toBe(false);
  expect(looksLikeDate('Python, Go, Rust')).toBe(false);
});

test.each([
  ['Summer 2022', '2022', undefined, 'Summer 2022'],
  ['Expected June 2023', '2023-06', undefined, 'Expected June 2023'],
  ['Sep 15 – NOW', '2015-09', 'present', 'Sep 15 – NOW'],
  ['Jan 15 - Sep 15', '2015-01', '2015-09', 'Jan 15 – Sep 15'],
  ['2011 Feb.–Dec.', '2011-02', '2011-12', '2011 Feb. – Dec.'],
  ['2010 – 16', '2010', '2016', '2010 – 16'],
  ['2021/07/15 - 2023/08/27', '2021-07', '2023-08', '2021/07/15 – 2023/08/27'],
  ['2016 / 09', '2016-09', undefined, '2016 / 09'],
  ['Fall 2020 -- Present', '2020', 'present', 'Fall 2020 – Present'],
  ['2019\u20102020', '2019', '2020', '2019 – 2020'],
])('keeps %s as printed', (text, start, end, printed) => {
  const found = findDates(text);
  expect(found?.startDate).toBe(start);
  expect(found?.present ? 'present' : found?.endDate).toBe(end);
  expect(found?.printed).toBe(printed);
});

test('a day and month is not a date; a month and two digits is one only inside a range', () => {
  expect(findDates('May 15')).toBeUndefined();
  expect(findDates('Juin 17, 2019')?.startDate).toBe('2019-06');
});

test('a day before the month is read; "from" alone does not mean ongoing', () => {
  expect(findDates('30 Septembre, 2019 - 31 Mars, 2023')).toMatchObject({
    startDate: '2019-09',
    endDate: '2023-03',
    present: false,
  });
  expect(findDates('1er janvier 2020')?.startDate).toBe('2020-01');
  expect(findDates('from 2019')?.present).toBe(false);
  expect(findDates('since 2019')?.present).toBe(true);
});
