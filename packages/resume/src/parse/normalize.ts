/** Text clean-up shared by every extractor: what a copy-paste from a PDF or Word file carries. */
import { cleanText } from '../extract/clean.ts';
import { hyphenLinks } from '../lexicon/index.ts';

/**
 * Glyphs that start a list item, including Word's Symbol/Wingdings private-use bullets. A hyphen
 * starts one before a space, or glued to a capitalised word ("-Vente de contrats"), but not before
 * the word that ends a date range ("-Present").
 */
const BULLET =
  /^\s*(?:[•▪◦‣∙·●○■□◆◇➢➤►▶▸✓✔❖\u2013*\uF0B7\uF0A7\uF0D8\uF076\uF0FC]|-(?=\s)|-(?=\p{Lu}\p{Ll}{2})(?!(?:Present|Presente|Actual|Aujourd|Today|Now|Current|Hoy)))\s*/u;

/**
 * "E X P E R I E N C E", and "E D U C AT I O N": letters set apart one by one, where a kerned
 * pair ("AT", "RY") may stay together. Most pieces are single letters.
 */
function isLetterSpaced(word: string): boolean {
  const pieces = word.trim().split(' ');
  if (pieces.length < 2 || !pieces.every((p) => /^\p{L}{1,2}$/u.test(p))) return false;
  const pairs = pieces.filter((p) => p.length === 2).length;
  return pairs === 0 || (pieces.length >= 4 && pairs * 3 <= pieces.length);
}

/** Collapses "E X P E R I E N C E" (and "W O R K  E X P" with wider gaps between words). */
function collapseLetterSpacing(text: string): string {
  const words = text.split(/ {2,}|\t/);
  const spaced = words.filter(isLetterSpaced);
  if (spaced.length === 0 || spaced.length < words.filter((w) => w.trim()).length) return text;
  return words.map((w) => w.replace(/ /g, '')).join(' ');
}

/** Normalizes one line: document clean-up (ligatures included), odd spaces, dashes, soft hyphens, letter spacing. Keeps tabs. */
export function normalizeText(raw: string): string {
  let text = cleanText(raw);
  // A soft hyphen inside a word is invisible; at a line end it is the hyphen of a split word;
  // between dates or spaces it is what the PDF used for a range dash.
  text = text
    .replace(/(\p{L})\u00AD(?=\p{L})/gu, '$1')
    .replace(/(\p{L})\u00AD\s*$/u, '$1-')
    .replace(/\u00AD/g, '–');
  text = text.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '');
  text = text.replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ');
  text = text.replace(/[\u2010\u2011\u2212\uFE63\uFF0D]/g, '-');
  text = text.replace(/[\u2012\u2014\u2015]/g, '–');
  // The typographic apostrophe stays as printed ("d’Angers"); matching folds it (foldOnce).
  text = text.replace(/[\u2018\u02BC]/g, "'").replace(/[\u201C\u201D]/g, '"');
  text = collapseLetterSpacing(text);
  // "ACME LOGISTICS I 2016-2017": a bar drawn as a capital I between a name in capitals and dates.
  text = text.replace(/(?<=\p{Lu}{2}) I (?=(?:\d{1,2}[/.])?(?:19|20)\d\d\b)/gu, ' | ');
  // "nuevas tec- nologías": a word cut at a line end and joined back with a space. Not before "and",
  // "et", "y" ("short- and long-term" leaves the hyphen to the next word).
  text = joinCutWords(text, /(\p{L}{2,})- (\p{Ll}{2,})/gu);
  // "ENGiNEER", "ASTROPHYSiCiST": capitals set in a font whose I is drawn from the lower-case i.
  text = text.replace(/(?<![\p{L}])[\p{Lu}i]{4,}(?![\p{L}])/gu, (w) =>
    /i/.test(w) && (w.match(/\p{Lu}/gu)?.length ?? 0) >= 3 && !/^i/.test(w) ? w.toUpperCase() : w,
  );
  text = text.replace(/[ \f\v\r]*\t[ \f\v\r\t]*/g, '\t').replace(/[ \f\v\r]{2,}/g, ' ');
  return text.trim();
}

/** Word's second-level bullet, a Courier "o", set apart from its item by a tab stop. */
const O_BULLET = /^o\t+(?=[\p{Lu}\p{N}])/u;

/** Removes a leading bullet glyph; says whether there was one. */
export function stripBullet(text: string): { text: string; bullet: boolean } {
  const o = O_BULLET.exec(text);
  if (o) return { text: text.slice(o[0].length).trim(), bullet: true };
  const match = BULLET.exec(text);
  if (!match || match[0].length >= text.length) return { text, bullet: false };
  // "– 2019" is a date range tail, not a list item.
  const rest = text.slice(match[0].length);
  if (match[0].trim() === '–' && /^\d/.test(rest)) return { text, bullet: false };
  return { text: rest.trim(), bullet: true };
}

/** A word cut at a line end ("devel- opment"), lower-case on both sides ("SQL- databases" is not). */
const CUT_WORD = /(\p{L}*\p{Ll}{2})- (\p{Ll}{2,})/gu;

/** "devel- opment" joined back into "development"; "front- and back-end" keeps its hyphen. */
export function joinCutWords(text: string, cut = CUT_WORD): string {
  return text.replace(cut, (m, a: string, b: string) => (hyphenLinks.has(b) ? m : `${a}${b}`));
}

/**
 * Words cut by a line end and joined back with the next line by a space, in every text of what
 * was read: wrapped lines are joined in many places (a summary, a bullet, a citation).
 */
export function joinCutWordsIn<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('- ') ? joinCutWords(value) : value) as T;
  if (Array.isArray(value)) {
    value.forEach((v, i) => (value[i] = joinCutWordsIn(v)));
    return value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = joinCutWordsIn(record[key]);
  }
  return value;
}
