import { expect, test } from 'vitest';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';

/* French "de" and "que" before a vowel, where the letter's frames meet a title or a task. */

test('a French letter elides "de" and "que" before a common word opening on a vowel', () => {
  const finish = letterPhrases.fr.finish;
  expect(finish('En tant que agent commercial chez Lintel, j’ai suivi 80 clients.')).toBe(
    "En tant qu'agent commercial chez Lintel, j’ai suivi 80 clients.",
  );
  expect(finish('Dans mon poste de ingénieure de recherche, j’ai formé 120 utilisateurs.')).toBe(
    "Dans mon poste d'ingénieure de recherche, j’ai formé 120 utilisateurs.",
  );
});

test('a name, a word opening on "h" or "y" and the other languages keep their words', () => {
  const finish = letterPhrases.fr.finish;
  expect(finish('J’ai travaillé au Banco de Occidente.')).toBe('J’ai travaillé au Banco de Occidente.');
  expect(finish('Une réserve de yaourts et de hauts de gamme.')).toBe(
    'Une réserve de yaourts et de hauts de gamme.',
  );
  expect(letterPhrases.es.finish('Trabajé como jefe de obra.')).toBe('Trabajé como jefe de obra.');
});
