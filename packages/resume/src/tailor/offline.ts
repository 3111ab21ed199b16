import { writeCoverLetter } from './letter/write-cover-letter.ts';
import { scoreTailored } from './match.ts';
import { planTailoring, reportMatch } from './plan.ts';
import { chooseSummary, ownSummary, writeSummary } from './summary.ts';
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
  const withSummary = (text: string): ResumeData => ({
    ...resume,
    basics: { ...resume.basics, summary: text },
  });
  // An own sentence is worth keeping when it names something the posting asks for that the rest does not.
  const adds = (text: string, sentence: string): boolean => {
    const has = new Set(scoreTailored(withSummary(text), plan.keywords, job).matched);
    return scoreTailored(withSummary(`${text} ${sentence}`), plan.keywords, job).matched.some(
      (k) => !has.has(k),
    );
  };
  const summary = chooseSummary(
    writeSummary(plan, plan.facts, job),
    ownSummary(plan.facts, plan.language),
    adds,
  );
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
