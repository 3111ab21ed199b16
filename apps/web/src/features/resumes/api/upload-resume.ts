import { resumeSchema, type Resume } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /resumes/{title}, multipart field `file`. */
export function uploadResume(title: string, file: File): Promise<Resume> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post(`/resumes/${encodeURIComponent(title.trim())}`, form, { schema: resumeSchema });
}
