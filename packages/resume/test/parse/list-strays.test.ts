import { describe, expect, it } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { parseResumeText } from '../../src/parse/index.ts';
import { parseLines } from '../../src/parse/pipeline.ts';

const resume = (tail: string[]): string =>
  [
    'Robin Ashdown',
    'robin.ashdown@example.com | 555-201-3344',
    '',
    'Experience',
    'Warehouse Supervisor, Northfield Depot — 2019 – 2024',
    '- Ran the night shift',
    '',
    ...tail,
  ].join('\n');

describe('lines under a list heading that are none of its items', () => {
  it('leaves a line of hobbies after the last certificate, a note on referees and a signed foot unplaced', () => {
    const data = parseResumeText(
      resume([
        'Certifications',
        '- Forklift Licence',
        '- Food Hygiene Level 2',
        '',
        'Hiking, chess and sourdough baking',
        'References available upon request',
        'Robin Ashdown · Résumé',
      ]),
    );
    expect(data.certificates.map((c) => c.name)).toEqual(['Forklift Licence', 'Food Hygiene Level 2']);
    expect(data.custom.flatMap((c) => c.items)).toEqual([
      'Hiking, chess and sourdough baking',
      'References available upon request',
    ]);
  });

  it('keeps a list of certificates set apart when it names them with capitals', () => {
    const data = parseResumeText(
      resume(['Certifications', '- Forklift Licence', '', 'CSCS Card, IOSH Managing Safely, First Aid']),
    );
    expect(data.certificates.map((c) => c.name).join(' ')).toContain('IOSH Managing Safely');
    expect(data.custom).toEqual([]);
  });

  it("opens another section's name printed under the certificates as that section", () => {
    const at = (text: string, bold = false): SourceLine => ({ text, x: 100, size: 10, bold });
    const data = parseLines([
      at('Robin Ashdown', true),
      at('robin.ashdown@example.com'),
      at('Experience', true),
      at('Warehouse Supervisor, Northfield Depot — 2019 – 2024'),
      at('Education', true),
      at('BTEC Business, Leeds City College — 2017'),
      at('Certifications', true),
      at('Forklift Licence (2021)'),
      at('Interests'),
      at('Hill walking'),
    ]);
    expect(data.certificates.map((c) => c.name)).toEqual(['Forklift Licence']);
    expect(data.interests.map((i) => i.name)).toEqual(['Hill walking']);
  });

  it('leaves a sentence naming no language out of the languages, and reads a level written after the name', () => {
    const data = parseResumeText(
      resume([
        'Languages',
        'Français Langue maternelle',
        'Anglais Courant (C1)',
        "Dean's list for two years running",
      ]),
    );
    expect(data.languages).toEqual([
      { language: 'Français', fluency: 'Langue maternelle' },
      { language: 'Anglais', fluency: 'Courant (C1)' },
    ]);
  });
});

describe('a section the headings missed under a list', () => {
  it('reads a bold line set left of the bulleted languages as the name of a section of its own', () => {
    const at = (text: string, x: number, extra: Partial<SourceLine> = {}): SourceLine => ({
      text,
      x,
      size: 11,
      ...extra,
    });
    const data = parseLines([
      at('Robin Ashdown', 85, { bold: true, size: 16 }),
      at('robin.ashdown@example.com', 85),
      at('Experience', 85, { bold: true, size: 14 }),
      at('2019 – 2024: Warehouse Supervisor, Northfield Depot', 85),
      at('Languages', 85, { bold: true, size: 14 }),
      at('English (native)', 103, { bullet: true }),
      at('Welsh (conversational)', 103, { bullet: true }),
      at('Grants and distinctions', 85, { bold: true }),
      at('2023: Community grant – Northfield College', 85),
    ]);
    expect(data.languages.map((l) => l.language)).toEqual(['English', 'Welsh']);
    expect(data.custom.map((c) => c.name)).toContain('Grants and distinctions');
  });
});
