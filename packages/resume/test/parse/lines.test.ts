import { describe, expect, it } from 'vitest';
import { joinWrappedDates, prepareLines } from '../../src/parse/lines.ts';

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
});
