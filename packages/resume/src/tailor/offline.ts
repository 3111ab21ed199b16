import { writeCoverLetter } from './letter/write-cover-letter.ts';
import { planTailoring, reportMatch } from './plan.ts';
import { tailoredSummary } from './summary.ts';
import type { TailorJob, TailorResult } from './types.ts';
import type { ResumeData } from '../schema/resume.ts';

/** The offline engine: deterministic, no network, no invented fact. */
export function tailorOffline(
  source: ResumeData,
  job: TailorJob,
  today: Date,
  uncertain?: ReadonlyArray<{ path: string; reason?: string }>,
): TailorResult {
  const plan = planTailoring(source, job, uncertain);
  // Sentences are built from the facts the reader was sure of and that read as what they are.
  const resume = plan.resume;
  const summary = tailoredSummary(plan, job);
  resume.basics = { ...resume.basics, summary: summary.map((p) => p.text).join(' ') };
  const { letter, provenance: letterProvenance } = writeCoverLetter(plan, plan.facts, job, today);
  return {
    resume,
    coverLetter: letter,
    report: {
      engine: 'offline',
      language: plan.language,
      match: reportMatch(source, resume, plan, job),
      provenance: [
        ...summary.map((p) => ({ path: 'basics.summary', source: p.source, text: p.text })),
        ...plan.provenance,
        ...letterProvenance,
      ],
      reverted: [],
    },
  };
}
