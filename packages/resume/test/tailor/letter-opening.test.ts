import { expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/* The letter's opening paragraph: the position, who the candidate is now, what their work shows. */

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);
const opening = async (r: ResumeData, job: TailorJob, uncertain?: Array<{ path: string }>): Promise<string> =>
  (await tailorResume({ resume: r, job, today, uncertain })).coverLetter.paragraphs[0]!;

const job: TailorJob = {
  position: 'Data Analyst',
  employer: 'Harbor Freightways',
  description: `Harbor Freightways is hiring a Data Analyst.
Requirements:
- Strong SQL and Python
- Experience building dashboards in Tableau`,
};

const analyst = resume({
  basics: { name: 'Lena Okafor' },
  work: [
    {
      name: 'Quillmark Logistics',
      position: 'Data Analyst',
      startDate: '2021-04',
      endDate: 'present',
      highlights: [
        'Built Tableau dashboards tracking 40 delivery routes',
        'Wrote SQL models that cut reporting time by half',
      ],
    },
    {
      name: 'Bramble Foods',
      position: 'Junior Analyst',
      startDate: '2018-01',
      endDate: '2021-03',
      highlights: ['Automated weekly sales reports in Python'],
    },
  ],
  education: [{ institution: 'Lakeside University', studyType: 'BSc', area: 'Statistics' }],
});

test('the opening names the position, then the current job in the present with its start year', async () => {
  const text = await opening(analyst, job);
  expect(text).toContain('Data Analyst');
  expect(text).toContain('Harbor Freightways');
  expect(text).toMatch(
    /I currently work as a Data Analyst at Quillmark Logistics, where I have been since 2021\./,
  );
});

test('the opening never names an employer the reader doubted, nor calls an older job the most recent', async () => {
  // The current job's employer is doubted: the job before it is not the candidate's latest.
  const text = await opening(analyst, job, [{ path: '/work/0/name' }]);
  expect(text).not.toContain('Quillmark');
  expect(text).not.toMatch(/most recent|Bramble/i);
  // The older job's employer is doubted: the current one still opens the letter.
  expect(await opening(analyst, job, [{ path: '/work/1/name' }])).toMatch(
    /I currently work as a Data Analyst at Quillmark/,
  );
});

test('a job whose employer is sure is the most recent only when no other job ends later', async () => {
  const ended = resume({
    ...analyst,
    work: [{ ...analyst.work[0], endDate: '2024-06' }, { ...analyst.work[1] }],
  });
  expect(await opening(ended, job)).toMatch(/Quillmark Logistics \(2024\)/);
  const text = await opening(ended, job, [{ path: '/work/0/name' }]);
  expect(text).not.toMatch(/most recent|Bramble/i);
});

test('a job that has ended is told in the past, with its last year', async () => {
  const ended = resume({ ...analyst, work: [{ ...analyst.work[0]!, endDate: '2024-06' }] });
  const text = await opening(ended, job);
  expect(text).toMatch(/Most recently I worked as a Data Analyst at Quillmark Logistics \(2024\)\./);
  expect(text).not.toMatch(/currently/);
});

test('without a job, the opening says where the candidate studied', async () => {
  const text = await opening(resume({ basics: { name: 'Lena Okafor' }, education: analyst.education }), job);
  expect(text).toContain('Lakeside University');
  expect(text).toMatch(/I studied .*at Lakeside University\./);
});

test('a posting that names no employer is answered to "your company"', async () => {
  const text = await opening(analyst, { ...job, employer: '' });
  expect(text).toContain('your company');
});

test('the opening names what the posting asks for only when a result of the resume shows it', async () => {
  const text = await opening(analyst, job);
  expect(text).toMatch(/my work so far shows SQL|SQL.*each of them|SQL.*which my work/);
  // A skill listed nowhere but the skills section is no result: the opening does not claim it.
  const listed = resume({ ...analyst, work: [], skills: [{ name: 'Tools', keywords: ['Tableau', 'SQL'] }] });
  expect(await opening(listed, job)).not.toMatch(/Tableau|SQL/);
});

test('the opening is written in the posting language', async () => {
  const fr = await opening(analyst, { ...job, language: 'fr' });
  expect(fr).toMatch(/^(?:Je |Votre |C'est |Je souhaite)/);
  expect(fr).toContain('Quillmark Logistics');
});
