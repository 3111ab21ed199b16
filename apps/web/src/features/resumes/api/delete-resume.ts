import { api } from '../../../lib/api-client.ts';

export const deleteResume = (uuid: string): Promise<void> =>
  api.delete(`/resumes/${encodeURIComponent(uuid)}`);
