import type { z } from 'zod';
import type { ResumeData, resumeDataSchema } from '../../src/schema/resume.ts';

/** One invented person as written in the data files (JSON Resume input, defaults omitted). */
export interface PersonInput {
  id: string;
  lang: 'en' | 'fr' | 'es';
  data: z.input<typeof resumeDataSchema>;
}

/** The same person with the schema's defaults filled in, which the layouts draw. */
export interface Person {
  id: string;
  lang: 'en' | 'fr' | 'es';
  data: ResumeData;
}
