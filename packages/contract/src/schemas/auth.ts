import { z } from 'zod';
import { languageSchema } from '../languages.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, planIdSchema } from '../plans.ts';
import { metricsSchema } from './metrics.ts';
import { subscriptionSchema } from './subscription.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'email must be a valid email address' }));

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: `password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(MAX_PASSWORD_LENGTH, { error: `password must be at most ${MAX_PASSWORD_LENGTH} characters` });

export const fullnameSchema = z
  .string()
  .trim()
  .min(1, { error: 'fullname is required' })
  .max(120, { error: 'fullname must be at most 120 characters' });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullname: z.string(),
  plan: planIdSchema,
});
export type User = z.infer<typeof userSchema>;

export const signupBodySchema = z.object({
  email: emailSchema,
  fullname: fullnameSchema,
  password: passwordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;
export const signupResponseSchema = z.object({ user: userSchema });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'password is required' }).max(MAX_PASSWORD_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const jwtSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().positive(),
});

export const loginResponseSchema = z.object({
  jwt: jwtSchema,
  user: userSchema,
  subscription: subscriptionSchema.nullable(),
  metrics: metricsSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const googleLoginBodySchema = z.object({
  token_id: z.string().min(1, { error: 'token_id is required' }),
  /** Sent by the browser but never trusted: identity comes from the verified token. */
  email: z.string().optional(),
  name: z.string().optional(),
});
export type GoogleLoginBody = z.infer<typeof googleLoginBodySchema>;

export const updateProfileBodySchema = z.object({ fullname: fullnameSchema });

export const changePasswordBodySchema = z.object({
  current_password: z.string().min(1, { error: 'current_password is required' }).max(MAX_PASSWORD_LENGTH),
  new_password: passwordSchema,
});
export const changePasswordResponseSchema = z.object({ jwt: jwtSchema });

export const requestPasswordResetBodySchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
});
export const verifyOtpBodySchema = z.object({
  email: emailSchema,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'otp must be 6 digits' }),
  new_password: passwordSchema,
});

export const messageResponseSchema = z.object({ message: z.string() });

export const deleteAccountBodySchema = z.object({ password: z.string().max(MAX_PASSWORD_LENGTH).optional() });
