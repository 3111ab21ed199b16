/**
 * Lines marked as list items by the page (a mark drawn before them, its edge the line's left
 * edge), and what the lines set right or left of the mark say about them.
 */
import { describe, expect, test } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { splitEntries } from '../../src/parse/entries.ts';
import { mergeListLines, splitLabelledRows } from '../../src/parse/list-items.ts';
import { prepareLines } from '../../src/parse/lines.ts';

/** "* text" is marked; the number before the text is its left edge. */
const lines = (rows: [number, string, Partial<SourceLine>?][]) =>
  prepareLines(
    rows.map(([x, text, more]) => ({
      text: text.replace(/^\* /, ''),
      x,
      size: 10,
      page: 1,
      bullet: text.startsWith('* ') || undefined,
      ...more,
    })),
  );

describe('marked lines', () => {
  test('a line set right of the mark that opens with a year goes on with an item cut mid-sentence', () => {
    const entries = splitEntries(
      lines([
        [40, 'Account Manager\tMar 2017 – Jan 2021'],
        [40, 'Harbor Paper Supply'],
        [50, '* Closed forty new contracts for office supplies and printing'],
        [50, '* Reached 118% and 124% of quota in 2018-2020; top seller in'],
        [60, '2019 and 2020'],
        [50, '* Kept nine in ten accounts year after year'],
      ]),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.body.map((b) => b.text)).toEqual([
      'Closed forty new contracts for office supplies and printing',
      'Reached 118% and 124% of quota in 2018-2020; top seller in 2019 and 2020',
      'Kept nine in ten accounts year after year',
    ]);
  });

  test('marked titles over paragraphs set left of their marks are read as the same titles unmarked', () => {
    const rows: [number, string, Partial<SourceLine>?][] = [
      [58, '* Pastry Cook', { bold: true }],
      [50, 'Pastry cook at the Linden Hotel kitchen in Bristol,'],
      [50, 'from March 2019 to August 2021.'],
      [58, '* Kitchen Porter', { bold: true }],
      [50, 'Kitchen porter at the Anchor Inn in Bath, from 2017'],
      [50, 'to 2019, on weekends during my studies.'],
    ];
    const read = (marked: boolean) =>
      splitEntries(lines(rows.map(([x, text, more]) => [x, marked ? text : text.replace(/^\* /, ''), more])));
    const items = (marked: boolean) => read(marked).flatMap((e) => e.body.filter((b) => b.kind === 'bullet'));
    expect(items(true)).toEqual([]);
    expect(read(true)).toEqual(read(false));
  });

  test('a list item wraps onto a line set right of its mark', () => {
    expect(
      mergeListLines(
        lines([
          [50, '* Bread and pastry from scratch'],
          [60, 'Laminated Doughs'],
          [50, '* Costing and ordering'],
        ]),
      ),
    ).toEqual(['Bread and pastry from scratch Laminated Doughs', 'Costing and ordering']);
  });

  test('a marked row with a bold label and a list is a group of skills', () => {
    const { rows, prose } = splitLabelledRows(
      lines([
        [50, 'Baker who likes early mornings and long proofs.'],
        [50, '* Tools:\tDeck oven, Spiral mixer, Sheeter', { bold: true }],
      ]),
    );
    expect(rows.map((l) => l.text)).toEqual(['Tools:\tDeck oven, Spiral mixer, Sheeter']);
    expect(prose.map((l) => l.text)).toEqual(['Baker who likes early mornings and long proofs.']);
  });
});
