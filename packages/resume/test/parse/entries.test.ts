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

test('a short sentence under a full header describes the entry, it does not open one', () => {
  const entries = splitEntries(
    texts([
      'Senior Accountant, Globex Corporation',
      'January 2019 – Present',
      'Did a lot of things for the company and reported to the CFO on all matters.',
      'Accountant, Initech',
      'May 2016 – December 2018',
      'Closed the books.',
    ]),
  );
  expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
    ['Senior Accountant, Globex Corporation', 'January 2019 – Present'],
    ['Accountant, Initech', 'May 2016 – December 2018'],
  ]);
  expect(entries[1]?.body.map((b) => b.text)).toEqual(['Closed the books.']);
});

test('a place under the dates of a full header stays in that header', () => {
  const entries = splitEntries(
    texts([
      'Senior Accountant',
      'Globex Corporation',
      '2019 - 2021',
      'Springfield, IL',
      '• Did things',
      'Accountant',
      'Initech',
      '2016 - 2018',
      'Austin, TX',
    ]),
  );
  expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
    ['Senior Accountant', 'Globex Corporation', '2019 - 2021', 'Springfield, IL'],
    ['Accountant', 'Initech', '2016 - 2018', 'Austin, TX'],
  ]);
});

test('a sentence under the only dated entry of a section is its description', () => {
  const entries = splitEntries(
    texts([
      'State University, Springfield — B.S. Accounting',
      'September 2012 - May 2016',
      'Graduated with honors.',
    ]),
  );
  expect(entries).toHaveLength(1);
  expect(entries[0]?.body.map((b) => b.text)).toEqual(['Graduated with honors.']);
});

test('description lines set a few points right of the entry, with no bullet mark, are its items', () => {
  const at = (text: string, x: number) => ({ text, x, size: 10 });
  const entries = splitEntries(
    prepareLines([
      at('Shift Supervisor', 190),
      at('Harbor Foods', 190),
      at('Mar 2019 – Present', 190),
      at('Ran the evening shift of a twelve-person store team', 201),
      at('with a weekly budget', 201),
      at('Cut stock losses from 4% to 2% in 2021 by weekly counts', 201),
      at('Cashier', 190),
      at('Blue Finch Market', 190),
      at('Jun 2016 – Feb 2019', 190),
      at('Trained six new cashiers on the till and the returns desk', 201),
    ]),
  );
  expect(entries.map((e) => e.body.map((b) => b.text))).toEqual([
    [
      'Ran the evening shift of a twelve-person store team with a weekly budget',
      'Cut stock losses from 4% to 2% in 2021 by weekly counts',
    ],
    ['Trained six new cashiers on the till and the returns desk'],
  ]);
});

test('an entry header set a little right of the bullets above it opens the next entry', () => {
  const at = (text: string, x: number, bold = false) => ({ text, x, size: 10, bold });
  const entries = splitEntries(
    prepareLines([
      at('Harbor Foods\tAustin', 40, true),
      at('SHIFT SUPERVISOR\tMar 2019 – Present', 40),
      at('• Ran the evening shift of a twelve-person store team', 40.5),
      at('Blue Finch Market\tDallas', 43, true),
      at('CASHIER\tJun 2016 – Feb 2019', 43),
      at('• Trained six new cashiers', 43.5),
    ]),
  );
  expect(entries.map((e) => e.header.map((l) => l.text.split('\t')[0]))).toEqual([
    ['Harbor Foods', 'SHIFT SUPERVISOR'],
    ['Blue Finch Market', 'CASHIER'],
  ]);
});

test('dates and a town set right of the title and employer above them close that header', () => {
  const at = (text: string, x: number, bold = false) => ({ text, x, size: 10, bold });
  const entries = splitEntries(
    prepareLines([
      at('Chef d’équipe', 35),
      at('Transports Morel', 35, true),
      at('Janvier 2021 – Aujourd’hui\tVillepinte', 51),
      at('• Animation d’une équipe de douze caristes', 35),
      at('Cariste', 35),
      at('Entrepôts du Nord', 35, true),
      at('Mars 2016 – Décembre 2020\tLesquin', 51),
      at('• Réception et contrôle des marchandises', 35),
    ]),
  );
  expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
    ['Chef d’équipe', 'Transports Morel', 'Janvier 2021 – Aujourd’hui\tVillepinte'],
    ['Cariste', 'Entrepôts du Nord', 'Mars 2016 – Décembre 2020\tLesquin'],
  ]);
});

test('a title under an employer and its dates closes that header when the next job opens with named dates', () => {
  const entries = splitEntries(
    texts([
      'HARBOR FOODS',
      '2019-2022',
      'Shift supervisor',
      'Globex 2017',
      'Cashier',
      'Initech',
      '2015-2016',
      'Clerk',
    ]),
    true,
  );
  expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
    ['HARBOR FOODS', '2019-2022', 'Shift supervisor'],
    ['Globex 2017', 'Cashier'],
    ['Initech', '2015-2016', 'Clerk'],
  ]);
});

test('a name under a dated header with dates alone below it opens the next entry', () => {
  const entries = splitEntries(texts(['Shift supervisor', '2019-2022', 'Globex', '2017-2018']), true);
  expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
    ['Shift supervisor', '2019-2022'],
    ['Globex', '2017-2018'],
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

test('a header row of pipes and dates is no sentence: the sentences indented under it are its items', () => {
  const at = (x: number, text: string) => ({ text, x, size: 10 });
  const entries = splitEntries(
    prepareLines([
      at(60, 'Northwind Review | Founder & Managing Editor | Remote | 2020-2024'),
      at(77, 'Founded and ran a small online review of regional books and local literary events,'),
      at(77, 'publishing over forty essays.'),
      at(77, 'Built a mailing list of two thousand readers through weekly newsletters and talks,'),
      at(77, 'in three years.'),
      at(60, 'Riverside Radio | Host & Producer | Remote | 2024-Present'),
      at(77, 'Research, script, record and edit the weekly episodes.'),
      at(77, 'Manage the show page, its promotion and the guests.'),
    ]),
    true,
  );
  expect(entries.map((e) => [e.header.length, e.body.map((b) => b.kind)])).toEqual([
    [1, ['bullet', 'bullet']],
    [1, ['bullet', 'bullet']],
  ]);
  expect(entries[0]?.body[1]?.text).toBe(
    'Built a mailing list of two thousand readers through weekly newsletters and talks, in three years.',
  );
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
