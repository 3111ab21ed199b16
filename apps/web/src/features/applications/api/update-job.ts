import { jobSchema, type Job } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';
import type { JobFields } from '../job-fields.ts';

/** PUT /jobs with the uuid in the body. */
export const updateJob = (uuid: string, fields: JobFields): Promise<Job> =>
  api.put('/jobs', { uuid, ...fields }, { schema: jobSchema });
