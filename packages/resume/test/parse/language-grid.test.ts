import { describe, expect, it } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { parseLines } from '../../src/parse/pipeline.ts';

const at = (text: string, x: number, extra: Partial<SourceLine> = {}): SourceLine => ({
  text,
  x,
  size: 9,
  ...extra,
});

/** A made-up Europass-like page: labels in a left column, a self-assessed grid of grades. */
const europassLike = (grid: SourceLine[]): SourceLine[] => [
  at('PERSONAL INFORMATION\tRobin Ashdown', 100, { size: 14 }),
  at('robin.ashdown@example.com', 200),
  at('WORK EXPERIENCE', 100),
  at('March 2019–Present\tWarehouse Supervisor', 90, { size: 12 }),
  at('Northfield Depot, Leeds', 200),
  at('PERSONAL SKILLS', 100, { gapBefore: 2 }),
  ...grid,
  at('Logistics\tStock control, Forklift operation, Rota planning', 150, { gapBefore: 1.8 }),
];

describe('a self-assessed language grid', () => {
  it('reads each graded row as a language with its level, and the heads and legend as nothing', () => {
    const data = parseLines(
      europassLike([
        at('Mother tongue\tEnglish', 120),
        at('Other languages\tUNDERSTANDING\tSPEAKING\tWRITING', 110, { gapBefore: 2.7 }),
        at('Listening\tReading\tSpoken interaction\tSpoken production', 200),
        at('Portuguese\tB2\tB2\tB1\tB2\tB1', 145),
        at('Welsh\tA2\tA2\tA2\tA2\tA2', 145),
        at('Levels: A1 and A2: Basic user – B1 and B2: Independent user – C1 and C2: Proficient user', 190, {
          size: 8,
        }),
        at('Common European Framework of Reference for Languages', 190, { size: 8 }),
      ]),
    );
    expect(data.languages).toEqual([
      { language: 'English', fluency: 'Mother tongue' },
      { language: 'Portuguese', fluency: 'B1–B2' },
      { language: 'Welsh', fluency: 'A2' },
    ]);
    expect(data.skills).toEqual([
      { name: 'Logistics', keywords: ['Stock control', 'Forklift operation', 'Rota planning'] },
    ]);
  });

  it('leaves out a row of grades whose language the layout set elsewhere, with the heads above it', () => {
    const data = parseLines(
      europassLike([
        at('UNDERSTANDING\tSPEAKING\tWRITING', 200),
        at('Listening\tReading\tSpoken interaction\tSpoken production', 200),
        at('C1\tC1\tB2\tB2\tC1', 210),
        at('Levels: A1 and A2: Basic user – B1 and B2: Independent user – C1 and C2: Proficient user', 190, {
          size: 8,
        }),
      ]),
    );
    const skills = data.skills.flatMap((g) => [g.name ?? '', ...g.keywords]).join(' ');
    expect(skills).not.toMatch(/C1|Listening|UNDERSTANDING|Levels/);
    expect(skills).toContain('Stock control');
  });

  it('keeps skills named like a grid head where no grade says there is a grid', () => {
    const data = parseLines(europassLike([at('Communication\tListening, Writing, Public speaking', 140)]));
    expect(data.skills[0]).toEqual({
      name: 'Communication',
      keywords: ['Listening', 'Writing', 'Public speaking'],
    });
    expect(data.languages).toEqual([]);
  });

  it('reads a heading a narrow label column wrapped as one heading', () => {
    const data = parseLines([
      at('Robin Ashdown', 200, { size: 14 }),
      at('robin.ashdown@example.com', 200),
      at('COMPÉTENCES', 108, { gapBefore: 2 }),
      at('PERSONNELLES', 105, { gapBefore: 0.2 }),
      at('Langue maternelle\tFrançais', 103, { gapBefore: 0.8 }),
      at('Anglais\tC1\tC1\tB2\tC1\tC1', 148),
    ]);
    const words = data.skills.flatMap((g) => [g.name ?? '', ...g.keywords]);
    expect(words).not.toContain('PERSONNELLES');
    expect(data.languages).toEqual([
      { language: 'Français', fluency: 'Langue maternelle' },
      { language: 'Anglais', fluency: 'B2–C1' },
    ]);
  });
});
