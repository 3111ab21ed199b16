import { expect, it } from 'vitest';
import { parseLines } from '../../src/parse/pipeline.ts';
import { UncertainList } from '../../src/parse/uncertain.ts';

it('runs the stages in order: header, sections, entries, fields', () => {
  const uncertain = new UncertainList();
  const data = parseLines(
    [
      'Jane Doe',
      'jane@example.com',
      'EXPERIENCE',
      'Acme Corp, Engineer',
      '2020 – 2022',
      '• Built it',
      'EDUCATION',
      'Stanford University',
      'BSc Physics, 2019',
      'SKILLS',
      'Go, SQL',
      'HOBBIES AND THINGS',
      'Chess',
    ].map((text) => ({ text })),
    { uncertain },
  );
  expect(data.basics.name).toBe('Jane Doe');
  expect(data.work).toMatchObject([
    { name: 'Acme Corp', position: 'Engineer', startDate: '2020', endDate: '2022', highlights: ['Built it'] },
  ]);
  expect(data.education[0]?.institution).toBe('Stanford University');
  expect(data.skills[0]?.keywords).toEqual(['Go', 'SQL']);
  expect(data.meta?.language).toBe('en');
});
