import type { ResumeData } from '../../src/schema/resume.ts';

/** One invented person; `data` is both what the fixtures show and what the parser must find. */
export interface Person {
  id: string;
  lang: 'en' | 'fr' | 'es';
  data: Partial<ResumeData> & { basics: ResumeData['basics'] };
}
