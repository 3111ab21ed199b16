export * from './schema/resume.ts';
export * from './schema/cover-letter.ts';
export * from './render/index.ts';
export * from './parse/index.ts';
export * from './tailor/index.ts';
export * from './render/read-back.ts';
export { loadPdfJs } from './extract/pdf-js.ts';
