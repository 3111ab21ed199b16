import { withoutGlyphs } from '../text.ts';
import { words, type LetterContext } from './context.ts';
import { tellBodies, type Body, type ToldBody } from './order.ts';

/** A letter's body while it is fitted to length: each part is changed in place. */
export interface Draft {
  opening: string[];
  bodies: Body[];
  /** Sentences told before the closing: more the candidate brings, added to reach the length. */
  extras: string[];
  /** Why this employer: told just before the closing, the last thing cut from a long letter. */
  why: string | undefined;
  closing: string;
  /** The evidence is grouped by requirement: what else the candidate brings goes with it, not with the closing. */
  grouped?: boolean;
}

/** The bodies as paragraphs: a body `joined` to the one before is told in its paragraph, which keeps the first one's source. */
export function toldParagraphs(ctx: LetterContext, bodies: Body[]): ToldBody[] {
  const out: ToldBody[] = [];
  for (const told of tellBodies(ctx, bodies)) {
    const last = out[out.length - 1];
    if (told.body.joined && last) last.text = `${last.text} ${told.text}`;
    else out.push({ ...told });
  }
  return out;
}

/**
 * The draft's paragraphs as they read: the opening, the entries in telling order, the closing. A
 * letter whose evidence is grouped (`grouped`) tells what else the candidate brings with it, and
 * keeps its last paragraph for why this employer and the closing.
 */
export function assemble(ctx: LetterContext, draft: Draft): string[] {
  const told = toldParagraphs(ctx, draft.bodies).map((b) => b.text);
  const extrasWithBodies = draft.grouped && told.length > 0;
  if (extrasWithBodies && draft.extras.length)
    told[told.length - 1] = [told[told.length - 1], ...draft.extras].join(' ');
  return [
    draft.opening.join(' '),
    ...told,
    [...(extrasWithBodies ? [] : draft.extras), ...(draft.why ? [draft.why] : []), draft.closing].join(' '),
  ];
}

/** The draft's length in words, counted as printed: glyphs the parser left are dropped from the final text. */
export function countWords(ctx: LetterContext, draft: Draft): number {
  return assemble(ctx, draft).reduce((n, p) => n + words(withoutGlyphs(p)), 0);
}
