import { describe, expect, test } from 'vitest';
import { realEmployer } from '../../src/tailor/facts.ts';
import { withoutEmployer } from '../../src/tailor/letter/context.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { letterOf, resume } from './letter-setup.ts';

/* What a sentence of the letter points back at (my studies, also) is there before it; made-up people. */

const jobs = {
  en: {
    position: 'Office Coordinator',
    employer: 'Harbor Dental',
    description: `Harbor Dental is hiring an Office Coordinator.\n\nRequirements:\n- Scheduling patient appointments\n- A friendly manner on the phone`,
  },
  fr: {
    position: 'Agent d’accueil',
    employer: 'Clinique des Tilleuls',
    description: `La Clinique des Tilleuls recrute un agent d’accueil.\n\nProfil recherché :\n- Accueil téléphonique des patients\n- Sens du contact`,
  },
  es: {
    position: 'Recepcionista',
    employer: 'Clínica Los Olmos',
    description: `Clínica Los Olmos busca recepcionista.\n\nRequisitos:\n- Atención telefónica a pacientes\n- Trato amable`,
  },
} satisfies Record<string, TailorJob>;

/** A retail and marketing worker with a degree: the letter tells jobs, so its closing speaks of no studies. */
const worker = (lang: 'en' | 'fr' | 'es') =>
  resume({
    basics: { name: 'Noor Castell' },
    work: [
      {
        name: 'Maple Grocers',
        position: { en: 'Sales Associate', fr: 'Vendeuse', es: 'Vendedora' }[lang],
        startDate: '2021-01',
        endDate: '2023-06',
        highlights: [
          {
            en: 'Served customers at the fresh counter',
            fr: 'Conseillé les clients au rayon frais',
            es: 'Atendí a los clientes en la sección de frescos',
          }[lang],
        ],
      },
      {
        name: 'Brightside Agency',
        position: { en: 'Marketing Assistant', fr: 'Assistante marketing', es: 'Asistente de marketing' }[
          lang
        ],
        startDate: '2019-01',
        endDate: '2020-12',
        highlights: [
          {
            en: 'Wrote weekly newsletters for local shops',
            fr: 'Rédigé les lettres d’information des commerces',
            es: 'Redacté boletines semanales para comercios',
          }[lang],
        ],
      },
    ],
    education: [
      {
        institution: {
          en: 'University of Eastvale',
          fr: 'Université de Valmont',
          es: 'Universidad de Valmonte',
        }[lang],
        studyType: { en: 'Bachelor', fr: 'Licence', es: 'Grado' }[lang],
        area: { en: 'Marketing', fr: 'Marketing', es: 'Marketing' }[lang],
        endDate: '2018',
      },
    ],
  });

describe('the closing speaks of studies only when studies are all the letter tells', () => {
  for (const lang of ['en', 'fr', 'es'] as const)
    test(lang, async () => {
      const text = await letterOf(worker(lang), jobs[lang]);
      const closing = text.split('\n').at(-1)!;
      expect(closing).not.toMatch(/\bstudies\b|\bformation\b|\bformación\b/);
    });
});

/** A graduate of three schools with no job: one sentence names the other schools. */
const graduate = resume({
  basics: { name: 'Ilse Marwood' },
  education: [
    { institution: 'University of Eastvale', studyType: 'Master', area: 'Public Health', endDate: '2024' },
    { institution: 'Northmoor College', studyType: 'Bachelor', area: 'Biology', endDate: '2022' },
    { institution: 'Westbury Institute', studyType: 'Diploma', area: 'Nutrition', endDate: '2019' },
  ],
});

describe('"also" points back at a mention of the same kind', () => {
  test('schools are named in one sentence, "also" only after a school was named', async () => {
    const text = await letterOf(graduate, jobs.en);
    expect(text.match(/also studied/g)?.length ?? 0).toBeLessThanOrEqual(1);
    const at = text.indexOf('also studied');
    if (at >= 0) expect(text.slice(0, at)).toMatch(/University of Eastvale|Northmoor|Westbury/);
  });

  for (const lang of ['en', 'fr', 'es'] as const)
    test(`other jobs are "also" worked at only after a job was named (${lang})`, async () => {
      const r = worker(lang);
      // Jobs without results, the ongoing one without a name the letter may use: it can only name the others.
      const bare = resume({
        ...r,
        work: [
          { position: r.work[0]!.position, startDate: '2023-07', endDate: 'present' },
          ...r.work.map((w) => ({ ...w, highlights: [] })),
        ],
      });
      const text = await letterOf(bare, jobs[lang]);
      expect(text).toMatch(/Maple Grocers/);
      const also = /also worked|également travaillé|También (?:he trabajado|trabajé)/.exec(text);
      if (also) expect(text.slice(0, also.index)).toMatch(/Maple Grocers|Brightside Agency/);
      // Jobs that are over are told in the past, not as if they went on ("I have also worked … from 2012 to 2014").
      expect(text).not.toMatch(/I have also worked|También he trabajado/);
    });
});

describe('an employer named once, as a name', () => {
  test('a full stop a line ended with is no part of the name', () => {
    expect(realEmployer('Verdin Logistique.')).toBe('Verdin Logistique');
    expect(realEmployer('Acme Inc.')).toBe('Acme Inc.');
    expect(realEmployer('Torres S.A.')).toBe('Torres S.A.');
  });

  test('a posting title holding the employer name is not followed by it again', () => {
    expect(withoutEmployer('Office of Data - Analytics Specialist', 'Office of Data')).toBe(
      'Analytics Specialist',
    );
    expect(withoutEmployer('Analytics Specialist at Office of Data', 'Office of Data')).toBe(
      'Analytics Specialist',
    );
    expect(withoutEmployer('Office of Data', 'Office of Data')).toBe('Office of Data');
  });

  test('the opening names the employer once', async () => {
    const text = await letterOf(worker('en'), {
      ...jobs.en,
      position: 'Harbor Dental - Office Coordinator',
    });
    expect(text.split('\n')[0]!.match(/Harbor Dental/g)?.length).toBe(1);
  });

  test('the letter names the role without the marks saying it is open to all ("F/H", "m/w/d")', async () => {
    for (const position of ['Office Coordinator F/H (H/F)', 'Office Coordinator (m/w/d)']) {
      const text = await letterOf(worker('en'), { ...jobs.en, position });
      expect(text).toContain('Office Coordinator');
      expect(text).not.toMatch(/F\/H|H\/F|m\/w\/d/);
    }
  });
});

describe('jobs that are over, named by employer and years', () => {
  const seller = resume({
    basics: { name: 'Ada Quill' },
    work: [
      {
        name: 'Corvid Books',
        position: 'Sales Director',
        startDate: '2021-01',
        endDate: 'present',
        highlights: ['Grew regional revenue by 40 % in two years'],
      },
      {
        name: 'Alder Outfitters',
        position: 'Store Clerk',
        startDate: '2012-01',
        endDate: '2014-06',
        highlights: [],
      },
      { name: 'Pine Market', position: 'Cashier', startDate: '2010-01', endDate: '2011-12', highlights: [] },
    ],
  });
  const ledger = (position: string, description: string): TailorJob => ({
    position,
    employer: 'Birch Ltd',
    description,
  });

  test('are told in the past, not as work that goes on', async () => {
    const en = await letterOf(
      seller,
      ledger(
        'Staff Accountant',
        'Birch Ltd is hiring a Staff Accountant.\n\nRequirements:\n- General ledger work\n- Excel',
      ),
    );
    expect(en).toMatch(/I also worked at Alder Outfitters from 2012 to 2014/);
    expect(en).not.toMatch(/I have also worked/);
    const es = await letterOf(
      seller,
      ledger(
        'Contable',
        'Birch Ltd busca un contable.\n\nRequisitos:\n- 3 años de contabilidad general\n- Excel',
      ),
    );
    expect(es).toMatch(/También trabajé en Alder Outfitters de 2012 a 2014/);
  });
});
