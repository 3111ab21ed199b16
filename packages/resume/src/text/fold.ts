/**
 * Lower case without accents ("Gestión" -> "gestion"), one output character per input character,
 * so offsets found in the folded text are offsets in the original. A character whose accent-free
 * form would change the length (a lone combining mark, a Hangul syllable) is only lower-cased.
 */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    out += base.length === ch.length ? base : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
  }
  return out;
}

const folded = new Map<string, string>();

/**
 * `fold` (lower case, no accents, same length, the typographic apostrophe read as "'") remembered
 * per text: the parser folds the same phrases many times.
 */
export function foldOnce(text: string): string {
  let out = folded.get(text);
  if (out === undefined) {
    if (folded.size > 20_000) folded.clear();
    out = fold(text).replace(/\u2019/g, "'");
    folded.set(text, out);
  }
  return out;
}
