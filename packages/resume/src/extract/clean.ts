/**
 * Clean-up of text taken out of a document, shared by the PDF and DOCX extractors (and the
 * parser, for pasted text): what a font or a converter leaves in the text layer that is not
 * text. The result never holds NUL or other control characters (PostgreSQL refuses NUL).
 */

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
  '\u0132': 'IJ',
  '\u0133': 'ij',
};

/** Private-use code points of the Libertine fonts' ligatures (ft, ck, tt, Qu). */
const PUA_LIGATURES: Record<string, string> = {
  '\uE039': 'ft',
  '\uE03A': 'ck',
  '\uE03C': 'tt',
  '\uE048': 'Qu',
};

/** Private-use code points of Word's Symbol and Wingdings bullets. */
const PUA_BULLETS = /[\uF0B7\uF0A7\uF0D8\uF076\uF0FC\uF06E\uF0A8\uF0FB]/gu;

/**
 * A glyph the font maps to nothing (U+0000) or to the private use area, between two letters, is a
 * ligature whose letters were lost. Which one is read from its neighbours: "o", "u", "a" and
 * "ex"/"ec" follow "fl" (flow, influence, flat, flexible, reflect); "fi" is by far the most common.
 */
function guessLigature(before: string, after: string): string {
  if (/^(?:[oua]|e[xc])/u.test(after)) return 'fl';
  if (/^c/u.test(after) && /[aeiou]$/iu.test(before)) return 'ffi';
  return 'fi';
}

/** Spacing accents set before their letter by old TeX fonts ("Soluci ´on", "Ingenier´ıa"). */
const SPACING_ACCENTS: Record<string, string> = {
  '\u00B4': '\u0301',
  '`': '\u0300',
  '\u02C6': '\u0302',
  '\u00A8': '\u0308',
  '\u02DC': '\u0303',
};

export function cleanText(raw: string): string {
  let text = raw;
  text = text.replace(/[\uFB00-\uFB06\u0132\u0133]/g, (c) => LIGATURES[c] ?? c);
  text = text.replace(PUA_BULLETS, '•');
  // Linux Libertine and Biolinum put their ligatures in the private use area: "So\uE039ware".
  text = text.replace(/(?<=\p{L})[\uE039\uE03A\uE03C]|\uE048(?=\p{Ll})/gu, (c) => PUA_LIGATURES[c] ?? c);
  // Lost ligatures: NUL or a private-use glyph inside a word.
  text = text.replace(
    // eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
    /(\p{L}*)[\u0000\uE000-\uF8FF](?=\p{Ll})/gu,
    (m, before: string, offset: number, whole: string) =>
      before + guessLigature(before, whole.slice(offset + m.length, offset + m.length + 2)),
  );
  // Other private-use glyphs are icons (envelope, phone, trophy); control characters are not text.
  text = text.replace(/[\uE000-\uF8FF]/gu, ' ');
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  text = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '');
  // Lone surrogates cannot be stored as UTF-8.
  text = text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
  text = text.replace(
    /(\p{L}?) ?([\u00B4`\u02C6\u00A8\u02DC])(\u0131|[A-Za-z])/gu,
    (_m, before: string, accent: string, letter: string) =>
      `${before}${letter === '\u0131' ? 'i' : letter}${SPACING_ACCENTS[accent] ?? ''}`,
  );
  text = text.replace(/\u0131(?=\p{M})/gu, 'i');
  // Hidden labels and literal icon macros: "mailto:", "tel:", "\faTrophy".
  text = text.replace(/\b(?:mailto|tel|callto|sms):(?=\S)/giu, '');
  text = text.replace(/\\[A-Za-z]+\b\s*:?/gu, ' ');
  // Icon fonts mapped onto Latin-1 leave lone symbols between spaces ("ð", "¢", "È").
  text = text.replace(
    /(^|\s)[\u00A2-\u00A6\u00A8-\u00AC\u00AE-\u00B6\u00B8-\u00BF\u00C0-\u00DF\u00E6\u00F0\u00F7\u00FE\u00FF\u2600-\u26FF](?=\s|$)/gu,
    (m, space: string) => (/^[\s]?[ÀÁÉ]$/u.test(m) ? m : space),
  );
  return text.normalize('NFC');
}
