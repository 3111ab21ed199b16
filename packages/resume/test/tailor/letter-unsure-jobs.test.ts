import { expect, test } from 'vitest';
import { tailorResume } from '../../src/tailor/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { resume, today } from './letter-setup.ts';

/* A resume whose employers the reader was unsure of: the letter tells a job's lines without naming it; made-up people. */

const job: TailorJob = {
  position: 'Shop Assistant',
  employer: 'Corner Market',
  description: `Corner Market is hiring a Shop Assistant.\n\nRequirements:\n- Serving customers\n- Cash handling`,
};

const r = resume({
  basics: { name: 'Jo Tamsin' },
  work: [
    {
      name: 'Lindell Bakery',
      position: 'Sales Assistant',
      startDate: '2022-01',
      endDate: '2023-06',
      highlights: ['Ran the till and closed the shop each evening', 'Mise en place Entretien des vitrines'],
    },
    {
      name: 'Orchard Farm',
      position: 'Picker',
      startDate: '2020-05',
      endDate: '2020-09',
      highlights: ['Packed fruit boxes for the weekly market'],
    },
  ],
});

const uncertain = [
  { path: '/work/0/name', reason: 'field_doubtful' },
  { path: '/work/0/position', reason: 'field_doubtful' },
  { path: '/work/1', reason: 'entry_bounds' },
  { path: '/work/1/name', reason: 'field_doubtful' },
];

test('a job whose employer is unsure is told by its lines, unnamed; a job whose bounds are unsure is not', async () => {
  const text = (await tailorResume({ resume: r, job, today, uncertain })).coverLetter.paragraphs.join('\n');
  expect(text).toMatch(
    /In one of the roles my resume sets out, I ran the till and closed the shop each evening\./,
  );
  expect(text).not.toMatch(/Lindell|Sales Assistant|Orchard|Packed fruit|Entretien/);
});
