import { describe, expect, test } from 'vitest';
import { detectLanguage, extractJobKeywords } from '../../src/tailor/index.ts';
import { backendJob, pmJobFr, salesJob, supportJobEs } from './fixtures.ts';

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('detectLanguage', () => {
  test('recognizes English, French and Spanish postings', () => {
    expect(detectLanguage(backendJob.description)).toBe('en');
    expect(detectLanguage(pmJobFr.description)).toBe('fr');
    expect(detectLanguage(supportJobEs.description)).toBe('es');
    expect(
      detectLanguage(
        "Nous recherchons un développeur pour rejoindre l'équipe et travailler sur nos produits.",
      ),
    ).toBe('fr');
    expect(
      detectLanguage(
        'Buscamos una persona con experiencia para trabajar en el equipo de ventas de la empresa.',
      ),
    ).toBe('es');
  });

  test('falls back to English on empty, tiny or unknown text', () => {
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('Kubernetes')).toBe('en');
    expect(detectLanguage('Wir suchen einen Entwickler für unser Team')).toBe('en');
  });
});

describe('extractJobKeywords', () => {
  test('finds the skills of a tech posting, strongest first, weights between 0 and 1', () => {
    const keywords = extractJobKeywords(backendJob.description);
    const terms = keywords.map((k) => k.term);
    for (const term of [
      'Kubernetes',
      'Go',
      'PostgreSQL',
      'Terraform',
      'AWS',
      'Kafka',
      'Docker',
      'TypeScript',
      'Stakeholder management',
    ]) {
      expect(terms).toContain(term);
    }
    expect(terms.indexOf('Kubernetes')).toBeLessThan(terms.indexOf('TypeScript'));
    for (const k of keywords) {
      expect(k.weight).toBeGreaterThan(0);
      expect(k.weight).toBeLessThanOrEqual(1);
    }
    expect(keywords.map((k) => k.weight)).toEqual([...keywords.map((k) => k.weight)].sort((a, b) => b - a));
  });

  test('folds synonyms and abbreviations onto one skill', () => {
    const terms = extractJobKeywords(
      'You will run k8s, write JS and TS, tune Postgres and do some ML. Experience with golang is a plus.',
    ).map((k) => k.term);
    expect(terms).toEqual(
      expect.arrayContaining([
        'Kubernetes',
        'JavaScript',
        'TypeScript',
        'PostgreSQL',
        'Machine learning',
        'Go',
      ]),
    );
    expect(terms.filter((t) => t === 'Kubernetes')).toHaveLength(1);
  });

  test('keeps stop-words and filler out of the keywords', () => {
    const terms = extractJobKeywords(salesJob.description).map((k) => fold(k.term));
    for (const filler of [
      'the',
      'and',
      'experience',
      'we',
      'our',
      'requirements',
      'years',
      'looking',
      'with',
    ])
      expect(terms).not.toContain(filler);
    expect(terms).toContain('salesforce');
    expect(terms).toContain('negotiation');
  });

  test('does not mistake common words for skills (Go the verb, React the verb, "the rest")', () => {
    const terms = extractJobKeywords(
      'We go fast and react to change. The rest of the team will help you settle in.',
    ).map((k) => k.term);
    expect(terms).not.toContain('Go');
    expect(terms).not.toContain('React');
    expect(terms).not.toContain('REST APIs');
  });

  test("shows French and Spanish skills in the posting's words", () => {
    expect(extractJobKeywords(pmJobFr.description).map((k) => k.term)).toEqual(
      expect.arrayContaining(['Jira', 'Scrum', 'parties prenantes']),
    );
    const es = extractJobKeywords(supportJobEs.description).map((k) => k.term);
    expect(es).toEqual(expect.arrayContaining(['atención al cliente', 'trabajo en equipo', 'liderazgo']));
  });

  test('picks up phrases the posting repeats that the vocabulary does not know', () => {
    const terms = extractJobKeywords(
      'You will own our claims triage process. Claims triage is the heart of the team; you will improve claims triage with the adjusters.',
    ).map((k) => k.term);
    expect(terms).toContain('claims triage');
  });
});
