import { describe, expect, it } from 'vitest';
import { shiftCues } from '../../src/parse/doubt-shift.ts';
import { TITLE_RULES, failedRule } from '../../src/parse/plausibility.ts';

type Job = Parameters<typeof shiftCues>[0][number];

const job = (name: string | undefined, position: string | undefined, text: string[] = []): Job => ({
  name,
  position,
  highlights: text,
});

describe('cues on a job read one line off its neighbours', () => {
  it('tells a title that ends open, as a duty cut where it wrapped does, in each language', () => {
    for (const title of ['Stocked the shelves and', 'Préparation des commandes et', 'Atención al cliente y'])
      expect(shiftCues([job('Harbor Foods', title)], 0)).toMatchObject({ 'shift.title.open': 1 });
    expect(shiftCues([job('Harbor Foods', 'Stock Clerk')], 0)).toMatchObject({ 'shift.title.open': 0 });
  });

  it('tells a job under one whose text ends on the next title line', () => {
    const jobs = [
      job('Laiterie du Nord', 'Opérateur', ['Conduite de la ligne TECHNICIEN DE MAINTENANCE']),
      job('Ateliers Martin', undefined),
    ];
    expect(shiftCues(jobs, 1)).toMatchObject({
      'shift.header.in.text.above': 1,
      'shift.title.missing.near': 0,
    });
    expect(shiftCues(jobs, 0)).toMatchObject({ 'shift.header.in.text': 1, 'shift.title.missing.near': 1 });
  });

  it('tells a job whose text holds another job’s employer and dates', () => {
    const jobs = [
      job('Northwind Traders', 'Buyer', ['Placed the weekly orders', 'Harbor Foods | 2016 – 2019']),
      job('Bluebell Market', 'Cashier', ['Ran the till on Saturdays']),
    ];
    expect(shiftCues(jobs, 0)).toMatchObject({ 'shift.range.in.text': 1 });
    expect(shiftCues(jobs, 1)).toMatchObject({ 'shift.range.in.text': 0, 'shift.range.in.text.above': 1 });
  });

  it('tells an employer that is a piece of a sibling’s, and a title that reads as a duty', () => {
    const jobs = [
      job('Drama Club, Northfield University', 'Scriptwriter'),
      job(
        'Northfield University',
        'Gestion du laboratoire et tutorat des étudiants en stage de fin d’études',
      ),
    ];
    expect(shiftCues(jobs, 1)).toMatchObject({ 'shift.employer.piece.of.sibling': 1, 'shift.title.duty': 1 });
    expect(shiftCues(jobs, 0)).toMatchObject({ 'shift.employer.piece.of.sibling': 0, 'shift.title.duty': 0 });
  });
});

describe('a title that ends open is no title', () => {
  it.each([
    'Stocked the shelves and',
    'Préparation des commandes et',
    'Atención al cliente y',
    'Service en salle,',
  ])('"%s" fails title.open-end', (title) =>
    expect(failedRule(title, TITLE_RULES)?.name).toBe('title.open-end'),
  );
  it.each(['Head of Sales', 'Chef de rang', 'Jefe de bodega'])('"%s" passes', (title) =>
    expect(failedRule(title, TITLE_RULES)).toBeUndefined(),
  );
});
