import { describe, expect, test } from 'vitest';
import { readPosting } from '../../src/tailor/posting/read-posting.ts';
import { readCase, type MadeUpCase } from './posting-corpus.ts';

/*
 * What surrounds a demand and is no demand: the employer's own places and units ("for our garden
 * centres"), the people the job works with or takes orders from, a piece of a long sentence that
 * only speaks of the employer, the employer by the first words of its long name. Made-up employers.
 */

const cases: MadeUpCase[] = [
  {
    name: 'the employer’s unit and the people worked with, in a paragraph cut at its commas',
    job: { position: 'Bookkeeper', employer: 'Fernhill Nurseries' },
    text: `We are looking for an experienced bookkeeper who can run the weekly payroll for our garden centres accurately and on time. You will be organised and work with the office manager, the purchasing clerk and other members of our team to record supplier invoices, petty cash and bank deposits.

Requirements:
- Two years of bookkeeping experience
- Strong customer service skills`,
    must: [
      'run the weekly payroll',
      'record supplier invoices',
      'bookkeeping experience',
      'customer service',
    ],
    notSkills: ['garden centres', 'office manager', 'purchasing clerk', 'Fernhill Nurseries'],
  },
  {
    name: 'who directs the duty and where it is done are cut from it',
    job: { position: 'Pharmacy Assistant', employer: 'Mossgate Chemists' },
    text: `Responsibilities:
- Dispense medication as directed by the Duty Pharmacist
- Keep stock records for our three dispensaries
- Answer customer questions at the counter`,
    must: ['Dispense medication', 'Keep stock records', 'Answer customer questions'],
    notSkills: ['Duty Pharmacist', 'dispensaries', 'Mossgate Chemists'],
  },
  {
    name: 'a piece of a long requirement that speaks of the employer is dropped',
    job: { position: 'Warehouse Operative', employer: 'Brindle Freight' },
    text: `Requirements:
You bring three years of experience picking orders in a busy depot, we will pay for your forklift course in the first month, and you hold a valid driver's licence.`,
    must: ['picking orders', "valid driver's licence"],
    notSkills: ['pay for your forklift course', 'Brindle Freight'],
  },
  {
    name: 'the employer named by the first words of its long name',
    job: { position: 'Family Support Worker', employer: 'Harbor Light Family Services Network' },
    text: `Qualifications:
- Degree in social work
- Experience supporting families in crisis
- At Harbor Light every family is met with respect and care.`,
    must: ['Degree in social work', 'supporting families in crisis'],
    notSkills: ['Harbor Light'],
  },
  {
    name: 'the people worked with, in French and in Spanish',
    job: { position: 'Préparateur de commandes', employer: 'Entrepôts Valmont' },
    text: `Missions :
Travailler avec les chefs d'équipe et le responsable du site pour préparer les commandes des clients.
Colaborar con el jefe de tienda y los reponedores para mantener el inventario al día.`,
    must: ['préparer les commandes', 'mantener el inventario'],
    notSkills: ["chefs d'équipe", 'responsable du site', 'jefe de tienda', 'reponedores'],
  },
];

describe('what surrounds a demand is not read as one', () => {
  for (const c of cases) {
    test(c.name, () => {
      expect(readCase(c)).toEqual({ missed: [], notWelcome: [], junk: [] });
    });
  }
});

test('an offer made conditional on a background investigation is no requirement', () => {
  const texts = readPosting(
    'Requirements:\n- Food handler card\n- Any job offer is contingent upon a background investigation\n',
  ).requirements.map((r) => r.text);
  expect(texts).toEqual(['Food handler card']);
});
