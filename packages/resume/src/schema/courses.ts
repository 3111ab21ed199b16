import type { ResumeData } from './resume.ts';

type Education = ResumeData['education'][number];

/**
 * A degree's courses, apart from the lines the reader found under it with no courses label
 * (`x-courses-labelled` counts the courses, which come first): a document calls only the first
 * courses.
 */
export function coursesOf(e: Education): { courses: string[]; lines: string[] } {
  const labelled = e['x-courses-labelled'];
  if (typeof labelled !== 'number') return { courses: e.courses, lines: [] };
  return { courses: e.courses.slice(0, labelled), lines: e.courses.slice(labelled) };
}

/** The degree with these courses and lines, the count kept where the reader set one. */
export function withCourses(e: Education, courses: string[], lines: string[]): Education {
  if (typeof e['x-courses-labelled'] !== 'number') return { ...e, courses: [...courses, ...lines] };
  return { ...e, courses: [...courses, ...lines], 'x-courses-labelled': courses.length };
}
