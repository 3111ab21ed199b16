import {
  languageSchema,
  matchReportSchema,
  readBackSchema,
  type Language,
  type GenerationDetail,
  type GenerationSummary,
  type Job,
  type MatchReport,
} from '@tailor/contract';
import { coverLetterSchema, postingLanguage, type Paper, type TemplateId } from '@tailor/resume';
import type { generations, jobs } from '../../../db/schema.ts';
import type { UserRow } from '../auth.ts';

/* Stored rows as the contract shows them, rows stored by older versions read the current way. */

export type JobRow = typeof jobs.$inferSelect;
export type GenerationRow = typeof generations.$inferSelect;
export type SummaryRow = Pick<
  GenerationRow,
  'id' | 'jobId' | 'engine' | 'language' | 'match' | 'createdAt'
> & {
  /** The resume's language when generated (kept with the provenance); null on older rows. */
  resumeLanguage: string | null;
};

/**
 * Template and paper chosen at generation, kept with the generation's provenance (the record of
 * how its documents were made) so edits and downloads render them the same way.
 */
export interface RenderChoice {
  template: TemplateId;
  paper: Paper;
}

/** The layout of both documents, and the language of the CV's headings and dates. */
export interface DocumentChoice extends RenderChoice {
  language: Language;
}

type StoredRender = Partial<RenderChoice> & { language?: unknown };

/** The choice a generation's documents are rendered with: as chosen at generation or since. */
export function renderChoiceOf(row: Pick<GenerationRow, 'provenance' | 'language'>): DocumentChoice {
  const render = (row.provenance as { render?: StoredRender } | null)?.render;
  const language = languageSchema.safeParse(render?.language);
  return {
    template: render?.template === 'modern' ? 'modern' : 'classic',
    paper: render?.paper === 'us-letter' ? 'us-letter' : 'a4',
    language: language.success ? language.data : languageSchema.parse(row.language),
  };
}

/** The provenance with another render choice in it (a very old row keeps its lines as a list). */
export function withRenderChoice(provenance: unknown, choice: DocumentChoice): Record<string, unknown> {
  const record =
    provenance && typeof provenance === 'object' && !Array.isArray(provenance)
      ? (provenance as Record<string, unknown>)
      : { lines: provenance ?? [] };
  return { ...record, render: choice };
}

/**
 * The stored report as the contract has it. A report saved before requirements were read has
 * none, and its fit is estimated from its keyword score before tailoring (the engine's own rule
 * also weighs the requirements shown).
 */
export function readMatch(stored: unknown): MatchReport {
  const parsed = matchReportSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const old = matchReportSchema
    .pick({ before: true, after: true, matched: true, missing: true })
    .parse(stored);
  return {
    ...old,
    requirements: [],
    fit: old.before < 10 ? 'low' : old.before >= 50 ? 'good' : 'partial',
  };
}

export function toSummary(row: SummaryRow): GenerationSummary {
  return {
    id: row.id,
    engine: row.engine === 'llm' ? 'llm' : 'offline',
    language: languageSchema.parse(row.language),
    resume_language: languageSchema.safeParse(row.resumeLanguage).data ?? null,
    match: readMatch(row.match),
    created_at: row.createdAt.toISOString(),
  };
}

/** The posting's language, read from its text when it is saved. */
export const readPostingLanguage = (input: { job_description: string; position: string }): Language =>
  postingLanguage({ description: input.job_description, position: input.position });

/**
 * A job's language as kept with it; a job saved before it was kept is read now (the same reading:
 * the documents' default language and what the Generate dialog names agree).
 */
export function jobLanguage(row: JobRow): Language {
  const kept = languageSchema.safeParse(row.postingLanguage);
  return kept.success
    ? kept.data
    : readPostingLanguage({ job_description: row.jobDescription, position: row.position });
}

export function toJob(row: JobRow, user: UserRow, generation: GenerationSummary | null = null): Job {
  return {
    uuid: row.id,
    position: row.position,
    employer: row.employer,
    job_description: row.jobDescription,
    language: jobLanguage(row),
    gen_count: row.genCount,
    email: user.email,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    generation,
  };
}

export function toDetail(row: GenerationRow): GenerationDetail {
  const choice = renderChoiceOf(row);
  return {
    id: row.id,
    engine: row.engine === 'llm' ? 'llm' : 'offline',
    language: languageSchema.parse(row.language),
    template: choice.template,
    paper: choice.paper,
    cv_language: choice.language,
    read_back: readBackSchema
      .nullable()
      .catch(null)
      .parse(row.readBack ?? null),
    match: readMatch(row.match),
    resume_json: JSON.stringify(row.tailoredResume),
    cover_letter: coverLetterSchema.parse(row.coverLetter),
    created_at: row.createdAt.toISOString(),
  };
}
