import { expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/* Which line a letter tells for a requirement, and what its frames say around it. Made-up people. */

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);

const job: TailorJob = {
  position: 'QA Engineer',
  employer: 'Harrowgate Systems',
  description: `Harrowgate Systems is hiring a QA Engineer.\n\nRequirements:\n- Selenium test automation\n- SQL`,
};

test('a real job that shows a requirement as well is told before a later internship', async () => {
  const r = resume({
    basics: { name: 'Noor Elbaz' },
    work: [
      {
        name: 'Pebble Apps',
        position: 'QA Intern',
        startDate: '2024-06',
        endDate: '2024-09',
        highlights: ['Wrote Selenium test automation for the sign-up pages'],
      },
      {
        name: 'Quayside Retail',
        position: 'QA Engineer',
        startDate: '2018-03',
        endDate: '2023-12',
        highlights: ['Built Selenium test automation for the checkout flow'],
      },
    ],
  });
  const { coverLetter } = await tailorResume({ resume: r, job, today });
  const first = coverLetter.paragraphs.find((p) => /Selenium/.test(p));
  expect(first).toContain('Quayside Retail');
});

test('a bare count is no measured result: no "these figures" and no "measured result" after it', async () => {
  const r = resume({
    basics: { name: 'Noor Elbaz' },
    work: [
      {
        name: 'Quayside Retail',
        position: 'Tester',
        startDate: '2021-03',
        endDate: 'present',
        highlights: ['Ran Selenium test automation across 40 browsers'],
      },
    ],
  });
  const { coverLetter } = await tailorResume({ resume: r, job, today });
  const text = coverLetter.paragraphs.join('\n');
  expect(text).toContain('40 browsers');
  expect(text).not.toMatch(/these figures|these results|results like these|measured result|figure to show/);
});

test('no requirement frame echoes the posting as a sentence of its own', () => {
  const echo =
    /^(?:You ask for|Your posting (?:names|asks for)|Votre annonce (?:cite|mentionne)|Su oferta menciona|Piden) /;
  for (const lang of ['en', 'fr', 'es'] as const)
    for (const frames of Object.values(letterPhrases[lang].requirement))
      for (const frame of frames) {
        const said = frame('stock control', 'EVIDENCE.');
        expect(said, lang).toContain('EVIDENCE.');
        expect(said, lang).not.toMatch(echo);
        expect(said, lang).not.toMatch(
          /is on your list|figure parmi vos attentes|figura entre sus requisitos/,
        );
      }
});

test("a career changer's line that names a quality the posting asks for is told as evidence of it", async () => {
  const r = resume({
    basics: { name: 'Noor Elbaz' },
    work: [
      {
        name: 'Linden Lettings',
        position: 'Office Assistant',
        startDate: '2022-01',
        endDate: '2024-06',
        highlights: ['Managed scheduling and internal communication for six agents'],
      },
    ],
  });
  const analyst: TailorJob = {
    position: 'Business Analyst',
    employer: 'Harrowgate Systems',
    description: `Harrowgate Systems is hiring a Business Analyst.\n\nRequirements:\n- Power BI\n- Excellent written and verbal communication skills`,
  };
  const { coverLetter } = await tailorResume({ resume: r, job: analyst, today });
  const paragraph = coverLetter.paragraphs.find((p) => /internal communication/.test(p));
  expect(paragraph).toBeDefined();
  // Named as the quality the line bears out, not with the posting's adjectives.
  expect(paragraph!.replace(/internal communication/, '')).toMatch(/\bcommunication\b/);
  expect(coverLetter.paragraphs.join(' ')).not.toMatch(/verbal communication|Power BI/);
});
