import { describe, expect, test } from 'vitest';
import { fold } from '../../src/text/fold.ts';
import { detectLanguage } from '../../src/text/language.ts';

describe('one language detector for the parser and the tailoring', () => {
  test('section headings known in one language decide a resume whose body is names and tools', () => {
    const body = 'Python, Docker, Kubernetes\nAcme Corp 2019 2023\nParis';
    expect(detectLanguage(body)).toBe('en');
    expect(detectLanguage(body, ['Expérience professionnelle', 'Formation', 'Compétences'])).toBe('fr');
    expect(detectLanguage(body, ['Experiencia laboral', 'Educación'])).toBe('es');
  });

  test('folding keeps every offset: a match found in folded text points at the same words in the original', () => {
    const text = 'Ingénieur Développement — Gestión de Proyectos';
    const folded = fold(text);
    expect(folded).toHaveLength(text.length);
    const at = folded.indexOf('gestion');
    expect(text.slice(at, at + 7)).toBe('Gestión');
    expect(fold('ÉQUIPE Ñandú')).toBe('equipe nandu');
  });
});
