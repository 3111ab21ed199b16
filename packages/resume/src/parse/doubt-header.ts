/**
 * Cues for the doubt model on where a job's employer and title stand in its header as printed
 * (`x-header`: the header's phrases, dates cut out), beside where its siblings' stand. The jobs of
 * one resume print their parts in one order ("Title · Employer · Town" each time); a job whose
 * employer and title were taken from other places than its siblings' was often read with its
 * parts shifted (a town, a department or a second role where the employer goes), or made from
 * lines that are no job. An employer or title found nowhere in the header came from elsewhere.
 */
import type { ResumeData } from '../schema/resume.ts';
import { HEADER_JOIN } from './printed-header.ts';

type Job = ResumeData['work'][number];

/** Which printed phrase of the header holds the field: its index, 'none' when none does, '' when empty. */
function partOf(job: Job, field: 'name' | 'position'): string {
  const text = job[field]?.trim().toLowerCase();
  if (!text) return '';
  const header = job['x-header'];
  const parts = (typeof header === 'string' ? header : '').toLowerCase().split(HEADER_JOIN);
  const at = parts.findIndex((p) => p.includes(text));
  return at < 0 ? 'none' : String(at);
}

/** Where the employer and the title stand in the header: "1/0" is title first, employer second. */
export const headerOrder = (job: Job): string => `${partOf(job, 'name')}/${partOf(job, 'position')}`;

/** The cues of one job; `orders` (headerOrder of each job) is worked out once per list. */
export function headerCues(jobs: Job[], i: number, orders = jobs.map(headerOrder)): Record<string, number> {
  const job = jobs[i]!;
  if (!job['x-header']) return { 'header.none': 1 };
  const mine = orders[i]!;
  const rest = orders.filter((_, k) => k !== i);
  const same = rest.filter((o) => o === mine).length;
  return {
    'header.order.shared': rest.length ? same / rest.length : 0,
    'header.order.unique': rest.length >= 2 && same === 0 ? 1 : 0,
    'header.employer.elsewhere': partOf(job, 'name') === 'none' ? 1 : 0,
    'header.title.elsewhere': partOf(job, 'position') === 'none' ? 1 : 0,
  };
}
