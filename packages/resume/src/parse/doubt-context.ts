/**
 * Cues for the doubt model from outside the job's own header: whether its employer or title is
 * also something else on the page (a school of the education section, a project, a skill), whether
 * its dates repeat another entry's, and whether its dates hang together (a job longer than twelve
 * years, an end before the start, a start printed to the month and an end to the year). A job read
 * from an education entry or a project line tends to show these; a printed job rarely does.
 */
import type { ResumeData } from '../schema/resume.ts';
import { isOrganizationLike, isSchoolLike, isTitleLike } from './fields.ts';
import { isPlaceName } from './plausibility-rules.ts';

type Job = ResumeData['work'][number];
/** The rest of the resume the jobs are compared with. */
export type Around = Partial<
  Pick<ResumeData, 'basics' | 'education' | 'skills' | 'projects' | 'volunteer' | 'awards' | 'certificates'>
>;

const norm = (t: unknown): string =>
  String(t ?? '')
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
/** One text holds the other (both given). */
const overlaps = (a: unknown, b: unknown): boolean => {
  const [x, y] = [norm(a), norm(b)];
  return !!x && !!y && (x.includes(y) || y.includes(x));
};
/** A text of more than three letters found inside a longer one. */
const within = (hay: string, text?: string): boolean =>
  !!text && norm(text).length > 3 && hay.includes(norm(text));

/** A date as years ('present' as now), for lengths. */
const years = (d: string | undefined, now: number): number | undefined =>
  d === 'present'
    ? now
    : d && /^\d{4}/.test(d)
      ? +d.slice(0, 4) + (+(d.slice(5, 7) || 6) - 1) / 12
      : undefined;

const titleish = (t?: string): boolean => !!t && isTitleLike(t) && !isOrganizationLike(t);
const orgish = (t?: string): boolean => !!t && (isOrganizationLike(t) || isSchoolLike(t));

export function contextCues(
  jobs: Job[],
  i: number,
  around: Around,
  now = new Date(),
): Record<string, number> {
  const job = jobs[i]!;
  const rest = jobs.filter((_, k) => k !== i);
  const education = around.education ?? [];
  const named = [
    ...(around.projects ?? []).map((p) => p.name),
    ...(around.volunteer ?? []).map((v) => v.organization ?? v.position),
    ...(around.awards ?? []).map((a) => a.title),
    ...(around.certificates ?? []).map((c) => c.name),
  ];
  const skills = norm(JSON.stringify(around.skills ?? []));
  const summary = norm(around.basics?.summary);
  const year = now.getFullYear() + now.getMonth() / 12;
  const start = years(job.startDate, year);
  const end = years(job.endDate, year);
  const month = (d?: string) => !!d && /^\d{4}-\d{2}/.test(d);
  return {
    'employer.in.education': education.some((e) => overlaps(e.institution, job.name)) ? 1 : 0,
    'title.in.education': education.some(
      (e) => overlaps(e.studyType, job.position) || overlaps(e.area, job.position),
    )
      ? 1
      : 0,
    'named.elsewhere': named.some((t) => overlaps(t, job.name) || overlaps(t, job.position)) ? 1 : 0,
    'employer.in.skills': within(skills, job.name) ? 1 : 0,
    'employer.in.summary': within(summary, job.name) ? 1 : 0,
    'title.in.skills': within(skills, job.position) ? 1 : 0,
    'dates.of.sibling':
      job.startDate && rest.some((o) => o.startDate === job.startDate && o.endDate === job.endDate) ? 1 : 0,
    'dates.of.education':
      job.startDate && education.some((e) => e.startDate === job.startDate && e.endDate === job.endDate)
        ? 1
        : 0,
    'employer.titleish.unlike':
      titleish(job.name) && rest.filter((o) => titleish(o.name)).length < rest.length / 2 ? 1 : 0,
    'title.orgish.unlike':
      orgish(job.position) &&
      rest.filter((o) => o.position && isOrganizationLike(o.position)).length < rest.length / 2
        ? 1
        : 0,
    'employer.school': job.name && isSchoolLike(job.name) ? 1 : 0,
    'employer.placename': job.name && isPlaceName(job.name) ? 1 : 0,
    'dates.same': job.startDate && job.startDate === job.endDate ? 1 : 0,
    'dates.mixed.precision':
      job.startDate && job.endDate && job.endDate !== 'present' && month(job.startDate) !== month(job.endDate)
        ? 1
        : 0,
    'dates.long': start !== undefined && end !== undefined && end - start > 12 ? 1 : 0,
    'dates.backwards': start !== undefined && end !== undefined && end < start ? 1 : 0,
  };
}
