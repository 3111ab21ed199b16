import { describe, expect, it } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { isPlaceLike, isTownCell, isTownLike } from '../../src/parse/fields.ts';
import { parseResumeText } from '../../src/parse/index.ts';
import { readSection } from './made-up.ts';

describe('an unlisted town beside a job’s dates', () => {
  it('is the last of the names that could be towns, and the employer stays the employer', () => {
    const work =
      readSection('EXPERIENCES PROFESSIONNELLES', [
        'Déc 2021 | Préparateur de commandes intérimaire – BLEU Marée – Vernon',
        '• Préparer des commandes',
        'Nov 2020 | Régleur apprenti - Atelier Dumont - Boulogne sur Mer',
        '• Régler des machines',
        'Juin 2018 | Agent de production stagiaire – Imprimerie Roux - Saint-Martin-en-Haut',
        '• Vérifier la production',
      ]).work ?? [];
    expect(work.map((w) => [w.name, w.position, w.location])).toEqual([
      ['BLEU Marée', 'Préparateur de commandes intérimaire', 'Vernon'],
      ['Atelier Dumont', 'Régleur apprenti', 'Boulogne sur Mer'],
      ['Imprimerie Roux', 'Agent de production stagiaire', 'Saint-Martin-en-Haut'],
    ]);
  });

  it.each(['Boulogne sur Mer', 'Alcalá de Henares', 'Newcastle upon Tyne', 'Vernon'])(
    'reads %s as a town’s name beside a job’s dates',
    (text) => expect(isTownLike(text)).toBe(true),
  );

  it('elsewhere takes a name with the small words of a town for a body’s, not a place', () => {
    expect(isPlaceLike('Opéra National de Paris')).toBe(false);
    expect(isPlaceLike('Vernon')).toBe(true);
  });

  it.each(['Universidad de Sevilla', 'sur Mer', 'Boulogne sur', 'Analyst de Datos 2020'])(
    'does not read %s as a town’s name',
    (text) => expect(isTownLike(text)).toBe(false),
  );

  it('a bracket holding a place and dates is not cut at its commas', () => {
    const data = readSection('VOLUNTEER EXPERIENCE', [
      'Volunteer science teacher at Maple Grove High School (Maple Grove, MN, 2010)',
      'Leader for the Undergraduate Writing Workshop (Northfield College, 2011)',
    ]);
    const read = (data.volunteer ?? []).map((v) => [v.organization, v.position, v.startDate, v.location]);
    expect(read).toEqual([
      ['Maple Grove High School', 'Volunteer science teacher', '2010', 'Maple Grove, MN'],
      ['Northfield College', 'Leader for the Undergraduate Writing Workshop', '2011', undefined],
    ]);
    expect(JSON.stringify(data.volunteer)).not.toContain('(');
  });

  it.each([
    ['Évry', true],
    ['Monterrey, N.L.', true],
    ['Northwind, S.A.', false],
    ['Stagiaire de Master 2', false],
  ])('"%s" set apart at a header line’s end is a town: %s', (text, expected) => {
    expect(isTownCell(text)).toBe(expected);
  });
});

describe('a town on its own line under a job’s dates', () => {
  const line = (text: string, more: Partial<SourceLine> = {}): SourceLine => ({
    text,
    size: 10,
    x: 200,
    ...more,
  });
  const item = (text: string): SourceLine => line(text, { x: 210, bullet: true });

  it('is the job’s place, also under a later role’s title and dates', () => {
    const data = parseResumeText([
      line('Marta Quiroga', { size: 24 }),
      line('Experience', { size: 14, bold: true }),
      line('Brightwell Freight', { bold: true }),
      line('Warehouse Lead', { size: 12 }),
      line('Mar 2019 – Present'),
      line('Rivermouth'),
      item('Ran a team of twelve pickers across two shifts'),
      item('Cut picking errors by a third'),
      line('Stock Clerk', { size: 12 }),
      line('Jan 2016 – Feb 2019'),
      line('Port Aldon, N.S.'),
      item('Counted and labelled incoming pallets'),
      line('Education', { size: 14, bold: true }),
      line('Vale Technical College', { bold: true }),
    ]);
    expect(data.work.map((w) => [w.name, w.position, w.startDate, w.location])).toEqual([
      ['Brightwell Freight', 'Warehouse Lead', '2019-03', 'Rivermouth'],
      ['Brightwell Freight', 'Stock Clerk', '2016-01', 'Port Aldon, N.S.'],
    ]);
    expect(data.work.map((w) => w.highlights.length)).toEqual([2, 1]);
  });

  it('under a title and dates alone, with no town set that way above, is still the employer', () => {
    const data = parseResumeText([
      line('Marta Quiroga', { size: 24 }),
      line('Experience', { size: 14, bold: true }),
      line('Warehouse Lead', { size: 12 }),
      line('Mar 2019 – Present'),
      line('Brightwell'),
      item('Ran a team of twelve pickers across two shifts'),
    ]);
    expect(data.work.map((w) => [w.name, w.position, w.location])).toEqual([
      ['Brightwell', 'Warehouse Lead', undefined],
    ]);
  });

  it('of four words ("Santa Maria Del Alto"), under a job set like one above, is no job of its own', () => {
    const data = parseResumeText([
      line('Marta Quiroga', { size: 24 }),
      line('Experience', { size: 14, bold: true }),
      line('Warehouse Lead', { size: 12 }),
      line('Brightwell Freight'),
      line('Mar 2019 – Present'),
      line('Rivermouth'),
      item('Ran a team of twelve pickers across two shifts'),
      line('Stock Clerk', { size: 12 }),
      line('Harbour Stores'),
      line('Jan 2016 – Feb 2019'),
      line('Santa Maria Del Alto'),
      item('Counted and labelled incoming pallets'),
    ]);
    expect(data.work.map((w) => [w.position, w.location])).toEqual([
      ['Warehouse Lead', 'Rivermouth'],
      ['Stock Clerk', 'Santa Maria Del Alto'],
    ]);
  });
});
