import { withoutGlyphs } from '../text.ts';
import { words, type LetterContext } from './context.ts';
import { tellBodies, type Body } from './order.ts';

/** A letter's body while it is fitted to length: each part is changed in place. */
export interface Draft {
  opening: string[];
  bodies: Body[];
  /** Sentences told before the closing: more the candidate brings, added to reach the length. */
  extras: string[];
  /** Why this employer: told just before the closing, the last thing cut from a long letter. */
  why: string | undefined;
  closing: string;
}

/** The draft's paragraphs as they read: the opening, the entries in telling order, the closing. */
export function assemble(ctx: LetterContext, draft: Draft): string[] {
  return [
    draft.opening.join(' '),
    ...tellBodies(ctx, draft.bodies).map((b) => b.text),
    [...draft.extras, ...(draft.why ? [draft.why] : []), draft.closing].join(' '),
  ];
}

/** The draft's length in words, counted as printed: glyphs the parser left are dropped from the final text. */
export function countWords(ctx: LetterContext, draft: Draft): number {
  return assemble(ctx, draft).reduce((n, p) => n + words(withoutGlyphs(p)), 0);
}
