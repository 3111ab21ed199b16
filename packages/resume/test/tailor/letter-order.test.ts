import { expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/* The order the letter tells jobs in: the latest first, whatever order the resume lists them in. */

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);
const letter = async (r: ResumeData, job: TailorJob): Promise<string[]> =>
  (await tailorResume({ resume: r, job, today })).coverLetter.paragraphs;

const job: TailorJob = {
  position: 'Backend Developer',
  employer: 'Tidewater Labs',
  description: `Tidewater Labs is hiring a Backend Developer.
Requirements:
- Python and PostgreSQL
- Docker and Kubernetes
- REST APIs`,
};

const job1 = (name: string, startDate: string, endDate: string, highlights: string[]) => ({
  name,
  position: 'Software Engineer',
  startDate,
  endDate,
  highlights,
});

/** Three jobs listed oldest first, as some layouts do. */
const oldestFirst = resume({
  basics: { name: 'Ravi Montague' },
  work: [
    job1('Pinecone Mills', '2012-01', '2015-12', [
      'Built REST APIs in Python for 3 partner apps',
      'Moved the order database to PostgreSQL',
    ]),
    job1('Larkspur Data', '2016-01', '2019-12', [
      'Packaged 12 services in Docker images',
      'Wrote Python jobs loading 2 million rows a day into PostgreSQL',
    ]),
    job1('Copperleaf Health', '2020-01', '2024-12', [
      'Ran 30 services on Kubernetes with Docker',
      'Designed REST APIs in Python used by 5 teams',
    ]),
  ],
});

const at = (paragraphs: string[], employer: string): number =>
  paragraphs.findIndex((p) => p.includes(employer));

test(`paragraphs follow the posting's requirements, not the resume's order: no "Before that" claims an order`, async () => {
  const paragraphs = await letter(oldestFirst, job);
  const body = paragraphs.slice(1).join('\n');
  expect(at(paragraphs.slice(1), 'Copperleaf Health')).toBeGreaterThanOrEqual(0);
  expect(body).not.toMatch(/Before that|Prior to that|Earlier still|Further back/);
  // Every job told is dated as the resume dates it, and none as ongoing.
  expect(body).not.toMatch(/since 20/);
  for (const employer of ['Copperleaf Health', 'Larkspur Data', 'Pinecone Mills'])
    expect(body.split(employer).length - 1).toBeLessThanOrEqual(1);
});

test('a job still held beside another is told in the present, never "before" the other', async () => {
  const [, middle, latest] = oldestFirst.work;
  const both = resume({
    basics: { name: 'Ravi Montague' },
    work: [
      { ...latest, endDate: 'present' },
      { ...middle, startDate: '2022-01', endDate: 'present' },
    ],
  });
  const body = (await letter(both, job)).slice(1);
  expect(body.join(' ')).toMatch(/Larkspur Data|Copperleaf Health/);
  expect(body.join(' ')).not.toMatch(/Before that|Prior to that|from 20\d\d to 20\d\d/);
});

test('projects are told after the jobs', async () => {
  const withProject = resume({
    ...oldestFirst,
    work: [oldestFirst.work[2]],
    projects: [
      {
        name: 'Quayside',
        description: 'A Python tool that checks REST APIs against their schema.',
        highlights: ['Runs in Docker on every pull request'],
      },
    ],
  });
  const paragraphs = await letter(withProject, job);
  const project = at(paragraphs, 'Quayside');
  const work = at(paragraphs, 'Copperleaf Health');
  expect(project).toBeGreaterThan(0);
  expect(work).toBeLessThan(project);
});
