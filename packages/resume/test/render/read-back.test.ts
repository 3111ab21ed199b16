import { expect, test } from 'vitest';
import { papers, renderResumePdf, resumeTemplates } from '../../src/render/index.ts';
import { compareReadBack, readBackComplete, readBackResume } from '../../src/render/read-back.ts';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { readBackResumes } from './read-back-fixtures.ts';

// Every CV we render is read back as an ATS would read it: on these resumes, nothing may be lost.
for (const [name, make] of readBackResumes) {
  test(`${name}: every template, paper and language reads back every job, date, school and skill`, async () => {
    const source = make();
    for (const template of resumeTemplates)
      for (const paper of papers)
        for (const language of ['en', 'fr', 'es'] as const) {
          const pdf = await renderResumePdf(source, { template, paper, language });
          const read = await readBackResume(pdf, source);
          expect(read, `${template} ${paper} ${language}`).toEqual({
            jobs: { total: source.work.length, missing: [] },
            dates: { total: source.work.length, missing: [] },
            schools: { total: source.education.length, missing: [] },
            skills: {
              total: source.skills.flatMap((s) => (s.keywords.length ? s.keywords : [s.name])).length,
              missing: [],
            },
          });
        }
  }, 120_000);
}

const job = (name: string | undefined, position: string, startDate: string, endDate?: string) => ({
  ...(name ? { name } : {}),
  position,
  startDate,
  ...(endDate ? { endDate } : {}),
  highlights: ['Did the work.'],
});

test('what the reader missed or misread is named: the job, its dates, the school, the skill', () => {
  const source = resumeDataSchema.parse({
    work: [
      job('Quillon Labs', 'Research Engineer', '2020-02', 'present'),
      job('Pellworth Bank', 'Analyst', '2017-05', '2019-12'),
      job('Pellworth Bank', 'Analyst', '2016-01', '2017-04'),
    ],
    education: [{ institution: 'Northmoor Polytechnic' }, { institution: 'Ravensholt College' }],
    skills: [{ name: 'Tools', keywords: ['Rust', 'Zig'] }, { name: 'Public speaking' }],
  });
  const read = resumeDataSchema.parse({
    // Dates as a reader writes them: month padded, a day it could not have printed, "present" in words.
    work: [
      job('Quillon Labs', 'Research Engineer', '2020-2-14', 'Present'),
      job('PELLWORTH BANK', 'analyst', '2017-05', '2019-11'),
    ],
    education: [{ institution: 'Northmoor  Polytechnic' }],
    skills: [{ name: 'Languages', keywords: ['rust'] }, { name: 'Public speaking (fluent)' }],
  });
  const result = compareReadBack(source, read);
  expect(result).toEqual({
    jobs: { total: 3, missing: ['Analyst, Pellworth Bank'] },
    dates: { total: 3, missing: ['Analyst, Pellworth Bank', 'Analyst, Pellworth Bank'] },
    schools: { total: 2, missing: ['Ravensholt College'] },
    skills: { total: 3, missing: ['Zig'] },
  });
  expect(readBackComplete(result)).toBe(false);
  expect(readBackComplete(compareReadBack(source, source))).toBe(true);
});

// The page shows a title and dates under an employer's jobs: readers (ours and an ATS) take it for
// another role at that employer, so the user is told this job is not read as written; "Freelance",
// "Independent" in the title say no one employed the person, and the job reads as written.
test.each([
  ['Firmware Developer', ['Firmware Developer']],
  ['Freelance Firmware Developer', []],
])('a job "%s" printed with no employer after one with an employer is missing %j', async (title, missing) => {
  const source = resumeDataSchema.parse({
    basics: { name: 'Ada Brookfield', email: 'ada@example.com' },
    work: [
      job('Voltaic Systems', 'Embedded Engineer', '2019-10', '2022-03'),
      job(undefined, title, '2017-01', '2019-09'),
    ],
  });
  const read = await readBackResume(await renderResumePdf(source), source);
  expect(read.jobs).toEqual({ total: 2, missing });
});
