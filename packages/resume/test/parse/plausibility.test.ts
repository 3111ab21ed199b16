import { describe, expect, it } from 'vitest';
import { DOUBT_FIELDS, doubtOf, flagDoubtfulJobs, jobCues, type DoubtModel } from '../../src/parse/doubt.ts';
import { parseResumeText } from '../../src/parse/index.ts';
import { parseLines } from '../../src/parse/pipeline.ts';
import { EMPLOYER_RULES, TITLE_RULES, checkJobs, failedRule } from '../../src/parse/plausibility.ts';
import { doubtsAfterEdit, UncertainList } from '../../src/parse/uncertain.ts';

describe('plausibility rules', () => {
  it.each([...EMPLOYER_RULES, ...TITLE_RULES].map((r) => [r.name, r] as const))(
    '%s fails its own example',
    (_name, rule) => {
      expect(rule.fails(rule.example)).toBe(true);
    },
  );

  it.each([
    'Northwind Traders',
    'groupe Berthier Transports',
    'Hôpital Saint-Louis',
    'eBay',
    'Acme Corp.',
    'Universidad de Sevilla',
    'Cafe Lumière, Inc.',
    'Northwind Traders Inc.',
    'Globex S.A.',
    'Initech Co.',
    'Contract Logistics Partners',
    'Independent Living Centre',
    'Saturday Kitchen Studios',
    'Acme 24h',
    'Fernando Ruiz Abogados',
    'Sterling Foods',
  ])('takes %s as an employer', (name) => {
    expect(failedRule(name, EMPLOYER_RULES)?.name).toBeUndefined();
  });

  it.each([
    'Registered Nurse',
    'Line cook',
    'Ingénieure logiciel',
    'Auxiliar de enfermería',
    'Head of Sales EMEA',
    'Freelance designer',
    'Stagiaire',
    'Night Manager',
    'Intern',
    'Teaching assistant for the evening statistics course',
  ])('takes %s as a job title', (title) => {
    expect(failedRule(title, TITLE_RULES)?.name).toBeUndefined();
  });

  it.each([
    ['Madrid, Spain', 'employer.place'],
    ['Page 2 of 3', 'employer.footer'],
    ['Résumé', 'employer.footer'],
    ['Hoja de vida', 'employer.footer'],
    ['CURRÍCULUM VITAE', 'employer.footer'],
    ['Professional Experience', 'employer.section'],
    ['React, Node.js, GraphQL', 'employer.list'],
    ['Tech:', 'employer.label'],
    ['Stress tests of concrete samples in the lab', 'employer.description'],
    ['Indépendant', 'employer.status'],
    ['Freelance', 'employer.status'],
    ['Autónomo', 'employer.status'],
    ['Auto-entrepreneur', 'employer.status'],
    ['Contrat saisonnier', 'employer.status'],
    ['Temps partiel', 'employer.status'],
    ['Self-employed', 'employer.status'],
    ['Sábados 4 hrs.', 'employer.schedule'],
    ['Weekends, 20 h/week', 'employer.schedule'],
    ['Les samedis', 'employer.schedule'],
    ['Brumeval.', 'employer.stop'],
    ['Port Ardent.', 'employer.stop'],
    ['Port Ardent (3 weeks)', 'employer.time'],
    ['Brumeval (6 mois)', 'employer.time'],
    ['Reviewing grant applications', 'employer.activity'],
    ['Revisando solicitudes de becas', 'employer.activity'],
  ])('%s is doubted as an employer by %s', (text, rule) => {
    expect(failedRule(text, EMPLOYER_RULES)?.name).toBe(rule);
  });
});

/** What the reader doubts in a made-up resume of these lines, with no learned doubts. */
function doubtsOf(lines: string[]) {
  const uncertain = new UncertainList();
  parseLines(
    ['Sam Rivers', 'sam.rivers@example.com', '', ...lines].map((text) => ({ text })),
    { uncertain, learned: false },
  );
  return uncertain.items;
}

describe('checking the jobs read', () => {
  it('takes a cut sentence out of the employer, keeps its words with the job, and says why', () => {
    const jobs = [
      {
        name: 'Northwind Traders',
        position: 'Buyer',
        startDate: '2019-01',
        endDate: '2020-02',
        highlights: [],
      },
      {
        name: '. Night shifts in the north depot.',
        position: 'Warehouse operative',
        startDate: '2020-03',
        highlights: [],
      },
    ];
    const uncertain = new UncertainList();
    checkJobs(jobs, uncertain, '/work');
    expect(jobs[1]!.name).toBeUndefined();
    expect(jobs[1]!).toMatchObject({ summary: 'Night shifts in the north depot.' });
    expect(uncertain.items).toContainEqual(
      expect.objectContaining({
        path: '/work/1/name',
        reason: 'employer_implausible',
        rule: 'employer.punctuation',
      }),
    );
    expect(uncertain.items.filter((i) => i.path.startsWith('/work/0'))).toEqual([]);
  });

  it('flags a line describing the work read as the employer', () => {
    expect(
      doubtsOf([
        'Experiencia',
        'Jun 2014 - Dic 2016\tIngeniero de obra',
        'Constructora Valdés',
        '- Supervisión de obra',
        'Jun 2012 - Dic 2012\tPracticante de ingeniería',
        'Pruebas de resistencia del concreto en laboratorio',
        '- Ensayos de compresión',
      ]),
    ).toEqual([
      expect.objectContaining({
        path: '/work/1/name',
        reason: 'employer_implausible',
        rule: 'employer.description',
      }),
    ]);
  });

  it('flags a place read as the employer without removing it', () => {
    const jobs = [{ name: 'Lyon, France', position: 'Chef de rang', startDate: '2021-05', highlights: [] }];
    const uncertain = new UncertainList();
    checkJobs(jobs, uncertain, '/work');
    expect(jobs[0]!.name).toBe('Lyon, France');
    expect(uncertain.items[0]).toMatchObject({ reason: 'employer_implausible', rule: 'employer.place' });
  });

  it('flags an entry with neither employer nor title, dates out of order, and a lone undated entry', () => {
    const jobs = [
      { startDate: '2018-01', endDate: '2019-01', highlights: ['Stocked shelves'] },
      { name: 'Harbor Foods', position: 'Cashier', startDate: '2021-01', endDate: '2020-06', highlights: [] },
      { name: 'Blue Finch Café', position: 'Barista', highlights: [] },
    ];
    const uncertain = new UncertainList();
    checkJobs(jobs, uncertain, '/work');
    expect(uncertain.items.map((i) => `${i.path} ${i.reason}`)).toEqual([
      '/work/0 entry_incomplete',
      '/work/1/endDate dates_out_of_order',
      '/work/2/startDate dates_missing',
    ]);
  });

  it('flags a job whose employer was not read, where the other jobs have one', () => {
    expect(
      doubtsOf([
        'Experience',
        'Stock Clerk\tMar 2021 - Present',
        '- Kept the stock records',
        'Buyer, Northwind Traders\tJan 2019 - Feb 2021',
        '- Negotiated yearly contracts',
        'Cashier, Harbor Foods\tJan 2017 - Dec 2018',
        '- Handled the till',
      ]),
    ).toEqual([expect.objectContaining({ path: '/work/0/name', reason: 'employer_missing' })]);
  });

  it('a page footer read as a job leaves no footer in the data', () => {
    const data = parseResumeText(
      'Jordan Vale\njordan.vale@example.com\n\nExperience\nCashier\nHarbor Foods\nJan 2020 - Mar 2021\n- Handled the till\nPage 2 of 2\nMar 2021 - Present\n',
    );
    expect(JSON.stringify(data.work)).not.toMatch(/"name":"Page 2/);
  });
});

describe('the doubt model', () => {
  const model: DoubtModel = {
    features: ['employer.lower', 'employer.guessed', 'undated.among.dated'],
    job: { bias: -5, weights: [0, 0, 6] },
    fields: Object.fromEntries(
      DOUBT_FIELDS.map((f) => [f, { bias: -3, weights: f === 'name' ? [4, 2, 0] : [0, 0, 0] }]),
    ) as DoubtModel['fields'],
    threshold: 0.5,
  };

  it('weighs the cues of a field into the probability that it was read wrong', () => {
    const jobs = [
      { name: 'Northwind Traders', position: 'Buyer', highlights: [] },
      { name: 'weekend shifts', position: 'Buyer', highlights: [] },
    ];
    expect(doubtOf(jobCues(jobs, 0, []), 'name', model)).toBeLessThan(0.1);
    expect(doubtOf(jobCues(jobs, 1, []), 'name', model)).toBeGreaterThan(0.7);
  });

  it('doubts every field of a job that looks made up, each as much as the job', () => {
    const jobs = [
      { name: 'Northwind Traders', position: 'Buyer', startDate: '2019', highlights: [] },
      { name: 'Harbor Foods', position: 'Clerk', startDate: '2016', highlights: [] },
      { name: 'Lakeside', position: 'Porter', highlights: [] },
    ];
    const made = jobCues(jobs, 2, []);
    for (const field of ['position', 'startDate'] as const)
      expect(doubtOf(made, field, model)).toBeGreaterThan(0.7);
    expect(doubtOf(jobCues(jobs, 0, []), 'position', model)).toBeLessThan(0.1);
  });

  it('flags the doubted field once, and leaves a field already flagged with its own reason', () => {
    const jobs = [
      { name: 'weekend shifts', position: 'Buyer', highlights: [] },
      { name: 'early mornings', position: 'Buyer', highlights: [] },
    ];
    const uncertain = new UncertainList();
    uncertain.add('/work/1/name', 'employer_guessed');
    flagDoubtfulJobs(jobs, uncertain, '/work', model);
    expect(uncertain.items.map((i) => `${i.path} ${i.reason}`)).toEqual([
      '/work/1/name employer_guessed',
      '/work/0/name field_doubtful',
    ]);
  });

  it('judges an empty date too: a start read with no end may have lost the end printed', () => {
    const endModel: DoubtModel = {
      features: ['end.empty', 'start.empty'],
      job: { bias: -6, weights: [0, 0] },
      fields: Object.fromEntries(
        DOUBT_FIELDS.map((f) => [f, { bias: -4, weights: f === 'endDate' ? [6, -6] : [0, 0] }]),
      ) as DoubtModel['fields'],
      threshold: 0.5,
    };
    const jobs = [
      { name: 'Northwind Traders', position: 'Buyer', startDate: '2019', highlights: [] },
      { name: 'Harbor Foods', position: 'Clerk', startDate: '2016-01', endDate: '2018-12', highlights: [] },
      { name: 'Lakeside Inn', position: 'Porter', highlights: [] },
    ];
    const uncertain = new UncertainList();
    flagDoubtfulJobs(jobs, uncertain, '/work', endModel);
    expect(uncertain.items.map((i) => `${i.path} ${i.reason}`)).toEqual(['/work/0/endDate field_doubtful']);
  });

  it('the shipped model doubts a bullet read as a job, and not the jobs around it', () => {
    const jobs = [
      {
        name: 'Northwind Traders',
        position: 'Buyer',
        startDate: '2019-03',
        endDate: '2021-02',
        highlights: ['Negotiated yearly contracts'],
      },
      { position: 'Kept a 94% renewal rate across 160 accounts', startDate: '2019', highlights: [] },
      {
        name: 'Harbor Foods',
        position: 'Stock Clerk',
        startDate: '2016-01',
        endDate: '2019-02',
        highlights: ['Kept the stock records'],
      },
    ];
    const uncertain = new UncertainList();
    flagDoubtfulJobs(jobs, uncertain, '/work');
    const doubted = new Set(uncertain.items.map((i) => i.path.split('/').slice(0, 3).join('/')));
    expect([...doubted]).toEqual(['/work/1']);
  });

  it('the reader adds no learned doubt when told not to', () => {
    const lines = 'Sam Rivers\n\nExperience\nweekend shifts\nBuyer\n2019\n'
      .split('\n')
      .map((text) => ({ text }));
    const off = new UncertainList();
    parseLines(lines, { uncertain: off, learned: false });
    expect(off.items.some((i) => i.reason === 'field_doubtful')).toBe(false);
  });
});

describe('doubts after an edit', () => {
  it('drops the doubt on a field the user changed, and on an entry in which they changed anything', () => {
    const before = {
      work: [
        { name: 'Harbor Foods', position: 'Cashier' },
        { name: 'Lyon, France', position: 'Chef' },
      ],
    };
    const after = {
      work: [
        { name: 'Harbor Foods', position: 'Head cashier' },
        { name: 'Bistro Lumière', position: 'Chef' },
      ],
    };
    const doubts = [
      { path: '/work/0', reason: 'entry_boundary_guessed' },
      { path: '/work/1/name', reason: 'employer_implausible' },
      { path: '/work/1/position', reason: 'position_guessed' },
    ];
    expect(doubtsAfterEdit(before, after, doubts)).toEqual([
      { path: '/work/1/position', reason: 'position_guessed' },
    ]);
  });
});
