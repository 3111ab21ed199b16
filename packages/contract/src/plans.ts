import { z } from 'zod';

export const planIds = ['free', 'pro', 'premium'] as const;
export const planIdSchema = z.enum(planIds);
export type PlanId = z.infer<typeof planIdSchema>;

export const planLimitsSchema = z.object({
  /** Uploads ever made (deleting does not give one back). */
  resumes: z.number().int().positive(),
  /** Applications held at once (deleting frees a slot). */
  applications: z.number().int().positive(),
  /** Generations per period: calendar month (UTC) on free, billing period on paid plans. */
  generations: z.number().int().positive(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export const planLimits: Record<PlanId, PlanLimits> = {
  free: { resumes: 3, applications: 10, generations: 2 },
  pro: { resumes: 25, applications: 200, generations: 40 },
  premium: { resumes: 100, applications: 1000, generations: 200 },
};

/** Files accepted at upload. */
export const MAX_UPLOAD_BYTES = 5_242_880;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;
export const MIN_JOB_DESCRIPTION_LENGTH = 10;
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_INTERVAL = 'month';
