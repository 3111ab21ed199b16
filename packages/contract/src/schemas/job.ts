import { z } from 'zod';
import { languageSchema } from '../languages.ts';
import { MIN_JOB_DESCRIPTION_LENGTH } from '../plans.ts';
import { generationSummarySchema } from './generation.ts';

export const positionSchema = z
  .string({ error: 'Position field is required' })
  .trim()
  .min(1, { error: 'Position field is required' })
  .max(200, { error: 'Position must be at most 200 characters' });
export const employerSchema = z
  .string({ error: 'Employer field is required' })
  .trim()
  .min(1, { error: 'Employer field is required' })
  .max(200, { error: 'Employer must be at most 200 characters' });
export const jobDescriptionSchema = z
  .string({ error: `Please enter a valid job description (min ${MIN_JOB_DESCRIPTION_LENGTH} characters)` })
  .trim()
  .min(MIN_JOB_DESCRIPTION_LENGTH, {
    error: `Please enter a valid job description (min ${MIN_JOB_DESCRIPTION_LENGTH} characters)`,
  })
  .max(50_000, { error: 'Job description must be at most 50000 characters' });

export const jobSchema = z.object({
  uuid: z.string(),
  position: z.string(),
  employer: z.string(),
  job_description: z.string(),
  /** The posting's language as the engine reads it: the documents' language unless another is chosen. */
  language: languageSchema,
  gen_count: z.number().int().nonnegative(),
  email: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The latest generation's summary (match report included), null before the first one. */
  generation: generationSummarySchema.nullable(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobListSchema = z.array(jobSchema);

export const generateResponseSchema = jobSchema.extend({ generation: generationSummarySchema });
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

export const createJobBodySchema = z.object({
  position: positionSchema,
  employer: employerSchema,
  job_description: jobDescriptionSchema,
  /** Accepted for compatibility, ignored: the token says who the owner is. */
  email: z.string().optional(),
});

export const updateJobBodySchema = z.object({
  uuid: z.string().min(1, { error: 'uuid is required' }),
  position: positionSchema,
  employer: employerSchema,
  job_description: jobDescriptionSchema,
});
