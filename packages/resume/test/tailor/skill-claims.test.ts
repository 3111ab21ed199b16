import { expect, test } from 'vitest';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import type { TailorJob, TailorResult } from '../../src/tailor/types.ts';

/* What the CV says the candidate brings, and what the report shows as evidence: a skill listed or told as done, never an interest, a course, a place or a word inside another term. Made-up people. */

const today = new Date('2026-03-02T09:00:00Z');

const tailor = (data: unknown, job: TailorJob): Promise<TailorResult> =>
  tailorResume({ resume: resumeDataSchema.parse(data), job, today });

/** The summary's "Brings ..." / "Aporta ..." sentence. */
const brings = (r: TailorResult): string =>
  (r.resume.basics.summary ?? '')
    .split(/(?<=\.)\s+/)
    .find((s) => /^(?:Brings|Aporta|Atouts|Key strengths)/.test(s)) ?? '';

const evidencePaths = (r: TailorResult): string[] =>
  r.report.match.requirements.flatMap((q) => (q.evidence ? [q.evidence.path] : []));

const marketingJob: TailorJob = {
  position: 'Content Analyst',
  employer: 'Brightwave',
  description: `Requirements:
- Data analysis of campaign results
- Writing clear reports for clients
- Cloud computing basics
- English`,
};

test('a hobby, a web analytics line or a joke place is no skill the candidate brings', async () => {
  const r = await tailor(
    {
      basics: { name: 'Sam Ortiz', label: 'Content Editor', location: { city: 'The Cloud' } },
      work: [
        {
          name: 'Pinecone Media',
          position: 'Content Editor',
          location: 'The Cloud',
          highlights: ['Edited 200 articles a month for the culture desk'],
        },
      ],
      skills: [{ name: 'Marketing', keywords: ['SEO & Analytics', 'Content strategy'] }],
      interests: [{ name: 'Creative Writing' }],
    },
    marketingJob,
  );
  expect(brings(r)).not.toMatch(/data analysis|writing|cloud/i);
  expect(evidencePaths(r).some((p) => p.startsWith('/interests'))).toBe(false);
});

test('a beginner course or level is neither a claim nor evidence', async () => {
  const r = await tailor(
    {
      basics: { name: 'Lucía Prado', label: 'Analista de datos' },
      work: [
        {
          name: 'Datos Sur',
          position: 'Analista de datos',
          highlights: ['Automaticé 12 informes con Python y SQL'],
        },
      ],
      skills: [{ name: 'Herramientas', keywords: ['Python', 'SQL', 'Inglés (básico)'] }],
      languages: [{ language: 'Inglés', fluency: 'Básico (A2)' }],
      education: [
        { institution: 'Academia Norte', studyType: 'Curso de inglés básico', courses: ['Inglés básico'] },
      ],
    },
    {
      position: 'Analista',
      employer: 'Brightwave',
      description: `Requisitos:
- Python y SQL
- Inglés avanzado
- Nivel de inglés avanzado, imprescindible`,
    },
  );
  expect(brings(r)).toMatch(/Python/);
  expect(brings(r)).not.toMatch(/ingl[eé]s|english/i);
  const english = r.report.match.requirements.filter((q) => /ingl[eé]s|english/i.test(q.text));
  expect(english.length).toBeGreaterThan(0);
  expect(english.every((q) => q.evidence === null)).toBe(true);
});

test('a spoken language is offered only when the posting asks for a language', async () => {
  const r = await tailor(
    {
      basics: { name: 'Lucía Prado', label: 'Analista de datos' },
      work: [
        {
          name: 'Datos Sur',
          position: 'Analista de datos',
          highlights: ['Automaticé 12 informes con Python'],
        },
      ],
      skills: [
        { name: 'Idiomas', keywords: ['Español', 'Inglés'] },
        { name: 'Herramientas', keywords: ['Python'] },
      ],
    },
    {
      position: 'Analista',
      employer: 'Brightwave',
      description: `Requisitos:
- Python
- Trabajo con equipos de Inglaterra, en inglés y español diario`,
    },
  );
  // The posting names the languages in a duty, and asks for them: a claim may stand; never one it does not ask.
  const job2 = await tailor(
    {
      basics: { name: 'Lucía Prado', label: 'Analista de datos' },
      work: [
        {
          name: 'Datos Sur',
          position: 'Analista de datos',
          highlights: ['Automaticé 12 informes con Python'],
        },
      ],
      skills: [
        { name: 'Idiomas', keywords: ['Español', 'Inglés'] },
        { name: 'Herramientas', keywords: ['Python'] },
      ],
    },
    { position: 'Analista', employer: 'Brightwave', description: 'Requisitos:\n- Python\n- SQL' },
  );
  expect(brings(job2)).not.toMatch(/español|inglés/i);
  expect(brings(r)).toMatch(/Python/);
});

test('"sales and use tax returns" asks for tax work, not for sales', async () => {
  const r = await tailor(
    {
      basics: { name: 'Dana Pike', label: 'Staff Accountant' },
      work: [
        {
          name: 'Ledger & Co',
          position: 'Staff Accountant',
          highlights: ['Closed the books each month for 12 entities'],
        },
        {
          name: 'Corner Outlet',
          position: 'Sales Associate',
          highlights: ['Led sales of the spring range to 300 customers'],
        },
      ],
      skills: [{ name: 'Skills', keywords: ['Sales', 'Month-end close'] }],
    },
    {
      position: 'Staff Accountant',
      employer: 'Brightwave',
      description: `Requirements:
- Month-end close
- With our tax tool, prepare sales and use tax returns
- Prepare sales and use tax filings each quarter`,
    },
  );
  expect(brings(r)).not.toMatch(/sales/i);
  const tax = r.report.match.requirements.find((q) => /sales and use tax/.test(q.text));
  expect(tax?.evidence ?? null).toBeNull();
});

test('a degree requirement is shown by a degree, not by a line that shares its words', async () => {
  const r = await tailor(
    {
      basics: { name: 'Dana Pike', label: 'Accountant' },
      work: [
        {
          name: 'Ledger & Co',
          position: 'Accountant',
          highlights: ['Meet with clients to discuss their accounting needs'],
        },
      ],
    },
    {
      position: 'Staff Accountant',
      employer: 'Brightwave',
      description: `Requirements:
- Bachelor's degree in Accounting or Finance
- Excel`,
    },
  );
  const degree = r.report.match.requirements.find((q) => /Bachelor/.test(q.text));
  expect(degree?.evidence?.path ?? '').not.toMatch(/^\/work/);
});
