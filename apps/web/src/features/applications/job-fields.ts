import type { Job } from '@tailor/contract';
import { isoDate } from '../../lib/download-file.ts';

export interface JobFields {
  position: string;
  employer: string;
  job_description: string;
}

export const emptyJobFields: JobFields = { position: '', employer: '', job_description: '' };

/** SPEC.md sections 5 and 9: job description at least 10 characters. */
export const MIN_DESCRIPTION_LENGTH = 10;

export type JobFieldProblem = 'positionRequired' | 'employerRequired' | 'descriptionTooShort';

/** The problems of an add/edit form, by field; keys of `applications:validation`. */
export function validateJobFields(fields: JobFields): Partial<Record<keyof JobFields, JobFieldProblem>> {
  const problems: Partial<Record<keyof JobFields, JobFieldProblem>> = {};
  if (fields.position.trim() === '') problems.position = 'positionRequired';
  if (fields.employer.trim() === '') problems.employer = 'employerRequired';
  if (fields.job_description.trim().length < MIN_DESCRIPTION_LENGTH) problems.job_description = 'descriptionTooShort';
  return problems;
}

export const trimJobFields = (fields: JobFields): JobFields => ({
  position: fields.position.trim(),
  employer: fields.employer.trim(),
  job_description: fields.job_description.trim(),
});

/**
 * SPEC.md section 9: cv_{position}_{date}.pdf and cover_letter_{position}_{date}.pdf, the position
 * lower-cased, spaces turned to underscores, cut to 20 characters (the uuid when there is none);
 * the Word versions have the same names with .docx.
 */
export function documentFileName(
  kind: 'cv' | 'cover_letter',
  job: Pick<Job, 'position' | 'uuid'>,
  date: Date = new Date(),
  extension: 'pdf' | 'docx' = 'pdf',
): string {
  const slug = job.position
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    // Characters no file system accepts in a name.
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '')
    .slice(0, 20);
  return `${kind}_${slug || job.uuid}_${isoDate(date)}.${extension}`;
}
