import type { DocumentFormat } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

export const downloadCoverLetter = (jobUuid: string, format: DocumentFormat = 'pdf'): Promise<unknown> =>
  api.get(
    `/jobs/download/cover/${encodeURIComponent(jobUuid)}${format === 'pdf' ? '' : `?format=${format}`}`,
    { responseType: 'blob' },
  );
