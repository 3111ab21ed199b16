import { describe, expect, it } from 'vitest';
import { datesInsideSibling, employerLowerUnlike, oddityCues } from '../../src/parse/doubt-agreement.ts';
import { DOUBT_FIELDS, flagDoubtfulJobs, jobCues } from '../../src/parse/doubt.ts';
import { UncertainList } from '../../src/parse/uncertain.ts';
import { oneCueModel } from './doubt-setup.ts';

type Job = Parameters<typeof oddityCues>[0][number];

const bullets = ['Ran the weekly stock count for three stores', 'Cut the returns backlog by half'];
const job = (name: string, position: string, startDate?: string, endDate?: string): Job => ({
  name,
  position,
  startDate,
  endDate,
  highlights: bullets,
});
const now = new Date('2026-06-01');

describe('dates inside a sibling job', () => {
  const jobs = [
    job('Northwind Traders', 'Buyer', '2019-03', 'present'),
    job('Harbor Foods', 'Stock Clerk', '2014', '2018'),
    job('Seasonal Fair', 'Stand helper', '2016-05', '2016-09'),
    job('Quarry Hill Press', 'Clerk', '2014', '2018'),
  ];

  it('tells a job whose dates fall inside another job', () => {
    expect(datesInsideSibling(jobs, 2, now)).toBe(true);
  });

  it('does not call the same dates, or a later job, inside', () => {
    expect(datesInsideSibling(jobs, 1, now)).toBe(false);
    expect(datesInsideSibling(jobs, 0, now)).toBe(false);
  });

  it('reads a year alone, with no end, as that whole year', () => {
    const year = [
      job('Harbor Foods', 'Stock Clerk', '2016'),
      job('Seasonal Fair', 'Helper', '2016-05', '2016-09'),
    ];
    expect(datesInsideSibling(year, 1, now)).toBe(true);
    expect(datesInsideSibling(year, 0, now)).toBe(false);
  });

  it('says nothing of an undated job', () => {
    expect(datesInsideSibling([job('Harbor Foods', 'Clerk'), ...jobs], 0, now)).toBe(false);
  });
});

describe('an employer in lower-case words among named employers', () => {
  it('tells a description line read as an employer', () => {
    const jobs = [
      job('Northwind Traders', 'Buyer'),
      job('Harbor Foods', 'Stock Clerk'),
      job('Testing of concrete samples in the laboratory', 'Engineering intern'),
    ];
    expect(employerLowerUnlike(jobs, 2)).toBe(true);
    expect(employerLowerUnlike(jobs, 0)).toBe(false);
  });

  it('does not tell it where the siblings are written the same way', () => {
    const names = ['Family bakery of the old town', 'Corner grocery in the market', 'Small print shop'];
    const jobs = names.map((name) => job(name, 'Clerk'));
    expect(employerLowerUnlike(jobs, 2)).toBe(false);
  });
});

describe('the count of odd signs', () => {
  it('counts none for a plain job and caps the share at four signs', () => {
    const jobs = [job('Northwind Traders', 'Buyer', '2019-03', 'present')];
    expect(oddityCues(jobs, 0, {})).toEqual({
      'entry.oddities': 0,
      'entry.odd.many': 0,
      'entry.odd.most': 0,
    });
    const many = {
      'employer.heading': 1,
      'title.sentence': 1,
      'title.degree': 1,
      'out.of.order': 1,
      'shape.unique': 1,
    };
    expect(oddityCues(jobs, 0, many)).toEqual({
      'entry.oddities': 1,
      'entry.odd.many': 1,
      'entry.odd.most': 1,
    });
  });

  it('counts a sign only when it is whole, and the two signs it works out itself', () => {
    const jobs = [
      job('Northwind Traders', 'Buyer', '2014', '2020'),
      job('Harbor Foods', 'Stock Clerk', '2010', '2013'),
      job('Testing of concrete samples in the laboratory', 'Intern', '2016-05', '2016-09'),
    ];
    const cues = oddityCues(jobs, 2, { 'employer.unlike.siblings': 0.5 });
    expect(cues['entry.oddities']).toBe(0.5);
    expect(cues['entry.odd.many']).toBe(1);
    expect(cues['entry.odd.most']).toBe(0);
  });

  it('is among the cues the model reads, and can flag a job odd in several ways', () => {
    const jobs = [
      job('Northwind Traders', 'Buyer', '2014', '2020'),
      job('Harbor Foods', 'Stock Clerk', '2010', '2013'),
      {
        name: 'ACADÉMICA',
        position: 'Master of Science in design',
        startDate: '2016-05',
        endDate: '2016-09',
        highlights: [],
      },
    ];
    expect(jobCues(jobs, 2, [])['entry.odd.many']).toBe(1);
    expect(jobCues(jobs, 0, [])['entry.odd.many']).toBe(0);
    const model = oneCueModel('entry.odd.many');
    const uncertain = new UncertainList();
    flagDoubtfulJobs(jobs, uncertain, '/work', model);
    expect(uncertain.items.map((d) => d.path)).toEqual(DOUBT_FIELDS.map((f) => `/work/2/${f}`));
  });
});
