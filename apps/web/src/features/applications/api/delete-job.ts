import { api } from '../../../lib/api-client.ts';

export const deleteJob = (uuid: string): Promise<void> => api.delete(`/jobs/${encodeURIComponent(uuid)}`);
