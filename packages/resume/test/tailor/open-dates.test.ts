import { expect, test } from 'vitest';
import { parseResumeText } from '../../src/parse/index.ts';
import { formatEntryDates } from '../../src/render/i18n.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { findDates } from '../../src/text/dates.ts';

/* A job whose range the resume leaves open is ongoing: never closed, never told in the past. */

test.each([
  ['2021 –', '2021 –'],
  ['2021 -', '2021 -'],
  ['Mar 2021 —\tParis', 'Mar 2021 —'],
])('"%s" is a range left open: ongoing, printed as it stands', (text, printed) => {
  const found = findDates(text);
  expect(found?.present).toBe(true);
  expect(found?.endDate).toBeUndefined();
  expect(found?.printed).toBe(printed);
});

test('a dash between a date and a word is a separator, not an open range', () => {
  expect(findDates('2021 - Quillmark Logistics')?.present).toBe(false);
});

const resumeText = (dates: string): string => `Nora Vallet
nora.vallet@example.com

Experience
Data Analyst, Quillmark Logistics ${dates}
- Built Tableau dashboards tracking 40 delivery routes
- Wrote SQL models that cut reporting time by half

Junior Analyst, Bramble Foods 2018 - 2020
- Automated weekly sales reports in Python
`;

const job = {
  position: 'Data Analyst',
  employer: 'Harbor Freightways',
  description: `Harbor Freightways is hiring a Data Analyst.
Requirements:
- Experience building dashboards in Tableau
- Strong SQL`,
};

test.each(['2021 –', '2021 - present', 'since 2021'])(
  'a job dated "%s" keeps its dates in the CV and is told in the present in the letter',
  async (dates) => {
    const parsed = parseResumeText(resumeText(dates));
    const r = await tailorResume({ resume: parsed, job, today: new Date('2026-03-02') });
    const w = r.resume.work.find((x) => x.name === 'Quillmark Logistics')!;
    expect(w.endDate).toBe('present');
    // The CV prints the dates as the resume printed them: no end year appears.
    expect(formatEntryDates(w, 'en')).not.toMatch(/20(?:2[2-9])/);
    const letter = r.coverLetter.paragraphs.join('\n');
    expect(letter).not.toMatch(/Quillmark Logistics[^.]*\((?:from )?2021(?: to \d{4})?\)|in 2021/);
    expect(letter).not.toMatch(/Most recently I worked|My most recent role was|My last position was/);
  },
);
