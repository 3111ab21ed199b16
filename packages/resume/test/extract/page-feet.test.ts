import { describe, expect, it } from 'vitest';
import { dropRunningHeads } from '../../src/extract/running-heads.ts';
import type { SourceLine } from '../../src/extract/types.ts';
import { parseLines } from '../../src/parse/pipeline.ts';

const at = (text: string, page: number, top: number, extra: Partial<SourceLine> = {}): SourceLine => ({
  text,
  page,
  top,
  x: 100,
  size: 10,
  ...extra,
});

describe("the page's feet and heads", () => {
  it('drops a numbered foot row with a site beside the number, and the title with the name over later pages', () => {
    const kept = dropRunningHeads([
      at('Robin Ashdown', 1, 0.1),
      at('Certificates', 1, 0.5),
      at('Forklift licence', 1, 0.55),
      at('14 May 2024\t© Example Agency, 2002 – 2024 | https://cv.example.org\tPage 1 / 2', 1, 0.955),
      at('Curriculum vitae\tRobin Ashdown', 2, 0.05),
      at('Food hygiene certificate', 2, 0.3),
      at('14 May 2024\t© Example Agency, 2002 – 2024 | https://cv.example.org\tPage 2 / 2', 2, 0.955),
    ]);
    expect(kept.map((l) => l.text)).toEqual([
      'Robin Ashdown',
      'Certificates',
      'Forklift licence',
      'Food hygiene certificate',
    ]);
  });

  it('keeps a numbered foot that gives the email, and a title with the name on the first page', () => {
    const kept = dropRunningHeads([
      at('Curriculum vitae\tRobin Ashdown', 1, 0.05),
      at('Skills', 1, 0.5),
      at('robin.ashdown@example.com\tPage 1 / 1', 1, 0.96),
    ]);
    expect(kept.map((l) => l.text)).toContain('Curriculum vitae\tRobin Ashdown');
    expect(kept.map((l) => l.text)).toContain('robin.ashdown@example.com\tPage 1 / 1');
  });

  it('reads an address foot beside the phone and email with them, not as the last section', () => {
    const lines = dropRunningHeads([
      at('Robin Ashdown', 1, 0.05, { size: 16 }),
      at('Languages', 1, 0.6, { bold: true, gapBefore: 2 }),
      at('English\tNative', 1, 0.63, { gapBefore: 0.8 }),
      at('Welsh\tConversational', 1, 0.66, { gapBefore: 0.5 }),
      at('12 Harbour Row – LS1 4AB Leeds – United Kingdom', 1, 0.894, { gapBefore: 1.9 }),
      at('+44 113 496 0000 •\trobin.ashdown@example.com', 1, 0.91, { gapBefore: 0.24 }),
    ]);
    expect(lines.filter((l) => l.foot).map((l) => l.text)).toHaveLength(2);
    const data = parseLines(lines);
    expect(data.languages.map((l) => l.language)).toEqual(['English', 'Welsh']);
    expect(data.basics.email).toBe('robin.ashdown@example.com');
  });

  it('keeps a span of years at the foot of a page in its section', () => {
    const lines = dropRunningHeads([
      at('Robin Ashdown', 1, 0.05),
      at('Awards', 1, 0.8, { gapBefore: 2 }),
      at('2016-2020\tCommunity Scholar', 1, 0.914, { gapBefore: 1.4 }),
      at('Northfield College', 1, 0.926, { gapBefore: 0.2 }),
    ]);
    expect(lines.some((l) => l.foot)).toBe(false);
  });
});
