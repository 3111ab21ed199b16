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
