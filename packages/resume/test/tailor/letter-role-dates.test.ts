/**
 * A job's dates belong to the role, not to the employer: someone promoted at the same employer
 * has been there longer than the later role's dates, so "I have been part of Acme since 2020, as
 * manager" would be false. Every way the letter introduces a role keeps the dates after the role.
 */
import { expect, test } from 'vitest';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';

const EMPLOYER = 'Brightwater Builders';
const ROLE = 'Project Manager';
const WHEN = { en: 'since 2020', fr: 'depuis 2020', es: 'desde 2020' } as const;

test.each(['en', 'fr', 'es'] as const)(
  '%s: no role introduction dates the employer before naming the role',
  (language) => {
    const frames = letterPhrases[language].roleIntro;
    expect(frames.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const frame of frames)
      for (const current of [true, false]) {
        const text = frame(EMPLOYER, ROLE, WHEN[language], current);
        const employer = text.indexOf(EMPLOYER);
        const role = text.indexOf(ROLE);
        const when = text.indexOf(WHEN[language]);
        expect(employer, text).toBeGreaterThanOrEqual(0);
        expect(role, text).toBeGreaterThanOrEqual(0);
        // The date may open the sentence or follow the role; never sit between employer and role.
        if (when > employer && when < role) wrong.push(text);
      }
    expect(wrong).toEqual([]);
  },
);
