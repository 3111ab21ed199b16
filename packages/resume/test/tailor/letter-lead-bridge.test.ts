import { expect, test } from 'vitest';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { letterOf, resume, today } from './letter-setup.ts';

/* What the letter leads with: the result that answers the posting first, a career change bridged by what the jobs show, a degree for a graduate. */

const paragraphsOf = async (r: ReturnType<typeof resume>, j: TailorJob): Promise<string[]> =>
  (await tailorResume({ resume: r, job: j, today })).coverLetter.paragraphs;

/** A degree from a school of the tests, in `area`. */
const degreeIn = (area: string) => ({
  institution: 'University of Westmarch',
  studyType: 'Bachelor of Science',
  area,
  startDate: '2021-09',
  endDate: '2025-06',
});

const dataJob: TailorJob = {
  position: 'Data Engineer',
  employer: 'Harbourline Freight',
  description: `Harbourline Freight is hiring a Data Engineer.

Requirements:
- Strong Python experience
- Experience with Apache Airflow
- Good knowledge of PostgreSQL`,
};

test('the body opens with the result that answers the first requirement, at its own employer, not the latest job', async () => {
  const r = resume({
    basics: { name: 'Tomas Reyes' },
    work: [
      {
        name: 'Quayside Books',
        position: 'Operations Coordinator',
        startDate: '2023-01',
        highlights: ['Planned weekly staff rotas for 9 people across two shops'],
      },
      {
        name: 'Lindenfield Analytics',
        position: 'Data Engineer',
        startDate: '2018-01',
        endDate: '2022-12',
        highlights: [
          'Built Python ingestion jobs that loaded 4 million shipment records a day',
          'Scheduled 30 Apache Airflow pipelines with alerting and retries',
        ],
      },
    ],
  });
  const [, first] = await paragraphsOf(r, dataJob);
  expect(first).toMatch(/Python ingestion jobs/);
  expect(first).toMatch(/Lindenfield Analytics/);
  expect(first).not.toMatch(/staff rotas/);
});

const productJob: TailorJob = {
  position: 'Product Manager',
  employer: 'Civic Forms Office',
  description: `The Civic Forms Office is hiring a Product Manager.

Requirements:
- Customer service
- Experience writing product roadmaps
- Agile delivery with Scrum
- Experience with Jira and Confluence
- User research and usability testing
- Stakeholder management across government agencies
- Data analysis with SQL
- Experience with accessibility standards (WCAG)`,
};

const cashier = resume({
  basics: { name: 'Noor Haddad' },
  work: [
    {
      name: 'Maple Street Grocers',
      position: 'Cashier',
      startDate: '2020-01',
      highlights: ['Delivered customer service to 200 shoppers a day at a busy till'],
    },
    {
      name: 'Riverbend Cinema',
      position: 'Usher',
      startDate: '2018-01',
      endDate: '2019-12',
      highlights: ['Checked tickets and guided guests to their seats'],
    },
  ],
});

test('a career change is bridged by what a job shows of the posting, with no claim of the same field', async () => {
  const [opening, ...rest] = await paragraphsOf(cashier, productJob);
  const bridges = letterPhrases.en.bridge.map((f) => f('customer service'));
  expect(
    bridges.some((b) => opening!.includes(b)),
    opening,
  ).toBe(true);
  const text = [opening, ...rest].join('\n');
  expect(text).not.toMatch(/same field|this field|already working|of the same kind/i);
  // No confession either.
  expect(text).not.toMatch(/\b(?:lack|little experience|no experience|although i have not)\b/i);
});

test('no bridge when the resume is in the posting field or no job shows a requirement', async () => {
  const inField = resume({
    basics: { name: 'Tomas Reyes' },
    work: [
      {
        name: 'Lindenfield Analytics',
        position: 'Data Engineer',
        startDate: '2018-01',
        highlights: ['Built Python ingestion jobs that loaded 4 million shipment records a day'],
      },
    ],
  });
  const shows = letterPhrases.en.bridge.map((f) => f('§').split('§')[0]!);
  const field = await letterOf(inField, dataJob);
  expect(shows.some((s) => field.includes(s))).toBe(false);
  const nothing = resume({
    basics: { name: 'Noor Haddad' },
    work: [
      { name: 'Riverbend Cinema', position: 'Usher', startDate: '2018-01', highlights: ['Checked tickets'] },
    ],
  });
  const none = await letterOf(nothing, productJob);
  expect(shows.some((s) => none.includes(s))).toBe(false);
});

test('a graduate with little work leads with the degree that bears on the posting', async () => {
  const graduate = resume({
    basics: { name: 'Ada Lindqvist' },
    work: [
      {
        name: 'Corner Bakery',
        position: 'Sales Assistant',
        startDate: '2022-06',
        endDate: '2022-09',
        highlights: ['Served customers at the counter'],
      },
    ],
    education: [degreeIn('Data Engineering')],
  });
  const [opening] = await paragraphsOf(graduate, dataJob);
  const leads = letterPhrases.en.studiesLead.map((f) => f('§', '§').split('§')[0]!);
  expect(
    leads.some((l) => opening!.includes(l)),
    opening,
  ).toBe(true);
  expect(opening).toMatch(/University of Westmarch/);
  expect(opening).not.toMatch(/Corner Bakery/);
});

test('a degree in another field does not lead, and a degree is told once', async () => {
  const cashierJob: TailorJob = {
    position: 'Cashier',
    employer: 'Harbour Market',
    description: `Harbour Market is hiring a Cashier.

Requirements:
- Customer service
- Cash handling`,
  };
  const networks = resume({
    basics: { name: 'Ada Lindqvist' },
    work: [],
    education: [degreeIn('Network Engineering')],
  });
  const [opening] = await paragraphsOf(networks, cashierJob);
  const leads = letterPhrases.en.studiesLead.map((f) => f('§', '§').split('§')[0]!);
  expect(
    leads.some((l) => opening!.includes(l)),
    opening,
  ).toBe(false);
  const text = await letterOf(networks, cashierJob);
  expect(text.match(/University of Westmarch/g)?.length ?? 0).toBeLessThanOrEqual(1);
});

test('a graduate with no job names the degree once, as the lead', async () => {
  const graduate = resume({
    basics: { name: 'Ada Lindqvist' },
    education: [degreeIn('Data Engineering')],
  });
  const text = await letterOf(graduate, dataJob);
  expect(text.match(/University of Westmarch/g)).toHaveLength(1);
});

test("with the latest job told below, the opening says who the candidate is in their summary's own words", async () => {
  const summary = 'I build Python data pipelines for freight and retail companies.';
  const engineer = resume({
    basics: { name: 'Tomas Reyes', summary },
    work: [
      {
        name: 'Lindenfield Analytics',
        position: 'Data Engineer',
        startDate: '2018-01',
        highlights: ['Built Python ingestion jobs that loaded 4 million shipment records a day'],
      },
    ],
  });
  const [opening, ...rest] = await paragraphsOf(engineer, dataJob);
  expect(opening).toContain(summary);
  // Said once.
  expect(rest.join(' ')).not.toContain(summary);
});

test('the French and Spanish bridges name the terms after a colon, whatever article they would take', () => {
  for (const lang of ['fr', 'es'] as const)
    for (const frame of letterPhrases[lang].bridge) expect(frame('§')).toMatch(/:\s§\.$/);
});
