import { describe, expect, it } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { parseLines } from '../../src/parse/pipeline.ts';

const at = (text: string, x: number, extra: Partial<SourceLine> = {}): SourceLine => ({
  text,
  x,
  size: 10.5,
  ...extra,
});

const page = (skills: SourceLine[]): SourceLine[] => [
  at('Robin Ashdown', 200, { size: 22 }),
  at('robin.ashdown@example.com', 200),
  at('Experience', 100, { size: 20, gapBefore: 2 }),
  at('Warehouse Supervisor', 200, { bold: true }),
  at('Northfield Depot · 2019 – 2024', 200),
  ...skills,
];

describe('groups of skills set side by side', () => {
  it('keeps each column with the name above it, the wide-spaced chips apart', () => {
    const data = parseLines(
      page([
        at('Skills\tOperations\tTools', 130, { size: 20, gapBefore: 1.2 }),
        at('Stock control\tExcel  Power BI', 202, { gapBefore: 0.8 }),
        at('Rota planning  Forklift\tSage 50', 202, { gapBefore: 1.3 }),
        at('Health and safety', 202, { gapBefore: 1.3 }),
        at('People', 196, { size: 16, bold: true, gapBefore: 1.1 }),
        at('Coaching', 202, { gapBefore: 0.9 }),
        at('Hiring', 202, { gapBefore: 1.3 }),
      ]),
    );
    expect(data.skills).toEqual([
      { name: 'Operations', keywords: ['Stock control', 'Rota planning', 'Forklift', 'Health and safety'] },
      { name: 'Tools', keywords: ['Excel', 'Power BI', 'Sage 50'] },
      { name: 'People', keywords: ['Coaching', 'Hiring'] },
    ]);
  });

  it('reads a bold row of names over two columns', () => {
    const data = parseLines(
      page([
        at('Skills', 100, { size: 20, gapBefore: 2 }),
        at('Languages\tFrameworks', 200, { bold: true }),
        at('Python · Go\tDjango · React', 200),
        at('SQL', 200),
      ]),
    );
    expect(data.skills).toEqual([
      { name: 'Languages', keywords: ['Python', 'Go', 'SQL'] },
      { name: 'Frameworks', keywords: ['Django', 'React'] },
    ]);
  });

  it('leaves a plain two-column list of skills as one group', () => {
    const data = parseLines(
      page([
        at('Skills', 100, { size: 20, gapBefore: 2 }),
        at('Stock control\tTeamwork', 200),
        at('Rota planning\tCustomer service', 200),
        at('Forklift operation\tCash handling', 200),
      ]),
    );
    expect(data.skills.flatMap((g) => g.keywords)).toEqual([
      'Stock control',
      'Teamwork',
      'Rota planning',
      'Customer service',
      'Forklift operation',
      'Cash handling',
    ]);
    expect(data.skills.every((g) => !g.name)).toBe(true);
  });

  it('reads two chips set apart on a row as two skills where the other rows are chips too', () => {
    const data = parseLines([
      at('Robin Ashdown', 40, { size: 22 }),
      at('robin.ashdown@example.com', 40),
      at('Experience', 40, { size: 14, bold: true }),
      at('Warehouse Supervisor, Northfield Depot · 2019 – 2024', 40),
      at('SKILLS', 370, { size: 14, bold: true, sidebar: true }),
      at('Stock control  Rota planning', 370, { sidebar: true }),
      at('Sage 50  Excel  Power BI', 370, { sidebar: true }),
      at('Forklift operation', 370, { sidebar: true }),
    ]);
    expect(data.skills.flatMap((g) => g.keywords)).toEqual([
      'Stock control',
      'Rota planning',
      'Sage 50',
      'Excel',
      'Power BI',
      'Forklift operation',
    ]);
  });

  it('reads a row of column heads whose first head names a section as heads, not as a heading', () => {
    const data = parseLines(
      page([
        at('Skills', 100, { size: 20, gapBefore: 2 }),
        at('Languages\tFrameworks\tInfrastructure', 40, { size: 11.2, bold: true, cells: [40, 240, 440] }),
        at('Python · Go ·\tDjango · React\tAWS · Docker ·', 40, { size: 9.7, cells: [40, 240, 440] }),
        at('Rust\tTerraform', 40, { size: 9.7, cells: [40, 440] }),
      ]),
    );
    expect(data.languages).toEqual([]);
    // The second row's cells go to the columns they start under: the first and the third.
    expect(data.skills).toEqual([
      { name: 'Languages', keywords: ['Python', 'Go', 'Rust'] },
      { name: 'Frameworks', keywords: ['Django', 'React'] },
      { name: 'Infrastructure', keywords: ['AWS', 'Docker', 'Terraform'] },
    ]);
  });

  it('keeps a heading in the margin beside names when no row of as many lists is set under them', () => {
    const data = parseLines(
      page([
        at('Languages\tEnglish\tSpanish', 40, { size: 11.2, bold: true }),
        at('French · Italian', 120, { size: 9.7 }),
      ]),
    );
    expect(data.skills).toEqual([]);
    expect(data.languages.map((l) => l.language)).toEqual(['English', 'Spanish', 'French', 'Italian']);
  });
});
