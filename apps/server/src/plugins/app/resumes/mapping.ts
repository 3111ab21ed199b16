import {
  ErrorCode,
  languageSchema,
  type Resume,
  type ResumeSummary,
  type UncertainField,
} from '@tailor/contract';
import type { ResumeReadError } from '@tailor/resume';
import { validateResumeData, type ResumeData } from '@tailor/resume';
import { AppError } from '../../../errors.ts';
import type { resumes } from '../../../db/schema.ts';
import { findTextIssue } from '../../../lib/text.ts';

/* Stored rows as the contract shows them, and what the editor and the reader send, checked. */

export type ResumeRow = typeof resumes.$inferSelect;

export type SummaryRow = Pick<
  ResumeRow,
  'id' | 'title' | 'filename' | 'createdAt' | 'updatedAt' | 'reviewedAt'
> & {
  uncertainCount: number;
  /** `data.meta.language`, as the reader wrote it. */
  language: unknown;
};

export const toSummary = (row: SummaryRow): ResumeSummary => ({
  uuid: row.id,
  title: row.title,
  filename: row.filename,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  uncertain_count: row.uncertainCount,
  language: languageSchema.safeParse(row.language).data ?? null,
});
export const uncertainOf = (row: ResumeRow): UncertainField[] =>
  Array.isArray(row.uncertainFields) ? row.uncertainFields : [];
export const toResume = (row: ResumeRow): Resume => ({
  ...toSummary({
    ...row,
    uncertainCount: uncertainOf(row).length,
    language: (row.data as { meta?: { language?: unknown } } | null)?.meta?.language,
  }),
  resume_json: JSON.stringify(row.data),
  uncertain_fields: uncertainOf(row),
});

/** resume_json as the editor sends it: JSON that fits the resume schema, else a 400 naming where. */
export function readResumeJson(text: string): ResumeData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(ErrorCode.validation, 400, 'resume_json is not valid JSON');
  }
  // Escapes inside the JSON text (\u0000, \ud800) and hostile nesting are only visible once parsed.
  const issue = findTextIssue(parsed);
  if (issue)
    throw new AppError(
      ErrorCode.validation,
      400,
      `${issue.path ? `resume_json.${issue.path}` : 'resume_json'} ${issue.problem}`,
    );
  const checked = validateResumeData(parsed);
  if (!checked.ok)
    throw new AppError(ErrorCode.validation, 400, `resume_json.${checked.path}: ${checked.message}`);
  return checked.data;
}

export function readErrorToAppError(err: ResumeReadError): AppError {
  switch (err.reason) {
    case 'unsupported':
      return new AppError(ErrorCode.unsupportedFileType, 415, 'Only PDF and DOCX files are accepted');
    case 'no_text':
      return new AppError(ErrorCode.noTextInFile, 422, err.message);
    case 'too_large':
    case 'unreadable':
      return new AppError(ErrorCode.fileUnreadable, 422, err.message);
  }
}
