import { expect, test } from 'vitest';
import { prepareLines } from '../../src/parse/lines.ts';
import { parseEducation } from '../../src/parse/education.ts';
import { buildResumeView } from '../../src/render/view-model.ts';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';

/* Only what a courses label introduced is called courses; other lines under a degree print as lines. */

const opts = { template: 'classic', paper: 'a4', language: 'en' } as const;
const notesOf = (data: unknown) => {
  const section = buildResumeView(resumeDataSchema.parse(data), opts).sections.find(
    (s) => s.key === 'education',
  );
  return section?.kind === 'entries' ? section.entries.map((e) => e.notes) : [];
};

test('the reader counts the courses a label introduced apart from the other lines under a degree', () => {
  const read = (lines: string[]) => parseEducation(prepareLines(lines.map((text) => ({ text }))))[0];
  const degree = ['Northmoor University\t2016 – 2020', 'Bachelor of Science'];
  expect(
    read([
      ...degree,
      'Graduated with honours and a project in fluid dynamics.',
      'Coursework: Databases, Compilers',
    ]),
  ).toMatchObject({
    courses: ['Databases', 'Compilers', 'Graduated with honours and a project in fluid dynamics.'],
    'x-courses-labelled': 2,
  });
  expect(read([...degree, '• Transport Planning', "• Dean's list two years"])).toMatchObject({
    courses: ['Transport Planning', "Dean's list two years"],
    'x-courses-labelled': 0,
  });
});

test('a line the reader found under a degree with no label is printed as it stands, not as a course', () => {
  expect(
    notesOf({
      education: [
        {
          institution: 'Northmoor University',
          studyType: 'Bachelor of Science',
          courses: ['Databases', 'Transport Planning'],
          'x-courses-labelled': 1,
        },
        {
          institution: 'Harbor College',
          studyType: 'Associate Degree',
          courses: ['Logistics'],
          'x-courses-labelled': 0,
        },
        // Courses the user typed in the editor carry no count: they are courses.
        { institution: 'Lakeside University', studyType: 'BSc', courses: ['Compilers'] },
      ],
    }),
  ).toEqual([['Courses: Databases', 'Transport Planning'], ['Logistics'], ['Courses: Compilers']]);
});

test('the tailored CV keeps the unlabelled lines apart when it ranks the courses', async () => {
  const result = await tailorResume({
    resume: resumeDataSchema.parse({
      education: [
        {
          institution: 'Northmoor University',
          studyType: 'Bachelor of Science',
          courses: ['Art History', 'Databases', 'Transport Planning'],
          'x-courses-labelled': 2,
        },
      ],
    }),
    job: {
      position: 'Data Engineer',
      employer: 'Acme',
      description: 'We need databases and SQL skills for our data platform.',
    },
    today: new Date('2026-03-02'),
  });
  const [notes] = notesOf(result.resume);
  expect(notes).toHaveLength(2);
  expect(notes?.[0]).toMatch(/^Courses: (Databases, Art History|Art History, Databases)$/);
  expect(notes?.[1]).toBe('Transport Planning');
});
