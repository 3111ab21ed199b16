import { lexicons, type Language } from '../../lexicon/index.ts';
import { EDITABLE_PATH } from '../fact-guard.ts';
import { resumeLines } from '../match.ts';
import type { TailorPlan } from '../plan.ts';
import type { TailorJob } from '../types.ts';

/* What the model is told: the rules (system prompt) and the job, facts and fields it may use (user prompt). */

const MAX_DESCRIPTION = 8000;

export function systemPrompt(language: Language): string {
  return [
    "You tailor a job seeker's resume and write their cover letter for one job posting.",
    'Absolute rule: never invent a fact. Do not add any employer, school, job title, date, number, percentage, amount, certification or skill that the resume does not state. Do not claim a skill the resume lacks even if the job asks for it.',
    'You may rephrase, reorder words, and use the job\'s vocabulary for things the resume really shows (e.g. "k8s" -> "Kubernetes").',
    'Edits: only for the editable fields listed; copy the field\'s current text exactly into "before"; keep every number of the original in "after".',
    `Write the summary and the cover letter in ${lexicons[language].englishName}. The letter has no greeting, no sign-off and no placeholders such as [Company]: only the body paragraphs.`,
    'Answer with a single JSON object matching the schema, nothing else.',
  ].join('\n');
}

export function userPrompt(plan: TailorPlan, job: TailorJob, draftLetter: string[]): string {
  const r = plan.resume;
  const editable = resumeLines(r)
    .filter((l) => EDITABLE_PATH.test(l.path))
    .map((l) => ({ path: l.path, text: l.text }));
  // The facts the model may state: none the reader was unsure of or that reads as something else
  // (plan.facts), so a misread field never becomes the model's sentence either.
  const f = plan.facts;
  const facts = {
    name: f.basics.name,
    label: f.basics.label,
    jobs: f.work.map((w) => ({ employer: w.name, title: w.position, start: w.startDate, end: w.endDate })),
    schools: f.education.map((e) => ({
      school: e.institution,
      degree: e.studyType,
      area: e.area,
      end: e.endDate,
    })),
    skills: r.skills.map((s) => [s.name, ...s.keywords].filter(Boolean).join(': ')),
    languages: r.languages.map((l) => l.language),
  };
  return JSON.stringify(
    {
      job: {
        position: job.position,
        employer: job.employer,
        description: job.description.slice(0, MAX_DESCRIPTION),
      },
      keywordsTheResumeHas: plan.held.map((k) => k.term),
      keywordsTheResumeLacks: plan.keywords.filter((k) => !plan.held.includes(k)).map((k) => k.term),
      facts,
      editableFields: editable,
      draftCoverLetter: draftLetter,
    },
    null,
    1,
  );
}
