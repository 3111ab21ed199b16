import { expect, test } from 'vitest';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { backendJob } from './fixtures.ts';

/* The summary's headline and result: only certain facts, each fit for its slot; less rather than broken. Made-up people. */

const today = new Date('2026-03-02T09:00:00Z');

const summaryOf = async (data: unknown, job: TailorJob = backendJob): Promise<string> =>
  (await tailorResume({ resume: resumeDataSchema.parse(data), job, today })).resume.basics.summary ?? '';

const kitchenJob: TailorJob = {
  position: 'Line Cook',
  employer: 'Harbor House',
  description: `Harbor House is hiring a Line Cook.

Requirements:
- Food preparation and cooking on a busy line
- Food safety and kitchen hygiene
- Teamwork during service`,
};

test('a town the resume names as a place is no employer of the headline', async () => {
  const summary = await summaryOf({
    basics: { name: 'Lena Vogt', label: 'Nurse', location: { city: 'Quillford' } },
    work: [
      {
        name: 'Quillford',
        position: 'Nurse',
        location: 'Quillford',
        startDate: '2020-01',
        endDate: 'present',
      },
      { name: 'Saint Brigid Hospital', position: 'Nurse', startDate: '2016-01', endDate: '2019-12' },
    ],
  });
  expect(summary).toMatch(/Saint Brigid Hospital/);
  expect(summary).not.toMatch(/at Quillford/);
});

test('a field or a department read where the employer goes is not named as one', async () => {
  const summary = await summaryOf({
    basics: { name: 'Omar Bakr', label: 'Platform Engineer' },
    work: [
      {
        name: 'Research and Development',
        position: 'Platform Engineer',
        highlights: ['Moved 40 services to Kubernetes'],
      },
      { name: 'Tourism industry', position: 'Platform Engineer' },
      { name: 'Fjord Logistics', position: 'Platform Engineer' },
    ],
  });
  expect(summary).toMatch(/Fjord Logistics/);
  expect(summary).not.toMatch(/Research and Development|Tourism industry/);
});

test('a title cut at a dangling word never opens the summary', async () => {
  const summary = await summaryOf(
    {
      basics: { name: 'Mateo Ruiz', label: 'Ingeniero civil, gerente de' },
      work: [
        { name: 'Constructora Pinar', position: 'Ingeniero civil', startDate: '2019', endDate: 'present' },
      ],
    },
    { ...backendJob, language: 'es' },
  );
  expect(summary).not.toMatch(/gerente de\b/);
});

test("a link fragment or the person's own name is no headline", async () => {
  for (const label of ['linkedin.com/in/ana-ruiz', 'Ana Ruiz Moreno']) {
    const summary = await summaryOf({
      basics: { name: 'Ana Moreno', label },
      work: [
        { name: 'Fjord Logistics', position: 'Platform Engineer', startDate: '2020', endDate: 'present' },
      ],
    });
    expect(summary).not.toMatch(/linkedin|Ruiz/i);
    expect(summary).toMatch(/^Platform Engineer with experience at Fjord Logistics/);
  }
});

test("a past career's title does not head the summary when a newer job above it is undated", async () => {
  const summary = await summaryOf(
    {
      basics: { name: 'Tom Reyes' },
      work: [
        { name: 'Dockside Grill', position: 'Line Cook' },
        { name: 'Bitwise Labs', position: 'Software Developer', startDate: '2015-01', endDate: '2021-12' },
      ],
    },
    kitchenJob,
  );
  expect(summary).not.toMatch(/Software Developer/);
});

test('a town read as the degree is left out, the school kept', async () => {
  const summary = await summaryOf({
    basics: { name: 'Iris Kane', location: { city: 'Quillford' } },
    education: [{ institution: 'Northfield University', studyType: 'Quillford', location: 'Quillford' }],
    skills: [{ name: 'Tools', keywords: ['Kubernetes', 'Docker'] }],
  });
  expect(summary).not.toMatch(/Quillford from/);
  expect(summary).toMatch(/Northfield University/);
});

test('a routine duty or an old internship line is no notable result', async () => {
  const summary = await summaryOf(
    {
      basics: { name: 'Dana Pike', label: 'Senior Accountant' },
      work: [
        {
          name: 'Ledger & Co',
          position: 'Senior Accountant',
          startDate: '2018-01',
          endDate: 'present',
          highlights: ['Meet with clients to discuss their accounting needs'],
        },
        {
          name: 'Brightline Audit',
          position: 'Accounting Intern',
          startDate: '2012-06',
          endDate: '2012-09',
          highlights: ['Reconciled 40 balance sheet accounts each month for the accounting team'],
        },
      ],
      skills: [{ name: 'Accounting', keywords: ['Reconciliations', 'Accounting'] }],
    },
    {
      position: 'Staff Accountant',
      employer: 'Harbor House',
      description: `Requirements:
- Accounting experience, account reconciliations and journal entries
- Excel`,
    },
  );
  expect(summary).toMatch(/^Senior Accountant with experience at Ledger & Co/);
  expect(summary).not.toMatch(/Notable result|Meet with clients|Reconciled 40/);
});

test('a recent result about what the posting asks first wins over an old one', async () => {
  const summary = await summaryOf({
    basics: { name: 'Noor Haddad', label: 'Platform Engineer' },
    work: [
      {
        name: 'Fjord Logistics',
        position: 'Platform Engineer',
        startDate: '2021-02',
        endDate: 'present',
        highlights: ['Moved 40 services to Kubernetes clusters, cutting deploy time by half'],
      },
      {
        name: 'Old Mill Software',
        position: 'Developer',
        startDate: '2012-01',
        endDate: '2014-01',
        highlights: ['Migrated 3 Kubernetes clusters and Docker images to a new data centre'],
      },
    ],
  });
  expect(summary).toMatch(/Notable result at Fjord Logistics: moved 40 services/);
});
