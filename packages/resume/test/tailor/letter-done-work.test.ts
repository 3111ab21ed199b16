import { expect, test } from 'vitest';
import { ownClause } from '../../src/tailor/letter/own-clause.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { resume, today } from './letter-setup.ts';

/* Work told as what the candidate did, and a letter argued from what the posting asks first. */

test('a French or Spanish piece of work named by its noun is told with its own verb', () => {
  expect(ownClause('fr', 'Conception du site de la médiathèque', false)).toBe(
    "j'ai conçu le site de la médiathèque",
  );
  expect(ownClause('fr', "Gestion d'une réserve de 300 m²", true)).toBe("j'ai géré une réserve de 300 m²");
  expect(ownClause('fr', "Organisation de l'accueil des visiteurs", false)).toBe(
    "j'ai organisé l'accueil des visiteurs",
  );
  expect(ownClause('es', 'Diseño de la web del club', false)).toBe('diseñé la web del club');
  expect(ownClause('es', 'Gestión del inventario semanal', true)).toBe('he gestionado el inventario semanal');
  // Without an article after "de", the verb's object is unknown: the duty keeps its frame.
  expect(ownClause('fr', 'Gestion de stocks', false)).toMatch(/^j'ai (?:assuré|pris en charge) la gestion/);
});

test('a Spanish duty written as an infinitive or a gerund is told as done, never after "me ocupé del"', () => {
  expect(ownClause('es', 'Identificar y escalar incidencias urgentes', false)).toBe(
    'identifiqué y escalé incidencias urgentes',
  );
  expect(ownClause('es', 'Organizar talleres de lectura', false)).toBe('organicé talleres de lectura');
  expect(ownClause('es', 'Colaborar con el equipo de ventas', true)).toBe(
    'he colaborado con el equipo de ventas',
  );
  expect(ownClause('es', 'Desarrollando paneles de control', true)).toBe(
    'he desarrollado paneles de control',
  );
  expect(ownClause('es', 'Aporto mis conocimientos de logística', true)).toBe(
    'aporto mis conocimientos de logística',
  );
  expect(ownClause('es', 'Experto en automatizaciones', true)).toBeUndefined();
  expect(ownClause('es', 'Atender a los clientes', false)).toMatch(/^me (?:ocupé|encargué) de atender/);
});

const salesJob: TailorJob = {
  position: 'Senior Regional Account Executive (Software Sales)',
  employer: 'Larkspur Analytics',
  description: `Larkspur Analytics is hiring a Senior Regional Account Executive (Software Sales).

Requirements:
- Experience with Salesforce
- Strong negotiation skills
- Experience with HubSpot`,
};

const seller = resume({
  basics: { name: 'Robin Vale' },
  work: [
    {
      name: 'Quillby Tools',
      position: 'Account Manager',
      startDate: '2021-01',
      endDate: 'Present',
      highlights: [
        'Managed 60 accounts in Salesforce and raised renewals by 18%',
        'Ran weekly pipeline reviews in HubSpot with two sales leads',
      ],
    },
    {
      name: 'Fernleaf Foods',
      position: 'Sales Representative',
      startDate: '2017-01',
      endDate: '2020-12',
      highlights: ['Opened 25 new grocery accounts in Salesforce across two counties'],
    },
    {
      name: 'Harbor Cinema',
      position: 'Usher',
      startDate: '2014-01',
      endDate: '2016-12',
      highlights: ['Checked tickets and cleaned the screening rooms after each show'],
    },
  ],
  education: [{ institution: 'Northgate University', studyType: 'BA', area: 'Medieval History' }],
});

test('the letter names a long posting title once, then speaks of "this role"', async () => {
  const { coverLetter } = await tailorResume({ resume: seller, job: salesJob, today });
  const text = coverLetter.paragraphs.join('\n');
  expect(text.split('Senior Regional Account Executive (Software Sales)').length - 1).toBe(1);
});

test('a job whose results answer nothing the posting asks is left out while others answer it', async () => {
  const text = (await tailorResume({ resume: seller, job: salesJob, today })).coverLetter.paragraphs.join(
    '\n',
  );
  expect(text).toMatch(/Fernleaf Foods/);
  expect(text).not.toMatch(/screening rooms/);
  // Studies outside the position's field ground nothing.
  expect(text).not.toMatch(/solid grounding/);
});

const analystJob: TailorJob = {
  position: 'Junior Data Analyst',
  employer: 'Brookfield Transit',
  description: `Brookfield Transit is hiring a Junior Data Analyst.

Requirements:
- Experience with Tableau
- A degree in statistics
- You will keep our ridership data clean and present it to the planning team`,
};

const geologist = resume({
  basics: { name: 'Kit Moreland' },
  work: [
    {
      name: 'Granite Ridge Mining',
      position: 'Field Geologist',
      startDate: '2020-01',
      endDate: 'Present',
      highlights: [
        'Mapped rock outcrops across the northern claims every summer',
        'Logged drill cores from the eastern pit',
        'Managed the core-sample database for three drilling sites',
      ],
    },
  ],
});

test('a career change says who the candidate is and the move, then what touches the posting first', async () => {
  const text = (
    await tailorResume({ resume: geologist, job: analystJob, today })
  ).coverLetter.paragraphs.join('\n');
  expect(text).toMatch(/new line of work|change of direction/);
  // The line about data, which the posting names too, is told before the field work.
  const data = text.indexOf('core-sample database');
  expect(data).toBeGreaterThan(-1);
  const outcrops = text.indexOf('rock outcrops');
  if (outcrops >= 0) expect(data).toBeLessThan(outcrops);
});
