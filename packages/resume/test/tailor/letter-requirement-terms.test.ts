import { expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import type { RequirementEvidence } from '../../src/tailor/evidence.ts';
import { letterContext } from '../../src/tailor/letter/context.ts';
import { showsRequirement } from '../../src/tailor/letter/requirement-terms.ts';
import { planTailoring } from '../../src/tailor/plan.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/* A letter names a requirement as a short term a line of the resume holds, never a posting line in quotes. */

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);
const letter = async (r: ResumeData, job: TailorJob): Promise<string> =>
  (await tailorResume({ resume: r, job, today })).coverLetter.paragraphs.join(' ');

const designer = resume({
  basics: { name: 'Noor Haddad' },
  work: [
    {
      name: 'Quillfield Studio',
      position: 'Visual Designer',
      startDate: '2021-01',
      endDate: 'present',
      highlights: [
        'Designed web application mockups for 12 clients in retail and travel',
        'Managed a stock of 2000 printed samples for trade-show deployment',
        'Provided patient care guidance for a hospital wayfinding project',
      ],
    },
  ],
});

const webJob: TailorJob = {
  position: 'Web Developer',
  employer: 'Larkspur Apps',
  description: `Larkspur Apps is hiring a Web Developer.
Requirements:
- Ship full web applications to production
- Deploy applications to production every week
- Patient care`,
};

test('a posting line is never pasted in quotes, and a verb phrase of it is never named', async () => {
  const text = await letter(designer, webJob);
  expect(text).not.toMatch(/[“”«»"]/);
  expect(text).not.toMatch(/\bShip full|\bship full|Deploy applications|deploy applications/);
});

test('a line shows a requirement only when it holds its term: shared words like "web" or "deployment" prove nothing', async () => {
  const text = await letter(designer, webJob);
  expect(text).not.toMatch(/web applications?[^.]*(?:posting|list|experience)/i);
  expect(text).not.toMatch(/(?:posting|list|ask)[^.]*web applications?/i);
  // A short noun phrase the line holds may be named, as a term.
  expect(text).toMatch(/patient care/);
  expect(text).not.toMatch(/[a-z,] Patient care/);
});

const frJob: TailorJob = {
  employer: 'Atelier Brume',
  position: 'Développeur web',
  description: `Atelier Brume recrute un développeur web.
Profil recherché :
- Expédier des applications web complètes en production
- Déployer les applications web chaque semaine`,
};

const warehouse = resume({
  basics: { name: 'Élise Marchetti' },
  work: [
    {
      name: 'Dépôt Carmin',
      position: 'Gestionnaire de stock',
      startDate: '2020-01',
      endDate: 'present',
      highlights: [
        'Géré un stock de 2000 références pour trois magasins',
        'Conçu les maquettes des applications web internes du dépôt',
        'Formé quatre magasiniers aux inventaires tournants',
      ],
    },
  ],
});

test('a French letter claims no requirement from a line that only shares its generic words', async () => {
  const text = await letter(warehouse, frJob);
  expect(text).not.toMatch(/[«»“”]/);
  expect(text).not.toMatch(/Expédier|expédier|Déployer|déployer/);
  expect(text).not.toMatch(/en témoigne/);
});

test('a skill only the summary names, as a wish, is not claimed as shown by the work', async () => {
  const accountant = resume({
    basics: { name: 'Tomas Reyl', summary: 'Accountant looking to grow into accounts payable work.' },
    work: [
      {
        name: 'Brindle Foods',
        position: 'Accountant',
        startDate: '2020-01',
        endDate: 'present',
        highlights: [
          'Reconciled 40 bank accounts each month with no open items',
          'Processed 300 accounts receivable invoices each month',
        ],
      },
    ],
  });
  const text = await letter(accountant, {
    position: 'Staff Accountant',
    employer: 'Harbor Mills',
    description: `Harbor Mills is hiring a Staff Accountant.\nRequirements:\n- Accounts payable processing\n- Software deployment`,
  });
  expect(text).not.toMatch(/accounts payable/i);
});

test('a requirement told among the others a short letter lists is named by its skill, not its verb phrase', async () => {
  const dev = resume({
    basics: { name: 'Ines Calloway' },
    work: [
      {
        name: 'Fernhill Labs',
        position: 'Developer',
        startDate: '2022-01',
        endDate: 'present',
        highlights: ['Packaged 14 services as Docker images', 'Wrote Python scripts for nightly reports'],
      },
    ],
  });
  const text = await letter(dev, {
    position: 'Platform Engineer',
    employer: 'Osprey Cloud',
    description: `Osprey Cloud is hiring a Platform Engineer.\nRequirements:\n- Python\n- Deploy Docker containers daily\n- Terraform`,
  });
  expect(text).toMatch(/Docker/);
  expect(text).not.toMatch(/deploy Docker containers|Deploy Docker containers/);
});

test('a requirement phrase that keeps one word of two is shown by no line that shares that word alone', () => {
  const lab = resume({
    basics: { name: 'Noor Haddad' },
    work: [
      {
        name: 'Fenwick Labo',
        position: 'Technicienne',
        startDate: '2019-01',
        endDate: '2022-06',
        highlights: ["Mise au point d'un protocole de contrôle qualité en plaque"],
      },
    ],
  });
  const job: TailorJob = {
    employer: 'Atelier Brume',
    position: 'Technicien',
    description: `Atelier Brume recrute un technicien.\nProfil recherché :\n- Mise en service\n- Suivi de production`,
  };
  const plan = planTailoring(lab, job);
  const ctx = letterContext(plan, plan.facts, job);
  const shows = (text: string) => showsRequirement(ctx, { text, importance: 'must' } as RequirementEvidence);
  expect(shows('Mise en service')(lab.work[0]!.highlights[0]!)).toBe(false);
  expect(shows('Suivi de production')('Suivi de production des lots de tests')).toBe(true);
});
