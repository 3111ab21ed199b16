import { describe, expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { LETTER_WORDS } from '../../src/tailor/letter/fit-length.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { supportEs, supportJobEs } from './fixtures.ts';

/* What a letter may state when the resume was read imperfectly: only what the resume says, in the letter's language. */

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);
const words = (paragraphs: string[]): number => paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
const letterOf = async (r: ResumeData, j: TailorJob = job): Promise<string> =>
  (await tailorResume({ resume: r, job: j, today })).coverLetter.paragraphs.join('\n');

const job: TailorJob = {
  position: 'Backend Developer',
  employer: 'Northwind Payments',
  description: `Northwind Payments is hiring a Backend Developer.

Requirements:
- Strong Python experience
- Experience with PostgreSQL and Docker
- Good knowledge of Linux`,
};

const backend = {
  basics: { name: 'Sam Rivera' },
  work: [
    {
      name: 'Acme Payments',
      position: 'Backend Developer',
      startDate: '2021-01',
      endDate: '2024-06',
      highlights: [
        'Built a Python billing service on PostgreSQL handling 3 million invoices a month',
        'Moved 12 services to Docker and cut release time by half',
      ],
    },
  ],
};

describe('a letter states only what the resume says', () => {
  test('a job title written in another language than the letter is left out, the employer stays', async () => {
    const french = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        {
          name: 'Université de Lyon',
          position: "Attaché d'enseignement et de recherche",
          startDate: '2021-09',
          endDate: '2024-08',
          highlights: ['Enseignement des statistiques et de la programmation en Python à 120 étudiants'],
        },
      ],
    });
    const { coverLetter, resume: tailored } = await tailorResume({ resume: french, job, today });
    const text = coverLetter.paragraphs.join(' ');
    expect(text).toContain('Université de Lyon');
    expect(text).not.toMatch(/Attaché|enseignement et de recherche/);
    expect(tailored.basics.summary ?? '').not.toMatch(/Attaché/);
  });

  test('a line, a skills list or a skill name read into the employer field is never cited as an employer', async () => {
    const misread = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        backend.work[0],
        {
          name: 'Invented a flexible assessment framework, targeting',
          highlights: ['Supervised the software development lifecycle of four releases'],
        },
        {
          name: 'Node.js GraphQL React',
          position: 'Platform work',
          startDate: '2018-01',
          endDate: '2019-01',
          highlights: ['Wrote Python jobs that moved 2 TB of logs to PostgreSQL every night'],
        },
        {
          name: 'LATEX',
          position: 'Globex.- Custom software for small and medium businesses',
          startDate: '2016-01',
          endDate: '2017-12',
          highlights: ['Tuned PostgreSQL queries for the reporting service, cutting load time by 40%'],
        },
      ],
    });
    const text = await letterOf(misread);
    expect(text).toContain('Acme Payments');
    expect(text).not.toMatch(/Invented a flexible|targeting/);
    expect(text).not.toMatch(/(?:at|At) Node\.js GraphQL React/);
    expect(text).not.toMatch(/Latex|LATEX/);
  });

  test('a link read as the employer is not cited, a bare domain name is', async () => {
    const linked = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        { ...backend.work[0], name: 'acmepay.io' },
        {
          name: 'github.com/globex',
          position: 'Python Developer',
          startDate: '2018-01',
          endDate: '2020-12',
          highlights: ['Wrote Python services on PostgreSQL for 40 internal teams'],
        },
      ],
    });
    const text = await letterOf(linked);
    expect(text).toContain('acmepay.io');
    expect(text).not.toMatch(/github\.com/);
  });

  test('a town and its country read as the employer are never cited as one', async () => {
    const place = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        { ...backend.work[0], name: 'Lyon, France', endDate: 'present' },
        {
          name: 'Globex Systems',
          position: 'Python Developer',
          startDate: '2018-01',
          endDate: '2020-12',
          highlights: ['Wrote Python services on PostgreSQL for 40 internal teams'],
        },
      ],
    });
    const { coverLetter, resume: tailored } = await tailorResume({ resume: place, job, today });
    const text = coverLetter.paragraphs.join(' ');
    expect(text).toContain('Globex Systems');
    expect(text).not.toMatch(/Lyon/);
    // The job of that entry is not said to be ongoing somewhere else either.
    expect(text).not.toMatch(/currently/i);
    expect(tailored.basics.summary ?? '').not.toMatch(/Lyon/);
  });

  test('an employer followed by its tagline is named without the tagline', async () => {
    const tagline = resume({
      basics: { name: 'Sam Rivera' },
      work: [{ ...backend.work[0], name: 'Acme Payments.- Cloud point of sale for independent shops' }],
    });
    const text = await letterOf(tagline);
    expect(text).toContain('Acme Payments');
    expect(text).not.toMatch(/point of sale|independent shops/);
  });

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

  test('the sender label is not an address or a date, and is not shouted', async () => {
    const address = resume({ ...backend, basics: { name: 'Sam Rivera', label: 'Harbour Street 23A' } });
    expect((await tailorResume({ resume: address, job, today })).coverLetter.sender.label).toBeUndefined();
    const updated = resume({ ...backend, basics: { name: 'Sam Rivera', label: 'Last updated: March 2025' } });
    expect((await tailorResume({ resume: updated, job, today })).coverLetter.sender.label).toBeUndefined();
    const shouted = resume({ ...backend, basics: { name: 'Sam Rivera', label: 'BACKEND DEVELOPER' } });
    expect((await tailorResume({ resume: shouted, job, today })).coverLetter.sender.label).toBe(
      'Backend Developer',
    );
  });

  test("the person's own name or a section heading read as the headline opens neither the summary nor the sender", async () => {
    for (const label of ['Rivera', 'Cursos y certificados']) {
      const named = resume({ ...backend, basics: { name: 'Sam Rivera', label } });
      const result = await tailorResume({ resume: named, job, today });
      expect(result.coverLetter.sender.label).toBeUndefined();
      expect(result.resume.basics.summary ?? '').not.toMatch(new RegExp(`^${label}`));
    }
  });

  test('an employer ending with its own period closes a sentence with one period', async () => {
    const inc = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        { ...backend.work[0], name: 'Acme Inc.' },
        { name: 'Globex Corp.', position: 'Developer', startDate: '2017-01', endDate: '2019-12' },
      ],
    });
    const result = await tailorResume({ resume: inc, job, today });
    const written = [result.resume.basics.summary ?? '', ...result.coverLetter.paragraphs].join(' ');
    expect(written).toMatch(/Acme Inc\./);
    expect(written).not.toMatch(/(?<!\.)\.\.(?!\.)/);
  });

  test('the tools named are skills, never years of practice read from a skills table', async () => {
    const table = resume({
      ...backend,
      skills: [
        { name: 'Python', keywords: ['10+ yrs'] },
        {
          name: 'Tools',
          keywords: ['5+ yrs', 'Docker', 'Linux', 'others: Git', 'Annual Business Conference'],
        },
      ],
    });
    const text = await letterOf(table);
    expect(text).toMatch(/Git/);
    expect(text).not.toMatch(/yrs|Business Conference|others:/);
    // The posting's words keep the capital of a name: "Python", not "python".
    expect(text).not.toMatch(/\bpython\b/);
  });

  test('a degree with a bracket the resume left open reads as a whole', async () => {
    const open = resume({
      ...backend,
      education: [
        {
          institution: 'Universidad de Valencia',
          studyType: 'Ingeniería en Informática',
          area: '(especialización en Sistemas Distribuidos',
        },
      ],
    });
    const text = await letterOf(open);
    expect(text).toContain('Universidad de Valencia');
    const cut = resume({
      ...backend,
      education: [
        {
          institution: 'Université de Nantes',
          studyType: 'Master',
          area: 'Economie appliquée parcours Ingénierie et',
        },
      ],
    });
    const named = await letterOf(cut);
    expect(named).toMatch(/Université de Nantes \(Master, Economie appliquée parcours Ingénierie\)/);
    for (const sentence of text.split(/(?<=\.)\s/))
      expect(sentence.split('(').length).toBe(sentence.split(')').length);
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
    expect(words(coverLetter.paragraphs)).toBeGreaterThan(150);
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
