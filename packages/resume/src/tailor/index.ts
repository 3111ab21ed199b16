import { resumeDataSchema } from '../schema/resume.ts';
import { supportedLanguage } from '../parse/language.ts';
import { tailorWithLlm } from './llm/tailor-with-llm.ts';
import { tailorOffline } from './offline.ts';
import { withPrintedHeaders } from './printed-headers.ts';
import type { TailorInput, TailorResult } from './types.ts';

export { detectLanguage } from '../parse/language.ts';
export { postingLanguage } from './plan.ts';
export { extractJobKeywords } from './keywords.ts';
export { readPosting } from './posting/read-posting.ts';
export { LlmProviderError } from './errors.ts';
export {
  PLAUSIBILITY_RULES,
  implausibleBecause,
  isHeadline,
  isPlausible,
  uncertainPaths,
  usableFact,
  withoutDoubtfulFields,
  type FieldKind,
  type PlausibilityRule,
  type UncertainPaths,
} from './plausibility.ts';
export type {
  Fit,
  LlmSettings,
  RequirementEvidence,
  ProvenanceEntry,
  TailorEngine,
  TailorInput,
  TailorJob,
  TailorReport,
  TailorResult,
} from './types.ts';

/**
 * Tailor a resume to a job: a reordered resume with a targeted summary, a cover letter and a
 * report (engine, language, match before/after, provenance of each line, reverted edits).
 * engine 'llm' needs `llm` settings; it throws LlmProviderError when the provider fails.
 */
export async function tailorResume(input: TailorInput): Promise<TailorResult> {
  // Defaults (empty arrays) filled in, so callers may pass partial JSON Resume data.
  // A job the reader was unsure of is set with its header as printed (the letter and summary name
  // none of its unsure fields either way).
  const { resume, uncertain } = withPrintedHeaders(resumeDataSchema.parse(input.resume), input.uncertain);
  const job = {
    position: input.job.position ?? '',
    employer: input.job.employer ?? '',
    description: input.job.description ?? '',
    // Checked here, where callers come in: plain JavaScript or a stored value may hold any code.
    language: input.job.language == null ? undefined : supportedLanguage(input.job.language),
  };
  const today = input.today ?? new Date();
  if ((input.engine ?? 'offline') === 'llm') {
    if (!input.llm) throw new TypeError("engine 'llm' needs llm settings (baseUrl, model)");
    return tailorWithLlm(resume, job, today, input.llm, uncertain);
  }
  return tailorOffline(resume, job, today, uncertain);
}
