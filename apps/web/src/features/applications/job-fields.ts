import { createJobBodySchema } from '@tailor/contract';

export interface JobFields {
  position: string;
  employer: string;
  job_description: string;
}

export const emptyJobFields: JobFields = { position: '', employer: '', job_description: '' };

export type JobFieldProblem = 'positionRequired' | 'employerRequired' | 'descriptionTooShort';

/** The contract's checks of a new job; the inputs' own length caps keep the upper bounds. */
const jobFieldsSchema = createJobBodySchema.pick({ position: true, employer: true, job_description: true });
const problemOf: Record<keyof JobFields, JobFieldProblem> = {
  position: 'positionRequired',
  employer: 'employerRequired',
  job_description: 'descriptionTooShort',
};

/** The problems of an add/edit form, by field; keys of `applications:validation`. */
export function validateJobFields(fields: JobFields): Partial<Record<keyof JobFields, JobFieldProblem>> {
  const result = jobFieldsSchema.safeParse(fields);
  const problems: Partial<Record<keyof JobFields, JobFieldProblem>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof JobFields;
    problems[field] = problemOf[field];
  }
  return problems;
}

export const trimJobFields = (fields: JobFields): JobFields => ({
  position: fields.position.trim(),
  employer: fields.employer.trim(),
  job_description: fields.job_description.trim(),
});
