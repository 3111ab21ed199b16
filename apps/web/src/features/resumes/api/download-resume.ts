import { api } from '../../../lib/api-client.ts';

/** The resume rendered as PDF from its data. */
export const downloadResume = (uuid: string): Promise<unknown> =>
  api.get(`/resumes/download/${encodeURIComponent(uuid)}`, { responseType: 'blob' });
