import { describe, expect, test } from 'vitest';
import {
  PLAUSIBILITY_RULES,
  implausibleBecause,
  isPlausible,
  uncertainPaths,
  usableFact,
} from '../../src/tailor/plausibility.ts';

describe('plausibility of a field read from a resume', () => {
  test.each([
    ['Tech:', 'employer.label'],
    ['Tech', 'label-word'],
    ['React.js and Node.js.', 'skill-list'],
    ['Résumé', 'employer.footer'],
    ['Page 2 of 3', 'employer.footer'],
    ['C.V.', 'employer.punctuation'],
    ['Hoja de vida', 'employer.footer'],
    ['2019/2020', 'employer.punctuation'],
    ['Sep 2021', 'employer.date'],
    ['Experience', 'employer.section'],
    ['Saint-Etienne', 'place'],
    ['Lyon, France', 'employer.place'],
    ['Co-Founder & CTO, Nexus AI', 'job-title'],
    ['to the integration of', 'employer.cut'],
  ])('employer %j is refused (%s)', (text, rule) => {
    expect(implausibleBecause('employer', text)).toBe(rule);
  });

  test.each(['Paylane', 'Acme Corp', 'Northwind Health', 'Banco Sol, S.A.', 'IBM', 'Mairie de Quimper'])(
    'employer %j is kept',
    (text) => {
      expect(implausibleBecause('employer', text)).toBeUndefined();
    },
  );

  test.each([
    ['Saint-Etienne', 'place'],
    ['I built the payment system.', 'sentence'],
    ['Since 2019', 'title.date'],
    ['Experience', 'section-word'],
    ['SENIOR', 'rank-only'],
    ['Curriculum Vitae', 'title.footer'],
    ['HOJA DE VIDA', 'title.footer'],
  ])('title %j: %s', (text, rule) => {
    expect(implausibleBecause('title', text)).toBe(rule);
  });

  test.each(['Senior Backend Engineer', 'Web Developer', 'Chef de projet', 'Enfermera'])(
    'title %j is kept',
    (t) => {
      expect(isPlausible('title', t)).toBe(true);
    },
  );

  test('a degree that says when it ends is no degree', () => {
    expect(implausibleBecause('degree', 'Expected Graduation')).toBe('degree.graduation');
    expect(isPlausible('degree', 'Bachelor of Arts')).toBe(true);
    expect(isPlausible('degree', 'B.S.')).toBe(true);
    expect(isPlausible('degree', 'Licence en Mathématiques')).toBe(true);
    expect(isPlausible('school', 'University of Washington')).toBe(true);
  });

  test('every rule refuses its own example', () => {
    for (const [kind, rules] of Object.entries(PLAUSIBILITY_RULES))
      for (const rule of rules) expect(rule.fails(rule.example), `${kind} ${rule.name}`).toBe(true);
  });

  test('a field the reader was unsure of, or inside an entry it was unsure of, is no fact', () => {
    const unsure = uncertainPaths([{ path: '/work/0/name' }, { path: '/work/2' }]);
    expect(usableFact('employer', 'Paylane', '/work/0/name', unsure)).toBeUndefined();
    expect(usableFact('title', 'Engineer', '/work/0/position', unsure)).toBe('Engineer');
    expect(usableFact('employer', 'Shoply', '/work/2/name', unsure)).toBeUndefined();
    expect(usableFact('employer', 'Shoply', '/work/1/name', unsure)).toBe('Shoply');
    expect(usableFact('employer', 'Shoply', '/work/12/name', unsure)).toBe('Shoply');
  });
});

test('an issuer alone is no certificate', () => {
  expect(implausibleBecause('certificate', 'Coursera')).toBe('certificate.issuer');
  expect(implausibleBecause('certificate', 'Amazon Web Services')).toBe('certificate.issuer');
  expect(isPlausible('certificate', 'AWS Certified Developer Associate')).toBe(true);
});
