import { presentWords } from '../lexicon/index.ts';
import { parseResumeFile } from '../parse/index.ts';
import { resumeDataSchema, type ResumeData } from '../schema/resume.ts';
import { fold } from '../text/fold.ts';

/*
 * What an applicant-tracking system finds in a CV we rendered: the PDF is read back by our own
 * reader and compared with the data it was made from. A fact the reader misses here is one an
 * ATS may miss too, so the user is told which.
 */

/** One kind of fact: how many the CV states, and a label for each one the reader did not find. */
export interface ReadBackPart {
  total: number;
  missing: string[];
}

export interface ReadBack {
  /** Jobs by employer and title ("Title, Employer"). */
  jobs: ReadBackPart;
  /** The dates of each dated job, read on the job they belong to. */
  dates: ReadBackPart;
  /** Schools (education institutions). */
  schools: ReadBackPart;
  /** Skills: each keyword, or the skill's name when it has none. */
  skills: ReadBackPart;
}

const ISO = /^(\d{4})(?:-(\d{1,2}))?(?:-\d{1,2})?$/;

/** Text as a reader compares it: folded, spaces and dashes of any kind made one. */
const key = (text: string | undefined) =>
  fold(text ?? '')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** A date at the precision a CV prints it: year and month (no day), "present" for an ongoing job. */
function dateKey(raw: string | undefined): string {
  const value = key(raw);
  if (!value) return '';
  if (presentWords.has(value)) return 'present';
  const iso = ISO.exec(value);
  if (!iso) return value;
  return iso[2] ? `${iso[1]}-${iso[2].padStart(2, '0')}` : (iso[1] ?? value);
}

/** "Title, Employer", or the one of them the job has. */
const jobLabel = (w: { name?: string; position?: string }) =>
  [w.position, w.name].filter((s) => s?.trim()).join(', ');

/** Skills as single items: each keyword, or the skill's name when it lists none. */
function skillItems(data: ResumeData): string[] {
  return data.skills.flatMap((s) => (s.keywords.length ? s.keywords : s.name?.trim() ? [s.name] : []));
}

/** Removes and returns the first element equal to `wanted` under `by`, if any. */
function take<T>(pool: T[], by: (x: T) => string, wanted: string): T | undefined {
  const i = pool.findIndex((x) => by(x) === wanted);
  return i < 0 ? undefined : pool.splice(i, 1)[0];
}

/**
 * Compares what was read with what was rendered. Each fact is matched once (two jobs with the same
 * title at the same employer need two read back), in any order (a reader may list them otherwise).
 */
export function compareReadBack(source: ResumeData, read: ResumeData): ReadBack {
  const src = resumeDataSchema.parse(source);
  const got = resumeDataSchema.parse(read);

  const jobs: ReadBackPart = { total: 0, missing: [] };
  const dates: ReadBackPart = { total: 0, missing: [] };
  const readJobs = [...got.work];
  const jobKey = (w: { name?: string; position?: string }) => `${key(w.name)}|${key(w.position)}`;
  for (const w of src.work) {
    if (!w.name?.trim() && !w.position?.trim()) continue;
    jobs.total++;
    const found = take(readJobs, jobKey, jobKey(w));
    if (!found) jobs.missing.push(jobLabel(w));
    if (!w.startDate?.trim() && !w.endDate?.trim()) continue;
    dates.total++;
    const same =
      found &&
      dateKey(found.startDate) === dateKey(w.startDate) &&
      dateKey(found.endDate) === dateKey(w.endDate);
    if (!same) dates.missing.push(jobLabel(w));
  }

  const schools: ReadBackPart = { total: 0, missing: [] };
  const readSchools = got.education.map((e) => key(e.institution));
  for (const e of src.education) {
    if (!e.institution?.trim()) continue;
    schools.total++;
    if (!take(readSchools, (s) => s, key(e.institution))) schools.missing.push(e.institution.trim());
  }

  const skills: ReadBackPart = { total: 0, missing: [] };
  // A skill's level is printed in brackets after its name: the name alone is the skill.
  const readSkills = skillItems(got).map((s) => key(s).replace(/\s*\([^)]*\)$/, ''));
  for (const s of skillItems(src)) {
    skills.total++;
    if (!take(readSkills, (x) => x, key(s))) skills.missing.push(s.trim());
  }
  return { jobs, dates, schools, skills };
}

/** Reads a rendered CV back (as an ATS would read the PDF) and compares it with its data. */
export async function readBackResume(pdf: Uint8Array, source: ResumeData): Promise<ReadBack> {
  const { data } = await parseResumeFile(pdf, 'pdf');
  return compareReadBack(source, data);
}

/** True when every fact was read back. */
export const readBackComplete = (r: ReadBack) =>
  [r.jobs, r.dates, r.schools, r.skills].every((p) => p.missing.length === 0);
