import { apiErrorSchema } from '@tailor/contract';

/** The error answers a route can give, for its response schema (and so for the OpenAPI page). */
export const errors = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as { [K in S[number]]: typeof apiErrorSchema };

export const bearer = [{ bearer: [] }];
