import { allLanguages } from '../../lexicon/index.ts';
import { fold } from '../../text/fold.ts';
import type { Language } from '../../parse/language.ts';
import { LANGUAGE_SWITCH } from '../../parse/basics.ts';
import { isTitleLike } from '../../parse/fields.ts';
import { matchHeading } from '../../parse/headings.ts';
import { normTokens, squash, withoutGlyphs } from '../text.ts';
import { monthWords, titleWords } from '../vocabulary.ts';
import { lineLanguage } from './line-language.ts';
import { unshout } from './unshout.ts';

/* The facts a letter or summary may be built on: a title that is a title (not a headline, an address, a tagline or a date). */

/** Head words of a project, a course or a prize, which no one is employed as. */
const NOT_A_POST: ReadonlySet<string> = new Set(allLanguages('notPostWords'));

/**
 * Words that name a period of training, not a post ("Prácticas en recepción", "Stage de fin
 * d'études", "Internship"): "I worked as Prácticas" would be no sentence. "Stage Manager" and
 * "Internship Coordinator" still name a post by their other words.
 */
const TRAINEESHIP: ReadonlySet<string> = new Set(allLanguages('traineeships'));

/** Words of a date line ("updated", "mise") or an address ("street", "calle"): no title holds them. */
const NOT_IN_TITLE: ReadonlySet<string> = new Set([
  ...allLanguages('updatedWords').map((w) => fold(w).split(' ')[0]!),
  ...allLanguages('addressWords'),
]);

/** A job title fit to stand in a sentence, or undefined: no digits, no date, no address, not a sentence. */
export function realTitle(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const t = squash(text).replace(/[\s,;:|·•–—-]+$/u, '');
  const words = normTokens(t);
  if (!words.length || words.length > 7) return undefined;
  if (TRAINEESHIP.has(words[0]!) && !words.slice(1).some((w) => titleWords.has(w))) return undefined;
  if (/\d|@|https?:|www\.|[|•·]/.test(t)) return undefined;
  if (words.some((w) => monthWords.has(w) || NOT_IN_TITLE.has(w))) return undefined;
  if (/[.!?]$/.test(t)) return undefined;
  // "Google HQ, Mountain View, CA": a place, not a title.
  if (/,\s*\p{Lu}{2}$/u.test(t) || t.split(',').length > 2) return undefined;
  // "Undergraduate Research Project", "Alexa Prize Challenge II": what was done, not a post held.
  if (words.some((w) => NOT_A_POST.has(w)) && !isTitleLike(t)) return undefined;
  return unshout(t);
}

/**
 * The resume's headline, when it is one: words, not a section heading, a sentence, an address, a
 * date or the person's own name read into the field.
 */
export function realLabel(label: string | undefined, name?: string): string | undefined {
  const text = unshout(withoutGlyphs(label ?? ''));
  const tokens = normTokens(text);
  // A figure says it is something else: a street address ("Main Street 23A"), a date ("Last updated: 2024").
  if (!/\p{L}{2}/u.test(text) || /\d/.test(text) || tokens.length > 10 || /[.!?]\s+\p{Lu}/u.test(text))
    return undefined;
  const own = new Set(normTokens(name ?? ''));
  if (tokens.every((t) => own.has(t))) return undefined;
  // "SPA", "English version": a link to the resume in another language.
  if (LANGUAGE_SWITCH.test(fold(text).trim())) return undefined;
  // "Work Experience", "Cursos y certificados": a heading, unless it holds a job title ("Experienced Software Engineer").
  const heading = matchHeading(text);
  if (heading && (!heading.loose || !tokens.some((t) => titleWords.has(t)))) return undefined;
  return text;
}

/**
 * A job title a sentence written in `lang` may name: a real title, and none written in another
 * language. Given the language the resume is written in (`resumeLang`), a title whose words do not
 * say their language ("Responsable logistique", "Diseñadora gráfica") is taken to be in the
 * resume's: one from a French or Spanish resume is not named in a sentence of another language
 * ("as a Responsable logistique"), while English titles are named as written, as workplaces
 * everywhere use them ("le poste de Software Engineer").
 */
export function titleIn(text: string | undefined, lang: Language, resumeLang?: Language): string | undefined {
  const title = realTitle(text);
  const written = title ? lineLanguage(title) : null;
  if (written) return written === lang ? title : undefined;
  return resumeLang && resumeLang !== 'en' && resumeLang !== lang ? undefined : title;
}
