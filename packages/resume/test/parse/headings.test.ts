import { expect, test } from 'vitest';
import { headingKind, matchHeading } from '../../src/parse/headings.ts';

test.each([
  ['Experiencia en la industria', 'work'],
  ['EXPERIENCIA EN LA INDUSTRIA', 'work'],
  ['Formation académique', 'education'],
  ['Conocimientos en computación', 'skills'],
  ['Compétences techniques', 'skills'],
  ['Research Experience', 'work'],
  ['Emplois occupés', 'work'],
  ['Positions', 'work'],
  ['Positions held', 'work'],
  ["Where I've worked", 'work'],
  ['Postes occupés', 'work'],
  ['Cargos desempeñados', 'work'],
  ['Expériences de bénévolat', 'volunteer'],
  ['Skills and Awards', 'skills'],
  ['Honors & Awards', 'awards'],
  ['Peer review publications', 'publications'],
  ['WORK EXPERIENCE', 'work'],
  ['EDUCATIONAL BACKGROUND', 'education'],
  ['Educational history', 'education'],
  ['Escolaridad', 'education'],
  ['Technical skillset', 'skills'],
  ['Qualités', 'skills'],
  ['Personal qualities', 'skills'],
  ['Cualidades', 'skills'],
  ['Logiciels maîtrisés', 'skills'],
  ['Software', 'skills'],
  ['Technical proficiencies', 'skills'],
])('%s names the %s section', (text, key) => {
  expect(matchHeading(text)?.key).toBe(key);
});

test('a sentence that mentions a section word is not a heading', () => {
  expect(matchHeading('Led the work of five engineers on payments')).toBeUndefined();
  expect(matchHeading('Experience with Python, Go and SQL')).toBeUndefined();
  expect(matchHeading('Side quests')).toBeUndefined();
});

test.each([
  ['Professional Experience', 'heading'],
  ['Projets', 'heading'],
  ['Experiencia en la industria', 'piece'],
  ['Work experience and volunteering abroad', 'piece'],
  ['ACADÉMICA', 'piece'],
  ['Northwind Logistics', undefined],
])('%s reads as a section heading: %s', (text, kind) => {
  expect(headingKind(text)).toBe(kind);
});
