import { jobListSchema, type Job } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

export const getJobs = (): Promise<Job[]> => api.get('/jobs/', { schema: jobListSchema });
