import { describe, expect, it } from 'vitest';
import { kindCues } from '../../src/parse/doubt-kind.ts';
import { doubtOf, flagDoubtfulJobs, jobCues } from '../../src/parse/doubt.ts';
import { noteSection } from '../../src/parse/job-layout.ts';
import { UncertainList } from '../../src/parse/uncertain.ts';

type Job = Parameters<typeof kindCues>[0][number];

const bullets = ['Ran the weekly stock count for three stores', 'Cut the returns backlog by half'];
const real = (name: string, position: string, startDate: string, endDate: string): Job => ({
  name,
  position,
  startDate,
  endDate,
  highlights: bullets,
});

describe('cues on what kind of text a job was made from', () => {
  it('finds nothing odd in a plain job', () => {
    const cues = kindCues([real('Northwind Traders', 'Buyer', '2019-03', 'present')], 0);
    expect(Object.values(cues).every((v) => v === 0)).toBe(true);
  });

  it('tells an employer that is a section heading or a piece of one', () => {
    for (const name of ['Professional Experience', 'ACADÉMICA', 'Formation'])
      expect(kindCues([{ name, highlights: [] }], 0)['employer.heading']).toBe(1);
    expect(kindCues([{ name: 'Harbor Foods', highlights: [] }], 0)['employer.heading']).toBe(0);
  });

  it('tells a title that reads like a sentence, and a line cut on a joining word', () => {
    const cues = kindCues(
      [
        {
          name: 'Design of a booking flow with',
          position: 'Rebuilt the booking pages and trained the support staff on them',
          highlights: [],
        },
      ],
      0,
    );
    expect(cues['title.sentence']).toBe(1);
    expect(cues['title.lower.words']).toBe(1);
    expect(cues['employer.open.end']).toBe(1);
    expect(cues['title.open.end']).toBe(0);
  });

  it('tells a degree read as a title', () => {
    const cues = kindCues(
      [{ name: 'Lakeshore University', position: 'Master of Science', highlights: [] }],
      0,
    );
    expect(cues['title.degree']).toBe(1);
    expect(cues['employer.degree']).toBe(0);
  });

  it('tells a degree or a training read as the employer', () => {
    const cues = kindCues([{ name: 'Master of Science', position: 'Research assistant', highlights: [] }], 0);
    expect(cues['employer.degree']).toBe(1);
  });

  it('tells an undated entry after the last dated job of its section', () => {
    const jobs = noteSection([
      real('Northwind Traders', 'Buyer', '2019-03', 'present'),
      real('Harbor Foods', 'Stock Clerk', '2016-01', '2019-02'),
      { name: 'Available on request', highlights: [] },
    ]);
    expect(kindCues(jobs, 2)['section.tail']).toBe(1);
    expect(kindCues(jobs, 1)['section.tail']).toBe(0);
  });
});

describe('the shipped doubt model', () => {
  const flagged = (jobs: Job[]) => {
    const uncertain = new UncertainList();
    flagDoubtfulJobs(noteSection(jobs), uncertain);
    return new Set(uncertain.items.map((d) => d.path.split('/')[2]));
  };
  const plain = [
    real('Northwind Traders', 'Senior Buyer', '2019-03', 'present'),
    real('Harbor Foods', 'Stock Clerk', '2015-06', '2019-02'),
    real('Quarry Hill Press', 'Sales Assistant', '2012-09', '2015-05'),
  ];

  it('flags none of the fields of plain printed jobs', () => {
    expect(flagged(plain)).toEqual(new Set());
  });

  it('flags an entry whose employer is a heading word', () => {
    const jobs = [...plain.slice(0, 2), { name: 'ACADÉMICA', position: 'Web developer', highlights: [] }];
    expect(flagged(jobs)).toEqual(new Set(['2']));
  });

  it('flags an entry whose title is a sentence', () => {
    const sentence = {
      name: 'Design of a booking flow with',
      position: 'Rebuilt the booking pages and trained the support staff on them.',
      highlights: [],
    };
    expect(flagged([...plain.slice(0, 2), sentence])).toEqual(new Set(['2']));
  });

  it('doubts a made-up entry more for what its text reads like', () => {
    const fakes: Job[] = [
      { name: 'ACADÉMICA', position: 'Web developer', highlights: [] },
      {
        name: 'Design of a booking flow with',
        position: 'Rebuilt the booking pages for the staff',
        highlights: [],
      },
      { name: 'Lakeshore University', position: 'Master of Science', startDate: '2010', highlights: [] },
    ];
    for (const fake of fakes) {
      const jobs = noteSection([...plain.slice(0, 2), fake]);
      const cues = jobCues(jobs, 2, []);
      const blind = { ...cues, ...Object.fromEntries(Object.keys(kindCues(jobs, 2)).map((k) => [k, 0])) };
      expect(doubtOf(cues, 'name')).toBeGreaterThan(doubtOf(blind, 'name'));
    }
  });
});
