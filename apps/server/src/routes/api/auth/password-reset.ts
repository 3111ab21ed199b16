import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema, requestPasswordResetBodySchema, verifyOtpBodySchema } from '@tailor/contract';
import { errors, PUBLIC_BODY_LIMIT } from '../../../lib/route-schemas.ts';

export interface PasswordResetRouteOptions {
  /** Per-IP limit, counted before the body is read (the service also counts per address and email). */
  authRateLimit: { max: number; timeWindow: number };
}

/** Password reset by a 6-digit code sent by mail. */
const passwordReset: FastifyPluginAsyncZod<PasswordResetRouteOptions> = async (app, opts) => {
  const rateLimit = { max: opts.authRateLimit.max, timeWindow: opts.authRateLimit.timeWindow };
  app.post(
    '/request-password-reset',
    {
      bodyLimit: PUBLIC_BODY_LIMIT,
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset code to this address if it has an account (the answer is the same either way)',
        body: requestPasswordResetBodySchema,
        response: { 200: messageResponseSchema, ...errors(400, 413, 429) },
      },
    },
    async (request) => {
      await app.passwordReset.request({
        email: request.body.email,
        ip: request.ip,
        language: request.body.language,
      });
      return { message: 'If an account exists for this email, a reset code has been sent to it.' };
    },
  );

  app.post(
    '/verify-otp',
    {
      bodyLimit: PUBLIC_BODY_LIMIT,
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed code; every existing session ends',
        body: verifyOtpBodySchema,
        response: { 200: messageResponseSchema, ...errors(400, 413, 429) },
      },
    },
    async (request) => {
      const { email, otp, new_password: newPassword } = request.body;
      await app.passwordReset.verify({ email, otp, newPassword, ip: request.ip });
      return { message: 'Password reset successful' };
    },
  );
};

export default passwordReset;
