import { expect, test } from 'vitest';
import { tailorResume } from '../../src/tailor/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { resume, today } from './letter-setup.ts';

const job: TailorJob = {
  position: 'Warehouse Supervisor',
  employer: 'Larkspur Freight',
  description: `Larkspur Freight is hiring a Warehouse Supervisor.

Our mission is to get small shops their stock on time.

What you'll do:
- You'll plan the weekly picking rota for two shifts

Requirements:
- Inventory control across several sites
- Team leadership
- Forklift operation`,
};

/** An older job holds the result the posting asks for first; the latest job holds only routine lines. */
const keeper = resume({
  basics: { name: 'Tamsin Orrell' },
  work: [
    {
      name: 'Quillon Retail',
      position: 'Shift Lead',
      startDate: '2022-01',
      endDate: 'Present',
      highlights: ['Opened the store on weekday mornings', 'Led a team of 6 stock assistants'],
    },
    {
      name: 'Bramble Depot',
      position: 'Stock Controller',
      startDate: '2017-03',
      endDate: '2021-12',
      highlights: [
        'Cut inventory control errors by 40% across 3 sites with cycle counts',
        'Drove a forklift to load 30 lorries a day',
        'Trained new starters on the handheld scanners',
      ],
    },
  ],
});

const letterFor = async () => (await tailorResume({ resume: keeper, job, today })).coverLetter;

test('the letter leads with the result that best answers the first requirement, from whichever job holds it', async () => {
  const { paragraphs } = await letterFor();
  // The opening says who the candidate is now; the paragraph after it tells the headline result with its employer.
  expect(paragraphs[0]).toMatch(/Quillon Retail/);
  expect(paragraphs[1]).toMatch(/Bramble Depot/);
  expect(paragraphs[1]).toMatch(/inventory control errors by 40%/);
});

test('more evidence is one paragraph, not a walk through the jobs with lead-ins', async () => {
  const { paragraphs } = await letterFor();
  const text = paragraphs.join('\n');
  expect(text).not.toMatch(/same employer|Before that|Earlier in my career|There, I|Beyond that, I/);
  // Opening, headline, grouped evidence, why and closing: no paragraph per job.
  expect(paragraphs.length).toBeLessThanOrEqual(4);
});

test('why this employer comes from what the posting says of it, never from a duty pasted back', async () => {
  const { paragraphs } = await letterFor();
  const last = paragraphs[paragraphs.length - 1]!;
  expect(last).toMatch(/get small shops their stock on time/);
  expect(paragraphs.join(' ')).not.toMatch(/picking rota/);
});

test('the greeting names the employer the letter is sent to, in English and Spanish; French keeps its form', async () => {
  expect((await letterFor()).greeting).toBe('Dear Larkspur Freight team,');
  const es = await tailorResume({
    resume: keeper,
    job: {
      ...job,
      position: 'Supervisor de almacén',
      description: 'Buscamos supervisor de almacén.\n\nRequisitos:\n- Control de inventario',
      language: 'es',
    },
    today,
  });
  expect(es.coverLetter.greeting).toBe('Estimado equipo de Larkspur Freight:');
  const unnamed = await tailorResume({ resume: keeper, job: { ...job, employer: '' }, today });
  expect(unnamed.coverLetter.greeting).toBe('Dear Hiring Manager,');
});
