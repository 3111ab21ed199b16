import { describe, expect, it } from 'vitest';
import { prepareLines, type Line } from '../../src/parse/lines.ts';
import { UncertainList } from '../../src/parse/uncertain.ts';
import { parseWork } from '../../src/parse/work.ts';

const lines = (texts: string[], extra: Partial<Line> = {}) =>
  prepareLines(texts.map((text) => ({ text }))).map((l) => ({ ...l, ...extra }));
describe('work field reader', () => {
  it('names a team by the employer printed right after it ("Analyst, Pricing Team, Globex")', () => {
    const work = parseWork(
      lines([
        'Mar 2019-present: Senior Analyst, Pricing Models Team, Globex (mostly in R)',
        '• Built the model',
      ]),
    );
    expect(work[0]).toMatchObject({ name: 'Pricing Models Team, Globex', position: 'Senior Analyst' });
  });

  it('reads "Pasante" beside the dates as the title, not a town', () => {
    const work = parseWork(lines(['1998 – 1999 | Pasante', 'Ferromar | Valencia-Estado Carabobo.']));
    expect(work[0]).toMatchObject({ name: 'Ferromar', position: 'Pasante' });
  });

  it('reads a table of jobs by its column labels ("Year(s)", "Position Title", "Institution")', () => {
    const work = parseWork(
      lines([
        'Year(s)',
        'Position Title',
        'Department',
        '(if any)',
        'Institution',
        '2016 – 2018\tResident\tDepartment of Surgery\tNorthgate Hospital',
        '2019\tStaff Nurse\tWard 4\tEastfield Clinic',
      ]),
    );
    expect(work.map((w) => [w.name, w.position, w.startDate, w.highlights])).toEqual([
      ['Northgate Hospital', 'Resident', '2016', ['Department of Surgery']],
      ['Eastfield Clinic', 'Staff Nurse', '2019', ['Ward 4']],
    ]);
  });

  it('leaves no bracket of the dates in the employer ("Editor at Acme (2017 – 2018)")', () => {
    const work = parseWork(
      lines(['Music Editor at The Quay (Aug 2016 – June 2017)', 'Clerk at Globex (2015)']),
    );
    expect(work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['The Quay', 'Music Editor', '2016-08'],
      ['Globex', 'Clerk', '2015'],
    ]);
  });

  it('reads a short name opening in lower case before a capitalised word as the employer', () => {
    const work = parseWork(
      lines(['2016', 'Cashier', 'banco Andino - Quito', '2014-2015', 'mairie de Lyon', 'Clerk']),
    );
    expect(work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['banco Andino', 'Cashier', '2016'],
      ['mairie de Lyon', 'Clerk', '2014'],
    ]);
  });

  it('tells the title from the employer by their words, whatever the order', () => {
    const work = parseWork(
      lines([
        'Acme Corp — Senior Engineer',
        'Jan 2020 – Mar 2022',
        '• Shipped things',
        'Data Analyst, Globex Inc.',
        '2018 – 2019',
      ]),
    );
    expect(work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
      ['Acme Corp', 'Senior Engineer', '2020-01', '2022-03'],
      ['Globex Inc.', 'Data Analyst', '2018', '2019'],
    ]);
    expect(work[0]?.highlights).toEqual(['Shipped things']);
  });

  it('splits an employer and a title joined by a slash, but not two titles', () => {
    const work = parseWork(
      lines([
        'Globex Corporation / Office Manager 2019-01 - 2020-06',
        '• Ran the office',
        'Initech / Accountant 2018-01 - 2018-12',
        'Senior Engineer / Team Lead 2017-01 - 2017-12',
      ]),
    );
    expect(work.map((w) => [w.name, w.position])).toEqual([
      ['Globex Corporation', 'Office Manager'],
      ['Initech', 'Accountant'],
      // A second role under the same employer repeats only the title and dates.
      ['Initech', 'Senior Engineer / Team Lead'],
    ]);
  });

  it('keeps a slash inside a title when the jobs are not written "Employer / Title"', () => {
    const work = parseWork(
      lines([
        'Sales / Marketing Manager, Globex Corporation',
        '2019 - 2020',
        'Accountant, Initech',
        '2017 - 2018',
      ]),
    );
    expect(work.map((w) => [w.name, w.position])).toEqual([
      ['Globex Corporation', 'Sales / Marketing Manager'],
      ['Initech', 'Accountant'],
    ]);
  });

  it('keeps sentences set smaller than the dated line out of the employer and title', () => {
    const work = parseWork(
      prepareLines([
        { text: 'Globex Corporation / Office Manager 2019-01 - 2020-06', size: 10 },
        { text: 'Organised the daily work of a team of twelve people', size: 9 },
        { text: 'and kept the budget.', size: 9 },
        { text: 'Initech / Logistics Coordinator 2016-01 - 2018-12', size: 10 },
      ]),
    );
    expect(work.map((w) => [w.name, w.position])).toEqual([
      ['Globex Corporation', 'Office Manager'],
      ['Initech', 'Logistics Coordinator'],
    ]);
    expect(work[0]?.summary).toContain('kept the budget');
  });

  it('keeps an employer name in lower-case words, set smaller than the dates, as the employer', () => {
    const [job] = parseWork(
      prepareLines([
        { text: 'Chargée de mission\t2019 – 2021', size: 11 },
        { text: 'Ministère de la transition écologique et solidaire', size: 10 },
      ]),
    );
    expect(job?.name).toBe('Ministère de la transition écologique et solidaire');
  });

  it("takes a bare web address beside the employer as the employer's site, not its name", () => {
    const [job] = parseWork(lines(['Globex\tLead Developer\tglobex.com 2024 – Present']));
    expect([job?.name, job?.position, job?.url, job?.location]).toEqual([
      'Globex',
      'Lead Developer',
      'https://globex.com',
      undefined,
    ]);
  });

  it('knows a scientist by field as a title', () => {
    const [job] = parseWork(
      lines(['Field Geologist', 'Northwind Mining – Globex, Springfield', '2019 – 2021']),
    );
    expect([job?.name, job?.position]).toEqual(['Northwind Mining', 'Field Geologist']);
  });

  it('keeps a short title written in lower case as the title', () => {
    const [job] = parseWork(
      lines(['Globex SA / jefe de ventas 2019-01 - 2020-06', 'Initech SL / Contable 2017-01 - 2018-12']),
    );
    expect([job?.name, job?.position]).toEqual(['Globex SA', 'jefe de ventas']);
  });

  it('makes no job of a date standing alone after the last one', () => {
    const work = parseWork(
      lines(['Accountant, Globex SA', '2019-01 - 2020-06', '• Closed the books', '2024']),
    );
    expect(work.map((w) => w.name)).toEqual(['Globex SA']);
  });

  it('keeps a dashed title that fills its own cell whole', () => {
    const [job] = parseWork(
      lines([
        'Director of IT – Cloud Automation\tMarch 2019 – November 2021 Globex Corporation – Springfield, IL',
      ]),
    );
    expect([job?.name, job?.position]).toEqual(['Globex Corporation', 'Director of IT – Cloud Automation']);
  });

  it('keeps an employer named like a web site as the employer', () => {
    const [job] = parseWork(lines(['Booking.com\tSoftware Engineer\t2019 – 2021']));
    expect([job?.name, job?.position]).toEqual(['Booking.com', 'Software Engineer']);
  });

  it('says present only when the resume prints it', () => {
    const [open, closed] = parseWork(
      lines(['Acme Corp, Engineer', 'Jan 2020 – Present', 'Globex Inc., Engineer', 'Jan 2019']),
    );
    expect(open?.endDate).toBe('present');
    expect(closed?.endDate).toBeUndefined();
  });

  it('reports the employer as guessed when only line order tells', () => {
    const uncertain = new UncertainList();
    parseWork(lines(['Blue Fox', 'Night Owl', '2019 – 2020']), uncertain);
    expect(uncertain.items.map((i) => i.reason)).toContain('employer_guessed');
  });
  it('splits "Title for Organisation" only when the right part names an organisation', () => {
    const read = (texts: string[]) => parseWork(lines(texts)).map((w) => [w.name, w.position]);
    expect(
      read(['Marketing Consultant for Brightwave Media Group (2019 – 2021)', '• Ran campaigns']),
    ).toEqual([['Brightwave Media Group', 'Marketing Consultant']]);
    expect(read(['Consultante pour Groupe Lumière Conseil', '2019 – 2021', '• Audits'])).toEqual([
      ['Groupe Lumière Conseil', 'Consultante'],
    ]);
    expect(
      read(['Research Assistant for Professor Maria Olsen (2016 – 2018)', '• Graded papers'])[0]?.[1],
    ).toBe('Research Assistant for Professor Maria Olsen');
  });
  it('keeps the employer above a second role printed with only its title and dates', () => {
    const work = parseWork(
      lines([
        'Northwind Traders',
        'Store Manager  2020 – 2023',
        '• Ran the store',
        'Inventory Planning  2017 – 2020',
        '• Planned stock',
        'Contoso Retail',
        'Cashier  2015 – 2017',
        '• Ran the till',
      ]),
    );
    expect(work.map((w) => [w.name, w.position])).toEqual([
      ['Northwind Traders', 'Store Manager'],
      ['Northwind Traders', 'Inventory Planning'],
      ['Contoso Retail', 'Cashier'],
    ]);
  });
});
