import { z } from 'zod';

export const metricsSchema = z.object({
  resumes_count: z.number().int().nonnegative(),
  resumes_limit: z.number().int().nonnegative(),
  applications_count: z.number().int().nonnegative(),
  applications_limit: z.number().int().nonnegative(),
  consumed_generations: z.number().int().nonnegative(),
  generation_limit: z.number().int().nonnegative(),
});
export type Metrics = z.infer<typeof metricsSchema>;

export const usageHistoryMonthSchema = z.object({
  /** First day of the month, YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  resumes: z.number().int().nonnegative(),
  applications: z.number().int().nonnegative(),
  generations: z.number().int().nonnegative(),
});
export const usageHistorySchema = z.object({ months: z.array(usageHistoryMonthSchema) });
export type UsageHistory = z.infer<typeof usageHistorySchema>;
