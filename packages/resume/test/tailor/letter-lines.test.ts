import { describe, expect, test } from 'vitest';
import { tailorResume } from '../../src/tailor/index.ts';
import { LETTER_WORDS } from '../../src/tailor/letter/fit-length.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { supportEs, supportJobEs } from './fixtures.ts';

/* What a letter may state when the resume was read imperfectly: only what the resume says, in the letter's language. */
import { backend, job, letterOf, resume, today, words } from './letter-setup.ts';

describe('a letter states only what the resume says', () => {
  test('the rest of a line, a place or a stack of names is not told as something the candidate did', async () => {
    const fragments = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        {
          ...backend.work[0],
          highlights: [
            'Montpellier 3',
            'industrial trainees Supervised software lifecycle, Re cruited team members',
            'Python Docker PostgreSQL Linux',
            'Construction of 4 images 12 rue de la Paix – 75002 Paris +33 6 12 34 56 78 sam@example.org',
            ...backend.work[0]!.highlights,
          ],
        },
      ],
    });
    const text = await letterOf(fragments);
    expect(text).toMatch(/billing service/);
    expect(text).not.toMatch(
      /montpellier|industrial trainees|included Python Docker|rue de la Paix|example\.org/i,
    );
  });

  test('a job whose only line is a stack of names is told through those skills, not quoted as a result', async () => {
    const stack = resume({
      basics: { name: 'Sam Rivera' },
      work: [{ ...backend.work[0], highlights: ['Python Docker PostgreSQL Linux'] }],
    });
    const text = await letterOf(stack);
    expect(text).toMatch(/Backend Developer[^.]*Acme Payments|Acme Payments[^.]*Backend Developer/);
    expect(text).toMatch(/drew on Python, Docker, PostgreSQL and Linux/);
    expect(text).not.toMatch(/included Python Docker/);
  });

  test("a line holding another entry's dates (lines run together) is not quoted", async () => {
    const merged = resume({
      ...backend,
      projects: [
        {
          name: 'Ledger',
          description:
            'Open source ledger in Python Web toolkit Contributor (open source) toolkit.example.org 2017 – Present Added a Docker build',
        },
      ],
    });
    const text = await letterOf(merged);
    expect(text).not.toMatch(/Present|2017/);
  });

  test('a result is told once, even when a single job has to fill the letter', async () => {
    const single = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        {
          ...backend.work[0],
          highlights: [
            'Built a Python billing service on PostgreSQL handling 3 million invoices a month',
            'Moved 12 services to Docker and cut release time by half',
            'Wrote the Linux runbooks used by 4 on-call teams',
            'Designed the PostgreSQL schema for 200 merchant accounts',
            'Automated Python data checks that caught 30 billing errors a month',
            'Mentored 2 junior developers through their first releases',
          ],
        },
      ],
    });
    const { coverLetter } = await tailorResume({ resume: single, job, today });
    const text = coverLetter.paragraphs.join(' ');
    // Each line by its words after the first letter, which a sentence may lower.
    const told = single.work[0]!.highlights.map((h) => h.slice(1, 30)).filter((h) => text.includes(h));
    expect(told.length).toBeGreaterThan(2);
    for (const h of told) expect(text.split(h).length - 1).toBe(1);
  });

  test("a project is introduced by its description's first sentence, not the place and names after it", async () => {
    const project = resume({
      ...backend,
      projects: [
        {
          description:
            'An open source ledger written in Python for small shops. Lyon, France Alex Martin, Jo Bernard.',
          name: 'Ledger: books for small shops.',
          highlights: ['Added PostgreSQL storage used by 15 shops'],
        },
      ],
    });
    const text = await letterOf(project);
    expect(text).not.toMatch(/Alex Martin|Lyon/);
  });

  test('an earlier job without a title reads "Earlier, I worked", the pronoun kept upper case', async () => {
    const three = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        backend.work[0],
        {
          name: 'Globex Systems',
          position: 'Python Developer',
          startDate: '2018-01',
          endDate: '2020-12',
          highlights: ['Wrote Python services on PostgreSQL for 40 internal teams'],
        },
        {
          name: 'Initech Labs',
          startDate: '2016-01',
          endDate: '2017-12',
          highlights: ['Packaged 30 Linux tools as Docker images for the build farm'],
        },
      ],
    });
    const text = await letterOf(three);
    expect(text).toMatch(/Initech Labs/);
    expect(text).not.toMatch(/, i (?:worked|have)/);
  });

  test('a thin resume gets a letter of the minimum length from what it states: other jobs, schools and certificates', async () => {
    const thin = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        {
          name: 'Acme Payments',
          position: 'Backend Developer',
          startDate: '2022-01',
          endDate: '2024-06',
          highlights: ['Built a Python billing service on PostgreSQL'],
        },
        { name: 'Globex Systems', position: 'Developer', startDate: '2019-03', endDate: '2021-12' },
        { name: 'Initech Labs', position: 'Intern', startDate: '2018-06', endDate: '2018-09' },
      ],
      education: [
        { institution: 'University of Leeds', studyType: 'MSc', area: 'Computer Science' },
        { institution: 'University of York', studyType: 'BSc', area: 'Mathematics' },
      ],
      certificates: [{ name: 'AWS Certified Developer Associate' }],
      skills: [{ name: 'Tools', keywords: ['Python', 'PostgreSQL', 'Docker', 'Linux'] }],
    });
    const { coverLetter } = await tailorResume({ resume: thin, job, today });
    const text = coverLetter.paragraphs.join(' ');
    // One result to tell: the skills list adds tools, never claims about the work.
    // No stock offer to meet pads it: what it states is all it tells.
    expect(words(coverLetter.paragraphs)).toBeGreaterThan(130);
    expect(words(coverLetter.paragraphs)).toBeLessThanOrEqual(LETTER_WORDS.max);
    expect(text).toMatch(/Globex Systems from 2019 to 2021/);
    expect(text).toMatch(/University of York/);
    expect(text).toMatch(/AWS Certified Developer Associate/);
    // Nothing the resume does not state: no "currently", no year it does not hold.
    expect(text).not.toMatch(/currently|since/i);
    for (const year of text.match(/\b(?:19|20)\d{2}\b/g) ?? []) expect(JSON.stringify(thin)).toContain(year);
  });

  test("a Spanish letter quotes the posting's requirements in the posting's own words, never the English term behind them", async () => {
    const text = await letterOf(supportEs, supportJobEs);
    expect(text).not.toMatch(/customer satisfaction|teamwork|\bEnglish\b/);
  });

  test("a thin letter goes on with the candidate's own first-person sentences, words split by a line break joined", async () => {
    const thin = resume({
      basics: {
        name: 'Sam Rivera',
        summary:
          'I am a backend developer with ex- perience in payment systems and Python services. Tech: Python, Docker. Sam likes chess.',
      },
      work: [backend.work[0]],
    });
    const text = await letterOf(thin);
    expect(text).toContain(
      'I am a backend developer with experience in payment systems and Python services.',
    );
    expect(text).not.toMatch(/Sam likes chess|Tech:/);
  });

  test('a job that has ended is told in the past and the current one in the present, whatever order the resume lists them in', async () => {
    const listed = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        {
          name: 'Globex Systems',
          position: 'Python Developer',
          startDate: '2018-01',
          endDate: '2020-12',
          highlights: ['Wrote Python services on PostgreSQL for 40 internal teams'],
        },
        { ...backend.work[0], startDate: '2021-01', endDate: 'present' },
      ],
    });
    const text = await letterOf(listed);
    expect(text).toMatch(/Globex Systems[^.]*(?:from 2018 to 2020|, I wrote)/);
    expect(text).not.toMatch(/Globex Systems[^.]*since/);
    expect(text).not.toMatch(/(?:Before that|Prior to that|Previously), [^.]*Acme Payments/);
  });

  test('a requirement that names a skill the resume lacks is not quoted as what the candidate would serve', async () => {
    const rubyJob: TailorJob = {
      ...job,
      description: `Northwind Payments is hiring a Backend Developer.

Requirements:
- Ruby, Python and other backend languages
- Experience with PostgreSQL and Docker`,
    };
    const { coverLetter } = await tailorResume({ resume: resume(backend), job: rubyJob, today });
    expect(coverLetter.paragraphs.join(' ')).not.toMatch(/Ruby/);
  });

  test("a line that starts with the rest of the employer's name is not quoted; a season printed before a line is dropped", async () => {
    const spilled = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        {
          name: 'University of Carolina, Davis',
          position: 'Research Assistant',
          startDate: '2019-01',
          endDate: '2021-12',
          highlights: ['Davis Winter 2020 Assistant Instructor quarter PSC146'],
        },
        {
          name: 'Globex Systems',
          position: 'Python Intern',
          startDate: '2018-06',
          endDate: '2018-09',
          highlights: ['Summer Developed a Python tool that checked 2,000 PostgreSQL backups a night'],
        },
      ],
    });
    const text = await letterOf(spilled);
    expect(text).not.toMatch(/Davis Winter|davis Winter|PSC146/);
    expect(text).toMatch(/I developed a Python tool that checked 2,000 PostgreSQL backups/);
    expect(text).not.toMatch(/summer Developed/i);
  });
});
