import { describe, expect, it, test } from 'vitest';
import { joinWrappedDates } from '../../src/parse/line-wraps.ts';
import { prepareLines } from '../../src/parse/lines.ts';

describe('lines stage', () => {
  it('strips bullets into a flag and drops page numbers', () => {
    const lines = prepareLines([
      { text: '• Led the team' },
      { text: 'Page 2 of 3' },
      { text: '2 / 3' },
      { text: 'Plain line' },
    ]);
    expect(lines.map((l) => [l.text, l.bullet])).toEqual([
      ['Led the team', true],
      ['Plain line', false],
    ]);
  });

  it('splits a margin heading from the text on its baseline', () => {
    const lines = prepareLines([{ text: 'EXPERIENCE\tAcme Corp', bold: true }]);
    expect(lines.map((l) => l.text)).toEqual(['EXPERIENCE', 'Acme Corp']);
    expect(lines[0]?.bold).toBe(true);
  });

  it('puts the end of a date range wrapped in a narrow cell back on its line', () => {
    const lines = joinWrappedDates(
      prepareLines([{ text: 'Jan 2020 –\tEngineer' }, { text: 'Present\tAcme' }]),
    );
    expect(lines.map((l) => l.text)).toEqual(['Jan 2020 – Present\tEngineer', 'Acme']);
  });

  it('puts back together a margin heading whose second word is set a line below', () => {
    const lines = prepareLines([
      { text: 'TEACHING\t2024\tTeaching Assistant', x: 60, size: 9, bold: true },
      { text: 'Springfield University', x: 180, size: 8 },
      { text: 'EXPERIENCE', x: 60, size: 9, bold: true },
      { text: 'Taught the course', x: 180, size: 8 },
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'TEACHING EXPERIENCE',
      '2024\tTeaching Assistant',
      'Springfield University',
      'Taught the course',
    ]);
  });

  it('puts a margin heading centred on its first row back above that row', () => {
    const lines = prepareLines([
      { text: 'Tutored math classes', x: 180, size: 8, gapBefore: 0.2 },
      { text: '2023\tThird Place', x: 150, size: 8, gapBefore: 2.8 },
      { text: 'AWARDS', x: 60, size: 9, bold: true, gapBefore: -0.5 },
      { text: 'Springfield Prize', x: 180, size: 8, gapBefore: -0.4 },
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Tutored math classes',
      'AWARDS',
      '2023\tThird Place',
      'Springfield Prize',
    ]);
  });

  it('joins a year and its month split at the dash over two lines', () => {
    const lines = joinWrappedDates(
      prepareLines([{ text: 'Acme / Engineer / 2023-' }, { text: '11 - 2024-05' }]),
    );
    expect(lines.map((l) => l.text)).toEqual(['Acme / Engineer / 2023-11 - 2024-05']);
  });

  it('parts a date range glued to the word before it', () => {
    const lines = joinWrappedDates(prepareLines([{ text: 'Acme / Office manager1998-05 - 2002-08' }]));
    expect(lines.map((l) => l.text)).toEqual(['Acme / Office manager 1998-05 - 2002-08']);
  });
});

test('a section name set large beside the first entry, in the margin, is a heading of its own', () => {
  const body = { size: 10, x: 200 };
  const lines = prepareLines([
    { text: 'Work  Shift Supervisor', size: 20, x: 90 },
    { text: 'Harbor Foods', ...body },
    { text: 'Ran the evening shift of a twelve-person store team', ...body },
    { text: 'Education\tLakeside Community College', size: 20, x: 90 },
    { text: 'Associate degree in Business', ...body },
  ]);
  expect(lines.map((l) => [l.text, Boolean(l.margin)])).toEqual([
    ['Work', true],
    ['Shift Supervisor', false],
    ['Harbor Foods', false],
    ['Ran the evening shift of a twelve-person store team', false],
    ['Education', true],
    ['Lakeside Community College', false],
    ['Associate degree in Business', false],
  ]);
  expect(lines[1]?.size).toBe(10);
});

test('a margin heading wrapped onto a smaller second line beside the name is put back together', () => {
  const lines = prepareLines([
    { text: 'INFORMATIONS\tCamille Durand', size: 14, x: 110 },
    { text: 'PERSONNELLES', size: 9, x: 105 },
    { text: '44000 Nantes, France', size: 10, x: 200 },
  ]);
  expect(lines.map((l) => l.text)).toEqual([
    'INFORMATIONS PERSONNELLES',
    'Camille Durand',
    '44000 Nantes, France',
  ]);
});
