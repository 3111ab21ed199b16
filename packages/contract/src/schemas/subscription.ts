import { z } from 'zod';

export const subscriptionSchema = z.object({
  plan_name: z.string(),
  status: z.string(),
  amount: z.number().nonnegative(),
  currency: z.string().default('USD'),
  interval: z.string().default('month'),
  current_period_start: z.string().nullable(),
  due_date: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const portalResponseSchema = z.object({ url: z.string().url() });
export type PortalResponse = z.infer<typeof portalResponseSchema>;
