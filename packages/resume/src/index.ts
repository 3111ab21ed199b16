export * from './schema/resume.ts';
export * from './schema/cover-letter.ts';
