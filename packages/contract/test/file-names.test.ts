import { expect, test } from 'vitest';
import { documentFileName } from '../src/file-names.ts';

const generatedAt = new Date('2026-11-21T09:30:00Z');

test('file names: position lower-cased, spaces to underscores, cut to 20 characters, the id without a position', () => {
  expect(documentFileName('cv', 'Senior Frontend Developer', 'j1', generatedAt)).toBe(
    'cv_senior_frontend_deve_2026-11-21.pdf',
  );
  expect(documentFileName('cover_letter', 'Chef', 'j1', generatedAt)).toBe(
    'cover_letter_chef_2026-11-21.pdf',
  );
  expect(documentFileName('cv', '   ', '0b7c-uuid', generatedAt)).toBe('cv_0b7c-uuid_2026-11-21.pdf');
  expect(documentFileName('cv', 'R&D / QA: Lead?', 'j1', generatedAt)).toBe('cv_r&d__qa_lead_2026-11-21.pdf');
  expect(documentFileName('cover_letter', 'Chef', 'j1', generatedAt, 'docx')).toBe(
    'cover_letter_chef_2026-11-21.docx',
  );
});

test('file names carry the date the documents were generated, not the day of the download', () => {
  expect(documentFileName('cv', 'Chef', 'j1', new Date('2025-01-02T23:59:00Z'))).toBe(
    'cv_chef_2025-01-02.pdf',
  );
});
