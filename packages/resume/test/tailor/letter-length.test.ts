import { expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { LETTER_WORDS } from '../../src/tailor/letter/fit-length.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { backendDev, backendJob } from './fixtures.ts';

/* Fitting the letter to a page: true material added up to the minimum, the weakest cut above 350. */

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);
const words = (paragraphs: string[]): number => paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
const letter = async (r: ResumeData, job: TailorJob): Promise<string[]> =>
  (await tailorResume({ resume: r, job, today })).coverLetter.paragraphs;

test('a resume with material gives a letter of 180-350 words', async () => {
  const n = words(await letter(backendDev, backendJob));
  expect(n).toBeGreaterThanOrEqual(LETTER_WORDS.min);
  expect(n).toBeLessThanOrEqual(LETTER_WORDS.max);
});

const job: TailorJob = {
  position: 'Operations Manager',
  employer: 'Kestrel Freight',
  description: `Kestrel Freight is hiring an Operations Manager.
Requirements:
- Warehouse operations and inventory control
- Team leadership and scheduling
- Excel reporting`,
};

test('a resume full of results is cut to at most 350 words, keeping the opening and the closing', async () => {
  const long = resume({
    basics: { name: 'Iris Vandermeer' },
    work: [0, 1, 2, 3, 4].map((k) => ({
      name: ['Alder Depot', 'Birchway Stores', 'Cedar Logistics', 'Dunmore Supply', 'Elmfield Parts'][k],
      position: 'Operations Supervisor',
      startDate: `${2020 - 3 * k}-01`,
      endDate: `${2022 - 3 * k}-12`,
      highlights: [
        `Led warehouse operations for a team of ${10 + k} staff across two shifts and three loading docks`,
        `Cut inventory control errors by ${20 + k}% with weekly cycle counts reported in Excel`,
        `Built the scheduling rota for ${30 + k} pickers and drivers, covering every weekend and holiday`,
        `Trained ${5 + k} team leads in inventory control, safety checks and Excel reporting`,
      ],
    })),
  });
  const paragraphs = await letter(long, job);
  expect(words(paragraphs)).toBeLessThanOrEqual(LETTER_WORDS.max);
  expect(words(paragraphs)).toBeGreaterThanOrEqual(LETTER_WORDS.min);
  expect(paragraphs[0]).toContain('Kestrel Freight');
  expect(paragraphs.at(-1)).toMatch(/[.!]$/);
});

/** A one-job resume with little to tell, and what else it states. */
const shortResume = (rest: object): ResumeData =>
  resume({
    basics: { name: 'Iris Vandermeer' },
    work: [
      {
        name: 'Alder Depot',
        position: 'Warehouse Lead',
        startDate: '2021-01',
        endDate: 'present',
        highlights: ['Led warehouse operations for a team of 12'],
      },
    ],
    ...rest,
  });

test('a short resume is lengthened only with what it states: its tools and the languages it speaks', async () => {
  const short = shortResume({
    skills: [{ name: 'Tools', keywords: ['Excel', 'SAP', 'Power BI'] }],
    languages: [
      { language: 'English', fluency: 'Fluent' },
      { language: 'Polish', fluency: 'Native' },
      { language: 'German', fluency: 'C1' },
    ],
  });
  const text = (await letter(short, job)).join(' ');
  expect(text).toMatch(/(?:The tools I work with include|My toolkit includes|Tools I use include) .*SAP/);
  expect(text).toMatch(/(?:I speak|I can work in) English and German\./);
  // Little else to tell: the letter stays short rather than padded with a stock offer to meet.
  expect(text).not.toMatch(/available for an interview|at your convenience|schedule is flexible/i);
});

test('the letter says "I speak" only of languages the resume says are spoken', async () => {
  const short = shortResume({
    languages: [
      { language: 'English', fluency: 'Native' },
      { language: 'German', fluency: 'Read and written' },
      { language: 'French', fluency: 'Fluent: spoken, read and written' },
      { language: 'Spanish', fluency: 'A2' },
    ],
  });
  const text = (await letter(short, job)).join(' ');
  expect(text).toMatch(/(?:I speak|I can work in) English and French\./);
  expect(text).not.toMatch(/German|Spanish/);
});

test('languages a resume names in Spanish or Catalan ("Castellano", "Català") are named in the letter’s language', async () => {
  const short = shortResume({
    languages: [
      { language: 'Castellano', fluency: 'Nativo' },
      { language: 'Inglés', fluency: 'C1' },
      { language: 'Català', fluency: 'Bilingüe' },
    ],
  });
  const text = (await letter(short, job)).join(' ');
  expect(text).toMatch(/(?:I speak|I can work in) Spanish, English and Catalan\./);
});

test('a language is told only at a level to work in: not read or written only, a middle grade, or low on a scale', async () => {
  const short = shortResume({
    languages: [
      { language: 'English', fluency: 'Native' },
      { language: 'Arabic', fluency: '●●●●○' },
      { language: 'Italian', fluency: '2/5' },
      { language: 'German', fluency: 'Reading, writing' },
      { language: 'Portuguese', fluency: 'B2' },
      { language: 'Chinese', fluency: '2 out of 5' },
      { language: 'Spanish' },
      { language: 'French', fluency: '●●○○○' },
    ],
  });
  const text = (await letter(short, job)).join(' ');
  expect(text).toMatch(/(?:I speak|I can work in) English and Arabic\./);
  expect(text).not.toMatch(/Italian|German|Portuguese|Spanish|French|Chinese/);
});
