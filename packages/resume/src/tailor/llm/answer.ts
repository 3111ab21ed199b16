import { z } from 'zod';

/* What the model is asked to answer: a summary, edits to named fields, and the letter's paragraphs. */

export const llmAnswerSchema = z.object({
  summary: z.string().describe('Targeted professional summary, 2-4 sentences, only facts from the resume'),
  edits: z
    .array(
      z.object({
        path: z.string().describe('One of the editable field paths given, e.g. work[0].highlights[1]'),
        before: z.string().describe('The exact current text of that field'),
        after: z.string().describe('The rewritten text: same facts, same numbers, wording closer to the job'),
      }),
    )
    .describe('Rewrites of editable fields; leave a field out to keep it'),
  coverLetter: z.object({
    paragraphs: z
      .array(z.string())
      .describe(
        '3 or 4 paragraphs: opening naming position and employer, two paragraphs of real achievements, closing',
      ),
  }),
});
export type LlmAnswer = z.infer<typeof llmAnswerSchema>;
