/**
 * Field reader "education": an education section's lines into schools.
 * Takes the section's Line[]; gives one item per entry with the institution (a school word, else
 * the first phrase), the degree split into study type and area, dates (a single date is when the
 * degree was obtained), place, score and courses.
 */
import type { ResumeData } from '../schema/resume.ts';
import { datesOf } from './dates.ts';
import { splitEntries } from './entries.ts';
import { isDegreeLike, isSchoolLike, splitDegree, splitHeader } from './fields.ts';
import type { Line } from './lines.ts';
import { foldOnce, removeUndefined } from './util.ts';

const SCORE = /(?:gpa|grade|mention|nota media|nota|note|moyenne|calificacion|cgpa)\s*[:\-–]?\s*(.+)$/iu;
const COURSES = /^(?:relevant\s+)?(?:coursework|courses|cours|asignaturas|modules|materias)\s*:\s*/iu;

/** "École qui forme des architectes …": a school word followed by a lower-case phrase describes a school, it does not name one. */
function isDescription(text: string): boolean {
  const rest = text.trim().split(/\s+/).slice(1);
  return rest.length >= 3 && rest.every((w) => !/^\p{Lu}/u.test(w));
}

export function parseEducation(lines: Line[]): ResumeData['education'] {
  const out: ResumeData['education'] = [];
  for (const entry of splitEntries(lines)) {
    const headerLines: string[] = [];
    const extra: string[] = [];
    let score: string | undefined;
    for (const l of entry.header) {
      const s = SCORE.exec(foldOnce(l.text));
      if (s && !isDegreeLike(l.text)) score = l.text.slice(l.text.length - (s[1]?.length ?? 0)).trim();
      else headerLines.push(l.text);
    }
    const header = splitHeader(headerLines);
    const parts = [...header.parts];
    const take = (index: number) => (index >= 0 ? parts.splice(index, 1)[0] : undefined);
    let institution = take(parts.findIndex((p) => isSchoolLike(p) && !isDegreeLike(p) && !isDescription(p)));
    const degree = take(parts.findIndex((p) => isDegreeLike(p)));
    const education: ResumeData['education'][number] = { courses: [] };
    if (degree) Object.assign(education, splitDegree(degree));
    // "2024  Ph.D, Psychology" then "University of California Davis": the school on the line below.
    const schoolBelow = institution
      ? -1
      : entry.body.findIndex(
          (b, i) =>
            i === 0 &&
            b.kind === 'prose' &&
            isSchoolLike(b.text) &&
            !isDegreeLike(b.text) &&
            b.text.split(/\s+/).length <= 10,
        );
    if (schoolBelow >= 0) institution = entry.body.splice(schoolBelow, 1)[0]?.text.replace(/[.,;]$/, '');
    if (!institution) institution = take(0);
    education.institution = institution;
    if (!education.area && parts.length) education.area = take(0);
    extra.push(...parts);
    Object.assign(education, datesOf(header));
    if (header.dates && !header.dates.endDate && !header.dates.present) {
      // A single date on a degree is when it was obtained.
      education.endDate = header.dates.startDate;
      delete education.startDate;
      education['x-printed'] = { dates: header.dates.printed, endDate: education.endDate };
    }
    if (header.location) education.location = header.location;
    if (score) education.score = score;
    for (const item of entry.body) {
      const courses = COURSES.exec(item.text);
      if (courses)
        education.courses.push(
          ...item.text
            .slice(courses[0].length)
            .split(/\s*[,;]\s*/)
            .filter(Boolean),
        );
      else {
        const s = SCORE.exec(foldOnce(item.text));
        if (s && !education.score && item.text.length < 40)
          education.score = item.text.slice(item.text.length - (s[1]?.length ?? 0)).trim();
        else extra.push(item.text);
      }
    }
    if (extra.length) education.courses.push(...extra);
    if (entry.header.length === 0 && out.length) {
      out.at(-1)?.courses.push(...education.courses);
      continue;
    }
    out.push(removeUndefined(education));
  }
  return out;
}
