import { expect, it } from 'vitest';
import { prepareLines } from '../../src/parse/lines.ts';
import { parseWork } from '../../src/parse/work.ts';

const lines = (texts: string[]) => prepareLines(texts.map((text) => ({ text })));

it('keeps each job header as printed, dates cut out, cells set apart', () => {
  const work = parseWork(
    lines([
      'Manutentionnaire\tQuillon Logistique\tJuin 2016 – Mars 2018',
      '• Réception des palettes',
      'Night Shift Lead, Pellworth Foods\tLyon\t2019 - Present',
      '• Ran the line',
    ]),
  );
  expect(work.map((w) => w['x-header'])).toEqual([
    'Manutentionnaire · Quillon Logistique',
    'Night Shift Lead, Pellworth Foods · Lyon',
  ]);
});

it('closes a bracket that held the dates ("(Lyon, 2019)" keeps "(Lyon)")', () => {
  const work = parseWork(
    lines(['Science teacher at Maple Grove School (Maple Grove, MN, 2010)', '• Taught']),
  );
  expect(work[0]?.['x-header']).toBe('Science teacher at Maple Grove School (Maple Grove, MN)');
});
