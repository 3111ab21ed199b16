import { expect, test } from 'vitest';
import { documentFileName, validateJobFields } from './job-fields.ts';

const day = new Date(2026, 10, 21, 9, 30);

test('file names: position lower-cased, spaces to underscores, cut to 20 characters, uuid without a position', () => {
  expect(documentFileName('cv', { position: 'Senior Frontend Developer', uuid: 'j1' }, day)).toBe('cv_senior_frontend_deve_2026-11-21.pdf');
  expect(documentFileName('cover_letter', { position: 'Chef', uuid: 'j1' }, day)).toBe('cover_letter_chef_2026-11-21.pdf');
  expect(documentFileName('cv', { position: '   ', uuid: '0b7c-uuid' }, day)).toBe('cv_0b7c-uuid_2026-11-21.pdf');
  expect(documentFileName('cv', { position: 'R&D / QA: Lead?', uuid: 'j1' }, day)).toBe('cv_r&d__qa_lead_2026-11-21.pdf');
});

test('job fields: position and employer non-blank after trim, description at least 10 characters', () => {
  expect(validateJobFields({ position: ' ', employer: '', job_description: '123456789' })).toEqual({
    position: 'positionRequired',
    employer: 'employerRequired',
    job_description: 'descriptionTooShort',
  });
  expect(validateJobFields({ position: 'Dev', employer: 'Acme', job_description: '  1234567890  ' })).toEqual({});
  expect(validateJobFields({ position: 'Dev', employer: 'Acme', job_description: '  123456789  ' })).toEqual({
    job_description: 'descriptionTooShort',
  });
});
