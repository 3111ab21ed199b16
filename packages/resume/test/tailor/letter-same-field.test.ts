import { expect, test } from 'vitest';
import { sameField } from '../../src/tailor/letter/told-facts.ts';

/* A job title in the posting's field, when employers name the same post with another word. */

test('an engineer and a developer of the same kind of software are in one field', () => {
  expect(sameField('Senior Software Engineer', 'Senior Front-End Software Developer')).toBe(true);
  expect(sameField('Ingénieur logiciel', 'Développeur de logiciel senior')).toBe(true);
  expect(sameField('Desarrolladora web', 'Ingeniera web')).toBe(true);
});

test('one shared kind of post alone does not put two fields together', () => {
  expect(sameField('Civil Engineer', 'Software Developer')).toBe(false);
  expect(sameField('Ingénieure de recherche en biologie', 'Développeur de soutien')).toBe(false);
  expect(sameField('Field Geologist', 'Account Executive')).toBe(false);
});
