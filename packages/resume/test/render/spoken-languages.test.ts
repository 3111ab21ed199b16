import { expect, test } from 'vitest';
import { spokenLevelIn, spokenNameIn } from '../../src/render/spoken-languages.ts';

test("a spoken language and its level in words are written in the CV's language", () => {
  expect([spokenNameIn('Français', 'en'), spokenLevelIn('Langue maternelle', 'en')]).toEqual([
    'French',
    'Native',
  ]);
  expect([spokenNameIn('inglés', 'fr'), spokenLevelIn('avanzado', 'fr')]).toEqual(['anglais', 'avancé']);
  expect([spokenNameIn('German', 'es'), spokenLevelIn('Intermediate', 'es')]).toEqual([
    'Alemán',
    'Intermedio',
  ]);
  // English names a language with a capital whatever the resume did.
  expect(spokenNameIn('español', 'en')).toBe('Spanish');
  // A level listed as an item of its own is a level.
  expect(spokenNameIn('Natif', 'en')).toBe('Native');
});

test('words the CV language writes already, and words of no list, stay as written', () => {
  // "Nativa" is Spanish: not made "Nativo".
  expect(spokenLevelIn('Nativa', 'es')).toBe('Nativa');
  expect(spokenLevelIn('B2', 'fr')).toBe('B2');
  expect(spokenLevelIn('Lu, écrit', 'en')).toBe('Lu, écrit');
  expect(spokenNameIn('Yoruba', 'fr')).toBe('Yoruba');
});
