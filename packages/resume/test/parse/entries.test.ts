import { expect, test } from 'vitest';
import { splitEntries } from '../../src/parse/entries.ts';
import { prepareLines } from '../../src/parse/lines.ts';

const texts = (lines: string[]) => prepareLines(lines.map((text) => ({ text })));
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

test('headers printed one after another are cut on the order of the section’s first header', () => {
  const entries = splitEntries(
    texts([
      'Northwind Traders',
      '2020 – 2023',
      'Store manager',
      'Contoso Retail',
      '2017 – 2020',
      'Assistant manager',
      'Fabrikam Outlet',
      '2015 – 2017',
      'Sales associate',
    ]),
    true,
  );
  expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
    ['Northwind Traders', '2020 – 2023', 'Store manager'],
    ['Contoso Retail', '2017 – 2020', 'Assistant manager'],
    ['Fabrikam Outlet', '2015 – 2017', 'Sales associate'],
  ]);
});

test('a town opening the next page under a header’s dates is the job’s place, not the next name', () => {
  const entries = splitEntries(
    prepareLines([
      { text: 'Store Manager, Northwind Traders', page: 1 },
      { text: '2020 – 2023', page: 1 },
      { text: 'Villeneuve la Garenne', page: 2 },
      { text: '• Ran the store', page: 2 },
    ]),
    true,
  );
  expect(entries.map((e) => [e.header.map((l) => l.text), e.place])).toEqual([
    [['Store Manager, Northwind Traders', '2020 – 2023'], 'Villeneuve la Garenne'],
  ]);
});
