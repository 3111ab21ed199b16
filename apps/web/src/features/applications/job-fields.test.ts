import { expect, test } from 'vitest';
import { validateJobFields } from './job-fields.ts';

test('job fields: position and employer non-blank after trim, description at least 10 characters', () => {
  expect(validateJobFields({ position: ' ', employer: '', job_description: '123456789' })).toEqual({
    position: 'positionRequired',
    employer: 'employerRequired',
    job_description: 'descriptionTooShort',
  });
  expect(validateJobFields({ position: 'Dev', employer: 'Acme', job_description: '  1234567890  ' })).toEqual(
    {},
  );
  expect(validateJobFields({ position: 'Dev', employer: 'Acme', job_description: '  123456789  ' })).toEqual({
    job_description: 'descriptionTooShort',
  });
});
