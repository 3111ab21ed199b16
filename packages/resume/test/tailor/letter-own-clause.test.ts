import { expect, test } from 'vitest';
import { ownClause } from '../../src/tailor/letter/own-clause.ts';

/* A line told after "my work included:" reads as a duty or a result, never as a header or a title. */

test('a job header or an entry title is not told as what the work included', () => {
  expect(ownClause('en', 'Senior Analyst, Brindle Foods', false)).toBeUndefined();
  expect(ownClause('en', 'Staff Nurse at Saint Clare Clinic', true)).toBeUndefined();
  expect(ownClause('en', 'Harbor Wayfinding Signage Project', false)).toBeUndefined();
  expect(ownClause('fr', 'Chef de projet – Atelier Brume', false)).toBeUndefined();
  expect(ownClause('es', 'Coordinador de ventas, Grupo Lince', false)).toBeUndefined();
});

test('a duty or a result in a noun phrase is still told', () => {
  expect(ownClause('en', 'Customer service for 200 guests a day', true)).toBe(
    'my work includes: customer service for 200 guests a day',
  );
  expect(ownClause('fr', 'Gestion des commandes de trois magasins', false)).toMatch(
    /^mon travail comprenait notamment : gestion des commandes/,
  );
});
