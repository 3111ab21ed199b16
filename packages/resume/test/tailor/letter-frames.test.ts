import { expect, test } from 'vitest';
import { measureIn } from '../../src/tailor/letter/told-facts.ts';
import { postingAim } from '../../src/tailor/letter/why.ts';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';

/* Frames chosen from what a paragraph or letter tells, and why this role from the posting's words. */

test('a figure measures a result, never a year or a bare count', () => {
  expect(measureIn('Cut the month-end close by 30 % in 2021')).toBe('30 %');
  expect(measureIn('Grew users to 4000+ a month')).toBe('4000+');
  expect(measureIn('Cours particuliers de 10 à 15 élèves par an')).toBeUndefined();
  expect(measureIn('Managed a budget of 1,2 M€')).toBe('1,2 M€');
  expect(measureIn('Served 40 clients a week')).toBeUndefined();
  expect(measureIn('Mise au point d’un test en plaque 384 puits')).toBeUndefined();
  expect(measureIn('Joined the team in 2019 and led the move')).toBeUndefined();
  expect(measureIn('Taught there from 2014 to 2017')).toBeUndefined();
});

test('every move has at least three frames for each fact, in each language', () => {
  for (const say of Object.values(letterPhrases)) {
    for (const move of [say.requirement, say.earlier, say.closing])
      for (const frames of Object.values(move)) expect(frames.length).toBeGreaterThanOrEqual(3);
    expect(say.employerAim.length).toBeGreaterThanOrEqual(3);
  }
});

const posting = `Brightwell Tiles is hiring a Site Coordinator.

Our mission is to make tiling jobs safer for small builders.

Responsibilities:
- Plan the weekly schedule of tiling crews across sites
- You will report on progress to our directors

Requirements:
- Three years of site coordination`;

test('the employer aim comes from the posting, in its words', () => {
  expect(postingAim(posting, 'en')).toBe('make tiling jobs safer for small builders');
});

test('nothing is told when the posting states no aim', () => {
  const bare = 'Site Coordinator\n\nRequirements:\n- Three years of site coordination';
  expect(postingAim(bare, 'en')).toBeUndefined();
});

test('a French posting gives its aim as the infinitive after "de"', () => {
  const fr =
    "Notre mission est d'aider les artisans à trouver des chantiers.\n\nMissions :\n- Organiser le planning des équipes sur les chantiers";
  expect(postingAim(fr, 'fr')).toBe('aider les artisans à trouver des chantiers');
});
