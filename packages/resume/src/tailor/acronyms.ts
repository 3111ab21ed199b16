import { fold } from '../text/fold.ts';
import type { Token } from './text.ts';

/** A short acronym as written: two to four capitals ("ML", "QA", "SEO"). */
const SHORT_ACRONYM = /^\p{Lu}{2,4}$/u;

/**
 * A short acronym that stands for a longer name ("ML" for Machine learning) inside a slashed list
 * ("AI/ML", "BL/DL/ML servers"): 'codes' when two of its neighbours or more are acronyms the
 * vocabulary does not know (a list of codes that may mean anything: no hit); else 'known' (a hit
 * for the score, never for a sentence claiming the longer name); undefined when it stands alone
 * or is the skill's own name ("SEO/SEM").
 */
export function slashedAcronym(
  tokens: Token[],
  at: number,
  term: string,
  known: (token: Token) => boolean,
): 'codes' | 'known' | undefined {
  const token = tokens[at]!;
  if (!SHORT_ACRONYM.test(token.raw) || fold(term) === token.norm) return undefined;
  const neighbours: Token[] = [];
  for (const step of [-1, 1])
    for (let k = at + step; tokens[k]?.raw === '/' && tokens[k + step]; k += 2 * step)
      neighbours.push(tokens[k + step]!);
  if (!neighbours.length) return undefined;
  const unknown = neighbours.filter((t) => SHORT_ACRONYM.test(t.raw) && !known(t)).length;
  return unknown >= 2 ? 'codes' : 'known';
}
