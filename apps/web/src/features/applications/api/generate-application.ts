import { generateResponseSchema, type GenerateResponse } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /jobs/generate/{job_uuid}/{resume_uuid}: a tailored CV and cover letter. */
export const generateApplication = (jobUuid: string, resumeUuid: string): Promise<GenerateResponse> =>
  api.post(`/jobs/generate/${encodeURIComponent(jobUuid)}/${encodeURIComponent(resumeUuid)}`, undefined, {
    schema: generateResponseSchema,
  });
