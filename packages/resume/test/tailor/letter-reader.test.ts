import { expect, test } from 'vitest';
import { tailorResume } from '../../src/tailor/index.ts';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { resume, today } from './letter-setup.ts';

/* What a recruiter reading many letters would notice: the same opening, jobs walked by date, nothing about the employer. */

const letter = async (
  r: ReturnType<typeof resume>,
  job: TailorJob,
  uncertain?: Array<{ path: string }>,
): Promise<string[]> => (await tailorResume({ resume: r, job, today, uncertain })).coverLetter.paragraphs;

/** The opening with the facts it names blanked: what stays is the template a reader would recognise. */
const frame = (text: string, names: string[]): string =>
  names.reduce((t, n) => t.split(n).join('#'), text).replace(/\b\d{4}\b/g, '#');

const rivers: TailorJob = {
  position: 'Data Engineer',
  employer: 'Tidewater Trust',
  description: `Tidewater Trust is tasked with keeping river gauge data open to the public, to help towns plan for floods.

Requirements:
- Strong SQL experience
- Experience with Airflow
- Python`,
};

const bakery: TailorJob = {
  position: 'Shift Supervisor',
  employer: 'Crumb & Co',
  description: `Crumb & Co is hiring a Shift Supervisor.

Requirements:
- Experience scheduling staff rotas
- Food safety training
- Cash handling`,
};

const engineer = resume({
  basics: { name: 'Ines Varga' },
  work: [
    {
      name: 'Pellucid Maps',
      position: 'Data Engineer',
      startDate: '2022-02',
      endDate: 'present',
      highlights: [
        'Built Airflow pipelines that load 30 river feeds a day',
        'Wrote Python checks for late feeds',
      ],
    },
    {
      name: 'Orchard Analytics',
      position: 'Analyst',
      startDate: '2018-09',
      endDate: '2022-01',
      highlights: ['Rewrote SQL reports that cut query time by 60%'],
    },
  ],
});

const supervisor = resume({
  basics: { name: 'Tomasz Reyes' },
  work: [
    {
      name: 'Larkspur Cafe',
      position: 'Team Lead',
      startDate: '2021-05',
      endDate: '2024-08',
      highlights: ['Planned staff rotas for 14 people across two sites', 'Handled cash for 300 orders a day'],
    },
  ],
  certificates: [{ name: 'Food Safety Level 2' }],
});

test('two made-up candidates for two postings open their letters differently, beyond the names', async () => {
  const a = (await letter(engineer, rivers))[0]!;
  const b = (await letter(supervisor, bakery))[0]!;
  const names = [
    'Data Engineer',
    'Tidewater Trust',
    'Shift Supervisor',
    'Crumb & Co',
    'Pellucid Maps',
    'Larkspur Cafe',
  ];
  expect(frame(a, names)).not.toBe(frame(b, names));
  // The same application always reads the same.
  expect((await letter(engineer, rivers))[0]).toBe(a);
});

test('the first evidence paragraph answers the posting first requirement, whatever the resume dates', async () => {
  // SQL, asked first, is shown by the older job: its paragraph comes before the latest job's.
  const paragraphs = await letter(engineer, rivers);
  const body = paragraphs.slice(1, -1);
  const first = body.findIndex((p) => p.includes('Orchard Analytics'));
  const latest = body.findIndex((p) => p.includes('Pellucid Maps'));
  expect(first).toBe(0);
  expect(latest).toBeGreaterThan(first);
  expect(body[0]).toMatch(/SQL/);
  // No "Before that" for a job told before a more recent one.
  expect(body.slice(1).join(' ')).not.toMatch(/^(?:Before that|Prior to that|Previously|Earlier)\b/m);
});

test('an employer the reader was unsure of builds no sentence of the letter', async () => {
  const text = (await letter(engineer, rivers, [{ path: '/work/1/name' }])).join(' ');
  expect(text).not.toContain('Orchard Analytics');
  // The job's line is not told under another employer's name either.
  expect(text).not.toMatch(/Pellucid Maps[^.]*SQL reports/);
});

test('why this employer is said from what the posting states, up to its first clause, and nothing else', async () => {
  const paragraphs = await letter(engineer, rivers);
  // Told after the evidence, with the closing.
  const last = paragraphs[paragraphs.length - 1]!;
  const work = 'keeping river gauge data open to the public';
  const said = letterPhrases.en.employerWork.map((f) => f('Tidewater Trust', work));
  expect(said.some((s) => last.includes(s))).toBe(true);
  expect(last).not.toMatch(/plan for floods/);
  // Said once: the closing does not say why again.
  const all = (await letter(engineer, rivers)).join(' ');
  expect(all.split(work).length - 1).toBe(1);
});

test('a posting that says nothing of its employer gets no sentence about it', async () => {
  const text = (await letter(supervisor, bakery)).join(' ');
  const frames = [
    ...letterPhrases.en.employerWork.map((f) => f('Crumb & Co', '@')),
    ...letterPhrases.en.employerAim.map((f) => f('Crumb & Co', '@')),
  ].map((s) => s.split('@')[0]!);
  for (const lead of frames.filter((l) => l.length > 8)) expect(text).not.toContain(lead);
});

test('no stock line a reader spots: no pasted "my work included:", no stock offer to meet', async () => {
  for (const [r, j] of [
    [engineer, rivers],
    [supervisor, bakery],
    [engineer, bakery],
    [supervisor, rivers],
  ] as const) {
    const text = (await letter(r, j)).join(' ');
    expect(text).not.toMatch(
      /my work (?:includes|included):|available for an interview|Here is the experience/i,
    );
  }
});

test('a duty written as a noun phrase is told with a verb of the letter, in French and Spanish too', async () => {
  const clerk = resume({
    basics: { name: 'Noa Brandt' },
    work: [
      {
        name: 'Maison Lebrun',
        position: 'Comptable',
        startDate: '2019-01',
        endDate: '2023-06',
        highlights: ['Gestion de la paie de 40 salariés', 'Préparation des déclarations de TVA'],
      },
    ],
  });
  const job: TailorJob = {
    position: 'Comptable',
    employer: 'Atelier Ferrand',
    language: 'fr',
    description: `Atelier Ferrand recrute un comptable.

Profil recherché :
- Expérience de la paie
- Déclarations de TVA`,
  };
  const text = (await letter(clerk, job)).join(' ');
  expect(text).toMatch(/j'ai (?:aussi |également )?(?:géré la paie|préparé les déclarations)/i);
  expect(text).not.toMatch(/mon travail comprenait notamment :/);
});

test('a duty of the role is never pasted back as the reason to apply', async () => {
  const job: TailorJob = {
    position: 'Stock Controller',
    employer: 'Quayside Goods',
    description: `Quayside Goods is hiring a Stock Controller.

What you'll do:
- You'll prepare the stock ledgers of three warehouses each month
- You'll count the stock with the floor team every month

Requirements:
- Stock control experience`,
  };
  const keeper = resume({
    basics: { name: 'Rafa Lindqvist' },
    work: [
      {
        name: 'Harrow Depot',
        position: 'Stock Clerk',
        startDate: '2020-03',
        endDate: '2024-02',
        highlights: ['Kept stock control records for 2 sites', 'Counted pallets every week'],
      },
    ],
  });
  const text = (await letter(keeper, job)).join(' ');
  expect(text).not.toMatch(/prepare the stock ledgers|count the stock with the floor team/);
  expect(text).not.toMatch(/You'll|you will/i);
});
