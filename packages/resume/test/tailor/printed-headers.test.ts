import { expect, it } from 'vitest';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';

/* A job the reader was unsure of is set as printed: no title shown as an employer, no employer carried over. */

const job = {
  position: 'Warehouse Operative',
  employer: 'Northgate Depot',
  description:
    'We need a warehouse operative to pick and pack orders, drive a forklift and keep stock records. ' +
    'Requirements: forklift licence, order picking experience, reliability.',
};

const resume = resumeDataSchema.parse({
  basics: { name: 'Sam Doe' },
  work: [
    {
      // A title read as the employer, the employer as the title: the reader said so.
      name: 'Order Picker',
      position: 'Quillon Logistics',
      startDate: '2019-04',
      endDate: '2023-03',
      highlights: ['Picked and packed 400 orders a shift with a handheld scanner.'],
      'x-header': 'Order Picker · Quillon Logistics',
    },
    {
      // An employer carried over from the job above: this header never printed it.
      name: 'Quillon Logistics',
      position: 'Forklift Driver',
      startDate: '2016-06',
      endDate: '2019-03',
      highlights: ['Drove a reach truck in a cold store.'],
      'x-header': 'Forklift Driver · Weekends',
    },
    {
      name: 'Pellworth Foods',
      position: 'Packer',
      startDate: '2014-01',
      endDate: '2016-05',
      highlights: ['Packed chilled goods.'],
      'x-header': 'Pellworth Foods · Packer',
    },
  ],
});
const uncertain = [
  { path: '/work/0/name', reason: 'employer_guessed' },
  { path: '/work/1', reason: 'entry_implausible' },
];

it('sets an unsure job with its employer and title on one line, in the order printed, and names neither in the letter', async () => {
  const result = await tailorResume({ resume, job, uncertain, today: new Date('2026-03-02') });
  const byDate = (start: string) => result.resume.work.find((w) => w.startDate === start)!;
  expect(byDate('2019-04')).toMatchObject({ position: 'Order Picker · Quillon Logistics' });
  expect(byDate('2019-04').name).toBeUndefined();
  // What this header did not print is not put on it.
  expect(byDate('2016-06')).toMatchObject({ position: 'Forklift Driver' });
  expect(byDate('2016-06').name).toBeUndefined();
  // A job the reader was sure of keeps its fields.
  expect(byDate('2014-01')).toMatchObject({ name: 'Pellworth Foods', position: 'Packer' });
  const letter = result.coverLetter.paragraphs.join(' ');
  expect(letter).not.toContain('Quillon');
  expect(letter).not.toContain('Order Picker');
  expect(letter).not.toContain(' · ');
});

it('keeps an employer the user set, which the header never printed, in its place', async () => {
  // The user corrected the employer: only the title is still unsure.
  const edited = {
    ...resume,
    work: [{ ...resume.work[0]!, name: 'Quillon Logistics Ltd', position: 'Order Picker' }],
  };
  const result = await tailorResume({
    resume: edited,
    job,
    uncertain: [{ path: '/work/0/position', reason: 'position_guessed' }],
    today: new Date('2026-03-02'),
  });
  expect(result.resume.work[0]).toMatchObject({ name: 'Quillon Logistics Ltd', position: 'Order Picker' });
});

it('uses the fields as read once nothing is unsure (the user checked the resume)', async () => {
  const result = await tailorResume({ resume, job, uncertain: [], today: new Date('2026-03-02') });
  expect(result.resume.work.find((w) => w.startDate === '2019-04')).toMatchObject({
    name: 'Order Picker',
    position: 'Quillon Logistics',
  });
});

it('keeps an employer the reader put together from parts of the header', async () => {
  const composed = resumeDataSchema.parse({
    work: [
      {
        name: 'Interface Lab, Northmoor University',
        position: 'Research Intern',
        startDate: '2018-06',
        endDate: '2018-08',
        highlights: ['Built a gesture tracker.'],
        'x-header': 'Interface Lab · Summer Research Programme, Northmoor University - Research Intern',
      },
    ],
  });
  const result = await tailorResume({
    resume: composed,
    job,
    uncertain: [{ path: '/work/0/name', reason: 'employer_guessed' }],
    today: new Date('2026-03-02'),
  });
  expect(result.resume.work[0]?.position).toBe('Interface Lab, Northmoor University · Research Intern');
});

it('leaves out of the line a phrase that cannot be an employer (a town with how long the placement lasted)', async () => {
  const placement = resumeDataSchema.parse({
    work: [
      {
        name: 'Saint-Omer (2 semaines)',
        position: 'Agent de maintenance',
        location: 'Quillon Industries',
        startDate: '2021-05',
        highlights: ['Entretien des machines.'],
        'x-header': 'Agent de maintenance · Saint-Omer (2 semaines)',
      },
    ],
  });
  const result = await tailorResume({
    resume: placement,
    job,
    uncertain: [{ path: '/work/0/name', reason: 'employer_implausible' }],
    today: new Date('2026-03-02'),
  });
  expect(result.resume.work[0]?.position).toBe('Agent de maintenance');
  expect(result.resume.work[0]?.name).toBeUndefined();
});

it('sets on the line a phrase of the header the reader took for the place though it names none', async () => {
  const misread = resumeDataSchema.parse({
    work: [
      {
        name: 'Harrowfield Hospital',
        position: 'Harrowfield Institute of Nursing',
        location: 'Adjunct Lecturer',
        startDate: '2024',
        highlights: ['Taught wound care.'],
        'x-header': 'Adjunct Lecturer · Harrowfield Institute of Nursing · Harrowfield Hospital',
      },
      {
        name: 'Pellworth Foods',
        position: 'Packer',
        location: 'Leeds',
        startDate: '2014-01',
        highlights: ['Packed chilled goods.'],
        'x-header': 'Packer · Pellworth Foods · Leeds',
      },
    ],
  });
  const result = await tailorResume({
    resume: misread,
    job,
    uncertain: [
      { path: '/work/0/name', reason: 'employer_guessed' },
      { path: '/work/0/position', reason: 'position_guessed' },
      { path: '/work/1/name', reason: 'employer_guessed' },
    ],
    today: new Date('2026-03-02'),
  });
  expect(result.resume.work[0]?.position).toBe(
    'Adjunct Lecturer · Harrowfield Institute of Nursing · Harrowfield Hospital',
  );
  expect(result.resume.work[0]?.location).toBeUndefined();
  // A place stays the place.
  expect(result.resume.work[1]).toMatchObject({ position: 'Packer · Pellworth Foods', location: 'Leeds' });
});

it('keeps on the line an employer printed with its town and region, which the checks read as a list', async () => {
  const placed = resumeDataSchema.parse({
    basics: { name: 'Sam Doe' },
    work: [
      {
        name: 'Harlow Foods, Austin, TX',
        position: 'Shift Supervisor',
        startDate: '2020-02',
        endDate: '2024-06',
        highlights: ['Ran a team of 12 pickers on the night shift.'],
        'x-header': 'Shift Supervisor · Harlow Foods, Austin, TX',
      },
    ],
  });
  const result = await tailorResume({
    resume: placed,
    job,
    uncertain: [{ path: '/work/0/name', reason: 'employer_implausible' }],
    today: new Date('2026-03-02'),
  });
  expect(result.resume.work[0]).toMatchObject({ position: 'Shift Supervisor · Harlow Foods, Austin, TX' });
  // Still unsure: no sentence names it.
  expect(result.coverLetter.paragraphs.join(' ')).not.toMatch(/Harlow Foods/);
});
