import { describe, expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { templateOf } from '../../scripts/letter-templates.ts';

/* Faults a recruiter named in generated letters and summaries, each on made-up people. */

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);
const tailor = (r: ResumeData, job: TailorJob) => tailorResume({ resume: r, job, today });
const letterText = async (r: ResumeData, job: TailorJob): Promise<string> =>
  (await tailor(r, job)).coverLetter.paragraphs.join('\n');

const developer = resume({
  basics: { name: 'Ines Varga' },
  work: [
    {
      name: 'Tollgate Software',
      position: 'Backend Developer',
      startDate: '2022-01',
      endDate: 'present',
      highlights: ['Built a Python billing service on PostgreSQL used by 900 shops'],
    },
    {
      name: 'Marrow Labs',
      position: 'Python Developer',
      startDate: '2019-01',
      endDate: '2021-12',
      highlights: ['Wrote Python services on PostgreSQL for 30 internal teams'],
    },
    {
      name: 'Quince Data',
      position: 'Junior Developer',
      startDate: '2017-01',
      endDate: '2018-12',
      highlights: ['Automated Python reports for the sales team'],
    },
  ],
  projects: [
    {
      name: 'Ledgerline',
      description: 'An open source ledger written in Python.',
      highlights: ['Added PostgreSQL storage used by 15 shops'],
    },
  ],
});
const pythonJob: TailorJob = {
  position: 'Python Developer',
  employer: 'Northwind Payments',
  description: `Northwind Payments is hiring a Python Developer.\n\nRequirements:\n- Python and PostgreSQL\n- Code review`,
};

describe('letters do not read as one template', () => {
  test('each job of a letter is introduced in its own words', async () => {
    const { coverLetter } = await tailor(developer, pythonJob);
    const intros = coverLetter.paragraphs
      .filter((p) => /Tollgate|Marrow|Quince/.test(p))
      .map((p) => templateOf(p.split(/(?<=\.)\s+/)[0]!, 'en'));
    expect(intros.length).toBeGreaterThanOrEqual(2);
    expect(new Set(intros).size).toBe(intros.length);
  });

  test('a project is not "a good example" in every letter', async () => {
    const text = await letterText(developer, pythonJob);
    expect(text).not.toMatch(/is a good example|en est un bon exemple|es un buen ejemplo/);
    for (const lang of ['en', 'fr', 'es'] as const)
      for (const frame of letterPhrases[lang].project)
        expect(frame('Ledgerline', undefined)).not.toMatch(/good example|bon exemple|buen ejemplo/);
  });

  test('every slot a letter fills in every paragraph has several wordings', () => {
    for (const lang of ['en', 'fr', 'es'] as const) {
      const say = letterPhrases[lang];
      expect(say.roleIntro.length, lang).toBeGreaterThanOrEqual(8);
      expect(say.apply.length, lang).toBeGreaterThanOrEqual(8);
      for (const slot of ['currentRole', 'pastRole', 'toolkit', 'project', 'workedWith'] as const)
        expect(say[slot].length, `${lang} ${slot}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('a summary offers what the posting asks for', () => {
  const clerk = resume({
    basics: { name: 'Rosa Quintero' },
    work: [
      {
        name: 'Almacenes Delta',
        position: 'Auxiliar administrativa',
        startDate: '2020-01',
        endDate: '2023-06',
        highlights: ['Gestioné la facturación mensual en Excel para 40 clientes'],
      },
    ],
    skills: [{ name: 'Herramientas', keywords: ['Excel'] }],
    languages: [
      { language: 'español', fluency: 'nativo' },
      { language: 'inglés', fluency: 'B2' },
    ],
  });
  const adminJob: TailorJob = {
    position: 'Administrativo/a',
    employer: 'Grupo Tessera',
    description: `Buscamos un/a administrativo/a.\n\nRequisitos:\n- Manejo de Excel y facturación\n- Español nativo`,
  };

  test('a spoken language is no contribution unless the posting asks for it in another language', async () => {
    const { resume: cv } = await tailor(clerk, adminJob);
    expect(cv.basics.summary).toMatch(/Excel/);
    expect(cv.basics.summary).not.toMatch(/español/i);
  });

  test('a field that reads as no school is no "Studied at"', async () => {
    const student = resume({
      basics: { name: 'Theo Marsh' },
      education: [{ institution: 'Currently attending', studyType: 'BSc', area: 'Biology' }],
      skills: [{ name: 'Lab', keywords: ['PCR'] }],
    });
    const job: TailorJob = {
      position: 'Lab Technician',
      employer: 'Fenwick Bio',
      description: 'PCR and lab work.',
    };
    const { resume: cv } = await tailor(student, job);
    expect(cv.basics.summary ?? '').not.toMatch(/Currently attending/);
  });
});

describe('a skill is claimed only in its own words', () => {
  const scientist = resume({
    basics: { name: 'Ada Pruett' },
    work: [
      {
        name: 'Orrery Institute',
        position: 'Research Scientist',
        startDate: '2019-01',
        endDate: '2024-01',
        highlights: ["Modelled Titan's clouds with Python simulations", 'Built CI pipelines for the lab'],
      },
    ],
  });
  const cloudJob: TailorJob = {
    position: 'Data Engineer',
    employer: 'Stratus Works',
    description: `Requirements:\n- Cloud computing\n- CI/CD\n- Python`,
  };

  test('"Titan\'s clouds" is no cloud computing and "CI" alone is no CI/CD', async () => {
    const result = await tailor(scientist, cloudJob);
    const written = [result.resume.basics.summary ?? '', ...result.coverLetter.paragraphs].join('\n');
    expect(written).toMatch(/Python/);
    expect(written).not.toMatch(/cloud computing|CI\/CD/i);
  });
});

describe('French and Spanish letters in their own grammar', () => {
  const teacher = resume({
    basics: { name: 'Camille Roux' },
    work: [
      {
        name: 'Université de Valbonne',
        position: "Chargée d'accueil",
        startDate: '2019-09',
        endDate: '2023-06',
        highlights: ["J'ai accueilli 200 étudiants par jour au guichet"],
      },
    ],
  });
  const frJob: TailorJob = {
    position: "agent d'accueil",
    employer: 'Lycée Jean Moulin',
    description: `Nous recherchons un agent d'accueil.\n\nProfil :\n- Accueil du public\n- Maîtrise d'Excel`,
  };

  test('places take their article and elision, and no sentence assumes the writer is a man or a woman', async () => {
    const result = await tailor(teacher, frJob);
    const text = result.coverLetter.paragraphs.join('\n');
    expect(text).toMatch(/[àÀ] l'Université de Valbonne/);
    expect(text).not.toMatch(/chez (?:Université|Lycée)/);
    expect(text).not.toMatch(/\bde (?:agent|le)\b/);
    expect(result.coverLetter.subject).toBe("Candidature au poste d'agent d'accueil");
    for (const say of [letterPhrases.fr, letterPhrases.es]) {
      const frames = Object.values(say).flatMap((v) => (Array.isArray(v) ? v : [v]));
      for (const frame of frames) {
        const text =
          typeof frame === 'function'
            ? String((frame as (...a: unknown[]) => unknown)('X', 'Y', 'Z', false))
            : String(frame);
        expect(text).not.toMatch(/\b(?:heureux|heureuse|ravie?|interesad[oa]|encantad[oa])\b/);
      }
    }
  });

  test('a section word is never told as a job title', async () => {
    const trainee = resume({
      basics: { name: 'Lucía Ferro' },
      work: [
        {
          name: 'Hotel Brisa',
          position: 'Prácticas en recepción',
          startDate: '2022-01',
          endDate: '2022-06',
          highlights: ['Atendí a 80 huéspedes por día en recepción'],
        },
      ],
    });
    const esJob: TailorJob = {
      position: 'Recepcionista',
      employer: 'Hotel Mar',
      description: `Buscamos recepcionista.\n\nRequisitos:\n- Atención al cliente\n- Recepción de huéspedes`,
    };
    const text = await letterText(trainee, esJob);
    expect(text).toMatch(/Hotel Brisa/);
    expect(text).not.toMatch(/como Prácticas|puesto de Prácticas|de Prácticas/);
  });

  test('a Spanish letter quotes no English bullet in its own sentences', async () => {
    const mixed = resume({
      basics: { name: 'Pablo Reyes' },
      work: [
        {
          name: 'Cobalt Shipping',
          position: 'Desarrollador',
          startDate: '2020-01',
          endDate: '2023-01',
          highlights: ['Built the Python invoicing service used by every branch'],
        },
      ],
    });
    const esJob: TailorJob = {
      position: 'Desarrollador Python',
      employer: 'Naviera Sol',
      description: `Buscamos desarrollador.\n\nRequisitos:\n- Python\n- Bases de datos`,
    };
    const text = await letterText(mixed, esJob);
    expect(text).toMatch(/Cobalt Shipping/);
    expect(text).not.toMatch(/invoicing service|used by every branch/);
  });
});
