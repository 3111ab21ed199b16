import { expect, test } from 'vitest';
import { sameField } from '../../src/tailor/letter/told-facts.ts';

/* A letter says an earlier post was "in this field" only when its title says so. */

test('a title holding the position, or sharing two of its words, is in its field', () => {
  expect(sameField('Data Analyst', 'Senior Data Analyst')).toBe(true);
  expect(sameField('Nurse', 'Registered Nurse')).toBe(true);
  expect(sameField('Senior Backend Engineer', 'Backend Software Engineer')).toBe(true);
});

test('one shared word naming the kind of post is not its field', () => {
  expect(sameField('Agent de production', "Agent d'accueil")).toBe(false);
  expect(sameField('Sales Assistant', 'Research Assistant')).toBe(false);
  expect(sameField('Ayudante de cocina', 'Ayudante de camarero')).toBe(false);
});
