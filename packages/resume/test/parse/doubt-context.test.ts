import { describe, expect, it } from 'vitest';
import { contextCues } from '../../src/parse/doubt-context.ts';
import { DOUBT_FIELDS, flagDoubtfulJobs } from '../../src/parse/doubt.ts';
import { UncertainList } from '../../src/parse/uncertain.ts';
import { oneCueModel } from './doubt-setup.ts';

const jobs = [
  { name: 'Northwind Traders', position: 'Buyer', startDate: '2019-03', endDate: 'present', highlights: [] },
  {
    name: 'Lakeshore University',
    position: 'Bachelor of Science',
    startDate: '2014',
    endDate: '2018',
    highlights: [],
  },
  { name: 'Harbor Foods', position: 'Stock Clerk', startDate: '2012-01', endDate: '2013', highlights: [] },
];
const around = {
  basics: { summary: 'Buyer with a taste for logistics and spreadsheets.', profiles: [] },
  education: [
    {
      institution: 'Lakeshore University',
      studyType: 'Bachelor of Science',
      courses: [],
      startDate: '2014',
      endDate: '2018',
    },
  ],
  skills: [{ name: 'Tools', keywords: ['Excel', 'Harbor Foods POS'] }],
};
const now = new Date('2026-06-01');

describe('cues from the rest of the resume', () => {
  it('tells a job that repeats an education entry', () => {
    const cues = contextCues(jobs, 1, around, now);
    expect(cues['employer.in.education']).toBe(1);
    expect(cues['title.in.education']).toBe(1);
    expect(cues['dates.of.education']).toBe(1);
    expect(cues['employer.school']).toBe(1);
  });

  it('finds nothing repeated for a job printed only once', () => {
    const cues = contextCues(jobs, 0, around, now);
    expect(cues['employer.in.education']).toBe(0);
    expect(cues['employer.in.skills']).toBe(0);
    expect(cues['dates.of.sibling']).toBe(0);
    expect(cues['dates.long']).toBe(0);
  });

  it('tells an employer named in the skills and dates printed to different precisions', () => {
    const cues = contextCues(jobs, 2, around, now);
    expect(cues['employer.in.skills']).toBe(1);
    expect(cues['dates.mixed.precision']).toBe(1);
  });

  it('tells dates that do not hang together', () => {
    const odd = [
      { name: 'Quarry Hill Press', position: 'Editor', startDate: '1990', endDate: '2010', highlights: [] },
      { name: 'Pine Row Books', position: 'Clerk', startDate: '2015-04', endDate: '2012-01', highlights: [] },
      { name: 'Pine Row Books', position: 'Clerk', startDate: '2015-04', endDate: '2015-04', highlights: [] },
    ];
    expect(contextCues(odd, 0, {}, now)['dates.long']).toBe(1);
    expect(contextCues(odd, 1, {}, now)['dates.backwards']).toBe(1);
    expect(contextCues(odd, 2, {}, now)['dates.same']).toBe(1);
    expect(contextCues(odd, 2, {}, now)['dates.of.sibling']).toBe(0);
  });

  it('works on a resume with nothing around the jobs', () => {
    const cues = contextCues([{ name: 'Solo Studio', highlights: [] }], 0, {}, now);
    expect(Object.values(cues).every((v) => v === 0)).toBe(true);
  });
});

describe('the doubt model reads the rest of the resume', () => {
  const model = oneCueModel('employer.in.education');

  it('flags each field of a job made from an education entry, with the rule shown to the user', () => {
    const uncertain = new UncertainList();
    flagDoubtfulJobs(jobs, uncertain, '/work', model, around);
    expect(uncertain.items.map((i) => `${i.path} ${i.reason} ${i.rule}`)).toEqual(
      DOUBT_FIELDS.map((f) => `/work/1/${f} field_doubtful learned`),
    );
  });

  it('flags nothing when the rest of the resume is not given', () => {
    const uncertain = new UncertainList();
    flagDoubtfulJobs(jobs, uncertain, '/work', model);
    expect(uncertain.items).toEqual([]);
  });
});
