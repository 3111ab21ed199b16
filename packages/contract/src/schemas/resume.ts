import { z } from 'zod';
import { languageSchema } from '../languages.ts';
import { documentPaperSchema, documentTemplateSchema } from './generation-documents.ts';

export const resumeTitleSchema = z
  .string()
  .trim()
  .min(1, { error: 'title is required' })
  .max(200, { error: 'title must be at most 200 characters' });

/**
 * Why the parser is unsure of a field. The web translates the known codes and falls back to the
 * English message for a code it does not know.
 */
export const UNCERTAIN_REASONS = [
  'two_dates',
  'date_unreadable',
  'date_guessed',
  'employer_guessed',
  'position_guessed',
  'heading_unknown',
  'name_guessed',
  'entry_boundary_guessed',
  'text_unplaced',
  'employer_implausible',
  'position_implausible',
  'entry_incomplete',
  'entry_implausible',
  'dates_missing',
  'employer_missing',
  'dates_out_of_order',
  'field_doubtful',
] as const;
export type UncertainReason = (typeof UNCERTAIN_REASONS)[number];

/** A field of resume_json the parser is unsure of, for the user to check. */
export const uncertainFieldSchema = z.object({
  /** JSON Pointer into resume_json: "/work/2/endDate", "/basics/name", "/custom/1". */
  path: z.string(),
  /** A code of UNCERTAIN_REASONS (an unknown code is shown through its message). */
  reason: z.string(),
  /** English text: "two dates found", "employer guessed from line order". */
  message: z.string(),
  /** The named reading rule that doubted the field ("employer.place"), where one did. */
  rule: z.string().optional(),
});
export type UncertainField = z.infer<typeof uncertainFieldSchema>;

export const resumeSummarySchema = z.object({
  uuid: z.string(),
  title: z.string(),
  filename: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the user said the parsed data is checked; null until then. */
  reviewed_at: z.string().nullable(),
  /** How many fields the parser was unsure of. */
  uncertain_count: z.number().int(),
  /** The language the resume is written in, as read from the upload; null when not known. */
  language: languageSchema.nullable(),
});
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

/** One resume with its structured data; resume_json is a JSON string (JSON Resume). */
export const resumeSchema = resumeSummarySchema.extend({
  resume_json: z.string(),
  /** The fields the parser was unsure of when it read the upload ([] for older resumes). */
  uncertain_fields: z.array(uncertainFieldSchema),
});
export type Resume = z.infer<typeof resumeSchema>;

export const resumeListSchema = z.array(resumeSummarySchema);

export const updateResumeBodySchema = z
  .object({
    title: resumeTitleSchema.optional(),
    resume_json: z.string().max(1_000_000).optional(),
    /** true: the user has checked the parsed data (sets reviewed_at to now). */
    reviewed: z.literal(true).optional(),
  })
  .refine((b) => b.title !== undefined || b.resume_json !== undefined || b.reviewed !== undefined, {
    error: 'title, resume_json or reviewed is required',
  });
export type UpdateResumeBody = z.infer<typeof updateResumeBodySchema>;

/** The editor's live preview: data as it is being edited, rendered to one SVG per page. */
export const previewResumeBodySchema = z.object({
  resume_json: z.string().max(1_000_000),
  template: documentTemplateSchema.optional(),
  paper: documentPaperSchema.optional(),
});
export type PreviewResumeBody = z.infer<typeof previewResumeBodySchema>;
export const previewResumeResponseSchema = z.object({ pages: z.array(z.string()) });
export type PreviewResumeResponse = z.infer<typeof previewResumeResponseSchema>;
