import { describe, expect, test } from 'vitest';
import { readPosting } from '../../src/tailor/posting/read-posting.ts';
import { readCase, type MadeUpCase } from './posting-corpus.ts';

/*
 * Postings written in shapes the reader has no heading or skill word for: prose only, headings in
 * the employer's own words, requirements inside "About you", French and Spanish, jobs outside
 * software. Made-up employers and places. Each must-have is checked the way the corpus is scored.
 */

const cases: MadeUpCase[] = [
  {
    name: 'English prose, no heading, a care home',
    job: { position: 'Night Care Assistant', employer: 'Brookfield House' },
    text: `Brookfield House is a family-run care home on the edge of Millbrook with 40 residents. We have been caring for older people for over twenty years and our team is like a second family.

We are looking for a Night Care Assistant who has at least one year of experience in elderly care and holds an NVQ Level 2 in Health and Social Care. You will help residents with personal care, give medication under supervision and keep accurate care records through the night. You must be comfortable with manual handling and able to stay calm in emergencies. A driving licence would be a plus, as the home is not on a bus route.

The pay is £11.80 per hour, with paid breaks and free meals on shift. Shifts are 8pm to 8am, three nights a week. To apply, send your CV to the manager.`,
    must: [
      'one year of experience in elderly care',
      'NVQ Level 2 in Health and Social Care',
      'personal care',
      'give medication',
      'care records',
      'manual handling',
      'stay calm in emergencies',
    ],
    nice: ['driving licence'],
    notSkills: [
      'Brookfield House',
      'Millbrook',
      '£11.80 per hour',
      'free meals',
      'paid breaks',
      '8pm to 8am',
    ],
  },
  {
    name: 'English list under headings of its own, a school',
    job: { position: 'Teaching Assistant', employer: 'Hollow Oak Primary' },
    text: `Teaching Assistant – Hollow Oak Primary
Term time only, 32.5 hours a week

A bit about the job
Our Year 2 class needs someone to support small reading groups and children with additional needs.

What you'll need to succeed
- A level 3 qualification in supporting teaching and learning
- Experience working with children aged 5 to 7
- Good literacy and numeracy
- Patience and a sense of humour

It would be lovely if you also had
- Makaton signing
- First aid training

What's in it for you
- Local government pension scheme
- Free parking`,
    must: [
      'level 3 qualification in supporting teaching and learning',
      'working with children aged 5 to 7',
      'literacy and numeracy',
      'small reading groups',
      'Patience',
    ],
    nice: ['Makaton signing', 'First aid training'],
    notSkills: ['Hollow Oak Primary', 'Term time only', 'pension', 'Free parking', '32.5 hours'],
  },
  {
    name: 'French prose, a warehouse',
    job: { position: 'Préparateur de commandes', employer: 'Entrepôts Vallier' },
    text: `Entrepôts Vallier, spécialiste de la logistique du froid depuis 1985, recrute pour son site de Saint-Aubin un préparateur de commandes en CDI.

Au sein d'une équipe de douze personnes, vous préparez les commandes des magasins à l'aide d'un terminal à commande vocale et vous chargez les camions en respectant les délais. Vous êtes titulaire du CACES R489 catégorie 1 et vous avez une première expérience en entrepôt frigorifique. Le port de charges jusqu'à 15 kg fait partie du poste. Rigueur et ponctualité sont indispensables. La connaissance d'un logiciel de gestion d'entrepôt est un atout.

Salaire : 1 900 € brut mensuel, primes de froid et tickets restaurant. Horaires de nuit, du lundi au vendredi.`,
    must: [
      'préparer les commandes',
      'terminal à commande vocale',
      'charger les camions',
      'CACES R489 catégorie 1',
      'expérience en entrepôt frigorifique',
      'port de charges',
      'Rigueur et ponctualité',
    ],
    nice: ["logiciel de gestion d'entrepôt"],
    notSkills: [
      'Entrepôts Vallier',
      'Saint-Aubin',
      '1 900 €',
      'tickets restaurant',
      'CDI',
      'Horaires de nuit',
    ],
  },
  {
    name: 'Spanish, requirements inside "Sobre ti", a hotel',
    job: { position: 'Recepcionista de hotel', employer: 'Hotel Mirasol' },
    text: `Hotel Mirasol ★★★★ – Recepcionista (m/f)
Ubicación: Valdemar de la Costa
Jornada: completa, turnos rotativos

Sobre nosotros
Somos un hotel familiar frente al mar con 120 habitaciones y un equipo joven.

Tu día a día
Atender el check-in y el check-out de los huéspedes, gestionar las reservas en el PMS y resolver incidencias con amabilidad.

Sobre ti
Tienes al menos dos años de experiencia en recepción de hotel. Hablas inglés con fluidez y te defiendes en alemán. Se valorará el manejo de Opera PMS. Eres una persona resolutiva y con don de gentes.

Qué ofrecemos
Contrato indefinido, comida en el hotel y descuentos en la cadena.`,
    must: [
      'check-in y el check-out',
      'gestionar las reservas',
      'resolver incidencias',
      'dos años de experiencia en recepción de hotel',
      'inglés con fluidez',
      'resolutiva',
    ],
    nice: ['Opera PMS'],
    notSkills: [
      'Hotel Mirasol',
      'Valdemar de la Costa',
      'Contrato indefinido',
      'comida en el hotel',
      'descuentos',
    ],
  },
];

describe('reading postings of shapes the reader was not written for', () => {
  for (const c of cases) {
    test(c.name, () => {
      expect(readCase(c)).toEqual({ missed: [], notWelcome: [], junk: [] });
    });
  }
});

test('what a sentence calls welcome is read without the words that say so', () => {
  const read = (text: string) => readPosting(text).requirements.map((r) => [r.text, r.importance]);
  expect(read('We build delivery software.\n\nExperience with Terraform and Ansible is a plus.')).toEqual([
    ['Terraform and Ansible', 'nice'],
  ]);
});

test('a requirement the posting calls welcome, in any of its wordings, is nice-to-have, not must-have', () => {
  const importance = (line: string) => {
    const read = readPosting(`Requirements\n- ${line}\n- Three years of Python`, {
      position: 'Developer',
      employer: 'Northwind Tools',
    });
    return read.requirements.filter((r) => !/python/i.test(r.text)).map((r) => [r.text, r.importance]);
  };
  expect(importance('Experience with Kubernetes is a big plus')).toEqual([['Kubernetes', 'nice']]);
  expect(importance('Knowledge of GraphQL is a strong plus')).toEqual([['GraphQL', 'nice']]);
  expect(importance('Terraform would be a bonus')).toEqual([['Terraform', 'nice']]);
  expect(importance('Nice to have: Go')).toEqual([['Go', 'nice']]);
  expect(importance('Experience in retail is an advantage')).toEqual([['Retail', 'nice']]);
  expect(importance('Idéalement, une expérience en Vue.js')).toEqual([['Vue.js', 'nice']]);
  expect(importance('Conocimientos de Docker sería un plus')).toEqual([['Docker', 'nice']]);
  expect(importance('Avoir travaillé en crèche serait un vrai plus')[0]?.[1]).toBe('nice');
  expect(importance('Se valora experiencia en hostelería')[0]?.[1]).toBe('nice');
  expect(importance('Preferiblemente con experiencia en caja')[0]?.[1]).toBe('nice');
  // "Plus" meaning "more" is no welcome word.
  expect(importance('Plus de deux ans en restauration')[0]?.[1]).toBe('must');
});

test('a duty list that calls a tool welcome gives a nice-to-have', () => {
  const read = readPosting(
    'What you will do\n- Build our billing service\n- Experience with Kafka is a plus',
  );
  expect(read.requirements.find((r) => /kafka/i.test(r.text))?.importance).toBe('nice');
});
