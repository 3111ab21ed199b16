/**
 * Cues for the doubt model on how many ways a job is odd at once, the same in any layout. Each odd
 * sign alone (an employer that is a heading word, a title that reads as a sentence or a degree,
 * fields that are something else on the page, an employer in lower-case words where the siblings'
 * are names, dates inside another job's dates) is common enough among printed jobs; a job made
 * from something that is not a job tends to show several. The count lets the model weigh signs
 * together, which one weight per sign cannot.
 */
import type { ResumeData } from '../schema/resume.ts';
import { lowerWords } from './doubt-kind.ts';

type Job = ResumeData['work'][number];

/** The signs counted: cues of jobCues, and the two below. */
export const ODD_SIGNS = [
  'employer.heading',
  'employer.open.end',
  'title.open.end',
  'title.sentence',
  'employer.sentence',
  'title.degree',
  'title.orgish.unlike',
  'employer.titleish.unlike',
  'employer.school',
  'employer.placename',
  'employer.place.unlike',
  'title.is.employer',
  'employer.is.title',
  'employer.in.education',
  'title.in.education',
  'named.elsewhere',
  'out.of.order',
  'dates.shape.unique',
  'shape.unique',
  'layout.caps.differs',
  'employer.lower.unlike',
  'dates.inside.sibling',
] as const;

/** A date as months since year 0 (a year alone as its January; 'present' as now). */
const months = (d: string | undefined, now: number): number | undefined =>
  d === 'present'
    ? now
    : d && /^\d{4}/.test(d)
      ? +d.slice(0, 4) * 12 + (+(d.slice(5, 7) || 1) - 1)
      : undefined;

/** The months a job ran; a job with a year alone and no end, that year. */
function span(job: Job, now: number): [number, number] | undefined {
  const start = months(job.startDate, now);
  if (start === undefined) return undefined;
  const end = months(job.endDate, now) ?? (/^\d{4}$/.test(job.startDate ?? '') ? start + 11 : start);
  return [start, Math.max(start, end)];
}

/** The job's dates fall inside another job's, and are not the same: a line of that job read as a job. */
export function datesInsideSibling(jobs: Job[], i: number, now = new Date()): boolean {
  const at = now.getFullYear() * 12 + now.getMonth();
  const mine = span(jobs[i]!, at);
  if (!mine) return false;
  return jobs.some((o, k) => {
    const s = k !== i && span(o, at);
    return !!s && mine[0] >= s[0] && mine[1] <= s[1] && (mine[0] !== s[0] || mine[1] !== s[1]);
  });
}

/** The employer has lower-case words that are no function words, where most siblings' have none. */
export function employerLowerUnlike(jobs: Job[], i: number): boolean {
  const name = jobs[i]!.name;
  if (!name || lowerWords(name) === 0) return false;
  const rest = jobs.filter((_, k) => k !== i);
  return rest.filter((o) => o.name && lowerWords(o.name) > 0).length < Math.max(1, rest.length) / 2;
}

/** The odd-sign cues of a job, from its other cues. */
export function oddityCues(jobs: Job[], i: number, cues: Record<string, number>): Record<string, number> {
  const signs: Record<string, number> = {
    ...cues,
    'employer.lower.unlike': employerLowerUnlike(jobs, i) ? 1 : 0,
    'dates.inside.sibling': datesInsideSibling(jobs, i) ? 1 : 0,
  };
  const n = ODD_SIGNS.filter((k) => (signs[k] ?? 0) >= 1).length;
  return {
    'entry.oddities': Math.min(n, 4) / 4,
    'entry.odd.many': n >= 2 ? 1 : 0,
    'entry.odd.most': n >= 3 ? 1 : 0,
  };
}
