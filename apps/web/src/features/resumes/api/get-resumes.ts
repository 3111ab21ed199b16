import { resumeListSchema, type ResumeSummary } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

export const getResumes = (): Promise<ResumeSummary[]> => api.get('/resumes/', { schema: resumeListSchema });
