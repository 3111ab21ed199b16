import { expect, test } from 'vitest';
import { lowerAfterCommas } from '../../src/tailor/letter/own-sentences.ts';
import { ownClause } from '../../src/tailor/letter/own-clause.ts';
import { roleTitle } from '../../src/tailor/letter/role-title.ts';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { letterOf, resume } from './letter-setup.ts';

/* Resume lines told inside the letter's sentences stay grammatical in every language; the reasons to join an employer come from the posting only. */

const frJob: TailorJob = {
  position: 'Technicien support informatique',
  employer: 'Nordelec',
  description: `Nordelec recrute un technicien support informatique.
Profil recherché :
- Connaissance des réseaux TCP/IP
- Maîtrise de Windows et Active Directory`,
};

const frResume = resume({
  basics: { name: 'Lina Morel' },
  work: [
    {
      name: 'Atelier Brévent',
      position: 'Technicienne informatique',
      startDate: '2021-01',
      endDate: '2023-06',
      highlights: [
        'Installation de réseaux TCP/IP. Câblage des bureaux',
        'Diagnostiquer les pannes matérielles et logicielles sur 200 postes Windows.',
      ],
    },
  ],
});

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+/);

test('a French line with a stop inside is told sentence by sentence, never a fragment after "j\'ai"', async () => {
  const text = await letterOf(frResume, frJob);
  expect(text).toMatch(/réseaux TCP\/IP/);
  // "Câblage des bureaux" never stands as a sentence of its own after the first one.
  expect(sentencesOf(text).some((s) => /^Câblage/.test(s))).toBe(false);
  // An infinitive or a noun phrase is never pasted right after a conjugated verb.
  expect(text).not.toMatch(/j'ai (?:diagnostiquer|installation)/i);
  // No capital letter after a comma or a verb mid-sentence.
  expect(text).not.toMatch(/(?:j'ai|j'avais pour mission de|, j'ai) (?:Installation|Diagnostiquer)/);
});

test('a clause holds the first sentence of a line, in each language', () => {
  expect(ownClause('fr', 'Installation de réseaux TCP/IP. Câblage des bureaux', false)).not.toMatch(
    /Câblage/,
  );
  expect(ownClause('es', 'Instalación de redes en 12 oficinas. Formación de usuarios', false)).not.toMatch(
    /Formación/,
  );
  expect(ownClause('en', 'Installed office networks. Trained 40 users', false)).toBe(
    'I installed office networks',
  );
});

const esJob: TailorJob = {
  position: 'Técnico de soporte',
  employer: 'Redes Altamira',
  description: `Redes Altamira busca un técnico de soporte.
Requisitos:
- Experiencia con Active Directory
- Conocimientos de redes TCP/IP`,
};

test('a Spanish letter tells an infinitive line with a verb of its own, in lower case', async () => {
  const r = resume({
    basics: { name: 'Lucía Prado' },
    work: [
      {
        name: 'Servicios Tajo',
        position: 'Técnica informática',
        startDate: '2020-01',
        endDate: '2023-06',
        highlights: [
          'Administrar cuentas de Active Directory para 150 usuarios.',
          'Instalación de redes TCP/IP en 12 oficinas',
        ],
      },
    ],
  });
  const text = await letterOf(r, esJob);
  expect(text).toMatch(/administrar cuentas de Active Directory|instalación de redes/);
  expect(text).not.toMatch(/\b(?:me ocupé de|me encargué de|fui responsable de) (?:Administrar|Instalación)/);
  expect(text).not.toMatch(/usuarios\.\s*\./);
});

test('a function word capitalised after a comma is lowered; a name keeps its capital', () => {
  expect(lowerAfterCommas('Soy diseñadora gráfica, Durante mis estudios aprendí Figma.', 'es')).toBe(
    'Soy diseñadora gráfica, durante mis estudios aprendí Figma.',
  );
  expect(lowerAfterCommas("J'ai travaillé à Lyon, Pendant trois ans, avec Python.", 'fr')).toBe(
    "J'ai travaillé à Lyon, pendant trois ans, avec Python.",
  );
  expect(lowerAfterCommas('I built reports in Excel, Tableau and Python.', 'en')).toBe(
    'I built reports in Excel, Tableau and Python.',
  );
});

const backend = resume({
  basics: { name: 'Sam Rivera' },
  work: [
    {
      name: 'Acme Payments',
      position: 'Backend Developer',
      startDate: '2021-01',
      endDate: '2024-06',
      highlights: ['Built a Python billing service on PostgreSQL handling 3 million invoices a month'],
    },
  ],
});

/** The words of a frame around its slots: what the letter would show of it. */
const fixedWords = (frames: Array<(a: string, b: string) => string>): string[] =>
  frames.map((f) =>
    f('§', '§')
      .split('§')
      .sort((a, b) => b.length - a.length)[0]!
      .trim(),
  );

const whyFrames = [...fixedWords(letterPhrases.en.employerAim), ...fixedWords(letterPhrases.en.employerWork)];

test('no sentence on why this employer when the posting states no aim, work or duty', async () => {
  const bare: TailorJob = {
    position: 'Backend Developer',
    employer: 'Kestrel Ledger',
    description: `Backend Developer.

Requirements:
- Strong Python experience
- Experience with PostgreSQL`,
  };
  const text = await letterOf(backend, bare);
  for (const frame of whyFrames) expect(text, frame).not.toContain(frame);
});

test("the posting's own aim is what the letter says of the employer", async () => {
  const withAim: TailorJob = {
    position: 'Backend Developer',
    employer: 'Kestrel Ledger',
    description: `Kestrel Ledger is hiring a Backend Developer. Our mission is to help small shops pay their suppliers on time.

Requirements:
- Strong Python experience
- Experience with PostgreSQL`,
  };
  const text = await letterOf(backend, withAim);
  expect(text).toMatch(/help small shops pay their suppliers on time/);
});

test('a French frame puts "de" and the article of a requirement together', () => {
  const frames = letterPhrases.fr.interest.map((f) => f('Nordelec', 'technicien', 'réseaux'));
  const placed = frames.filter((t) => /la place/.test(t));
  expect(placed.length).toBeGreaterThan(0);
  for (const t of placed) expect(t).toMatch(/la place des réseaux/);
  expect(letterPhrases.fr.interest.map((f) => f('Nordelec', 'technicien', 'Python')).join(' ')).toMatch(
    /la place de Python/,
  );
});

test("a project's description that runs its labelled fields together is not quoted", async () => {
  const researcher = resume({
    basics: { name: 'Iris Calloway' },
    projects: [
      {
        name: 'Tidewatch',
        description:
          'Survey of coastal birds along three estuaries Role: Project co-leader with Dr Mara Quill Tasks: fieldwork, data entry and writing',
      },
    ],
  });
  const text = await letterOf(researcher, frJob);
  expect(text).not.toMatch(/Role\s?:|Tasks\s?:/);
  const en = await letterOf(researcher, {
    position: 'Field Technician',
    employer: 'Estuary Trust',
    description: 'Estuary Trust is hiring a Field Technician.\n\nRequirements:\n- Fieldwork\n- Data entry',
  });
  expect(en).not.toMatch(/Role\s?:|Tasks\s?:/);
});

test('a French or Spanish letter sets a job title in lower case inside its sentence, unless it is written in title case', async () => {
  const text = await letterOf(frResume, frJob);
  expect(text).toMatch(/technicienne informatique/);
  expect(text).not.toMatch(/(?<!^|\. )Technicienne informatique/);
  expect(roleTitle('Técnica informática', 'es')).toBe('técnica informática');
  expect(roleTitle('Gerente de Proyecto', 'es')).toBe('Gerente de Proyecto');
  expect(roleTitle('Chargé de cours/ATER', 'fr')).toBe('chargé de cours/ATER');
  expect(roleTitle('Backend Developer', 'en')).toBe('Backend Developer');
});
