/**
 * What a job's line says besides who and as what: how the person was employed ("Freelance",
 * "CDI intérimaire avec le groupe X", "Autónomo"), when ("Sábados 4 hrs.", "Weekends, 20 h/week"),
 * for how long ("Field Geologist (2 months)") and where ("Provo –Shift Manager"). Read where an
 * employer or a title goes, such words would be stated as one; the reader takes out what it can
 * tell apart (tidyJob) and doubts the rest through the named rules below (plausibility-rules.ts).
 */
import { legalForms } from '../lexicon/common.ts';
import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { fold } from '../text/fold.ts';
import { isOrganizationLike, isSchoolLike, isTitleLike } from './phrase-kind.ts';
import type { PlausibilityRule } from './plausibility-rules.ts';

/** Folded words as one pattern, longest first, a space matching spaces or a hyphen. */
const alternatives = (list: readonly string[]): string =>
  [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, String.raw`[\s‐-]+`))
    .join('|');

const folded = (text: string): string => fold(text).replace(/\u2019/g, "'");

const CONTRACT_WORDS = alternatives(allLanguages('contractTypes'));
const STATUS_WORDS = alternatives([
  ...allLanguages('employmentStatus'),
  ...allLanguages('selfEmployed'),
  ...allLanguages('contractTypes'),
  ...allLanguages('employmentTypes'),
]);
/** A run of status words: "cdi interimaire", "contrat saisonnier", "freelance / part-time". */
const STATUS_RUN = String.raw`(?:${STATUS_WORDS})(?:[\s,/+]+(?:${STATUS_WORDS}))*`;
const STATUS_ONLY = new RegExp(String.raw`^[(\s]*${STATUS_RUN}[)\s.,;:]*$`, 'u');
/** Contract words alone, those a title never is ("CDD", "Temps partiel"), not "Stage" nor "Freelance". */
const CONTRACT_ONLY = new RegExp(
  String.raw`^[(\s]*(?:${CONTRACT_WORDS})(?:[\s,/+]+(?:${STATUS_WORDS}))*[)\s.,;:]*$`,
  'u',
);
/** A contract and nothing else, which no title is: "CDD", "(Temps partiel)", "Contrat saisonnier". */
export const isContract = (text: string): boolean => CONTRACT_ONLY.test(folded(text.trim()));
const STATUS_LEAD = new RegExp(
  String.raw`^(${STATUS_RUN})(?:\s*[,:–—|]\s*|\s+-\s+|\s+(?:${allLanguages('statusLinks').join('|')})(?:\s+|(?<=')))(?=\S)`,
  'u',
);
const SELF_EMPLOYED = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${alternatives(allLanguages('selfEmployed'))})(?![\p{L}])`,
  'u',
);

/** How one was employed and nothing else: "Freelance", "Indépendant", "CDI intérimaire", "Autónomo". */
export const isEmploymentStatus = (text: string): boolean => STATUS_ONLY.test(folded(text.trim()));

/** A title saying no one employed the person: "Freelance designer", "Independent Content Creator". */
export const isSelfEmployed = (text: string): boolean => SELF_EMPLOYED.test(folded(text));

/**
 * The employer after the status a line opens with: "CDI intérimaire avec le groupe X" gives
 * "CDI intérimaire" and "groupe X"; "Freelance" alone gives nothing.
 */
export function employerAfterStatus(text: string): { status: string; employer: string } | undefined {
  const t = text.trim();
  const m = STATUS_LEAD.exec(folded(t));
  if (!m) return undefined;
  const employer = t.slice(m[0].length).trim();
  if (!/\p{L}{2}/u.test(employer) || isEmploymentStatus(employer)) return undefined;
  return { status: t.slice(0, m[1]!.length).trim(), employer };
}

const DAYS = alternatives(allLanguages('scheduleDays'));
/** A number of hours, with what it is per: "4 hrs.", "20 h/week", "35 heures par semaine". */
const HOURS = String.raw`\d+(?:[.,]\d+)?\s*(?:${allLanguages('hourUnits').join('|')})\b\.?(?:\s*(?:\/|per|par|por|a la|a)\s*\p{L}+)?`;
const SCHEDULE_PART = new RegExp(String.raw`(?:^|(?<=[^\p{L}]))(?:${DAYS}|${HOURS})(?![\p{L}])`, 'gu');

/** A schedule and nothing else: "Sábados 4 hrs.", "Weekends, 20 h/week", "Les samedis". */
export function isSchedule(text: string): boolean {
  const t = folded(text);
  const rest = t.replace(SCHEDULE_PART, ' ');
  if (rest === t) return false;
  return rest
    .replace(/[\p{N}\p{P}\p{S}]/gu, ' ')
    .split(/\s+/)
    .every((w) => w.length <= 3);
}

const DURATION = allLanguages('durationWords').join('|');
/** "(2 years)", "(6 mois)", "(20 h/week)" closing a title: how long or when, not what. */
const TIME_SUFFIX = new RegExp(
  String.raw`\s*[(\[]\s*(?:(?:\d+(?:[.,]\d+)?\s*\+?\s*(?:${DURATION}))|${HOURS})\s*[)\]]\s*$`,
  'iu',
);

const LEGAL_FORM = new RegExp(String.raw`^(?:${legalForms.join('|')})$`, 'iu');
/** "Weppes.", "Lille.": one or two capitalised words and the full stop their line ended with. */
function placeWithStop(text: string): boolean {
  const t = text.trim();
  const m = /^(?:\p{Lu}[\p{L}'’-]+\s+)?\p{Lu}(\p{L}[\p{L}'’-]*)\.$/u.exec(t);
  if (!m) return false;
  const last = t.slice(0, -1).split(/\s+/).at(-1)!;
  return !LEGAL_FORM.test(last) && !/^\p{Lu}+$/u.test(last) && !isOrganizationLike(t) && !isSchoolLike(t);
}

/**
 * "Provo –Shift Manager", "Provo, UT –Secondary Ed. Major": a place glued to what follows by a
 * dash set against it, the place short and no title or organisation itself.
 */
export function gluedPlace(text: string): { place: string; rest: string } | undefined {
  const m = /^(\p{Lu}[\p{L}.,'’ ]{1,30}?)\s+[–—-](\p{Lu}.+)$/u.exec(text.trim());
  if (!m) return undefined;
  const [place, rest] = [m[1]!.trim(), m[2]!.trim()];
  if (place.split(/\s+/).length > 3 || isTitleLike(place) || isOrganizationLike(place) || isSchoolLike(place))
    return undefined;
  return { place, rest };
}

/** "Provo –Shift Manager": a place glued before a title. */
export function placeBeforeTitle(text: string): { place: string; title: string } | undefined {
  const glued = gluedPlace(text);
  return glued && isTitleLike(glued.rest) ? { place: glued.place, title: glued.rest } : undefined;
}

type Job = ResumeData['work'][number];

/**
 * Takes out of a job's employer and title what a rule can tell apart from them: the status before
 * the employer ("CDI avec le groupe X"), the time after a title ("Field Geologist (2 months)"), the
 * place glued before it ("Provo –Shift Manager"). What is taken out of an employer stays with the
 * job, as the first line of its description; a place goes where the job's place goes.
 */
export function tidyJob(job: Job): void {
  for (const field of ['name', 'position'] as const) {
    const lead = job[field] ? employerAfterStatus(job[field]) : undefined;
    if (!lead || (field === 'position' && job.name?.trim())) continue;
    job.name = lead.employer;
    // "Internship at Acme" where the title goes: the status is the title ("Internship").
    if (field === 'position' && isTitleLike(lead.status)) job.position = lead.status;
    else {
      if (field === 'position') delete job.position;
      job.summary = [lead.status, job.summary].filter(Boolean).join('\n');
    }
  }
  if (job.position) {
    const title = job.position.replace(TIME_SUFFIX, '').trim();
    if (title && /\p{L}{2}/u.test(title)) job.position = title;
    const glued = placeBeforeTitle(job.position);
    if (glued) {
      job.position = glued.title;
      if (!job.location?.trim()) job.location = glued.place;
    }
  }
}

/** Employers that name how or when one worked, for how long, or a place and its line's full stop. */
export const STATUS_EMPLOYER_RULES: PlausibilityRule[] = [
  { name: 'employer.status', example: 'Indépendant', fails: isEmploymentStatus },
  { name: 'employer.schedule', example: 'Sábados 4 hrs.', fails: isSchedule },
  { name: 'employer.stop', example: 'Weppes.', fails: placeWithStop },
  // How long the placement lasted is said after a place or a line, not after an employer's name.
  { name: 'employer.time', example: 'Saint-Omer (2 semaines)', fails: (t) => TIME_SUFFIX.test(t) },
];

/** Titles that are a contract or a schedule: "Temps partiel", "Weekends, 20 h/week". */
export const STATUS_TITLE_RULES: PlausibilityRule[] = [
  { name: 'title.contract', example: 'Contrat saisonnier', fails: isContract },
  { name: 'title.schedule', example: 'Weekends, 20 h/week', fails: isSchedule },
];
