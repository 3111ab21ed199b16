import { describe, expect, test } from 'vitest';
import { tailorResume } from '../../src/tailor/index.ts';

/* What a letter may state when the resume was read imperfectly: only what the resume says, in the letter's language. */
import { backend, job, letterOf, resume, today } from './letter-setup.ts';

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
});
