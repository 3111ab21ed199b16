import { describe, expect, it } from 'vitest';
import { parseEducation } from '../../src/parse/education.ts';
import { prepareLines } from '../../src/parse/lines.ts';

const lines = (texts: string[]) => prepareLines(texts.map((text) => ({ text })));
const read = (texts: string[]) =>
  parseEducation(lines(texts)).map((e) => [e.institution, e.startDate ?? null, e.endDate ?? null]);

describe('education headers cut on the section’s own order', () => {
  it('keeps each date line with the school and degree under it, never the next ones', () => {
    expect(
      read([
        '2009 – 2014',
        'Lakeside University',
        'Business Administration',
        '2014 – 2015',
        'Lakeside University',
        'Specialist in Finance',
        'Northfield',
        '2015 – 2017',
        'Northfield Institute',
        'Accounting Technologist',
        '2019 – present',
        'Riverbend College',
        'Software Engineering',
      ]),
    ).toEqual([
      ['Lakeside University', '2009', '2014'],
      ['Lakeside University', '2014', '2015'],
      ['Northfield Institute', '2015', '2017'],
      ['Riverbend College', '2019', 'present'],
    ]);
  });

  it('gives dates set under a school of several lines to that school, not to the one below', () => {
    expect(
      read([
        'Hillcrest State University',
        'Maple City',
        'College',
        'BS Computer Engineering',
        'September 2020 – Present',
        'Oakview National High School',
        'Senior High School Oakview',
        'June 2018 – July 2020',
        'Pinewood Elementary School',
        'Elementary Pinewood',
        'June 2012 – April 2018',
      ]),
    ).toEqual([
      ['Hillcrest State University', '2020-09', 'present'],
      ['Oakview National High School', '2018-06', '2020-07'],
      ['Pinewood Elementary School', '2012-06', '2018-04'],
    ]);
  });

  it('keeps a degree set under its school and dates with them, as one entry', () => {
    expect(
      read([
        'Lycée Jean Moulin',
        'Septembre 2005 - Juin 2007',
        'Baccalauréat Professionnel Systèmes numériques',
      ]),
    ).toEqual([['Lycée Jean Moulin', '2005-09', '2007-06']]);
    expect(read(['2015 – 2019', 'Universidad del Valle', 'Ingeniería de sistemas'])).toEqual([
      ['Universidad del Valle', '2015', '2019'],
    ]);
  });

  it('still reads a second school with its own degree as its own entry', () => {
    expect(
      read([
        'Lakeside University',
        '2015 – 2019',
        'BSc in Biology',
        'Northfield College',
        '2019 – 2021',
        'MSc in Ecology',
      ]),
    ).toEqual([
      ['Lakeside University', '2015', '2019'],
      ['Northfield College', '2019', '2021'],
    ]);
  });
});
