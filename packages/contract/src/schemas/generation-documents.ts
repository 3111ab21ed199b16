import { z } from 'zod';
import { languageSchema } from '../languages.ts';
import { matchReportSchema } from './generation.ts';

/*
 * The documents of a generation: options chosen when generating, the tailored data and letter
 * the user may read and correct, previews and downloads.
 */

const TEMPLATES = ['classic', 'modern'] as const;
export const documentTemplateSchema = z.enum(TEMPLATES);
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;
const PAPERS = ['a4', 'us-letter'] as const;
export const documentPaperSchema = z.enum(PAPERS);
export type DocumentPaper = z.infer<typeof documentPaperSchema>;

/** Optional body of POST /jobs/generate/{job_uuid}/{resume_uuid}; no body keeps the defaults. */
export const generateOptionsSchema = z.object({
  template: documentTemplateSchema.optional(),
  paper: documentPaperSchema.optional(),
  /** Language of the CV's headings and dates; default: the language of the job posting. */
  language: languageSchema.optional(),
});
export type GenerateOptions = z.infer<typeof generateOptionsSchema>;

const letterText = (max: number) => z.string().max(max, { error: `must be at most ${max} characters` });

/** A cover letter as data (what the engines write and the templates lay out). */
export const coverLetterDataSchema = z.object({
  language: languageSchema,
  sender: z.object({
    name: letterText(200),
    label: letterText(200).optional(),
    email: letterText(320).optional(),
    phone: letterText(100).optional(),
    location: letterText(200).optional(),
    url: letterText(2000).optional(),
  }),
  recipient: z.object({ employer: letterText(200), name: letterText(200).optional() }),
  date: letterText(40),
  subject: letterText(500),
  greeting: letterText(500),
  paragraphs: z
    .array(letterText(10_000))
    .min(1, { error: 'the letter needs at least one paragraph' })
    .max(30),
  closing: letterText(500),
  signature: letterText(200),
});
export type CoverLetterData = z.infer<typeof coverLetterDataSchema>;

/** GET /jobs/{job_uuid}/generation: the latest generation, as the user may read and correct it. */
export const generationDetailSchema = z.object({
  id: z.string(),
  engine: z.enum(['offline', 'llm']),
  language: languageSchema,
  template: documentTemplateSchema,
  paper: documentPaperSchema,
  match: matchReportSchema,
  /** The tailored resume (JSON Resume) as a JSON string, like a resume's resume_json. */
  resume_json: z.string(),
  cover_letter: coverLetterDataSchema,
  created_at: z.string(),
});
export type GenerationDetail = z.infer<typeof generationDetailSchema>;

/** PUT /jobs/{job_uuid}/generation: corrections, re-rendered without using a generation. */
export const updateGenerationBodySchema = z
  .object({
    resume_json: z.string().max(1_000_000).optional(),
    cover_letter: coverLetterDataSchema.optional(),
  })
  .refine((b) => b.resume_json !== undefined || b.cover_letter !== undefined, {
    error: 'resume_json or cover_letter is required',
  });
export type UpdateGenerationBody = z.infer<typeof updateGenerationBodySchema>;

export const generationDocumentKindSchema = z.enum(['cv', 'cover']);
export type GenerationDocumentKind = z.infer<typeof generationDocumentKindSchema>;

/** POST .../generation/preview/{kind}: unsaved corrections rendered as pages (nothing is stored). */
export const previewGenerationBodySchema = z.object({
  resume_json: z.string().max(1_000_000).optional(),
  cover_letter: coverLetterDataSchema.optional(),
});
export type PreviewGenerationBody = z.infer<typeof previewGenerationBodySchema>;

/** Pages of a generated document, one SVG each. */
export const documentPreviewSchema = z.object({ pages: z.array(z.string()) });
export type DocumentPreview = z.infer<typeof documentPreviewSchema>;

export const documentFormatSchema = z.enum(['pdf', 'docx']);
export type DocumentFormat = z.infer<typeof documentFormatSchema>;
