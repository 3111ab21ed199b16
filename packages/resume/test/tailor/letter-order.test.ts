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

test('"Before that" follows the latest job: jobs are told latest first even when the resume lists them oldest first', async () => {
  const paragraphs = await letter(oldestFirst, job);
  const [latest, middle, oldest] = ['Copperleaf Health', 'Larkspur Data', 'Pinecone Mills'].map((e) =>
    at(paragraphs.slice(1), e),
  );
  expect(latest).toBeGreaterThanOrEqual(0);
  expect(middle).toBeGreaterThan(latest!);
  expect(oldest).toBeGreaterThan(middle!);
  const body = paragraphs.slice(1);
  expect(body[middle!]).toMatch(/^(?:Before that|Prior to that), /);
  expect(body[oldest!]).toMatch(/^(?:Earlier|Further back|Earlier still), /);
  expect(body[latest!]).not.toMatch(/^(?:Before that|Prior to that|Previously|Earlier|Further back)/);
});

test('a job still held beside the one told first runs "alongside" it, not before it', async () => {
  const [, middle, latest] = oldestFirst.work;
  const both = resume({
    basics: { name: 'Ravi Montague' },
    work: [
      { ...latest, endDate: 'present' },
      { ...middle, startDate: '2022-01', endDate: 'present' },
    ],
  });
  const body = (await letter(both, job)).slice(1);
  const later = body.filter((p) => /Larkspur Data|Copperleaf Health/.test(p))[1];
  expect(later).toMatch(/^Alongside that, /);
  expect(body.join(' ')).not.toMatch(/Before that|Prior to that/);
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
