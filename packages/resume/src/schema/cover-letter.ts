import { languageSchema } from '@tailor/contract';
import { z } from 'zod';

/** A cover letter as data: the tailoring engines write it, the renderer lays it out. */
export const coverLetterSchema = z.object({
  language: languageSchema,
  sender: z.object({
    name: z.string(),
    label: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    location: z.string().optional(),
    url: z.string().optional(),
  }),
  recipient: z.object({
    employer: z.string(),
    /** e.g. "Hiring Manager" in the letter's language, or a named person from the posting. */
    name: z.string().optional(),
  }),
  /** ISO date (YYYY-MM-DD) the letter is dated; the renderer localizes it. */
  date: z.string(),
  subject: z.string(),
  greeting: z.string(),
  paragraphs: z.array(z.string()).min(1),
  closing: z.string(),
  signature: z.string(),
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;
