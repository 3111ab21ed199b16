import { generateResponseSchema, type GenerateOptions, type GenerateResponse } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /jobs/generate/{job_uuid}/{resume_uuid}: a tailored CV and cover letter, with the chosen options. */
export const generateApplication = (
  jobUuid: string,
  resumeUuid: string,
  options: GenerateOptions = {},
): Promise<GenerateResponse> =>
  api.post(
    `/jobs/generate/${encodeURIComponent(jobUuid)}/${encodeURIComponent(resumeUuid)}`,
    Object.keys(options).length > 0 ? options : undefined,
    { schema: generateResponseSchema },
  );
