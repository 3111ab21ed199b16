import { expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { chooseEntries, pickEntries } from '../../src/tailor/letter/evidence.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/* Which entries and lines the letter tells: the results that show what the posting asks for. */

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);

const job: TailorJob = {
  position: 'Marketing Manager',
  employer: 'Saltmarsh Outdoors',
  description: `Saltmarsh Outdoors is hiring a Marketing Manager.
Requirements:
- Email marketing campaigns in HubSpot
- SEO and content strategy`,
};

const marketer = resume({
  basics: { name: 'Noor Castellan' },
  work: [
    {
      name: 'Gable Coffee',
      position: 'Barista',
      startDate: '2015-01',
      endDate: '2016-12',
      highlights: ['Served 300 customers a day', 'Trained 4 new baristas'],
    },
    {
      name: 'Brightfern Media',
      position: 'Marketing Coordinator',
      startDate: '2017-01',
      endDate: '2020-12',
      highlights: [
        'Ran email marketing campaigns in HubSpot reaching 80,000 subscribers',
        'Led the SEO content strategy that doubled organic traffic',
      ],
    },
  ],
});

test('the entry whose results show what the posting asks for is told first, whatever its place in the resume', () => {
  const shows = (t: string): number => (/HubSpot|SEO/.test(t) ? 1 : 0);
  const picks = pickEntries(marketer, () => 0, shows, 'en');
  expect(picks[0]).toMatchObject({ kind: 'work', index: 1 });
  expect(picks[0]!.lines[0]!.path).toMatch(/^work\[1\]\.highlights\[\d\]$/);
});

test('an entry without a real employer is never picked: a result needs a place it happened', () => {
  const nameless = resume({ work: [{ ...marketer.work[1]!, name: undefined }] });
  expect(
    pickEntries(
      nameless,
      () => 1,
      () => 1,
      'en',
    ),
  ).toEqual([]);
});

test('at most three entries, two lines each; one job alone gives a second paragraph from its further lines', () => {
  const line = (n: number) => ({ text: `Line ${n}`, path: `work[0].highlights[${n}]` });
  const one = chooseEntries([{ kind: 'work', index: 0, lines: [0, 1, 2, 3].map(line), score: 1 }]);
  expect(one.map((p) => [p.more, p.lines.map((l) => l.text)])).toEqual([
    [false, ['Line 0', 'Line 1']],
    [true, ['Line 2', 'Line 3']],
  ]);
  const many = chooseEntries(
    [0, 1, 2, 3].map((index) => ({ kind: 'work' as const, index, lines: [line(0)], score: 4 - index })),
  );
  expect(many.map((p) => p.index)).toEqual([0, 1, 2]);
});

test('the letter quotes the relevant results, with their employer, and not the unrelated job', async () => {
  const { coverLetter } = await tailorResume({ resume: marketer, job, today });
  const text = coverLetter.paragraphs.join(' ');
  expect(text).toContain('Brightfern Media');
  expect(text).toMatch(/HubSpot reaching 80,000 subscribers/);
});

test('a result written in another language than the letter is told through the skills it names, never pasted', async () => {
  const bilingual = resume({
    ...marketer,
    work: [
      {
        ...marketer.work[1]!,
        highlights: ['Campañas de email marketing en HubSpot para 80.000 suscriptores', 'Estrategia SEO'],
      },
    ],
  });
  const { coverLetter } = await tailorResume({ resume: bilingual, job, today });
  const text = coverLetter.paragraphs.join(' ');
  expect(text).not.toMatch(/Campañas|suscriptores/);
  expect(text).toMatch(/HubSpot/);
});
