/**
 * Jobs written as a form, each field after its label ("EMPRESA: Acme", "Cargo: Analyst",
 * "Tiempo laborado: 2014 – 2018"; "Employer:", "Position:", "Dates:"; "Entreprise :", "Poste :"),
 * as Word templates and job-centre forms print them. Each employer label opens a job; the labels
 * of a reference given inside it (a supervisor's name, title and phone) never become the job's.
 */
import type { ResumeData } from '../schema/resume.ts';
import { datesOf, findDates } from './dates.ts';
import type { Line } from './lines.ts';
import { foldOnce, removeUndefined } from './util.ts';

const LABEL = /^([\p{L}][\p{L} ’'.()-]{1,40}?)\s*:\s*(.*)$/u;

const EMPLOYER =
  /^(?:empresa|entidad|employer|company|organi[sz]ation|entreprise|societe|employeur|compania|institucion)$/u;
const TITLE = /^(?:cargo|puesto|position|job title|title|role|poste|fonction|emploi)$/u;
const DATES = /^(?:tiempo laborado|periodo|fechas?|dates?|period|duration|duree|periode|from|desde)$/u;
/** A person given as a reference, and what follows about them, up to the next field of the job. */
const REFERENCE =
  /^(?:jefe inmediato|jefe directo|supervisor|superviseur|responsable|manager|referencia|reference|referent|contacto|contact)$/u;
const ASIDE =
  /^(?:telefono|tel|phone|telephone|motivo (?:de )?retiro|reason for leaving|motif de depart|e-?mail|correo)$/u;

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
