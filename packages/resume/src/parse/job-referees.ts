/**
 * A referee printed inside a job's text ("Jefe inmediato: Ana Ruiz" / "Cargo: Gerente" /
 * "Teléfono: 300 123 4567", "Supervisor: John Smith, (555) 123-4567"): another person's name and
 * phone are never what the job was. They move to the references, or leave the job where the
 * resume has no references section; a phone number alone on a line of a job's text goes too.
 */
import * as common from '../lexicon/common.ts';
import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { isContactOnly } from './basics-contacts.ts';
import { findEmail, findPhone } from './fields.ts';
import { foldOnce, words } from './util.ts';

const referenceLabels = allLanguages((lexicon) => lexicon.entryLabels.reference).join('|');
/** "Supervisor: …", "Référent : …" opening a line (folded). */
const REFEREE = new RegExp(String.raw`^(?:${referenceLabels})s?\s*:\s*\S`, 'u');
/** The same label after a sentence's end, inside a line (folded). */
const REFEREE_INSIDE = new RegExp(String.raw`(?<=[.;]\s+)(?:${referenceLabels})s?\s*:\s*\S`, 'u');
/** "Cargo: …", "Teléfono: …", "E-mail: …": what a form says of the referee on the lines below. */
const REFEREE_DETAIL = new RegExp(
  String.raw`^(?:${[
    ...allLanguages((lexicon) => lexicon.entryLabels.position),
    ...allLanguages((lexicon) => lexicon.entryLabels.aside),
    ...common.contactLabels,
    ...allLanguages('contactLabels'),
  ].join('|')})\s*:`,
  'u',
);

const hasContact = (text: string): boolean => Boolean(findPhone(text) ?? findEmail(text));

/** The lines of a job's text without its referees, and the referees each as one line. */
export function takeReferees(lines: string[]): { kept: string[]; referees: string[] } {
  const kept: string[] = [];
  const referees: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const folded = foldOnce(line.trim());
    if (REFEREE.test(folded)) {
      let end = i + 1;
      while (end < lines.length && isDetail(lines[end]!)) end++;
      const block = lines.slice(i, end).map((l) => l.trim());
      if (block.some(hasContact)) {
        referees.push(block.join(', '));
        i = end - 1;
        continue;
      }
    }
    const inside = REFEREE_INSIDE.exec(folded);
    const tail = inside ? line.trim().slice(inside.index) : '';
    if (inside && hasContact(tail) && words(tail) <= 20) {
      referees.push(tail);
      kept.push(line.trim().slice(0, inside.index).trim());
      continue;
    }
    // Another person's phone number, alone or labelled on its own line.
    if (lonePhone(line)) continue;
    kept.push(line);
  }
  return { kept, referees };
}

function isDetail(line: string): boolean {
  const text = line.trim();
  return REFEREE_DETAIL.test(foldOnce(text)) || lonePhone(text) || (hasContact(text) && isContactOnly(text));
}

/** "300 123 4567", "Tel: 555 123 4567": a phone number with at most its label. */
function lonePhone(line: string): boolean {
  const phone = findPhone(line);
  if (!phone) return false;
  const rest = foldOnce(line.replace(phone, ' '))
    .replace(/[^\p{L} ]/gu, ' ')
    .trim();
  return !rest || REFEREE_DETAIL.test(`${rest}:`);
}

/** Moves the referees printed in the jobs' texts to the references (dropped where there are none). */
export function moveJobReferees(data: ResumeData): void {
  const found: string[] = [];
  for (const job of [...data.work, ...data.volunteer]) {
    if (job.summary) {
      const { kept, referees } = takeReferees(job.summary.split('\n'));
      found.push(...referees);
      const summary = kept.join('\n').trim();
      if (summary) job.summary = summary;
      else delete job.summary;
    }
    if (job.highlights?.length) {
      const { kept, referees } = takeReferees(job.highlights);
      found.push(...referees);
      job.highlights = kept.filter((h) => h.trim());
    }
  }
  if (data.references.length) data.references.push(...found.map((reference) => ({ reference })));
}
