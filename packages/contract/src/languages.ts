import { z } from 'zod';

/** The languages of the interface, the mails and the generated documents. */
export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES);
