import { MAX_UPLOAD_BYTES } from '@tailor/contract';

export const RESUME_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const acceptedTypes = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

export type ResumeUploadProblem = 'titleRequired' | 'fileRequired' | 'fileType' | 'fileSize';

const isAcceptedResumeFile = (file: Pick<File, 'name' | 'type'>): boolean =>
  /\.(pdf|docx)$/i.test(file.name) || acceptedTypes.has(file.type);

/** The first problem of an upload (blank title, no file, not PDF or DOCX, over 5 MB), or null; keys of `resumes:validation`. */
export function validateResumeUpload(title: string, file: File | null): ResumeUploadProblem | null {
  if (title.trim() === '') return 'titleRequired';
  if (!file) return 'fileRequired';
  if (!isAcceptedResumeFile(file)) return 'fileType';
  if (file.size > MAX_UPLOAD_BYTES) return 'fileSize';
  return null;
}

/** "My CV (final).docx" -> "My CV (final).pdf": the name a downloaded resume is saved under. */
export function resumePdfName(filename: string): string {
  const last = filename.split(/[\\/]/).pop() ?? filename;
  const dot = last.lastIndexOf('.');
  const base = (dot > 0 ? last.slice(0, dot) : last).trim();
  return `${base || 'resume'}.pdf`;
}

/** "ada_lovelace-CV.final.pdf" -> "ada lovelace CV.final": a title to start from, taken from the file's name. */
export function titleFromFileName(filename: string): string {
  const last = filename.split(/[\\/]/).pop() ?? filename;
  const dot = last.lastIndexOf('.');
  const base = dot > 0 ? last.slice(0, dot) : last;
  return base.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}
