import { describe, expect, test } from 'vitest';
import { concrete, praiseCount } from '../../src/tailor/letter/own-sentences.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { letterOf, resume } from './letter-setup.ts';

/* A letter tells the candidate's experience: their summary sparingly, never a list of qualities; made-up people. */

describe('own summary sentences', () => {
  test('a list of qualities is no concrete sentence, in any language', () => {
    expect(concrete('Je reste dynamique, spontané, autonome et rigoureux.')).toBe(false);
    expect(concrete('I am a motivated, hard-working and reliable person.')).toBe(false);
    expect(concrete('Soy responsable, puntual y proactiva.')).toBe(false);
    expect(praiseCount('À l’écoute et patiente, je m’adapte à la situation.')).toBeGreaterThan(1);
  });

  test('a sentence with a tool or a figure is concrete; a wish with neither is not', () => {
    expect(concrete('I have built web applications in Python and PostgreSQL for four years.')).toBe(true);
    expect(concrete('J’ai géré une équipe de 6 personnes.')).toBe(true);
    expect(concrete('Me gusta aceptar nuevos retos en entornos innovadores.')).toBe(false);
    expect(concrete('I am looking for a job which will challenge me.')).toBe(false);
  });

  const job: TailorJob = {
    position: 'Warehouse Operative',
    employer: 'Dunmore Freight',
    description: `Dunmore Freight is hiring a Warehouse Operative.\n\nRequirements:\n- Forklift licence\n- Stock control`,
  };

  test('a short letter quotes at most one summary sentence, never the qualities nor the name', async () => {
    const text = await letterOf(
      resume({
        basics: {
          name: 'Robin Ashgrove',
          summary:
            'My name is Robin Ashgrove and I love logistics. I am motivated, reliable and punctual. I have used SAP for stock control over 3 years. I am looking for new challenges.',
        },
        work: [
          { name: 'Kestrel Stores', position: 'Stock Assistant', startDate: '2022-01', endDate: '2024-01' },
        ],
      }),
      job,
    );
    expect(text).not.toMatch(/Robin|motivated|new challenges/);
    const quoted = ['I love logistics', 'I have used SAP'].filter((s) => text.includes(s));
    expect(quoted.length).toBeLessThanOrEqual(1);
  });
});

describe('roles at one employer', () => {
  const job: TailorJob = {
    position: 'Hotel Manager',
    employer: 'Seaview Resorts',
    description: `Seaview Resorts is hiring a Hotel Manager.\n\nRequirements:\n- Revenue management\n- Event planning`,
  };
  type Lang = 'en' | 'fr' | 'es';
  /** Per line: employer; dates; then title and one line in English, French and Spanish. */
  const table = `Harbour Lights Hotel;2021-01;Present;Front Office Manager;Led a team of 9 receptionists;Chef de réception;Encadré une équipe de 9 réceptionnistes;Jefa de recepción;Dirigí un equipo de 9 recepcionistas
Harbour Lights Hotel;2018-01;2020-12;Receptionist;Handled bookings and billing for 120 rooms;Réceptionniste;Géré les réservations et la facturation de 120 chambres;Recepcionista;Gestioné reservas y facturación de 120 habitaciones
Pinecrest Inn;2016-01;2017-12;Night Auditor;Closed the daily accounts for 40 rooms;Veilleur de nuit;Clôturé les comptes du jour de 40 chambres;Auditor nocturno;Cerré las cuentas diarias de 40 habitaciones`;
  const at: Record<Lang, number> = { en: 0, fr: 2, es: 4 };
  const person = (lang: Lang) =>
    resume({
      basics: { name: 'Ariel Fenwick' },
      work: table.split('\n').map((row) => {
        const [name, startDate, endDate, ...said] = row.split(';');
        const i = at[lang];
        return { name, startDate, endDate, position: said[i], highlights: [said[i + 1]] };
      }),
    });

  test.each(['en', 'fr', 'es'] as const)(
    'each role at one employer is told by its own title, not walked through with "the same employer" (%s)',
    async (lang) => {
      const jobIn: TailorJob =
        lang === 'en'
          ? job
          : lang === 'fr'
            ? {
                position: 'Directeur d’hôtel',
                employer: 'Seaview Resorts',
                description: `Seaview Resorts recrute un directeur d’hôtel.\n\nProfil :\n- Gestion des revenus\n- Organisation d’événements`,
              }
            : {
                position: 'Director de hotel',
                employer: 'Seaview Resorts',
                description: `Seaview Resorts busca director de hotel.\n\nRequisitos:\n- Gestión de ingresos\n- Organización de eventos`,
              };
      const text = await letterOf(person(lang), jobIn);
      const i = at[lang];
      const [, , , ...said] = table.split('\n')[1]!.split(';');
      // The receptionist's role is told by its own title.
      expect(text).toContain(said[i]!);
      expect(text).toMatch(/Recep|Récep/);
      expect(text).not.toMatch(/same employer|même employeur|misma empresa/);
    },
  );

  test('a role at the employer the opening names is told by its title and dates', async () => {
    const r = person('en');
    r.work[0]!.highlights = [];
    const text = await letterOf(r, job);
    expect(text).toMatch(/Front Office Manager at Harbour Lights Hotel/);
    expect(text).toMatch(/Receptionist at Harbour Lights Hotel \(from 2018 to 2020\), I handled bookings/);
    expect(text).not.toMatch(/same employer/);
  });
});

test('no role "ran in" a single year', async () => {
  const { letterPhrases } = await import('../../src/tailor/phrases/index.ts');
  for (const intro of letterPhrases.en.roleIntro)
    expect(intro('Lindell Bakery', 'Baker', 'in 2025', false)).not.toMatch(/\bran in\b/);
});

test('a role at an employer named paragraphs before is led in by the later role, not by the name', async () => {
  const { planTailoring } = await import('../../src/tailor/plan.ts');
  const { letterContext } = await import('../../src/tailor/letter/context.ts');
  const { tellBodies } = await import('../../src/tailor/letter/order.ts');
  const r = resume({
    basics: { name: 'Ariel Fenwick' },
    work: [
      {
        name: 'Harbour Lights Hotel',
        position: 'Front Office Manager',
        startDate: '2021-01',
        endDate: 'Present',
      },
      { name: 'Pinecrest Inn', position: 'Night Auditor', startDate: '2016-01', endDate: '2017-12' },
      { name: 'Harbour Lights Hotel', position: 'Receptionist', startDate: '2018-01', endDate: '2020-12' },
    ],
  });
  const job: TailorJob = {
    position: 'Hotel Manager',
    employer: 'Seaview Resorts',
    description: 'Hotel Manager.',
  };
  const plan = planTailoring(r, job);
  const ctx = letterContext(plan, plan.facts, job);
  const body = (index: number, intro: string) => ({
    sentences: [intro, 'I did the work.'],
    source: `work[${index}].highlights[0]`,
    job: { index, more: false },
  });
  const told = tellBodies(ctx, [
    body(0, 'At Harbour Lights Hotel, I have worked as a Front Office Manager since 2021.'),
    body(1, 'I worked as a Night Auditor at Pinecrest Inn from 2016 to 2017.'),
    body(2, 'I worked as a Receptionist at Harbour Lights Hotel from 2018 to 2020.'),
  ]).map((b) => b.text);
  expect(told[2]).toMatch(
    /^Before my role as Front Office Manager, I worked as a Receptionist with the same employer/,
  );
});
