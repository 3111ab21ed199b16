import { expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/** Whether a text holds one of a slot's wordings, each said of the same facts. */
const saysOneOf = (text: string, sentences: string[]): boolean => sentences.some((s) => text.includes(s));
/** The latest job as the opening tells it: after the application, or leading into it when in the posting's field. */
const current = (title: string, employer: string, since: string, position = job.position): string[] => [
  ...letterPhrases.en.currentRole.map((f) => f(title, employer, since)),
  ...letterPhrases.en.applyAsCurrent.map((f) => f(title, employer, since, position)),
];

/* The letter's opening paragraph: the position, who the candidate is now, what their work shows. */

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);
const opening = async (r: ResumeData, job: TailorJob, uncertain?: Array<{ path: string }>): Promise<string> =>
  (await tailorResume({ resume: r, job, today, uncertain })).coverLetter.paragraphs[0]!;

const job: TailorJob = {
  position: 'Data Analyst',
  employer: 'Harbor Freightways',
  description: `Harbor Freightways is hiring a Data Analyst.
Requirements:
- Strong SQL and Python
- Experience building dashboards in Tableau`,
};

const analyst = resume({
  basics: { name: 'Lena Okafor' },
  work: [
    {
      name: 'Quillmark Logistics',
      position: 'Data Analyst',
      startDate: '2021-04',
      endDate: 'present',
      highlights: [
        'Built Tableau dashboards tracking 40 delivery routes',
        'Wrote SQL models that cut reporting time by half',
      ],
    },
    {
      name: 'Bramble Foods',
      position: 'Junior Analyst',
      startDate: '2018-01',
      endDate: '2021-03',
      highlights: ['Automated weekly sales reports in Python'],
    },
  ],
  education: [{ institution: 'Lakeside University', studyType: 'BSc', area: 'Statistics' }],
});

/** The whole letter, paragraphs joined: what a reader goes through. */
const letter = async (r: ResumeData, j: TailorJob, uncertain?: Array<{ path: string }>): Promise<string> =>
  (await tailorResume({ resume: r, job: j, today, uncertain })).coverLetter.paragraphs.join('\n');
const times = (text: string, name: string): number => text.split(name).length - 1;
/** The analyst without results to tell: only the opening can say who they are now. */
const noResults = (r: ResumeData): ResumeData =>
  resume({ ...r, work: r.work.map((w) => ({ ...w, highlights: [] })) });

test('the latest job is told once: by the paragraph of its results, in the present with its start year', async () => {
  const text = await letter(analyst, job);
  const open = await opening(analyst, job);
  expect(open).toContain('Data Analyst');
  expect(open).toContain('Harbor Freightways');
  // A reader meets the current employer once, where its results are told.
  expect(times(text, 'Quillmark Logistics')).toBe(1);
  expect(open).not.toContain('Quillmark');
  expect(text).toMatch(/Quillmark Logistics[^.]*since 2021|since 2021[^.]*Quillmark Logistics/);
});

test('a latest job without results to tell is named by the opening, in the present with its start year', async () => {
  const bare = noResults(analyst);
  expect(saysOneOf(await opening(bare, job), current('Data Analyst', 'Quillmark Logistics', '2021'))).toBe(
    true,
  );
  expect(times(await letter(bare, job), 'Quillmark Logistics')).toBe(1);
});

test('the opening never names an employer the reader doubted, nor calls an older job the most recent', async () => {
  // The current job's employer is doubted: the job before it is not the candidate's latest.
  const doubted = await letter(analyst, job, [{ path: '/work/0/name' }]);
  expect(doubted).not.toContain('Quillmark');
  expect(await opening(analyst, job, [{ path: '/work/0/name' }])).not.toMatch(/most recent|Bramble/i);
  expect(doubted).not.toMatch(/most recent/i);
  // The older job's employer is doubted: the current one is still told, once, and the older one never.
  const older = await letter(analyst, job, [{ path: '/work/1/name' }]);
  expect(times(older, 'Quillmark Logistics')).toBe(1);
  expect(older).not.toContain('Bramble');
  const sure = await opening(noResults(analyst), job, [{ path: '/work/1/name' }]);
  expect(saysOneOf(sure, current('Data Analyst', 'Quillmark Logistics', '2021'))).toBe(true);
});

test('a job whose employer is sure is the most recent only when no other job ends later', async () => {
  const ended = noResults(
    resume({ ...analyst, work: [{ ...analyst.work[0], endDate: '2024-06' }, { ...analyst.work[1] }] }),
  );
  expect(await opening(ended, job)).toMatch(/Quillmark Logistics \(2024\)/);
  const text = await opening(ended, job, [{ path: '/work/0/name' }]);
  expect(text).not.toMatch(/most recent|Bramble/i);
});

test('a job that has ended is told in the past, with its last year', async () => {
  const ended = resume({ ...analyst, work: [{ ...analyst.work[0]!, endDate: '2024-06' }] });
  const past = [
    ...letterPhrases.en.pastRole.map((f) => f('Data Analyst', 'Quillmark Logistics', '2024')),
    ...letterPhrases.en.applyAfter.map((f) => f('Data Analyst', 'Quillmark Logistics', '2024', job.position)),
  ];
  expect(saysOneOf(await opening(noResults(ended), job), past)).toBe(true);
  const text = await letter(ended, job);
  expect(text).toMatch(/Data Analyst[^.]*from 2021 to 2024|from 2021 to 2024[^.]*Data Analyst/);
  expect(text).not.toMatch(/currently|since/);
});

test('without a job, the opening says where the candidate studied', async () => {
  const text = await opening(resume({ basics: { name: 'Lena Okafor' }, education: analyst.education }), job);
  expect(text).toContain('Lakeside University');
  expect(text).toMatch(/I studied at Lakeside University \(BSc in Statistics\)\./);
});

test('a posting that names no employer is answered to "your company"', async () => {
  const text = await opening(analyst, { ...job, employer: '' });
  expect(text).toContain('your company');
});

test('the opening claims no requirement wholesale; a requirement is named by the paragraph that shows it', async () => {
  const text = await opening(analyst, job);
  expect(text).not.toMatch(/my work so far shows|each of them|which my work/);
  expect(await letter(analyst, job)).toMatch(
    /SQL[^.]*\.[^.]*Quillmark Logistics|Quillmark Logistics[^.]*SQL|In my current role, I wrote SQL/,
  );
  // A skill listed nowhere but the skills section is no result: the opening does not claim it.
  const listed = resume({ ...analyst, work: [], skills: [{ name: 'Tools', keywords: ['Tableau', 'SQL'] }] });
  expect(await opening(listed, job)).not.toMatch(/Tableau|SQL/);
});

test('the opening is written in the posting language', async () => {
  const fr = await opening(analyst, { ...job, language: 'fr' });
  expect(fr).toMatch(/^(?:Je |Votre |C'est |Je souhaite)/);
  expect(fr).toContain('Harbor Freightways');
  expect(times(await letter(analyst, { ...job, language: 'fr' }), 'Quillmark Logistics')).toBe(1);
  expect(await opening(noResults(analyst), { ...job, language: 'fr' })).toContain('Quillmark Logistics');
});

test('the opening names the role applied for once, and a title shouted in capitals in a natural case', async () => {
  const shouted = { ...job, position: 'SENIOR DATA ANALYST (SQL)' };
  const low = resume({ basics: { name: 'Lena Okafor' }, work: [{ ...analyst.work[1], highlights: [] }] });
  for (const r of [analyst, low, noResults(analyst)]) {
    const text = await opening(r, shouted);
    expect(times(text, 'Senior Data Analyst (SQL)')).toBe(1);
    expect(text).not.toContain('SENIOR');
  }
  const es = await opening(low, { ...shouted, position: 'AYUDANTE CAMARERO/A', language: 'es' });
  expect(es).toContain('Ayudante camarero/a');
  expect(times(es, 'camarero')).toBe(1);
});

test('a latest job in the posting’s field leads into the application; one in another field follows it', async () => {
  const bare = noResults(analyst);
  const lead = await opening(bare, job);
  expect(
    saysOneOf(
      lead,
      letterPhrases.en.applyAsCurrent.map((f) =>
        f('Data Analyst', 'Quillmark Logistics', '2021', 'Data Analyst'),
      ),
    ),
  ).toBe(true);
  const other = { ...job, position: 'Warehouse Supervisor' };
  const plain = await opening(bare, other);
  expect(
    saysOneOf(
      plain,
      letterPhrases.en.currentRole.map((f) => f('Data Analyst', 'Quillmark Logistics', '2021')),
    ),
  ).toBe(true);
  expect(plain).toContain('Harbor Freightways');
  // Told again by its own paragraph below, the job is not named by the first sentence too.
  const text = await letter(analyst, job);
  expect(times(text, 'Quillmark Logistics')).toBe(1);
});
