/**
 * An education section's lines and entries, set right before the fields are read: a courses label
 * is the text of the degree above, and a degree set under its school's dates belongs to them.
 */
import { allLanguages } from '../lexicon/index.ts';
import { findDates } from '../text/dates.ts';
import type { Entry } from './entries.ts';
import { isDegreeLike, isSchoolLike } from './fields.ts';
import type { Line } from './lines.ts';

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
