import { z } from 'zod';
import { languageSchema } from '../languages.ts';

/** One thing the posting asks for, with the resume line that shows it (null when none does). */
export const requirementEvidenceSchema = z.object({
  text: z.string(),
  importance: z.enum(['must', 'nice']),
  kind: z.enum(['skill', 'tool', 'qualification', 'language']),
  /** `path` is a JSON Pointer into the source resume, e.g. "/work/0/highlights/2". */
  evidence: z.object({ path: z.string(), text: z.string() }).nullable(),
});
export type RequirementEvidence = z.infer<typeof requirementEvidenceSchema>;

export const FITS = ['good', 'partial', 'low'] as const;
export type Fit = (typeof FITS)[number];

export const matchReportSchema = z.object({
  before: z.number().int().min(0).max(100),
  after: z.number().int().min(0).max(100),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
  requirements: z.array(requirementEvidenceSchema),
  /** 'low': the resume shows little of what the posting requires (the letter says so too). */
  fit: z.enum(FITS),
});
export type MatchReport = z.infer<typeof matchReportSchema>;

export const generationSummarySchema = z.object({
  id: z.string(),
  engine: z.enum(['offline', 'llm']),
  language: languageSchema,
  /**
   * The language the resume is written in, when known: the report says what stays in it when the
   * documents are written in another.
   */
  resume_language: languageSchema.nullable().optional(),
  match: matchReportSchema,
  /** When it was made (ISO 8601): the date in the documents' file names. */
  created_at: z.string(),
});
export type GenerationSummary = z.infer<typeof generationSummarySchema>;
