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

/** One kind of fact in a CV read back: how many the CV states, and each one not found as written. */
export const readBackPartSchema = z.object({
  total: z.number().int().min(0),
  missing: z.array(z.string()),
});
export type ReadBackPart = z.infer<typeof readBackPartSchema>;

/**
 * The stored CV read back by an applicant-tracking reader (its PDF's text parsed again) and
 * compared with the data it was made from: jobs by employer and title, their dates, schools, skills.
 */
export const readBackSchema = z.object({
  jobs: readBackPartSchema,
  dates: readBackPartSchema,
  schools: readBackPartSchema,
  skills: readBackPartSchema,
});
export type ReadBack = z.infer<typeof readBackSchema>;

/** GET /jobs/{job_uuid}/generation: the latest generation, as the user may read and correct it. */
export const generationDetailSchema = z.object({
  id: z.string(),
  engine: z.enum(['offline', 'llm']),
  /** The language the documents were written in (the posting's, or the one chosen when generating). */
  language: languageSchema,
  template: documentTemplateSchema,
  paper: documentPaperSchema,
  /** The CV's headings and dates: `language` unless changed since (its text is not translated). */
  cv_language: languageSchema,
  /** The stored CV read back; null until it has been (an older generation, or a reading that failed). */
  read_back: readBackSchema.nullable(),
  match: matchReportSchema,
  /** The tailored resume (JSON Resume) as a JSON string, like a resume's resume_json. */
  resume_json: z.string(),
  cover_letter: coverLetterDataSchema,
  created_at: z.string(),
});
export type GenerationDetail = z.infer<typeof generationDetailSchema>;

/** How the documents are laid out: template and paper for both, the CV's headings and dates language. */
export const documentOptionsSchema = z.object({
  template: documentTemplateSchema.optional(),
  paper: documentPaperSchema.optional(),
  cv_language: languageSchema.optional(),
});
export type DocumentOptions = z.infer<typeof documentOptionsSchema>;

/**
 * PUT /jobs/{job_uuid}/generation: corrections and/or other layout options, kept with the
 * generation; the documents are rendered again without using a generation.
 */
export const updateGenerationBodySchema = documentOptionsSchema
  .extend({
    resume_json: z.string().max(1_000_000).optional(),
    cover_letter: coverLetterDataSchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: 'resume_json, cover_letter, template, paper or cv_language is required',
  });
export type UpdateGenerationBody = z.infer<typeof updateGenerationBodySchema>;

export const generationDocumentKindSchema = z.enum(['cv', 'cover']);
export type GenerationDocumentKind = z.infer<typeof generationDocumentKindSchema>;

/** POST .../generation/preview/{kind}: unsaved corrections and options rendered as pages (nothing is stored). */
export const previewGenerationBodySchema = documentOptionsSchema.extend({
  resume_json: z.string().max(1_000_000).optional(),
  cover_letter: coverLetterDataSchema.optional(),
});
export type PreviewGenerationBody = z.infer<typeof previewGenerationBodySchema>;

/** Pages of a generated document, one SVG each. */
export const documentPreviewSchema = z.object({ pages: z.array(z.string()) });
export type DocumentPreview = z.infer<typeof documentPreviewSchema>;

export const documentFormatSchema = z.enum(['pdf', 'docx']);
export type DocumentFormat = z.infer<typeof documentFormatSchema>;
