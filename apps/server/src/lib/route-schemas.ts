import { z } from 'zod';
import { apiErrorSchema, documentPaperSchema, documentTemplateSchema } from '@tailor/contract';

/** The error answers a route can give, for its response schema (and so for the OpenAPI page). */
export const errors = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as { [K in S[number]]: typeof apiErrorSchema };

export const bearer = [{ bearer: [] }];

/** A binary answer: fastify sends buffers as they are, without the JSON serializer. */
export const fileAnswer = z.any().describe('The file');

/** Template and paper of a rendered document. */
export const renderQuery = z.object({
  template: documentTemplateSchema.optional(),
  paper: documentPaperSchema.optional(),
});

/**
 * Body limit of the routes anyone may call without an account (sign-up, sign-in, password reset,
 * Google): their largest legitimate body is a few hundred bytes (a Google ID token, about 1.5 kB).
 * A longer body is refused from its Content-Length, before a byte of it is read or parsed.
 */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/** Stripe's signed events: checked byte by byte (HMAC) before anything reads them. */
export const WEBHOOK_BODY_LIMIT = 512 * 1024;
