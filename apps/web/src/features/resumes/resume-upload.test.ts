import { expect, test } from 'vitest';
import { resumePdfName, titleFromFileName, validateResumeUpload } from './resume-upload.ts';

const file = (name: string, size: number, type = '') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

test('downloaded resumes are named after the base name of the uploaded file', () => {
  expect(resumePdfName('Ada Lovelace CV.docx')).toBe('Ada Lovelace CV.pdf');
  expect(resumePdfName('C:\\Users\\ada\\cv.final.pdf')).toBe('cv.final.pdf');
  expect(resumePdfName('')).toBe('resume.pdf');
});

test('upload checks: 5242880 bytes pass, one more is refused; type by extension or MIME type', () => {
  expect(validateResumeUpload('CV', file('cv.pdf', 5_242_880))).toBeNull();
  expect(validateResumeUpload('CV', file('cv.pdf', 5_242_881))).toBe('fileSize');
  expect(validateResumeUpload('CV', file('CV.DOCX', 10))).toBeNull();
  expect(validateResumeUpload('CV', file('scan', 10, 'application/pdf'))).toBeNull();
  expect(validateResumeUpload('CV', file('cv.doc', 10, 'application/msword'))).toBe('fileType');
  expect(validateResumeUpload(' ', file('cv.pdf', 10))).toBe('titleRequired');
  expect(validateResumeUpload('CV', null)).toBe('fileRequired');
});

test('a title is taken from the file name: no extension, no folder, dashes and underscores as spaces', () => {
  expect(titleFromFileName('ada_lovelace-CV.pdf')).toBe('ada lovelace CV');
  expect(titleFromFileName('C:\\Users\\ada\\Frontend 2026.final.docx')).toBe('Frontend 2026.final');
  expect(titleFromFileName('.pdf')).toBe('.pdf');
});
