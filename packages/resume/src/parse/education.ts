/**
 * Field reader "education": an education section's lines into schools.
 * Takes the section's Line[]; gives one item per entry with the institution (a school word, else
 * the first phrase), the degree split into study type and area, dates (a single date is when the
 * degree was obtained), place, score and courses.
 */
import * as common from '../lexicon/common.ts';
import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { datesOf, findDates } from '../text/dates.ts';
import { splitEntries, type Entry } from './entries.ts';
import {
  isDegreeLike,
  isPlaceLike,
  isSchoolLike,
  isTownCell,
  kindOf,
  splitDegree,
  splitHeader,
} from './fields.ts';
import type { Line } from './lines.ts';
import {
  COURSES,
  SCORE,
  coursesAsBody,
  degreeUnderDatedSchool,
  isNoteLine,
  schoolAtEnd,
} from './education-lines.ts';
import { parseEducationForm } from './labelled.ts';
import { foldOnce, removeUndefined, words } from './util.ts';
import { gluedPlace } from './work-status.ts';

/** A name cut at the end of a line or cell, after the word that leads to the rest of it. */
const CUT_NAME = /^\s+((?:de|del|de la|of|of the|du|des|for|and|&))\s*(?:\t|$)/iu;

/**
 * "at Universidad Complutense de" over "Madrid": a school's name cut after "de" or "of" goes on
 * with the short capitalised line below it. Gives the whole name and that line.
 */
function cutName(school: string, header: Line[]): { joined: string; rest: string } | undefined {
  const at = header.findIndex((l) => l.text.includes(school));
  const line = header[at];
  const next = header[at + 1]?.text.trim();
  if (!line || !next || !/^\p{Lu}/u.test(next) || words(next) > 4 || findDates(next)) return undefined;
  // The reading of dates may have taken a closing "de" for a "from"; the line still has it.
  const after = line.text.slice(line.text.indexOf(school) + school.length);
  const m = CUT_NAME.exec(after) ?? CUT_NAME.exec(` ${/\S+$/u.exec(school)?.[0] ?? ''}`);
  if (!m) return undefined;
  return { joined: CUT_NAME.exec(after) ? `${school} ${m[1]} ${next}` : `${school} ${next}`, rest: next };
}

/** The part of a school a line may name under the school's own name. */
const FACULTY = new RegExp(
  String.raw`^(?:${[...allLanguages('facultyWords'), ...common.facultyWords].join('|')})\b`,
  'u',
);

/** "École qui forme des architectes …": a school word followed by a lower-case phrase describes a school, it does not name one. */
function isDescription(text: string): boolean {
  const rest = text.trim().split(/\s+/).slice(1);
  return rest.length >= 3 && rest.every((w) => !/^\p{Lu}/u.test(w));
}

/** A school word written with a capital ("Lycée Mariette"); "élève de l’école de danse" only mentions one. */
function namesSchool(text: string): boolean {
  return isSchoolLike(text.replace(/(?:^|(?<=[\s'’]))\p{Ll}[\p{L}'’-]*/gu, ''));
}

/**
 * "Fin de 2nd division, Opéra National de Paris, Paris, Élève de l’école de danse": with no named
 * school, the phrase printed just before the place is the institution (moderncv's order:
 * degree, institution, city).
 */
function beforePlace(parts: string[], lines: string[], place: string | undefined): number | undefined {
  if (parts.some(namesSchool)) return undefined;
  const index = parts.findIndex((p, k) => {
    const next = parts[k + 1];
    return (
      !isDegreeLike(p) &&
      ((next !== undefined && isPlaceLike(next)) ||
        (place !== undefined && lines.some((l) => l.includes(`${p}, ${place}`))))
    );
  });
  return index >= 0 ? index : undefined;
}

/**
 * Undated degrees, each a degree line and its school, run together into one entry: a second
 * degree line after a degree and a school opens the next one (the body goes with the last).
 * Dated or not, a second line naming another school opens the next one too.
 */
function splitUndatedDegrees(entry: Entry): Entry[] {
  // A header the section's order cut ("June 2018 – July 2020" closing each) holds one school.
  if (entry.header.length < 2 || entry.ordered) return [entry];
  const groups: Line[][] = [];
  let current: Line[] = [];
  const isSchoolLine = (l: Line) => namesSchool(l.text) && !isDegreeLike(l.text);
  // "School of Engineering" under "Stanford University" is a part of that school, not another one.
  const isFaculty = (l: Line) => FACULTY.test(foldOnce(l.text));
  for (const line of entry.header) {
    const degree = isDegreeLike(line.text);
    if (
      (!entry.hasDate && degree && current.some((l) => isDegreeLike(l.text)) && current.some(isSchoolLine)) ||
      // "Hagley High School GCSEs" over "Stafford College": a second named school opens its own.
      (isSchoolLine(line) && !isFaculty(line) && current.some(isSchoolLine))
    ) {
      groups.push(current);
      current = [];
    }
    current.push(line);
  }
  groups.push(current);
  if (groups.length === 1) return [entry];
  return groups.map((header, i) => ({
    header,
    body: i === groups.length - 1 ? entry.body : [],
    hasDate: header.some((l) => findDates(l.text) !== undefined),
  }));
}

/**
 * "Temple University, B.Sc. in Neuroscience, double minor in Psychology and Art History.": a long
 * line that opens with a named school, then a comma or a full stop, is an entry's header however
 * long it runs, not a sentence under the entry above. The school is set apart as a cell.
 */
function schoolFirst(line: Line): Line {
  if (line.bullet || line.text.includes('\t') || words(line.text) < 8) return line;
  const m = /^([^,.;:()]{3,90}?)[,.]\s+(\S.*)$/u.exec(line.text);
  const school = m?.[1]?.trim();
  if (!m || !school || !namesSchool(school) || isDegreeLike(school) || words(school) > 10) return line;
  return { ...line, text: `${school}\t${m[2]}` };
}

/** "Validation d'un master À: Université de Lille", "Licence at: Lakeside College": the school after its label. */
const AT_LABEL = /\s+(?:à|at|chez)\s*:\s*/iu;

/** The part that follows "À:" (on its line, or the line below when the label ends its line), or -1. */
function labelledSchool(headerLines: string[], parts: string[]): number {
  const at = headerLines.findIndex((t) => AT_LABEL.test(t));
  if (at < 0) return -1;
  const line = headerLines[at]!;
  const after = line.slice(line.search(AT_LABEL)).replace(AT_LABEL, '').trim();
  const target = after || headerLines[at + 1]?.trim();
  if (!target) return -1;
  return parts.findIndex((p) => target.startsWith(p) || p.startsWith(target));
}

/** Where a grade written inside a header line ends: a closing bracket, a dash between parts, "À:". */
const SCORE_END = /\)|\s+[-–|]\s+|\t|\s+(?:à|at|chez)\s*:/iu;

/** "Generación 1997-2001", "Promotion 2015", "Class of 2019": a word that only says the dates are the class's. */
const CLASS_OF: ReadonlySet<string> = new Set(allLanguages('classOf'));

export function parseEducation(lines: Line[]): ResumeData['education'] {
  const form = parseEducationForm(lines);
  if (form) return form;
  const out: ResumeData['education'] = [];
  const entries = degreeUnderDatedSchool(
    splitEntries(
      coursesAsBody(lines)
        .filter((l) => !isNoteLine(l))
        .map(schoolFirst),
    ),
  );
  for (const entry of entries.flatMap(splitUndatedDegrees)) {
    const headerLines: string[] = [];
    const extra: string[] = [];
    let score: string | undefined;
    for (const l of entry.header) {
      const s = SCORE.exec(foldOnce(l.text));
      if (!s || isDegreeLike(l.text)) {
        headerLines.push(l.text);
        continue;
      }
      // "Bac pro (mention bien) - Lycée Branly": the grade ends where the line's next part begins.
      const value = l.text.slice(l.text.length - (s[1]?.length ?? 0));
      const end = value.search(SCORE_END);
      score = (end > 0 ? value.slice(0, end) : value).trim();
      const rest = `${l.text.slice(0, s.index)} ${end > 0 ? value.slice(end) : ''}`.replace(/\(\s*\)?/u, ' ');
      if (end > 0 && /\p{L}{2}/u.test(rest)) headerLines.push(rest.replace(/\s*\)/u, '').trim());
    }
    const header = splitHeader(headerLines.map((t) => t.replace(AT_LABEL, '\t')));
    const parts = header.parts.filter((p) => !CLASS_OF.has(foldOnce(p).trim()));
    const take = (index: number) => (index >= 0 ? parts.splice(index, 1)[0] : undefined);
    const labelled = labelledSchool(headerLines, parts);
    const schoolAt = (named: boolean) =>
      parts.findIndex(
        (p) => isSchoolLike(p) && !isDegreeLike(p) && !isDescription(p) && (!named || namesSchool(p)),
      );
    let institution = take(
      labelled >= 0
        ? labelled
        : schoolAt(true) >= 0
          ? schoolAt(true)
          : (beforePlace(parts, headerLines, header.location) ?? schoolAt(false)),
    );
    const degree = take(parts.findIndex((p) => isDegreeLike(p)));
    const education: ResumeData['education'][number] = { courses: [] };
    if (degree) Object.assign(education, splitDegree(degree));
    // "2024  Ph.D, Psychology" then "University of California Davis": the school on the line below.
    // Also when the header named no school ("2015 : Formation CNFPT – Peinture" over "Lycée Jean Bart").
    const schoolBelow =
      institution && isSchoolLike(institution)
        ? -1
        : entry.body.findIndex(
            (b, i) =>
              i === 0 &&
              b.kind === 'prose' &&
              isSchoolLike(b.text) &&
              !isDegreeLike(b.text) &&
              b.text.split(/\s+/).length <= 10,
          );
    if (schoolBelow >= 0) {
      if (institution) {
        if (education.studyType) parts.unshift(institution);
        else Object.assign(education, { studyType: institution });
      }
      institution = entry.body.splice(schoolBelow, 1)[0]?.text.replace(/[.,;]$/, '');
    }
    // "Maestría en SCM Universidad EAN": the school named at the end of the degree's phrase.
    if (!institution && degree) {
      const named = schoolAtEnd(degree);
      if (named) {
        institution = named.school;
        Object.assign(education, splitDegree(named.degree));
      }
    }
    // "Certificat d'Aptitude Professionnelle, Petite Enfance": with no school named, the phrase the
    // degree leads to after a comma is its field, not a school.
    if (!institution && degree && !education.area) {
      const field = parts.findIndex(
        (p) => kindOf(p) === undefined && headerLines.some((l) => l.includes(`${degree}, ${p}`)),
      );
      if (field >= 0) education.area = take(field);
    }
    if (!institution) institution = take(0);
    // "at Universidad Complutense de" over "Madrid": the word that led to the school is no part
    // of it, and a name cut after "de" or "of" goes on with the phrase or place below it.
    institution = institution?.replace(/^(?:at|chez|à|au|@)\s+(?=\p{Lu})/u, '');
    const cut = institution ? cutName(institution, entry.header) : undefined;
    if (institution && cut) {
      institution = cut.joined;
      if (cut.rest === header.location) delete header.location;
      if (parts.includes(cut.rest)) parts.splice(parts.indexOf(cut.rest), 1);
    }
    education.institution = institution;
    if (!education.area && parts.length) education.area = take(0);
    // "Ingeniero 2014. Bogotá.": the year cut out leaves ". Bogotá.", the town the degree was taken in.
    const cutTown = parts.findIndex((p) => /^[.,;]\s/.test(p) && isTownCell(p.replace(/^[.,;]\s+|\.$/g, '')));
    if (cutTown >= 0 && !header.location)
      header.location = parts.splice(cutTown, 1)[0]!.replace(/^[.,;]\s+|\.$/g, '');
    extra.push(...parts);
    Object.assign(education, datesOf(header));
    if (header.dates && !header.dates.endDate && !header.dates.present) {
      // A single date on a degree is when it was obtained.
      education.endDate = header.dates.startDate;
      delete education.startDate;
      education['x-printed'] = { dates: header.dates.printed, endDate: education.endDate };
    }
    if (header.location) education.location = header.location;
    // "Provo, UT –Secondary Ed. Major": a town glued to the degree by a dash set against it.
    for (const field of ['studyType', 'area'] as const) {
      const glued = education[field] ? gluedPlace(education[field]) : undefined;
      if (!glued || !isTownCell(glued.place)) continue;
      education[field] = glued.rest;
      education.location ??= glued.place;
    }
    if (score) education.score = score;
    for (const item of entry.body) {
      const courses = COURSES.exec(item.text);
      if (courses)
        education.courses.push(
          ...item.text
            .slice(courses[0].length)
            .split(/\s*[,;]\s*/)
            .filter(Boolean),
        );
      else {
        const s = SCORE.exec(foldOnce(item.text));
        if (s && !education.score && item.text.length < 40)
          education.score = item.text.slice(item.text.length - (s[1]?.length ?? 0)).trim();
        else extra.push(item.text);
      }
    }
    // Lines under a degree that no courses label introduced: kept with the courses, after them,
    // and counted apart so a document does not call them courses.
    if (extra.length) {
      education['x-courses-labelled'] = education.courses.length;
      education.courses.push(...extra);
    }
    if (entry.header.length === 0 && out.length) {
      out.at(-1)?.courses.push(...education.courses);
      continue;
    }
    out.push(removeUndefined(education));
  }
  return out;
}
