export * from './schema/resume.ts';
