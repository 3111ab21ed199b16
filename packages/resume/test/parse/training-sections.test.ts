import { describe, expect, it } from 'vitest';
import { readSection } from './made-up.ts';
import { parseResumeText } from '../../src/parse/index.ts';

describe('courses and training taken', () => {
  it('reads a training section as certificates, never as degrees', () => {
    for (const heading of [
      'Professional Development',
      'Training',
      'Formación complementaria',
      'Formation continue',
    ]) {
      const data = readSection(heading, [
        '2021 | Advanced Spreadsheets | Online Academy',
        '2019 | First Aid at Work',
      ]);
      expect(data.education, heading).toEqual([]);
      expect(data.custom, heading).toEqual([]);
      expect(data.certificates.map((c) => [c.name, c.date])).toEqual([
        ['Advanced Spreadsheets', '2021'],
        ['First Aid at Work', '2019'],
      ]);
    }
  });

  it('keeps the degrees above a training heading in education', () => {
    const data = parseResumeText(
      [
        'Sam Lee',
        'sam.lee@example.com',
        '',
        'Education',
        'Lakeside University\t2015 – 2019',
        'BSc in Biology',
        '',
        'Educación complementaria',
        '2022 | Curso de Python | Academia Norte',
      ].join('\n'),
    );
    expect(data.education.map((e) => e.institution)).toEqual(['Lakeside University']);
    expect(data.certificates.map((c) => c.name)).toEqual(['Curso de Python']);
  });

  it('leaves a degree\'s "Courses:" label under the degree', () => {
    const data = readSection('Education', [
      'Lakeside University\t2015 – 2019',
      'BSc in Biology',
      'Courses:',
      'Genetics, Ecology',
      'Northfield College\t2019 – 2021',
      'MSc in Ecology',
    ]);
    expect(data.education.map((e) => [e.institution, e.courses])).toEqual([
      ['Lakeside University', ['Genetics', 'Ecology']],
      ['Northfield College', []],
    ]);
    expect(data.certificates).toEqual([]);
  });
});
