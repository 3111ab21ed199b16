import { describe, expect, it } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { parseEducation } from '../../src/parse/education.ts';
import { joinWrappedDates } from '../../src/parse/line-wraps.ts';
import { prepareLines } from '../../src/parse/lines.ts';

/** A sidebar's lines: the date cell at x 370, the text beside it further right. */
const page = (rows: Array<[string, number, number?]>) =>
  prepareLines(
    rows.map(([text, x, gapBefore]): SourceLine => ({
      text,
      x,
      page: 1,
      size: 7,
      gapBefore: gapBefore ?? 1.5,
    })),
  );

describe('a date cell that prints its start over its end', () => {
  it('reads the two dates as one range, and the degree under them as the school’s', () => {
    const lines = joinWrappedDates(
      page([
        ['2016\tLakeside University', 370],
        ['2020', 370, 0.47],
        ['Bachelor of Arts', 410, -0.4],
        ['History', 400, 1.4],
      ]),
    );
    expect(lines[0]?.text).toBe('2016 – 2020\tLakeside University');
    const [edu, ...rest] = parseEducation(lines);
    expect(rest).toEqual([]);
    expect(edu).toMatchObject({
      institution: 'Lakeside University',
      studyType: 'Bachelor of Arts',
      startDate: '2016',
      endDate: '2020',
    });
  });

  it('keeps a "present" set under the start as the open end of the range', () => {
    const [edu] = parseEducation(
      joinWrappedDates(
        page([
          ['2021\tNorthfield College', 370],
          ['Present', 370, 0.47],
          ['Master of Science', 410, -0.4],
        ]),
      ),
    );
    expect(edu).toMatchObject({ institution: 'Northfield College', startDate: '2021', endDate: 'present' });
  });

  it('leaves single years listed one under the other apart', () => {
    const lines = joinWrappedDates(
      page([
        ['2019\tBest Poster Award', 370],
        ['2018', 370, 0.47],
        ['2017\tTravel Grant', 370],
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual(['2019\tBest Poster Award', '2018', '2017\tTravel Grant']);
  });
});

describe('a sentence wrapped just before a date', () => {
  it('keeps the date in the sentence, and the next degree its own dates', () => {
    const edu = parseEducation(
      prepareLines(
        (
          [
            ['Master of Science in Ecology', 360],
            ['Lakeside University', 360],
            ['2021 – 2022\tNorthfield, US', 375],
            ['Thesis: modelling river bank erosion along', 375],
            ['the northern coast (10/10)', 360],
            ['Best thesis award of the class of', 375],
            ['2021-2022. Sponsored by the Regional Trust.', 360],
            ['Bachelor of Science in Biology', 360],
            ['Lakeside University', 360],
            ['2016 – 2021\tNorthfield, US', 375],
          ] as Array<[string, number]>
        ).map(([text, x]): SourceLine => ({ text, x, page: 1, size: 9, gapBefore: 0.4 })),
      ),
    );
    expect(edu.map((e) => [e.studyType, e.institution, e.startDate, e.endDate])).toEqual([
      ['Master of Science', 'Lakeside University', '2021', '2022'],
      ['Bachelor of Science', 'Lakeside University', '2016', '2021'],
    ]);
    expect(edu[0]?.courses.at(-1)).toBe(
      'Best thesis award of the class of 2021-2022. Sponsored by the Regional Trust.',
    );
  });
});
