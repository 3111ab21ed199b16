/**
 * Whether a field read from a resume is plausible as what it stands for, whatever the layout:
 * an employer is not a label, a place, a date, a page footer, a section word or a sentence cut in
 * the middle; a job title is not a sentence. Each check is a named rule with an example, so a test
 * can address it by name and an uncertain field can say which rule doubted it.
 *
 * `certain` rules describe text that is never the field (a date, a footer, a cut sentence): the
 * reader moves such text out of the field. The others only raise a doubt for the user to check.
 */
import type { ResumeData } from '../schema/resume.ts';
import { findDates, looksLikeDate } from './dates.ts';
import { findUrl, isOrganizationLike, isSchoolLike, isTitleLike, parseLocation } from './fields.ts';
import { matchHeading } from './headings.ts';
import type { UncertainList } from './uncertain.ts';
import { words } from './util.ts';

export interface PlausibilityRule {
  name: string;
  /** Text that fails the rule, as a resume might print it. */
  example: string;
  /** True when the text fails: it is not plausible as the field. */
  fails(text: string): boolean;
  /** The text is never the field: the reader takes it out of the field. */
  certain?: boolean;
}

/** Running heads and feet of a page: "Page 2 of 3", "2/3", "Résumé", "Last updated in Mar 2026". */
const PAGE_FURNITURE =
  /^(?:(?:page|página|pagina)\s*\d+(?:\s*(?:of|de|sur|\/)\s*\d+)?|\d{1,2}\s*(?:\/|of|de|sur)\s*\d{1,2}|r[ée]sum[ée]|resume|curriculum(?:\s+vitae)?|cv|(?:last\s+)?updated\b.*|mis à jour\b.*|actualizado\b.*)$/iu;

/** Short words that stand before a company's own name in lower case ("groupe Adecco", "mairie de Lyon"). */
const LOWER_CASE_LEAD =
  /^(?:groupe|group|mairie|ville|commune|cabinet|société|societe|grupo|ayuntamiento|e[A-Z]|i[A-Z])/u;

const isSentenceCut = (text: string): boolean =>
  /^\p{Ll}/u.test(text) &&
  !LOWER_CASE_LEAD.test(text) &&
  findUrl(text) !== text &&
  !/^\p{Ll}+\p{Lu}/u.test(text);

const endsAsSentence = (text: string): boolean =>
  /\p{Ll}{3,}\.$/u.test(text) && !/\b(?:inc|ltd|corp|co|cie|bros|assn)\.$/iu.test(text) && words(text) >= 3;

const labelOnly = (text: string): boolean => /^[\p{L}][\p{L} &/-]{0,24}:$/u.test(text.trim());

export const EMPLOYER_RULES: PlausibilityRule[] = [
  {
    name: 'employer.punctuation',
    example: '. Warehouse and surroundings.',
    certain: true,
    fails: (t) => /^[^\p{L}\p{N}"'(“«¡¿@]/u.test(t.trim()) || !/\p{L}{2}/u.test(t),
  },
  { name: 'employer.label', example: 'Tech:', certain: true, fails: labelOnly },
  {
    name: 'employer.footer',
    example: 'Last updated in Mar 2026',
    certain: true,
    fails: (t) => PAGE_FURNITURE.test(t.trim()),
  },
  {
    name: 'employer.date',
    example: 'March 2021',
    certain: true,
    fails: (t) => looksLikeDate(t) || (!!findDates(t) && t.replace(/[\p{N}\p{P}\s]/gu, '').length < 12),
  },
  {
    name: 'employer.section',
    example: 'Professional Experience',
    certain: true,
    fails: (t) => {
      const m = matchHeading(t.trim());
      return !!m && !m.loose && words(t) <= 4;
    },
  },
  {
    name: 'employer.cut',
    example: 'managed the night shift of',
    certain: true,
    fails: (t) => isSentenceCut(t.trim()) && (endsAsSentence(t) || words(t) >= 4),
  },
  {
    name: 'employer.place',
    example: 'Lyon, France',
    fails: (t) => !!parseLocation(t) && !isOrganizationLike(t) && !isSchoolLike(t),
  },
  {
    name: 'employer.sentence',
    example: 'Led a team of five nurses on the night shift.',
    fails: (t) => words(t) > 9 || endsAsSentence(t),
  },
  {
    name: 'employer.list',
    example: 'React, Node.js, GraphQL',
    fails: (t) => (t.match(/[,|·•]/g) ?? []).length >= 2 && !isOrganizationLike(t),
  },
  {
    name: 'employer.title',
    example: 'Senior Accountant',
    fails: (t) => isTitleLike(t) && !isOrganizationLike(t) && !isSchoolLike(t),
  },
  { name: 'employer.lower', example: 'retail and logistics', fails: (t) => isSentenceCut(t.trim()) },
];

export const TITLE_RULES: PlausibilityRule[] = [
  {
    name: 'title.punctuation',
    example: ', and the team',
    certain: true,
    fails: (t) => /^[^\p{L}\p{N}"'(“«¡¿]/u.test(t.trim()) || !/\p{L}{2}/u.test(t),
  },
  { name: 'title.label', example: 'Skills:', certain: true, fails: labelOnly },
  {
    name: 'title.footer',
    example: 'Page 2 of 3',
    certain: true,
    fails: (t) => PAGE_FURNITURE.test(t.trim()),
  },
  { name: 'title.date', example: 'Since 2019', certain: true, fails: (t) => looksLikeDate(t) },
  { name: 'title.place', example: 'Madrid, Spain', fails: (t) => !!parseLocation(t) && !isTitleLike(t) },
  {
    name: 'title.sentence',
    example: 'Responsible for the daily stock count in two stores.',
    fails: (t) => words(t) > 12 || (endsAsSentence(t) && words(t) >= 6),
  },
  {
    name: 'title.cut',
    example: 'of the new kitchen',
    fails: (t) => isSentenceCut(t.trim()) && !isTitleLike(t),
  },
];

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
 * Checks every job of a list: a field that is certainly not what it stands for leaves the field
 * (its text stays with the job, as the first line of its description) and the field is flagged;
 * a doubtful one is flagged; an entry with neither employer nor title, dates out of order, or no
 * date where most of its siblings have one is flagged too.
 */
export function checkJobs(jobs: Job[], uncertain: UncertainList, base: string): void {
  const dated = jobs.filter((j) => j.startDate || j.endDate).length;
  jobs.forEach((job, i) => {
    const path = `${base}/${i}`;
    for (const [field, rules, reason] of [
      ['name', EMPLOYER_RULES, 'employer_implausible'],
      ['position', TITLE_RULES, 'position_implausible'],
    ] as const) {
      const rule = failedRule(job[field], rules);
      if (!rule) continue;
      if (rule.certain) {
        const text = job[field]!.trim();
        delete job[field];
        if (/\p{L}{2}/u.test(text) && !PAGE_FURNITURE.test(text))
          job.summary = [text.replace(/^[^\p{L}\p{N}]+/u, ''), job.summary].filter(Boolean).join('\n');
      }
      uncertain.add(`${path}/${field}`, reason, rule.name);
    }
    if (!job.name?.trim() && !job.position?.trim()) uncertain.add(path, 'entry_incomplete');
    if (!job.startDate && !job.endDate && dated * 2 > jobs.length)
      uncertain.add(`${path}/startDate`, 'dates_missing');
    const iso = /^\d{4}(?:-\d{2})?/;
    if (iso.test(job.startDate ?? '') && iso.test(job.endDate ?? '') && job.endDate! < job.startDate!)
      uncertain.add(`${path}/endDate`, 'dates_out_of_order');
  });
}
