import { describe, expect, it } from 'vitest';
import { DOUBT_FIELDS, flagDoubtfulJobs, flaggedFields, type DoubtModel } from '../../src/parse/doubt.ts';
import { UncertainList } from '../../src/parse/uncertain.ts';

const spreadModel = (entryFlags?: number): DoubtModel => ({
  features: ['title.empty', 'employer.long'],
  job: { bias: -8, weights: [0, 0] },
  // Employer and title are doubted when the employer is long; the dates never on their own.
  fields: {
    name: { bias: -6, weights: [0, 8] },
    position: { bias: -6, weights: [0, 8] },
    startDate: { bias: -6, weights: [0, 0] },
    endDate: { bias: -6, weights: [0, 0] },
  },
  threshold: 0.5,
  entryFlags,
});

describe('doubts spread over an entry', () => {
  it('flags the rest of a job once enough of its filled fields are flagged', () => {
    const m = spreadModel(2);
    expect(flaggedFields([0.9, 0.8, 0.1, 0.1], [true, true, true, true], m)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(flaggedFields([0.9, 0.1, 0.1, 0.1], [true, true, true, true], m)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('leaves fields a rule doubted to the rule, and counts no empty field', () => {
    const m = spreadModel(2);
    expect(flaggedFields([undefined, 0.8, 0.9, 0.1], [true, true, true, true], m)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(flaggedFields([0.9, 0.1, 0.1, 0.8], [true, true, true, false], m)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('keeps each field on its own in a model without the spread', () => {
    expect(flaggedFields([0.9, 0.8, 0.1, 0.1], [true, true, true, true], spreadModel())).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('flags the dates of a made-up job whose employer and title are doubted', () => {
    const jobs = [
      {
        name: 'Northwind Freight Logistics Planning and Routing Group Ltd',
        position: 'Dispatcher',
        startDate: '2019-03',
        endDate: '2021-06',
        highlights: [],
      },
      { name: 'Acme', position: 'Clerk', startDate: '2016-01', endDate: '2019-02', highlights: [] },
    ];
    const spread = new UncertainList();
    flagDoubtfulJobs(jobs, spread, '/work', spreadModel(2));
    expect(DOUBT_FIELDS.map((f) => spread.has(`/work/0/${f}`))).toEqual([true, true, true, true]);
    expect(DOUBT_FIELDS.some((f) => spread.has(`/work/1/${f}`))).toBe(false);
    const alone = new UncertainList();
    flagDoubtfulJobs(jobs, alone, '/work', spreadModel());
    expect(DOUBT_FIELDS.map((f) => alone.has(`/work/0/${f}`))).toEqual([true, true, false, false]);
  });
});
