import { expect, test } from 'vitest';
import { splitEntries, startsWithDate } from '../../src/parse/entries.ts';
import { prepareLines } from '../../src/parse/lines.ts';

const texts = (lines: string[]) => prepareLines(lines.map((text) => ({ text })));
test('a date-first layout opens one entry per dated line; the lines under it are its body', () => {
  const entries = splitEntries(
    texts([
      'Embedded Linux',
      '2013–2017\tEmbedded systems developer, Acme, Grenoble.',
      'Brought Linux to our devices',
      '• Raspberry Pi access control',
      'with plate recognition',
      '1998–2013\tElectronics designer, Acme, Grenoble.',
      'Designed boards for thermal printers',
    ]),
  );
  expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
    ['2013–2017\tEmbedded systems developer, Acme, Grenoble.'],
    ['1998–2013\tElectronics designer, Acme, Grenoble.'],
  ]);
  expect(entries[0]?.body.map((b) => b.text)).toEqual([
    'Embedded Linux Brought Linux to our devices',
    'Raspberry Pi access control with plate recognition',
  ]);
});

test('a date line with only a place is not a date-first entry', () => {
  expect(startsWithDate('08/2019 – Present | Austin, TX')).toBe(false);
  expect(startsWithDate('2019-2022  Doctorant contractuel, Université de Montpellier')).toBe(true);
  expect(startsWithDate('Analyst, Acme 2019-2022')).toBe(false);
});

test('in a dated section, an undated line after a body stays in that body', () => {
  const entries = splitEntries(
    texts([
      'Analyst',
      'Acme Corp',
      'Jan 2020 – Present',
      '• Built reports',
      'Grew revenue to $1.6 billion in GAAP revenue',
      'Engineer',
      'Globex',
      '2018 – 2019',
      '• Fixed things',
    ]),
  );
  expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
    ['Analyst', 'Acme Corp', 'Jan 2020 – Present'],
    ['Engineer', 'Globex', '2018 – 2019'],
  ]);
  expect(entries[0]?.body.map((b) => b.text)).toEqual([
    'Built reports',
    'Grew revenue to $1.6 billion in GAAP revenue',
  ]);
});

test('a list of one-line entries that open with their dates gives one entry per item', () => {
  const entries = splitEntries(
    texts([
      'Research',
      '* 2019-2020, Post-doctoral contract, Max Planck Institute, Jena',
      '* 2015, Post-doctoral contract, LabEx Corail',
      'Teaching',
      '* 2014-2017, Lecturer, University of French Polynesia',
    ]),
  );
  expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
    ['2019-2020, Post-doctoral contract, Max Planck Institute, Jena'],
    ['2015, Post-doctoral contract, LabEx Corail'],
    ['2014-2017, Lecturer, University of French Polynesia'],
  ]);
});

test('in a date-first layout, an employer line with a right-aligned place just above the dates opens the entry', () => {
  const entries = splitEntries(
    texts([
      'Valt Inc.\tNorth Adams, MA',
      'April 2017 – July 2019\tSoftware Engineer, founding employee',
      '• Led the Android port',
      'Meed Mobile\tNorthampton, MA',
      'June 2015 – March 2017\tSoftware Engineer, web',
      '• Built React tools',
    ]),
  );
  expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
    ['Valt Inc.\tNorth Adams, MA', 'April 2017 – July 2019\tSoftware Engineer, founding employee'],
    ['Meed Mobile\tNorthampton, MA', 'June 2015 – March 2017\tSoftware Engineer, web'],
  ]);
});

test('a bigger bold post over date-first lines naming schools is the post of each of them', () => {
  const set = (text: string, head = false) => ({ text, bold: head, size: head ? 16 : 13, x: head ? 40 : 50 });
  const entries = splitEntries(
    prepareLines([
      set('English teacher', true),
      set('Sept 2021 - Aug 2022 : Lincoln High School, Springfield'),
      set('Form tutor of a final-year class'),
      set('Mar 2021 - Aug 2021 : Jefferson College, Shelbyville'),
      set('Trainee teacher', true),
      set('Sept 2019 - Aug 2020 : Adams School, Ogdenville'),
    ]),
  );
  expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
    ['English teacher', 'Sept 2021 - Aug 2022 : Lincoln High School, Springfield'],
    ['English teacher', 'Mar 2021 - Aug 2021 : Jefferson College, Shelbyville'],
    ['Trainee teacher', 'Sept 2019 - Aug 2020 : Adams School, Ogdenville'],
  ]);
  expect(entries[0]?.body.map((b) => b.text)).toEqual(['Form tutor of a final-year class']);
});

test('with the dates on top, a third undated line stays in the header when the next entry opens with its dates', () => {
  const entries = splitEntries(
    texts(['2017-2019', 'Harbor Foods', 'Shift supervisor', '2016', 'Globex', 'Clerk']),
    true,
  );
  expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
    ['2017-2019', 'Harbor Foods', 'Shift supervisor'],
    ['2016', 'Globex', 'Clerk'],
  ]);
});

test('a list of jobs, one dated item each, opens one entry per item: the sentence with the dates is its header', () => {
  const at = (text: string, x: number) => ({ text, x });
  const entries = splitEntries(
    prepareLines([
      at('• Research Assistant at Northgate College (Jun 2018 – Jun 2020). Ran the weekly', 54),
      at('reaction time tests.', 72),
      at('• Music Editor at The Quay (Aug 2016 - June 2017)', 54),
      at('• Gave a talk on field recording to first-year students.', 54),
    ]),
    true,
  );
  expect(entries.map((e) => [e.header.map((l) => l.text), e.body.map((b) => b.text)])).toEqual([
    [
      ['Research Assistant at Northgate College (Jun 2018 – Jun 2020)'],
      ['Ran the weekly reaction time tests.'],
    ],
    [
      ['Music Editor at The Quay (Aug 2016 - June 2017)'],
      ['Gave a talk on field recording to first-year students.'],
    ],
  ]);
});

test('dated items under a job with its own header stay items', () => {
  const entries = splitEntries(
    texts(['Harbor Foods, Cashier', '• Employee of the month in 2019', '• Trained new staff in 2020']),
    true,
  );
  expect(entries.map((e) => [e.header.length, e.body.length])).toEqual([[1, 2]]);
});
