import { z } from 'zod';

export const resumeTitleSchema = z
  .string()
  .trim()
  .min(1, { error: 'title is required' })
  .max(200, { error: 'title must be at most 200 characters' });

export const resumeSummarySchema = z.object({
  uuid: z.string(),
  title: z.string(),
  filename: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

/** One resume with its structured data; resume_json is a JSON string (JSON Resume). */
export const resumeSchema = resumeSummarySchema.extend({ resume_json: z.string() });
export type Resume = z.infer<typeof resumeSchema>;

export const resumeListSchema = z.array(resumeSummarySchema);

export const updateResumeBodySchema = z
  .object({ title: resumeTitleSchema.optional(), resume_json: z.string().max(1_000_000).optional() })
  .refine((b) => b.title !== undefined || b.resume_json !== undefined, {
    error: 'title or resume_json is required',
  });
export type UpdateResumeBody = z.infer<typeof updateResumeBodySchema>;

/** The editor's live preview: data as it is being edited, rendered to one SVG per page. */
export const previewResumeBodySchema = z.object({
  resume_json: z.string().max(1_000_000),
  template: z.enum(['classic', 'modern']).optional(),
  paper: z.enum(['a4', 'us-letter']).optional(),
});
export type PreviewResumeBody = z.infer<typeof previewResumeBodySchema>;
export const previewResumeResponseSchema = z.object({ pages: z.array(z.string()) });
export type PreviewResumeResponse = z.infer<typeof previewResumeResponseSchema>;
