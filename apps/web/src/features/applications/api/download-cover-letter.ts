import { api } from '../../../lib/api-client.ts';

export const downloadCoverLetter = (jobUuid: string): Promise<unknown> =>
  api.get(`/jobs/download/cover/${encodeURIComponent(jobUuid)}`, { responseType: 'blob' });
