import { z } from 'zod';
import { planIdSchema, planLimitsSchema } from '../plans.ts';

export const publicConfigSchema = z.object({
  google_client_id: z.string().nullable(),
  stripe: z.object({
    publishable_key: z.string().nullable(),
    pricing_table_id: z.string().nullable(),
  }),
  billing_portal_url: z.string().nullable(),
  plans: z.array(
    z.object({
      id: planIdSchema,
      limits: planLimitsSchema,
      /** What the plan costs per interval (0 for free); null when the deployment sets no price. */
      price: z
        .object({ amount: z.number().nonnegative(), currency: z.string(), interval: z.string() })
        .nullable()
        .optional(),
    }),
  ),
  ai_engine: z.enum(['offline', 'llm']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });
