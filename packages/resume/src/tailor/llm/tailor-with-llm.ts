import type { ResumeData } from '../../schema/resume.ts';
import { writeCoverLetter } from '../letter/write-cover-letter.ts';
import { planTailoring, reportMatch } from '../plan.ts';
import { tailoredSummary } from '../summary.ts';
import type { LlmSettings, TailorJob, TailorResult } from '../types.ts';
import { applyAnswer } from './apply-answer.ts';
import { askModel } from './ask-model.ts';
import { systemPrompt, userPrompt } from './prompts.ts';

/*
 * The LLM engine. The offline engine reorders first (deterministic); the model then proposes a
 * summary, edits to named fields (each with the text it replaces) and the letter's paragraphs.
 * Every proposal passes the fact guard; what fails is reverted to the offline text and reported.
 */

/** The LLM engine: offline reordering, then the model's proposals through the fact guard. */
export async function tailorWithLlm(
  source: ResumeData,
  job: TailorJob,
  today: Date,
  settings: LlmSettings,
  uncertain?: ReadonlyArray<{ path: string; reason?: string }>,
): Promise<TailorResult> {
  const plan = planTailoring(source, job, uncertain);
  // The model's sentences are checked against the facts the reader was sure of, as the offline ones are built from them.
  const offlineSummary = tailoredSummary(plan, job);
  const offlineLetter = writeCoverLetter(plan, plan.facts, job, today);
  const answer = await askModel(
    settings,
    systemPrompt(plan.language),
    userPrompt(plan, job, offlineLetter.letter.paragraphs),
  );
  const applied = applyAnswer(plan, plan.facts, job, answer, offlineSummary, offlineLetter);
  return {
    resume: applied.resume,
    coverLetter: applied.letter,
    report: {
      engine: 'llm',
      language: plan.language,
      match: reportMatch(source, applied.resume, plan, job),
      provenance: applied.provenance,
      reverted: applied.reverted,
    },
  };
}
