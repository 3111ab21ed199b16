import { jobSchema, type Job } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';
import type { JobFields } from '../job-fields.ts';

/** POST /jobs/ with the user's email attached (the server trusts only the token). */
export const createJob = (fields: JobFields, email: string): Promise<Job> =>
  api.post('/jobs/', { ...fields, email }, { schema: jobSchema });
