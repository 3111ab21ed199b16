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

it('reads two section names side by side on one bold line as the headings of two columns', () => {
  const line = (text: string, extra: { bold?: boolean; x?: number } = {}) => ({
    text,
    size: 9,
    x: 20,
    ...extra,
  });
  const data = parseLines([
    { text: 'Jane Doe', size: 20, x: 200 },
    line('jane@example.com'),
    line('Programming Skill Assessment\tSkill Highlights', { bold: true }),
    line('TypeScript, Bash, Node.js', { x: 400 }),
    line('Education', { bold: true, x: 380 }),
    line('Springfield University\t2010 – 2012', { bold: true, x: 390 }),
    line('Employment History', { bold: true }),
    line('Globex\tLead Developer\t2024 – Present', { bold: true, x: 30 }),
    line('Projects', { bold: true }),
    line('Widget\t2020', { bold: true, x: 30 }),
  ]);
  expect(JSON.stringify(data.skills)).toContain('Node.js');
  expect(data.education[0]?.institution).toBe('Springfield University');
});

it('joins a certificate wrapped under a hanging indent to its item', () => {
  const data = parseLines([
    { text: 'Jane Doe', size: 20 },
    { text: 'jane@example.com', size: 9 },
    { text: 'CERTIFICATIONS', size: 12, bold: true },
    { text: '• Google Cloud Certified', size: 9, x: 30 },
    { text: 'Professional Data Engineer', size: 9, x: 45 },
    { text: '• Scrum Master', size: 9, x: 30 },
  ]);
  expect(data.certificates).toHaveLength(2);
  expect(JSON.stringify(data.certificates[0])).toContain('Professional Data Engineer');
});

it('reads a justified summary whose wide word gaps came out as tabs as plain prose', () => {
  const data = parseLines(
    ['Jane Doe', 'jane@example.com', 'SUMMARY', 'Jane\tstarted\ther\tcareer', 'as an accountant.'].map(
      (text) => ({
        text,
      }),
    ),
  );
  expect(data.basics.summary).toBe('Jane started her career as an accountant.');
});
