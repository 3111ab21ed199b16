import { allLanguages, lexicons } from '../../lexicon/index.ts';
import type { ResumeData } from '../../schema/resume.ts';
import type { Language } from '../../parse/language.ts';
import { squash, withoutGlyphs } from '../text.ts';
import { unshout } from './unshout.ts';

/** A link word a degree's name cut at a line's end ends on. */
const LINK_END = new RegExp(String.raw`[\s,;:]+(?:${allLanguages('degreeLinkEnds').join('|')})$`, 'i');

/**
 * A degree as a letter names it, often inside brackets: "BSc in Physics". A bracket the resume
 * opened inside it reads as a comma, and one left open is closed where the degree ends.
 */
export function degreeOf(
  e: ResumeData['education'][number],
  lang: Language,
  written: Language = lang,
): string {
  const text = [e.studyType, e.area]
    // "BACHELOR OF SCIENCE", shouted by the layout, reads "Bachelor of Science".
    .map((part) => unshout(squash(withoutGlyphs(part ?? ''))))
    .filter(Boolean)
    // "Licence, Mathématiques" in an English letter, "B.S., Computer Science" in a Spanish one: a
    // joining word of the letter's language would mix two languages in one name.
    .join(
      written !== lang || (lang === 'en' && /\P{ASCII}/u.test(`${e.studyType}${e.area}`))
        ? ', '
        : ` ${lexicons[lang].degreeIn} `,
    );
  return (
    text
      .replace(/\s*\(\s*([^()]*?)\s*(?:\)|$)/g, (_m, inner: string) => (inner ? `, ${inner}` : ''))
      .replace(/\)/g, '')
      // "Economie appliquée parcours Ingénierie et": a name cut at the line's end drops its last link word.
      .replace(LINK_END, '')
      .trim()
  );
}
