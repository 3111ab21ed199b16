import { describe, expect, it } from 'vitest';
import { kindCues } from '../../src/parse/doubt-kind.ts';
import { jobCues } from '../../src/parse/doubt.ts';
import { layoutCues, recordLayout } from '../../src/parse/job-layout.ts';
import { EMPLOYER_RULES, TITLE_RULES, failedRule } from '../../src/parse/plausibility.ts';
import { endsOnGluedPlace, isAddressLine, isDateWords } from '../../src/parse/stray-fields.ts';

describe('lines beside a job that are no employer and no title', () => {
  it('reads an address or a neighbourhood as one, and a name as none', () => {
    for (const text of [
      'Col. Centro.',
      'Colonia Las Flores',
      'Calle 8 #21-40',
      '12 rue des Lilas',
      '221 Baker Street',
    ])
      expect(isAddressLine(text)).toBe(true);
    for (const text of ['Northwind Traders', 'St. Clare Hospital', 'Roadrunner Freight', 'Colette Bakery'])
      expect(isAddressLine(text)).toBe(false);
  });

  it.each(['Desde el año', "Depuis l'année", 'Since', 'Summer to', 'Present'])(
    'reads %s as words of a date',
    (text) => {
      expect(isDateWords(text)).toBe(true);
    },
  );

  it.each(['Mayo Clinic', 'Day One Studio', 'Summer intern', 'Project Manager', 'De', 'Since 2019'])(
    'does not read %s as words of a date alone',
    (text) => {
      expect(isDateWords(text)).toBe(false);
    },
  );

  it('tells a department with its town glued on from a body named after its town', () => {
    expect(endsOnGluedPlace('Surgical Care Unit Chicago IL')).toBe(true);
    expect(endsOnGluedPlace('Service de réanimation Lille')).toBe(true);
    for (const name of [
      'University of Chicago',
      'Opéra de Paris',
      'Harbor College London',
      'Northwind Traders',
    ])
      expect(endsOnGluedPlace(name)).toBe(false);
  });

  it('doubts such an employer or title, and leaves a plain one alone', () => {
    expect(failedRule('Col. Centro.', EMPLOYER_RULES)?.name).toBe('employer.address');
    expect(failedRule('Desde el año', TITLE_RULES)?.name).toBe('title.date-words');
    expect(failedRule('Surgical Care Unit Chicago IL', EMPLOYER_RULES)?.name).toBe('employer.glued-place');
    expect(failedRule('Harbor Foods', EMPLOYER_RULES)).toBeUndefined();
  });

  it('gives the doubt model a cue for each', () => {
    const cues = kindCues([{ name: 'Col. Centro.', position: 'Desde el año', highlights: [] }], 0);
    expect(cues['employer.address']).toBe(1);
    expect(cues['title.date.words']).toBe(1);
    expect(
      kindCues([{ name: 'Surgical Care Unit Chicago IL', highlights: [] }], 0)['employer.glued.place'],
    ).toBe(1);
  });
});

describe('cues of dates read from the wrong place', () => {
  const job = (startDate: string, endDate?: string) => ({
    name: 'Harbor Foods',
    position: 'Buyer',
    startDate,
    endDate,
    highlights: ['Ran the stock count'],
  });

  it('tells a first job whose date breaks the order of the jobs under it', () => {
    const shifted = [
      job('2016-06'),
      job('2021-10', '2022-07'),
      job('2021-08', '2021-09'),
      job('2019-04', '2023-03'),
    ];
    expect(jobCues(shifted, 0, [])['edge.out.of.order']).toBe(1);
    expect(jobCues(shifted, 3, [])['edge.out.of.order']).toBe(0);
    const kept = [job('2022-01'), job('2020-03', '2021-12'), job('2018-05', '2020-02')];
    for (const i of [0, 1, 2]) expect(jobCues(kept, i, [])['edge.out.of.order']).toBe(0);
  });

  it('tells dates printed inside a name or a sentence from dates closing a header', () => {
    const cuesOf = (text: string) => {
      const j = job('2021');
      const line = {
        text,
        bullet: false,
        continuation: false,
        bold: false,
        authored: false,
        blankBefore: false,
      };
      recordLayout(j, { header: [line], body: [], hasDate: true }, 0);
      return layoutCues([j], 0)['layout.dates.inside'];
    };
    expect(cuesOf('Reading Group 2021 – Workshop on survey design')).toBe(1);
    expect(cuesOf('Harbor Foods – Buyer 2019 – 2021')).toBe(0);
    expect(cuesOf('2019 – 2021\tBuyer, Harbor Foods')).toBe(0);
  });
});
