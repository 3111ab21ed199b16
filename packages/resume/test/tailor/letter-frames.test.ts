import { expect, test } from 'vitest';
import { figureIn } from '../../src/tailor/letter/told-facts.ts';
import { postingAim, postingDuty } from '../../src/tailor/letter/why.ts';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';

/* Frames chosen from what a paragraph or letter tells, and why this role from the posting's words. */

test('a figure is a measure, never a year', () => {
  expect(figureIn('Cut the month-end close by 30 % in 2021')).toBe('30 %');
  expect(figureIn('Served 40 clients a week')).toBe('40 clients');
  expect(figureIn('Grew users from 10 to 2000+')).toBe('2000+');
  expect(figureIn('Joined the team in 2019 and led the move')).toBeUndefined();
});

test('every move has at least three frames for each fact, in each language', () => {
  for (const say of Object.values(letterPhrases)) {
    for (const move of [say.requirement, say.earlier, say.closing])
      for (const frames of Object.values(move)) expect(frames.length).toBeGreaterThanOrEqual(3);
    expect(say.roleDoes.length).toBeGreaterThanOrEqual(3);
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

test('the employer aim and the role duty come from the posting, in its words', () => {
  expect(postingAim(posting, 'en')).toBe('make tiling jobs safer for small builders');
  expect(postingDuty(posting, 'en')).toBe('plan the weekly schedule of tiling crews across sites');
});

test('nothing is told when the posting states no aim and no duty that opens with a verb', () => {
  const bare = 'Site Coordinator\n\nRequirements:\n- Three years of site coordination';
  expect(postingAim(bare, 'en')).toBeUndefined();
  expect(postingDuty(bare, 'en')).toBeUndefined();
});

test('a French posting gives its aim as the infinitive after "de"', () => {
  const fr =
    "Notre mission est d'aider les artisans à trouver des chantiers.\n\nMissions :\n- Organiser le planning des équipes sur les chantiers";
  expect(postingAim(fr, 'fr')).toBe('aider les artisans à trouver des chantiers');
  expect(postingDuty(fr, 'fr')).toBe('organiser le planning des équipes sur les chantiers');
});
