import { resumeSchema, type Resume } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

export const getResume = (uuid: string): Promise<Resume> =>
  api.get(`/resumes/${encodeURIComponent(uuid)}`, { schema: resumeSchema });
