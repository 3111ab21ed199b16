/**
 * An education section's lines and entries, set right before the fields are read: a courses label
 * is the text of the degree above, a degree set under its school's dates belongs to them, a note
 * ("Reason for leaving: …") is no part of a degree, and a school may close the degree's phrase.
 */
import { allLanguages } from '../lexicon/index.ts';
import { findDates } from '../text/dates.ts';
import type { Entry } from './entries.ts';
import { isDegreeLike, isSchoolLike } from './fields.ts';
import type { Line } from './lines.ts';
import { foldOnce } from './util.ts';

/** A degree's grade after its label anywhere in a line ("GPA: 3.8", "Mention : Bien"). */
export const SCORE = new RegExp(
  String.raw`(?:${allLanguages((lexicon) => lexicon.entryLabels.score).join('|')})\s*[:\-–]?\s*(.+)$`,
  'iu',
);

/**
 * "Reason for leaving: moved abroad", "Motif de départ : …", "Tel: …": a note or an aside on its
 * own line under a degree (folded) names no school, no field and no course.
 */
const NOTE_LINE = new RegExp(
  String.raw`^[\s•·\-–]*(?:${allLanguages((l) => [...l.entryLabels.note, ...l.entryLabels.aside]).join('|')})\s*:`,
  'u',
);
export const isNoteLine = (l: Line): boolean => {
  const folded = foldOnce(l.text.trim());
  return NOTE_LINE.test(folded) && !SCORE.test(folded);
};

export const COURSES = new RegExp(String.raw`^(?:${allLanguages('coursesLabels').join('|')})\s*:\s*`, 'iu');
const COURSES_ALONE = new RegExp(String.raw`^(?:${allLanguages('coursesLabels').join('|')})\s*:?$`, 'iu');

/**
 * "Relevant coursework: …", or "Coursework" alone over the list: the courses of the degree above,
 * a line of its text, never a degree or a school of its own.
 */
export function coursesAsBody(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [line, next] = [lines[i]!, lines[i + 1]];
    if (COURSES_ALONE.test(line.text.trim()) && next && !findDates(next.text)) {
      out.push({ ...next, text: `${line.text.trim().replace(/:$/u, '')}: ${next.text}`, bullet: true });
      i++;
    } else out.push(COURSES.test(line.text) ? { ...line, bullet: true } : line);
  }
  return out;
}

/**
 * "Lycée Jean Moulin" over "2005 – 2007" over "Baccalauréat professionnel": entries cut after the
 * school's dates leave the degree under them an entry of its own, with no school and no dates.
 * It goes back to the entry above when that one names a school, is dated, has no degree and no
 * text yet.
 */
export function degreeUnderDatedSchool(entries: Entry[]): Entry[] {
  const out: Entry[] = [];
  for (const entry of entries) {
    const above = out.at(-1);
    const lone =
      !entry.hasDate &&
      entry.header.length === 1 &&
      isDegreeLike(entry.header[0]!.text) &&
      !isSchoolLike(entry.header[0]!.text);
    if (
      lone &&
      above &&
      above.hasDate &&
      above.body.length === 0 &&
      !above.ordered &&
      above.header.length >= 2 &&
      above.header.some((l) => isSchoolLike(l.text)) &&
      !above.header.some((l) => isDegreeLike(l.text))
    ) {
      above.header.push(...entry.header);
      above.body.push(...entry.body);
      continue;
    }
    out.push(entry);
  }
  return out;
}

/** Splits "Master in Logistics University of X" before the school's name (a school word, or an acronym at the end). */
export function schoolAtEnd(text: string): { degree: string; school: string } | undefined {
  const words = text.split(/\s+/);
  for (let k = 1; k < words.length; k++) {
    const word = words[k] ?? '';
    if (!/^\p{Lu}/u.test(word) || !isSchoolLike(word) || isDegreeLike(word)) continue;
    // "Master of Arts at the University of Leeds": the words that lead to the school are neither.
    const degree = words
      .slice(0, k)
      .join(' ')
      .replace(/(?:\s+(?:au|aux|à|a|at|from|in|en|de|del|la|el|the|l'|l’))+$/iu, '');
    if (!isDegreeLike(degree)) return undefined;
    return { degree, school: words.slice(k).join(' ') };
  }
  // "Técnico en programación SENA", "Master Finance ESSEC": a school's acronym closes the phrase.
  const last = words.at(-1) ?? '';
  const degree = words.slice(0, -1).join(' ');
  if (words.length >= 3 && /^\p{Lu}{3,8}$/u.test(last) && !isDegreeLike(last) && isDegreeLike(degree))
    return { degree, school: last };
  return undefined;
}
