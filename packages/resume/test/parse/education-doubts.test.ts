import { expect, test } from 'vitest';
import { SCHOOL_DOUBTS } from '../../src/parse/education-doubts.ts';

const doubts = (school: string) => SCHOOL_DOUBTS.filter((r) => r.fails(school)).map((r) => r.name);

test('each rule doubts its own example', () => {
  for (const rule of SCHOOL_DOUBTS) expect(doubts(rule.example)).toContain(rule.name);
});

test('named schools are not doubted', () => {
  for (const school of [
    'Riverbend University',
    'Lycée Jean Vilar',
    'Unidad Educativa Los Robles',
    'Universidad del Norte',
    'MIT',
  ])
    expect(doubts(school)).toEqual([]);
});
