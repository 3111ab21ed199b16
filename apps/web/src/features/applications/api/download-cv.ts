import { api } from '../../../lib/api-client.ts';

export const downloadCv = (jobUuid: string): Promise<unknown> =>
  api.get(`/jobs/download/cv/${encodeURIComponent(jobUuid)}`, { responseType: 'blob' });
