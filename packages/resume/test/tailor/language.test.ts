import { describe, expect, test } from 'vitest';
import { fold } from '../../src/text/fold.ts';
import { detectLanguage } from '../../src/parse/language.ts';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { letterPhrases, summaryPhrases } from '../../src/tailor/phrases/index.ts';

describe('one language detector for the parser and the tailoring', () => {
  test('section headings known in one language decide a resume whose body is names and tools', () => {
    const body = 'Python, Docker, Kubernetes\nAcme Corp 2019 2023\nParis';
    expect(detectLanguage(body)).toBe('en');
    expect(detectLanguage(body, ['Expérience professionnelle', 'Formation', 'Compétences'])).toBe('fr');
    expect(detectLanguage(body, ['Experiencia laboral', 'Educación'])).toBe('es');
  });

  test('folding keeps every offset: a match found in folded text points at the same words in the original', () => {
    const text = 'Ingénieur Développement — Gestión de Proyectos';
    const folded = fold(text);
    expect(folded).toHaveLength(text.length);
    const at = folded.indexOf('gestion');
    expect(text.slice(at, at + 7)).toBe('Gestión');
    expect(fold('ÉQUIPE Ñandú')).toBe('equipe nandu');
  });
});

test("a degree named in the resume's language is not joined with a word of the letter's", async () => {
  const graduate = resumeDataSchema.parse({
    basics: { name: 'Sam Rivera' },
    education: [{ institution: 'Lakeside University', studyType: 'B.S.', area: 'Computer Science' }],
    projects: [{ name: 'Ledger', description: 'Built a billing service in Python with a PostgreSQL store.' }],
  });
  const result = await tailorResume({
    resume: graduate,
    job: {
      position: 'Desarrollador backend',
      employer: 'Pagos Sol',
      description:
        'Buscamos un desarrollador backend con experiencia en Python y PostgreSQL para nuestro equipo.',
    },
    today: new Date('2026-03-02T09:00:00Z'),
  });
  const text = [result.resume.basics.summary, ...result.coverLetter.paragraphs].join(' ');
  expect(text).toMatch(/B\.S\., Computer Science/);
  expect(text).not.toMatch(/B\.S\. en Computer Science/);
});

test('a language the engine does not write is a clear error, not an English letter', async () => {
  const resume = resumeDataSchema.parse({ basics: { name: 'Sam Rivera' } });
  const job = { position: 'Analyst', employer: 'Lakeside', description: 'Analyst wanted.' };
  await expect(
    // @ts-expect-error A caller in plain JavaScript, or a stored value, may hold any code.
    tailorResume({ resume, job: { ...job, language: 'en-GB' } }),
  ).rejects.toThrow(/Unsupported language "en-GB".*en, fr, es/);
  await expect(tailorResume({ resume, job: { ...job, language: 'es' } })).resolves.toBeDefined();
});

test('every language gives the letter and the summary the same wordings, so none falls back to another', () => {
  const keys = (o: object): string[] => Object.keys(o).sort();
  for (const lang of ['fr', 'es'] as const) {
    expect(keys(letterPhrases[lang])).toEqual(keys(letterPhrases.en));
    expect(keys(summaryPhrases[lang])).toEqual(keys(summaryPhrases.en));
    expect(keys(letterPhrases[lang].languageNames)).toEqual(keys(letterPhrases.en.languageNames));
  }
});

test("a job title in the resume's language is not set in a summary or letter written in another", async () => {
  const french = resumeDataSchema.parse({
    basics: {
      name: 'Camille Roux',
      summary: "Responsable d'entrepôt depuis huit ans, j'organise les flux et les équipes.",
    },
    work: [
      {
        name: 'Transports Durand',
        position: 'Responsable logistique',
        startDate: '2019-03',
        endDate: 'present',
        highlights: [
          'Pilotage de quatre équipes de préparation et de la planification des tournées',
          "Mise en place d'un tableau de bord des stocks sous Excel et SQL",
        ],
      },
      {
        name: 'Entrepôts Martin',
        position: "Chef d'équipe",
        startDate: '2015-01',
        endDate: '2019-02',
        highlights: ['Organisation des réceptions et des inventaires trimestriels'],
      },
    ],
  });
  const job = {
    position: 'Operations Analyst',
    employer: 'Northwind',
    description:
      'We are looking for an operations analyst to build stock dashboards in Excel and SQL, plan deliveries and work with warehouse teams.',
  };
  const result = await tailorResume({ resume: french, job, today: new Date('2026-03-02T09:00:00Z') });
  expect(result.report.language).toBe('en');
  const letter = result.coverLetter.paragraphs.join('\n');
  const summary = result.resume.basics.summary ?? '';
  for (const text of [letter, summary]) {
    expect(text).not.toContain('Responsable logistique');
    expect(text).not.toMatch(/chef d.équipe/i);
  }
  // The employers are still named: only the title, in the resume's language, is left out.
  expect(letter).toContain('Transports Durand');

  // Written in French, the same letter names the titles.
  const inFrench = await tailorResume({
    resume: french,
    job: { ...job, language: 'fr' },
    today: new Date('2026-03-02T09:00:00Z'),
  });
  expect(inFrench.coverLetter.paragraphs.join('\n')).toMatch(/responsable logistique/i);
});
