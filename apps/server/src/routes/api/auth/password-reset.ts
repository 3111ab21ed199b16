import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema, requestPasswordResetBodySchema, verifyOtpBodySchema } from '@tailor/contract';
import { errors } from '../../../lib/route-schemas.ts';

/** Password reset by a 6-digit code sent by mail. */
const passwordReset: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/request-password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset code to this address if it has an account (the answer is the same either way)',
        body: requestPasswordResetBodySchema,
        response: { 200: messageResponseSchema, ...errors(400, 429) },
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
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed code; every existing session ends',
        body: verifyOtpBodySchema,
        response: { 200: messageResponseSchema, ...errors(400, 429) },
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
