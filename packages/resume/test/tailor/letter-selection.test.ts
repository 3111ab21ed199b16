import { expect, test } from 'vitest';
import { tailorResume } from '../../src/tailor/index.ts';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';
import { varyRepeats } from '../../src/tailor/letter-clauses.ts';
import { icuNurse } from './honesty-fixtures.ts';
import { backendDev, backendJob } from './fixtures.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { embeddedJob as job, resume, today } from './letter-setup.ts';

test('a second job still held is told in the present, never before the first', async () => {
  const twoJobs = resume({
    basics: { name: 'Sam Rivera' },
    work: [
      {
        name: 'Globex Sensors',
        position: 'Firmware Engineer',
        startDate: '2022-01',
        endDate: 'Present',
        highlights: ['Shipped firmware in C for the sensor controller family'],
      },
      {
        name: 'Acme Robotics',
        position: 'Embedded Consultant',
        startDate: '2014-01',
        endDate: 'Present',
        highlights: ['Ported the motor control stack in C++ to a new microcontroller'],
      },
    ],
  });
  const { coverLetter } = await tailorResume({ resume: twoJobs, job, today });
  const text = coverLetter.paragraphs.join(' ');
  expect(text).toMatch(/Acme Robotics/);
  expect(text).not.toMatch(/Before that, at Acme Robotics|Acme Robotics[^.]*from 2014 to/);
});

test('qualities are not listed as tools, and one requirement is "this", not "these"', async () => {
  const data = resume({
    basics: { name: 'Sam Rivera' },
    work: [
      {
        name: 'Acme Robotics',
        position: 'Firmware Engineer',
        startDate: '2021-01',
        endDate: '2023-06',
        highlights: ['Wrote motor control firmware in C for warehouse robots'],
      },
    ],
    skills: [
      { name: 'Strengths', keywords: ['Leadership', 'Adaptability', 'Innovation'] },
      { name: 'Tools', keywords: ['Docker', 'Jenkins', 'Kubernetes'] },
    ],
  });
  const { coverLetter } = await tailorResume({ resume: data, job, today });
  const text = coverLetter.paragraphs.join(' ');
  expect(text).toMatch(
    /(?:The tools I work with include|My toolkit includes|Tools I use include) [^.]*Docker/,
  );
  expect(text).not.toMatch(
    /(?:tools I work with include|toolkit includes|Tools I use include)[^.]*Leadership/,
  );
  expect(letterPhrases.en.alsoShows('Git', 1)).toMatch(/shows this as well/);
  expect(letterPhrases.en.alsoShows('Git and Linux', 2)).toMatch(/shows these as well/);
});

test("the results told are the ones that show the posting's first requirements, not the latest or the most keyword-laden", async () => {
  const engineer = resume({
    basics: { name: 'Sam Rivera' },
    work: [
      {
        name: 'Globex Mobile',
        position: 'Software Engineer',
        startDate: '2021-01',
        endDate: '2024-06',
        highlights: [
          'Wrote Python and SQL reports for the finance team every quarter',
          'Maintained Python scripts and SQL views for the quarterly review of 12 product lines',
          'Moved 30 Python jobs and their SQL schedules to a new scheduler',
          'Cut the monthly SQL billing export from 3 hours to 20 minutes with Python',
          'Reduced API latency by 73% with a regional cache',
          'Deployed the client SDK across 50M+ devices',
        ],
      },
      {
        name: 'Initech',
        position: 'Data Engineer',
        startDate: '2019-10',
        endDate: '2020-12',
        highlights: [
          'Built Python and SQL pipelines loading 2 million rows a day',
          'Wrote SQL tests in Python for 40 warehouse tables',
        ],
      },
      {
        name: 'Acme Labs',
        position: 'Software Engineering Intern',
        startDate: '2019-06',
        endDate: '2019-09',
        highlights: [
          'Tested Python and SQL data pipelines for the analytics team',
          'Wrote a Python tool that checked 500 SQL backups a night',
        ],
      },
    ],
  });
  const sdkJob: TailorJob = {
    position: 'Mobile Platform Engineer',
    employer: 'Northwind Apps',
    description: `Northwind Apps is hiring a Mobile Platform Engineer.

Requirements:
- Reduce API latency for mobile clients
- Ship an SDK deployed to millions of devices

Nice to have:
- Python and SQL`,
  };
  const text = (await tailorResume({ resume: engineer, job: sdkJob, today })).coverLetter.paragraphs.join(
    ' ',
  );
  expect(text).toMatch(/73%/);
  expect(text).toMatch(/50M\+ devices/);
});

test('results told one after the other are not all led by "I also"', async () => {
  const { coverLetter } = await tailorResume({ resume: icuNurse.resume, job: icuNurse.job, today });
  for (const paragraph of coverLetter.paragraphs)
    expect(paragraph.match(/\bI also\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
  expect(varyRepeats(['I also led A.', 'I also built B.', 'I also ran C.'], 'en')).toEqual([
    'I also led A.',
    'In addition, I built B.',
    'Beyond that, I ran C.',
  ]);
  // Counted across the paragraphs of one letter: the next paragraph's "I also" is not the same.
  const seen = new Map<RegExp, number>();
  const first = varyRepeats(['I led A.', 'I also built B.'], 'en', seen);
  const second = varyRepeats(['I ran C.', 'I also wrote D.'], 'en', seen);
  expect(first[1]).toBe('I also built B.');
  expect(second[1]).toBe('In addition, I wrote D.');
});

test('a full letter says why this employer and role, from what the posting says the role does or what a result shows', async () => {
  // Enough results to fill a letter without anything added for length.
  const rich = resume({
    ...backendDev,
    work: backendDev.work.map((w) => ({
      ...w,
      highlights: [
        ...w.highlights,
        'Rebuilt the Go payment retry service on Kafka so that 99.99% of 3 million daily payments settle within a minute',
        'Led the move of 20 Python and Go services to Kubernetes with Terraform, with on-call runbooks for each of them',
      ],
    })),
  });
  const { coverLetter } = await tailorResume({ resume: rich, job: backendJob, today });
  // From the posting's own words, said once in the opening; else from what a result shows, in the closing.
  const [first] = coverLetter.paragraphs;
  const fromPosting =
    /What draws me to this role is the chance to|The work you describe, to|is what drew me to this opening/;
  const fromResults =
    /What draws me to Northwind[^.]* is the chance to put my experience with|I would like to bring that [^.]+ experience to Northwind|role at Northwind[^.]*, I would build on the same|Your emphasis on [^.]+ is what made this opening|The [^.]+ side of the [^.]+ role is what drew me/;
  if (fromPosting.test(first!)) expect(coverLetter.paragraphs.slice(1).join(' ')).not.toMatch(fromPosting);
  else expect(coverLetter.paragraphs.at(-1)).toMatch(fromResults);
  // Never the requirement pasted whole.
  expect(coverLetter.paragraphs.join(' ')).not.toMatch(/puts first:/);
});
