/**
 * Leftovers of a page read as items: a lone colon or stop, the tail of a sentence a column cut
 * (". Bogotá."), and the signature that closes some resumes (the person's name again, "Fait à
 * Lyon, le 3 mai 2024"). None is what the person did or knows.
 */
import { allLanguages, documentNamePattern } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { findDates, looksLikeDate } from '../text/dates.ts';
import { isPageNumber } from './lines.ts';
import { foldOnce } from './util.ts';

const DOCUMENT_NAME = new RegExp(String.raw`(?<![\p{L}])(?:${documentNamePattern})(?![\p{L}])`, 'giu');

const SIGN_OFF = new RegExp(String.raw`^(?:${allLanguages('signOffs').join('|')})`, 'u');

const nameWords = (text: string): string[] =>
  foldOnce(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .sort();

/** The item as it should read, or undefined where it is a leftover. */
export function cleanItem(item: string, name: string[]): string | undefined {
  const text = item.replace(/^[\s.,;:]+(?=\p{L})/u, '').trim();
  if (!/[\p{L}\p{N}]/u.test(text) || isPageNumber(text)) return undefined;
  if (SIGN_OFF.test(foldOnce(text))) return undefined;
  // The name alone, or with the document's own name ("Jane Doe · Résumé"), signs the page.
  const own = nameWords(foldOnce(text).replace(DOCUMENT_NAME, ' '));
  if (name.length >= 2 && own.length === name.length && own.every((w, i) => w === name[i])) return undefined;
  return text;
}

function cleanList(items: string[], name: string[]): string[] {
  return items.flatMap((item) => cleanItem(item, name) ?? []);
}

/** Drops the leftovers from the lists a reader fills (jobs' items, courses, skills, references, other). */
export function dropLeftovers(data: ResumeData): void {
  const name = data.basics.name ? nameWords(data.basics.name) : [];
  for (const job of [...data.work, ...data.volunteer, ...data.projects])
    job.highlights = cleanList(job.highlights ?? [], name);
  for (const degree of data.education) degree.courses = cleanList(degree.courses ?? [], name);
  // A group left with no keyword ("Curriculum vitae" over the name) named a leftover.
  data.skills = data.skills.filter((group) => {
    const had = group.keywords?.length ?? 0;
    // "2002 – 2023" among a footer's cells: a date is never a skill.
    group.keywords = cleanList(group.keywords ?? [], name).filter((k) => !(looksLikeDate(k) && findDates(k)));
    return group.keywords.length || !had;
  });
  data.certificates = data.certificates.filter((c) => !c.name || cleanItem(c.name, name) !== undefined);
  data.languages = data.languages.filter((l) => !l.language || cleanItem(l.language, name) !== undefined);
  for (const section of data.custom) section.items = cleanList(section.items ?? [], name);
  data.custom = data.custom.filter((s) => s.items.length);
  data.references = data.references.filter((r) => !r.reference || cleanItem(r.reference, name) !== undefined);
}
