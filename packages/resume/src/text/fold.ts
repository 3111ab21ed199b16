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
