/**
 * Jobs and degrees written as forms, each field after its label, as Word templates and job-centre
 * forms print them. Jobs: "EMPRESA: Acme", "Cargo: Analyst", "Tiempo laborado: 2014 – 2018";
 * "Employer:", "Position:", "Dates:"; "Entreprise :", "Poste :". Each employer label opens a job;
 * the labels of a reference given inside it (a supervisor's name, title and phone) never become
 * the job's. Degrees: "Institution:", "Degree:", "Year:"; each school label opens a degree.
 * Also the table form: a row of column labels ("Year(s)", "Position Title", "Institution") over
 * the jobs' rows (readLabelledColumns).
 */
import { allLanguages, type Lexicon } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { datesOf, findDates, looksLikeDate } from '../text/dates.ts';
import type { Line } from './lines.ts';
import { splitDegree } from './fields.ts';
import { foldOnce, removeUndefined } from './util.ts';

const LABEL = /^([\p{L}][\p{L} ’'.()-]{1,40}?)\s*:\s*(.*)$/u;

/** Kinds of field labels in every language, as a pattern on the whole folded label. */
const labels = (...kinds: Array<keyof Lexicon['entryLabels']>): RegExp =>
  new RegExp(
    `^(?:${allLanguages((lexicon) => kinds.flatMap((kind) => lexicon.entryLabels[kind])).join('|')})$`,
    'u',
  );

const EMPLOYER = labels('employer');
const TITLE = labels('position');
const DATES = labels('dates');
/** A person given as a reference, and what follows about them, up to the next field of the job. */
const REFERENCE = labels('reference');
const ASIDE = labels('aside');

const labelOf = (text: string): { key: string; value: string } | undefined => {
  const m = LABEL.exec(text.trim());
  if (!m) return undefined;
  return { key: foldOnce(m[1]!).trim(), value: m[2]!.trim() };
};

/** Whether the section is such a form: at least two jobs opened by an employer label. */
export function isLabelledWork(lines: Line[]): boolean {
  return lines.filter((l) => EMPLOYER.test(labelOf(l.text)?.key ?? '')).length >= 2;
}

export function parseLabelledWork(lines: Line[]): ResumeData['work'] {
  const jobs: ResumeData['work'] = [];
  let job: ResumeData['work'][number] | undefined;
  let aboutReference = false;
  const summary: string[][] = [];
  for (const line of lines) {
    const label = labelOf(line.text);
    const key = label?.key ?? '';
    if (EMPLOYER.test(key)) {
      job = { name: label!.value || undefined, highlights: [] };
      jobs.push(job);
      summary.push([]);
      aboutReference = false;
      continue;
    }
    if (!job) continue;
    if (TITLE.test(key) && !aboutReference && !job.position) {
      job.position = label!.value || undefined;
      continue;
    }
    if (DATES.test(key) && findDates(label!.value) && !job.startDate) {
      Object.assign(job, datesOf({ dates: findDates(label!.value) }));
      aboutReference = false;
      continue;
    }
    if (REFERENCE.test(key)) aboutReference = true;
    // What the form says besides the job's fields stays with the job, as printed.
    if (REFERENCE.test(key) || ASIDE.test(key) || (aboutReference && (TITLE.test(key) || label)))
      summary.at(-1)!.push(line.text.trim());
    else if (line.bullet) job.highlights.push(line.text.trim());
    else summary.at(-1)!.push(line.text.trim());
  }
  return jobs.map((j, i) => removeUndefined({ ...j, summary: summary[i]!.join('\n') || undefined }));
}

/** What a table's column label says its cells hold (folded text). */
function columnRole(label: string): 'dates' | 'position' | 'name' | 'other' {
  const t = foldOnce(label)
    .replace(/[:\s]+$/u, '')
    .trim();
  if (DATES.test(t)) return 'dates';
  if (TITLE.test(t)) return 'position';
  if (EMPLOYER.test(t)) return 'name';
  return 'other';
}

/**
 * A Word table of jobs under a row of column labels read one label a line ("Year(s)", "Position
 * Title", "Institution", "(current roles only)"): each row after it ("2016<tab>Fellow<tab>Acme")
 * is rewritten as its dates, employer and title, in that order, and its other cells as an item
 * below it. The label lines go.
 */
export function readLabelledColumns(lines: Line[]): Line[] {
  const out: Line[] = [];
  let roles: Array<ReturnType<typeof columnRole>> | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    // A run of short lines, no dates, tabs or marks, naming dates and a title or an employer.
    let j = i;
    const labels: string[] = [];
    while (j < lines.length && j - i < 8) {
      const l = lines[j] as Line;
      if (l.bullet || l.text.includes('\t') || findDates(l.text) || l.text.split(/\s+/).length > 4) break;
      if (!/^\(.*\)$/u.test(l.text.trim())) labels.push(l.text);
      j++;
    }
    const found = labels.map(columnRole);
    if (
      labels.length >= 3 &&
      found.includes('dates') &&
      (found.includes('position') || found.includes('name'))
    ) {
      roles = found;
      i = j - 1;
      continue;
    }
    const cells = line.text.split('\t').map((c) => c.trim());
    if (!roles || cells.length < 2 || !looksLikeDate(cells[0] ?? '')) {
      out.push(line);
      continue;
    }
    const cellOf = (role: string) => cells.filter((_, k) => roles?.[k] === role).join(', ');
    const row = [cellOf('dates') || cells[0], cellOf('name'), cellOf('position')].filter(Boolean);
    const other = cells.filter((_, k) => roles?.[k] === 'other' || (k >= (roles?.length ?? 0) && k > 0));
    out.push({ ...line, text: row.join('\t') });
    // The other cells (a department, a share of time) say more about the job: an item of it.
    if (other.length) out.push({ ...line, text: other.join(' – '), bold: false, bullet: true });
  }
  return out;
}

/** The fields of a degree written as a form ("Institution:<tab>…", "Título: …"), by label (folded). */
const FORM_FIELDS: [keyof ResumeData['education'][number] | 'dates', RegExp][] = [
  ['institution', labels('school')],
  ['studyType', labels('degree')],
  ['area', labels('area')],
  ['dates', labels('dates', 'graduation')],
  ['location', labels('location')],
  ['score', labels('score')],
];

const FORM_LABEL = /^([\p{L}][\p{L} .]{1,30}?)\s*(?::|\t)\s*(\S.*)$/u;

function formField(text: string): { field: (typeof FORM_FIELDS)[number][0]; value: string } | undefined {
  const m = FORM_LABEL.exec(text.trim());
  if (!m) return undefined;
  const key = foldOnce(m[1]!).trim();
  const found = FORM_FIELDS.find(([, pattern]) => pattern.test(key));
  return found ? { field: found[0], value: m[2]!.replace(/^[\t:]+/, '').trim() } : undefined;
}

/**
 * Degrees written as a form, each field after its label ("Institution:<tab>Lakeside University",
 * "Degree:<tab>BA History", "Year:<tab>2019"), as Word table templates print them: each school
 * label opens a degree. Undefined when the section is not such a form (two school labels at least).
 */
export function parseEducationForm(lines: Line[]): ResumeData['education'] | undefined {
  const fields = lines.map((l) => formField(l.text));
  if (fields.filter((f) => f?.field === 'institution').length < 2) return undefined;
  const out: ResumeData['education'] = [];
  let current: ResumeData['education'][number] | undefined;
  lines.forEach((line, i) => {
    const f = fields[i];
    if (f?.field === 'institution' || (f?.field === 'studyType' && current?.studyType)) {
      current = { courses: [] };
      out.push(current);
    }
    if (!current) return;
    if (!f) current.courses.push(line.text);
    else if (f.field === 'institution') current.institution = f.value;
    else if (f.field === 'studyType') Object.assign(current, { studyType: f.value }, splitDegree(f.value));
    else if (f.field === 'dates') {
      const dates = findDates(f.value);
      if (dates) Object.assign(current, datesOf({ dates }));
      if (dates && !dates.endDate && !dates.present) {
        current.endDate = current.startDate;
        delete current.startDate;
        current['x-printed'] = { dates: dates.printed, endDate: current.endDate };
      }
    } else if (f.field === 'area' || f.field === 'location' || f.field === 'score')
      current[f.field] = f.value;
  });
  return out.map((e) => removeUndefined(e));
}

/**
 * "Empresa : Acme", "Poste : Technicien" among a header's parts, on a job written once as a form:
 * the label says which field the value is, and is no part of it. `parts` loses the labelled ones.
 */
export function takeLabelledRoles(parts: string[]): { parts: string[]; name?: string; position?: string } {
  let name: string | undefined;
  let position: string | undefined;
  const rest = parts.filter((part) => {
    const label = labelOf(part);
    if (!label?.value) return true;
    if (EMPLOYER.test(label.key) && !name) name = label.value;
    else if (TITLE.test(label.key) && !position) position = label.value;
    else return true;
    return false;
  });
  return { parts: rest, name, position };
}
