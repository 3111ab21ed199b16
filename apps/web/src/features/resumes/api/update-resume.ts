import { resumeSchema, type Resume, type UpdateResumeBody } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

export const updateResume = (uuid: string, body: UpdateResumeBody): Promise<Resume> =>
  api.put(`/resumes/${encodeURIComponent(uuid)}`, body, { schema: resumeSchema });
