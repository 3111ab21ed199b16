import { z } from 'zod';
import { jobSchema } from './job.ts';

export const contentLanguageSchema = z.enum(['en', 'fr', 'es']);
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;

export const matchReportSchema = z.object({
  before: z.number().int().min(0).max(100),
  after: z.number().int().min(0).max(100),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
});
export type MatchReport = z.infer<typeof matchReportSchema>;

export const generationSummarySchema = z.object({
  id: z.string(),
  engine: z.enum(['offline', 'llm']),
  language: contentLanguageSchema,
  match: matchReportSchema,
});
export type GenerationSummary = z.infer<typeof generationSummarySchema>;

export const generateResponseSchema = jobSchema.extend({ generation: generationSummarySchema });
export type GenerateResponse = z.infer<typeof generateResponseSchema>;
