import { describe, expect, test } from 'vitest';
import { defaultResumeData, resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import {
  backendDev,
  backendJob,
  designer,
  designJob,
  nurse,
  pmFr,
  pmJobFr,
  salesJob,
  supportEs,
  supportJobEs,
} from './fixtures.ts';
import { singleStops } from '../../src/tailor/text.ts';

const today = new Date('2026-03-02T09:00:00Z');

describe('localized letters and summaries', () => {
  test('French posting: French frame, French formulas, facts untouched', async () => {
    const result = await tailorResume({
      resume: { ...pmFr, basics: { ...pmFr.basics, summary: undefined } },
      job: pmJobFr,
      today,
    });
    expect(result.coverLetter.greeting).toBe('Madame, Monsieur,');
    expect(result.coverLetter.subject).toBe('Candidature au poste de Chef de projet IT');
    expect(result.coverLetter.closing).toMatch(/salutations distinguées/);
    expect(result.coverLetter.paragraphs.join(' ')).toMatch(/Banque Horizon \(de 2016 à 2018\)/);
    expect(result.coverLetter.paragraphs.join(' ')).toMatch(/j'ai animé les cérémonies Scrum/);
    expect(result.resume.basics.summary).toMatch(
      /^Chef de projet digital, expérience chez Agence Pixel et Banque Horizon\./,
    );
  });

  test("Spanish posting: Spanish frame and the posting's skill words", async () => {
    const result = await tailorResume({ resume: supportEs, job: supportJobEs, today });
    expect(result.coverLetter.greeting).toBe('Estimado equipo de Viajes Meridiano:');
    expect(result.coverLetter.closing).toBe('Atentamente,');
    expect(result.coverLetter.paragraphs.join(' ')).toMatch(
      /Agente de atención al cliente en TeleCasa \(desde 2020\), atendí/,
    );
    expect(result.report.match.matched).toEqual(
      expect.arrayContaining(['atención al cliente', 'trabajo en equipo']),
    );
    expect(result.report.match.missing).toContain('liderazgo');
  });

  test('an English resume tailored to a French job keeps its own words but a French frame', async () => {
    const result = await tailorResume({ resume: backendDev, job: pmJobFr, today });
    expect(result.report.language).toBe('fr');
    expect(result.coverLetter.paragraphs[1]).toMatch(
      /^(?:Chez Paylane, j'occupe le poste de Senior Backend Engineer|J'occupe le poste de Senior Backend Engineer chez Paylane) depuis 2021\./,
    );
  });
});

describe('edge cases', () => {
  test('a passive result reads as a result, not as something the candidate did', async () => {
    const result = await tailorResume({ resume: designer, job: designJob, today });
    const text = result.coverLetter.paragraphs.join(' ');
    // No clause tells it as done by the candidate: it is left out rather than misread.
    expect(text).not.toMatch(/I adopted|adopted by 2 public-sector teams/);
  });

  test('an empty resume still gets a short, honest letter and no summary claims', async () => {
    const result = await tailorResume({ resume: defaultResumeData, job: salesJob, today });
    expect(result.resume.basics.summary).toBe('');
    expect(result.report.match).toMatchObject({ before: 0, after: 0, matched: [] });
    expect(result.coverLetter.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(result.coverLetter.paragraphs.join(' ')).not.toMatch(/Salesforce|negotiation/i);
  });

  test('a resume with no match still gets a letter with its real results', async () => {
    const result = await tailorResume({ resume: nurse, job: backendJob, today });
    expect(result.report.match.before).toBeLessThan(20);
    expect(result.coverLetter.paragraphs.join(' ')).toContain('Royal Infirmary');
    expect(result.resume.basics.summary).not.toMatch(/Kubernetes|Docker|AWS/);
  });

  test('an employer with an end date of "Present" in French is a current job', async () => {
    const resume: ResumeData = resumeDataSchema.parse({
      basics: { name: 'Léa Martin' },
      work: [
        {
          name: 'Atelier Nord',
          position: 'Comptable',
          startDate: '2020-01',
          endDate: 'Présent',
          highlights: ['Tenue de la comptabilité de 12 clients'],
        },
      ],
    });
    const result = await tailorResume({
      resume,
      job: {
        position: 'Comptable',
        employer: 'Maison Berthier',
        description: 'Nous recherchons un comptable pour la tenue de la comptabilité.',
      },
      today,
    });
    expect(result.coverLetter.paragraphs[1]).toMatch(
      /de [Cc]omptable[^.]*depuis 2020|[Dd]epuis 2020[^.]*de [Cc]omptable/,
    );
  });

  test('the letter date defaults to today', async () => {
    const result = await tailorResume({ resume: nurse, job: backendJob });
    expect(result.coverLetter.date).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('structured lines move whole', () => {
  const graphics = resumeDataSchema.parse({
    basics: { name: 'Sam Rivera' },
    work: [
      {
        name: 'Acme Games',
        position: 'Engine Programmer',
        startDate: '2020-01',
        endDate: '2024-06',
        highlights: ['Wrote the JavaScript tools for the level editor', 'Ported the renderer to Vulkan'],
      },
    ],
    skills: [
      { name: 'Advanced', keywords: ['C/C++', 'GLSL / Medium: JavaScript'] },
      { name: 'Java', keywords: ['Spring Boot', 'Spring MVC', 'and Hibernate'] },
      { name: 'Tools', keywords: ['Git', 'Docker', 'JavaScript'] },
    ],
  });
  const webJob = {
    position: 'Tools Programmer',
    employer: 'Northwind Games',
    description: 'We need JavaScript, Hibernate and Docker for our editor tools. JavaScript is a must.',
  };

  test('skills under a level and lists cut from a sentence keep their order; a plain list is still ranked', async () => {
    const { resume } = await tailorResume({ resume: graphics, job: webJob, today });
    const group = (name: string) => resume.skills.find((s) => s.name === name)!.keywords;
    expect(group('Advanced')).toEqual(['C/C++', 'GLSL / Medium: JavaScript']);
    expect(group('Java')).toEqual(['Spring Boot', 'Spring MVC', 'and Hibernate']);
    expect(group('Tools')[0]).toBe('JavaScript');
  });
});

describe('no leftovers in a generated document', () => {
  const leftovers = resumeDataSchema.parse({
    basics: { name: 'Sam Rivera', summary: 'I worked as an on-–-campus tutor before my first job.' },
    work: [
      {
        name: 'Acme Payments',
        position: 'SENIOR',
        startDate: '2020-01',
        endDate: '2024-06',
        highlights: ['Built a Python billing service on PostgreSQL handling 3 million invoices a month'],
      },
    ],
    education: [{ institution: 'Lakeside University', courses: ['Anywhere', '3', 'Databases'] }],
    custom: [
      { name: 'Other', items: ['12 Example Street', 'sam-rivera'] },
      { name: 'Talks', items: ['Payments at scale, PyCon 2023'] },
    ],
  });

  test('text the reader could not place, courses that are no course and a lone rank word stay out', async () => {
    const result = await tailorResume({
      resume: leftovers,
      job: backendJob,
      today,
      uncertain: [
        { path: '/custom/0', reason: 'text_unplaced' },
        { path: '/custom/1', reason: 'heading_unknown' },
      ],
    });
    expect(result.resume.custom.map((c) => c.name)).toEqual(['Talks']);
    expect(result.resume.education[0]!.courses).toEqual(['Databases']);
    expect(result.resume.basics.summary).not.toMatch(/^Senior\b/i);
    const letter = result.coverLetter.paragraphs.join(' ');
    expect(letter).not.toMatch(/as an? Senior\b|SENIOR/);
    // Without the reader's list, what the resume holds is kept.
    const kept = await tailorResume({ resume: leftovers, job: backendJob, today });
    expect(kept.resume.custom).toHaveLength(2);
  });

  test('page furniture read into a list (a page number, "Last updated") is no line of the tailored CV', async () => {
    const withFurniture = resumeDataSchema.parse({
      ...leftovers,
      work: [{ ...leftovers.work[0]!, highlights: [...leftovers.work[0]!.highlights, 'Page 2 of 3'] }],
      references: [
        { name: 'Dr Lee Morgan', reference: 'Former manager' },
        { reference: 'Last updated : 17/01/2025' },
      ],
      custom: [{ name: 'Talks', items: ['Payments at scale, PyCon 2023', 'Résumé'] }],
    });
    const { resume } = await tailorResume({ resume: withFurniture, job: backendJob, today });
    expect(resume.work[0]!.highlights).toEqual(leftovers.work[0]!.highlights);
    expect(resume.references).toEqual([{ name: 'Dr Lee Morgan', reference: 'Former manager' }]);
    expect(resume.custom[0]!.items).toEqual(['Payments at scale, PyCon 2023']);
  });

  test("a heading word left before the candidate's summary, a shouted degree and a shouted school are set cleanly", async () => {
    const graduate = resumeDataSchema.parse({
      basics: {
        name: 'Sam Rivera',
        summary: 'Summary Backend developer who writes Python services and PostgreSQL schemas.',
      },
      education: [
        {
          institution: 'LAKESIDE STATE UNIVERSITY',
          studyType: 'BACHELOR OF SCIENCE',
          area: 'COMPUTER SCIENCE',
        },
      ],
    });
    const { resume } = await tailorResume({ resume: graduate, job: backendJob, today });
    expect(resume.basics.summary).toBe(
      'Backend developer who writes Python services and PostgreSQL schemas.',
    );
    // With no summary of their own, the written one names the degree and school cleanly.
    const quiet = { ...graduate, basics: { ...graduate.basics, summary: undefined } };
    const written = (await tailorResume({ resume: quiet, job: backendJob, today })).resume.basics.summary;
    expect(written).toMatch(/Bachelor of Science in Computer Science from Lakeside State University/);
    expect(written).not.toMatch(/BACHELOR/);
  });

  test('dashes run together inside a word print as one hyphen', () => {
    expect(singleStops('an on-–-campus tutor, a part-—time job, Acme Inc..')).toBe(
      'an on-campus tutor, a part-time job, Acme Inc.',
    );
    expect(singleStops('2019 – 2021, front- and back-end')).toBe('2019 – 2021, front- and back-end');
  });
});
