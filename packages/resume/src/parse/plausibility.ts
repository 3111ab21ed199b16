/**
 * The reader's check of the jobs it read, by the named rules of plausibility-rules.ts: a field
 * that is certainly not what it stands for leaves the field, a doubtful one is flagged with the
 * rule that doubted it.
 */
import type { ResumeData } from '../schema/resume.ts';
import { failedEntryRule } from './entry-rules.ts';
import { EMPLOYER_RULES, isPageFurniture, TITLE_RULES, type PlausibilityRule } from './plausibility-rules.ts';
import type { UncertainList } from './uncertain.ts';
import { tidyJob } from './work-status.ts';

export {
  EMPLOYER_RULES,
  FIELD_RULES,
  TITLE_RULES,
  type FieldKind,
  type PlausibilityRule,
} from './plausibility-rules.ts';

/** The first rule the text fails, if any. */
export function failedRule(
  text: string | undefined,
  rules: PlausibilityRule[],
): PlausibilityRule | undefined {
  const t = text?.trim();
  if (!t) return undefined;
  return rules.find((r) => r.fails(t));
}

type Job = ResumeData['work'][number];

/**
 * Checks every job of a list, once what its employer and title say besides them is taken out
 * (tidyJob: "CDI avec le groupe X", "Field Geologist (2 months)"): a field that is certainly not what it stands for leaves the field
 * (its text stays with the job, as the first line of its description) and the field is flagged;
 * a doubtful one is flagged; an entry with neither employer nor title, one that fails an entry
 * rule (entry-rules.ts), dates out of order, or no employer or no date where most of its
 * siblings have one is flagged too.
 */
export function checkJobs(jobs: Job[], uncertain: UncertainList, base: string): void {
  const dated = jobs.filter((j) => j.startDate || j.endDate).length;
  const named = jobs.filter((j) => j.name?.trim()).length;
  jobs.forEach((job, i) => {
    const path = `${base}/${i}`;
    tidyJob(job);
    for (const [field, rules, reason] of [
      ['name', EMPLOYER_RULES, 'employer_implausible'],
      ['position', TITLE_RULES, 'position_implausible'],
    ] as const) {
      const rule = failedRule(job[field], rules);
      if (!rule) continue;
      if (rule.certain) {
        const text = job[field]!.trim();
        delete job[field];
        if (/\p{L}{2}/u.test(text) && !isPageFurniture(text))
          job.summary = [text.replace(/^[^\p{L}\p{N}]+/u, ''), job.summary].filter(Boolean).join('\n');
      }
      uncertain.add(`${path}/${field}`, reason, rule.name);
    }
    if (!job.name?.trim() && !job.position?.trim()) uncertain.add(path, 'entry_incomplete');
    const guessed = (field: string, reason: string) =>
      uncertain.items.some((d) => d.path === `${path}/${field}` && d.reason === reason);
    const entryRule = failedEntryRule({
      job,
      rolesGuessed: guessed('name', 'employer_guessed') && guessed('position', 'position_guessed'),
    });
    if (entryRule) uncertain.add(path, 'entry_implausible', entryRule.name);
    // The job has no employer, so `named` counts its siblings' alone.
    if (
      !job.name?.trim() &&
      job.position?.trim() &&
      named * 2 > jobs.length - 1 &&
      !uncertain.has(`${path}/name`)
    )
      uncertain.add(`${path}/name`, 'employer_missing');
    if (!job.startDate && !job.endDate && dated * 2 > jobs.length)
      uncertain.add(`${path}/startDate`, 'dates_missing');
    const iso = /^\d{4}(?:-\d{2})?/;
    if (iso.test(job.startDate ?? '') && iso.test(job.endDate ?? '') && job.endDate! < job.startDate!)
      uncertain.add(`${path}/endDate`, 'dates_out_of_order');
  });
}
