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
