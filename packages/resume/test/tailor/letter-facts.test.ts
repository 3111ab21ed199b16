import { describe, expect, test } from 'vitest';
import { tailorResume } from '../../src/tailor/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/* What a letter may state when the resume was read imperfectly: only what the resume says, in the letter's language. */
import { backend, job, letterOf, resume, today } from './letter-setup.ts';

describe('a doubtful field is never a fact of the letter or the summary', () => {
  const misread = resume({
    basics: { name: 'Sam Rivera', label: 'SENIOR' },
    work: [
      {
        name: 'Tech:',
        position: 'Saint-Etienne',
        startDate: '2022-01',
        endDate: 'present',
        highlights: ['Built a Python billing service on PostgreSQL handling 3 million invoices a month'],
      },
      {
        name: 'Acme Payments',
        position: 'Backend Developer',
        startDate: '2019-01',
        endDate: '2021-12',
        highlights: ['Moved 12 services to Docker and cut release time by half'],
      },
    ],
    education: [
      { institution: 'Lakeside University', studyType: 'Bachelor of Arts', area: 'Expected Graduation' },
    ],
  });

  test('a label, a town or a date-word read into a field is not told', async () => {
    const result = await tailorResume({ resume: misread, job, today });
    const text = [...result.coverLetter.paragraphs, result.resume.basics.summary].join('\n');
    expect(text).not.toMatch(/\bTech\b|Saint-Etienne|Expected Graduation|SENIOR|Senior with/);
    expect(text).toMatch(/Acme Payments/);
    // The CV keeps no headline that is a lone word of rank.
    expect(result.resume.basics.label).toBeUndefined();
  });

  test('an employer or title the reader was unsure of is not told, even when it reads well', async () => {
    const sure = resume({ ...misread, basics: { name: 'Sam Rivera' } });
    sure.work[0] = { ...sure.work[0]!, name: 'Globex', position: 'Platform Engineer' };
    const told = await letterOf(sure);
    expect(told).toMatch(/Globex/);
    const result = await tailorResume({
      resume: sure,
      job,
      today,
      uncertain: [{ path: '/work/0/name' }, { path: '/work/0/position' }],
    });
    const text = [...result.coverLetter.paragraphs, result.resume.basics.summary].join('\n');
    expect(text).not.toMatch(/Globex|Platform Engineer/);
    // The CV keeps what the user's data holds.
    expect(result.resume.work[0]!.name).toBe('Globex');
  });
});

describe('a claim about the work needs a result that shows it', () => {
  const developer = resume({
    basics: { name: 'Sam Rivera' },
    work: [
      {
        name: 'Acme Payments',
        position: 'Software Engineer',
        startDate: '2021-01',
        endDate: '2024-06',
        highlights: [
          'Built a Python billing service on PostgreSQL handling 3 million invoices a month',
          'Cut the nightly settlement run from 4 hours to 20 minutes',
        ],
      },
    ],
    skills: [{ name: 'Web', keywords: ['React', 'TypeScript', 'GraphQL'] }],
  });
  const webJob: TailorJob = {
    position: 'Full-Stack Engineer',
    employer: 'Northwind Payments',
    description: `Northwind Payments is hiring a Full-Stack Engineer.

Requirements:
- React, TypeScript and GraphQL
- Python on the back end
- Postgres`,
  };
  /** The sentences that tie the candidate's work to the posting. */
  const claims = (text: string): string[] =>
    text
      .split(/(?<=[.;])\s+/)
      .filter((s) => /posting|you ask|called for|my work|I have used|experience with|experience to/i.test(s));

  test('a skill only in the skills list is never claimed as shown by the work; one skill is told in the singular', async () => {
    const text = (await tailorResume({ resume: developer, job: webJob, today })).coverLetter.paragraphs.join(
      ' ',
    );
    const tied = claims(text);
    expect(tied.length).toBeGreaterThan(0);
    for (const sentence of tied) expect(sentence).not.toMatch(/React|TypeScript|GraphQL/);
    // One skill shown is told in the singular.
    expect(text).not.toMatch(
      /(?:for|includes) Python(?: on the back end)?[,;] [^.]*(?:each of them|all of which)/,
    );
  });

  test('"your posting lists" names a skill only in the words the posting uses', async () => {
    const text = (await tailorResume({ resume: developer, job: webJob, today })).coverLetter.paragraphs.join(
      ' ',
    );
    for (const sentence of claims(text)) expect(sentence).not.toMatch(/PostgreSQL/);
  });
});

test('an issuer read as a certificate is not certified, and a list item cut from a sentence is named whole', async () => {
  const thin = resume({
    basics: { name: 'Sam Rivera' },
    work: [{ ...backend.work[0], highlights: ['Built a Python billing service on PostgreSQL'] }],
    certificates: [
      { name: 'Coursera' },
      { name: 'Machine Learning Specialization', issuer: 'Stanford Online' },
      { name: 'Stanford Online' },
    ],
    skills: [{ name: 'Java', keywords: ['Spring Boot', 'Spring MVC', 'and Hibernate'] }],
  });
  const text = await letterOf(thin);
  expect(text).toMatch(/Machine Learning Specialization/);
  expect(text).not.toMatch(/Coursera|Stanford Online/);
  expect(text).not.toMatch(/and Hibernate/);
});

test('a letter that can tell no result promises none: no "set out below", no "these results"', async () => {
  const unsure = resume({
    basics: { name: 'Sam Rivera' },
    work: [
      {
        name: 'Lakeside Freight',
        position: 'Warehouse Lead',
        startDate: '2018-01',
        endDate: '2024-06',
        highlights: ['Ran a team of 14 pickers across two shifts'],
      },
    ],
    education: [{ institution: 'Lakeside College', studyType: 'BTEC', area: 'Logistics' }],
  });
  for (const language of ['en', 'fr', 'es'] as const) {
    const { coverLetter } = await tailorResume({
      resume: unsure,
      job: { ...job, language },
      uncertain: [{ path: '/work/0/name', reason: 'employer_guessed' }],
      today,
    });
    const text = coverLetter.paragraphs.join(' ');
    expect(text).not.toMatch(/Lakeside Freight/);
    expect(text).not.toMatch(
      /set out below|these results|ci-dessous|ces réalisations|a continuación|estos resultados/,
    );
  }
});

test('one certificate is named as one, several as a list', async () => {
  const withCertificates = (names: string[]) =>
    resume({
      basics: { name: 'Sam Rivera' },
      work: [{ ...backend.work[0], highlights: ['Built a Python billing service on PostgreSQL'] }],
      certificates: names.map((name) => ({ name })),
    });
  const one = await letterOf(withCertificates(['Linux Foundation Certified Engineer']));
  expect(one).toContain('I hold this certification: Linux Foundation Certified Engineer.');
  expect(one).not.toMatch(/following certifications/);
  const two = await letterOf(
    withCertificates(['Linux Foundation Certified Engineer', 'Docker Certified Associate']),
  );
  expect(two).toMatch(
    /I hold the following certifications: Linux Foundation Certified Engineer and Docker Certified Associate\./,
  );
});

test('the certificates a posting asks for are named in the letter, by the short form the posting uses too', async () => {
  const nurse = resume({
    basics: { name: 'Sam Rivera' },
    work: [
      {
        name: 'Lakeside Hospital',
        position: 'Staff Nurse',
        startDate: '2019-01',
        endDate: 'present',
        highlights: [
          'Cared for 6 post-operative patients per shift on a surgical ward',
          'Trained 10 new nurses on the ward protocols and patient records',
        ],
      },
    ],
    certificates: [{ name: 'Basic Life Support (BLS)' }, { name: 'ACLS' }, { name: 'Food Hygiene Level 2' }],
  });
  const ward = {
    position: 'Registered Nurse',
    employer: 'Harbor Clinic',
    description:
      'We are hiring a Registered Nurse for our surgical ward.\nMinimum qualifications:\n- Current BLS and ACLS certification\n- Experience with post-operative patients\n- Training new staff',
  };
  const text = await letterOf(nurse, ward);
  expect(text).toMatch(/I hold the following certifications: Basic Life Support \(BLS\) and ACLS\./);
  expect(text).not.toMatch(/Food Hygiene/);
  expect(text.match(/Basic Life Support/g)).toHaveLength(1);
});
