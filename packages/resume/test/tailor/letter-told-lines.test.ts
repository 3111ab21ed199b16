import { describe, expect, test } from 'vitest';
import { tellable } from '../../src/tailor/tellable.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';
import { letterOf, resume, today } from './letter-setup.ts';

/* A job's lines are told in the candidate's voice or left out; made-up people and places. */

const jobs = {
  fr: {
    position: 'Agent polyvalent',
    employer: 'Mairie de Valbrune',
    description: `La Mairie de Valbrune recrute un agent polyvalent.\n\nProfil recherché :\n- Accueil du public\n- Entretien des locaux`,
  },
  es: {
    position: 'Auxiliar administrativo',
    employer: 'Ayuntamiento de Olmeda',
    description: `El Ayuntamiento de Olmeda busca un auxiliar administrativo.\n\nRequisitos:\n- Atención al público\n- Archivo de documentos`,
  },
} satisfies Record<string, TailorJob>;

const agent = (lang: 'fr' | 'es', highlights: string[]) =>
  resume({
    basics: { name: 'Lou Ferrandis' },
    work: [
      {
        name: lang === 'fr' ? 'Verdin Services.' : 'Olmo Servicios.',
        position: lang === 'fr' ? 'Agent technique' : 'Auxiliar',
        startDate: '2016-01',
        endDate: '2017-12',
        highlights,
      },
    ],
  });

describe('lines that say where or who are not told as duties', () => {
  test('an area with place names, a title, a place in capitals before the duty', () => {
    expect(tellable('Secteur Valbrune et alentours', 'fr')).toBe(false);
    expect(tellable('Zona de Olmeda y alrededores', 'es')).toBe(false);
    expect(tellable('Employé polyvalent à la mairie de Valbrune', 'fr')).toBe(false);
    expect(tellable('VALBRUNE Fonctions de professeure des écoles en classe de CP', 'fr')).toBe(false);
    // Duties stay: a past participle that is no title, a tool in capitals.
    expect(tellable('Organisé les permanences d’accueil du public', 'fr')).toBe(true);
    expect(tellable('SQL Server reports for the finance team', 'en')).toBe(true);
  });

  test('a letter tells none of them', async () => {
    const text = await letterOf(
      agent('fr', [
        'Secteur Valbrune et alentours',
        'Employé polyvalent à la mairie de Valbrune',
        'VALBRUNE Fonctions d’agent d’accueil',
        'Organisé les permanences d’accueil du public',
      ]),
      jobs.fr,
    );
    expect(text).not.toMatch(/[Ss]ecteur Valbrune|[Ee]mployé polyvalent|VALBRUNE/);
    expect(text).toMatch(/organisé les permanences/);
    expect(text).toMatch(/Verdin Services \(/);
  });
});

describe('no line is pasted after a colon', () => {
  for (const lang of ['fr', 'es'] as const)
    test(lang, async () => {
      const lines = {
        fr: [
          'Accueil : orientation des visiteurs ; Standard : appels entrants',
          'Gestion du courrier',
          'Rangement des archives municipales',
        ],
        es: [
          'Atención: orientación de visitantes; Centralita: llamadas entrantes',
          'Gestión del correo',
          'Orden del archivo municipal',
        ],
      }[lang];
      const text = await letterOf(agent(lang, lines), jobs[lang]);
      expect(text).not.toMatch(/Accueil :|Atención:|Standard :|Centralita:/);
      expect(text).not.toMatch(
        /notamment :|figuraient :|comprenait :|lo siguiente:|incluían:|Otros logros de ese puesto/,
      );
      // The employer as a name, without the full stop its line ended with.
      expect(text).not.toMatch(/Services\. [a-z]|Servicios\. [a-z]/);
    });
});

describe('a letter whose every job is doubted', () => {
  const doubted = resume({
    basics: { name: 'Lou Ferrandis', summary: 'I ran the visitor desk of a town hall for ten years.' },
    work: [
      {
        name: 'Verdin Services',
        position: 'Agent technique',
        startDate: '2016-01',
        endDate: '2017-12',
        highlights: ['Organisé les permanences d’accueil du public'],
      },
    ],
  });
  const uncertain = [{ path: '/work/0' }, { path: '/basics/summary' }];

  test('says something true of any application, and nothing from a doubted field', async () => {
    for (const lang of ['fr', 'es'] as const) {
      const { coverLetter } = await tailorResume({ resume: doubted, job: jobs[lang], today, uncertain });
      const text = coverLetter.paragraphs.join('\n');
      expect(text).not.toMatch(/Verdin|Agent technique|permanences|visitor desk/);
      expect(letterPhrases[lang].nothingToTell.some((s) => text.includes(s))).toBe(true);
    }
  });
});
