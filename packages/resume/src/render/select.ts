import type { ResumeData } from '../schema/resume.ts';
import { stem } from '../tailor/keywords.ts';
import { tokenize } from '../tailor/text.ts';
import { findSkillsInTokens } from '../tailor/vocabulary.ts';

/*
 * What a long resume gives up first when it must fit its pages: the list items that name none of
 * the posting's terms (publications, awards, a custom section's lines such as talks, a degree's
 * courses, the bullets of a job beyond its first few), oldest first. A job, a school or degree,
 * and the header with the contact details are never given up; a job keeps BULLETS_KEPT bullets.
 */

/** A job or project keeps at least this many bullets when bullets are given up. */
export const BULLETS_KEPT = 2;

const stems = (text: string): string =>
  ` ${tokenize(text)
    .map((t) => stem(t.norm))
    .join(' ')} `;

/**
 * Whether a text names one of the terms: a vocabulary skill it names or implies (a Spark line for
 * "big data"), or the term's words in a row, plurals folded.
 */
export function namesAnyTerm(terms: readonly string[]): (text: string) => boolean {
  const wanted = terms.map((term) => ({
    skills: findSkillsInTokens(tokenize(term), term).map((h) => h.skill.term),
    words: stems(term),
  }));
  return (text) => {
    const hits = findSkillsInTokens(tokenize(text), text);
    const named = new Set(hits.flatMap((h) => [h.skill.term, ...h.skill.implies.map((p) => p.term)]));
    const words = stems(text);
    return wanted.some(
      (w) => w.skills.some((s) => named.has(s)) || (w.words.trim() && words.includes(w.words)),
    );
  };
}

/** One list item that may be given up: where it is, and how old (its year; none is oldest). */
interface Candidate {
  key: string;
  year: number;
  /** Its place in its list: of two items of one year, the later one (older in a dated list) goes first. */
  place: number;
}

const YEAR = /\b(?:19|20)\d{2}\b/g;
export const yearOf = (...dates: Array<string | undefined>): number | undefined => {
  const years = dates.flatMap((d) => (d ? (d.match(YEAR) ?? []) : [])).map(Number);
  return years.length ? Math.max(...years) : undefined;
};
/** An entry's year: its end, or today when it has only a start (it goes on). */
export const entryYear = (e: { startDate?: string; endDate?: string }): number | undefined =>
  e.endDate ? yearOf(e.endDate) : e.startDate ? new Date().getFullYear() : undefined;

/** The items of the resume that name none of the terms, oldest first. */
export function irrelevantItems(resume: ResumeData, terms: readonly string[]): string[] {
  if (!terms.length) return [];
  const names = namesAnyTerm(terms);
  const out: Candidate[] = [];
  const consider = (key: string, text: string, year: number | undefined, place: number): void => {
    if (text.trim() && !names(text)) out.push({ key, year: year ?? 0, place });
  };
  resume.publications.forEach((p, i) =>
    consider(
      `publications:${i}`,
      [p.name, p.publisher, p.summary].filter(Boolean).join(' '),
      yearOf(p.releaseDate, p.name),
      i,
    ),
  );
  resume.awards.forEach((a, i) =>
    consider(`awards:${i}`, [a.title, a.awarder, a.summary].filter(Boolean).join(' '), yearOf(a.date), i),
  );
  resume.custom.forEach((c, i) =>
    c.items.forEach((item, j) => consider(`custom:${i}:${j}`, item, yearOf(item), j)),
  );
  resume.education.forEach((e, i) =>
    e.courses.forEach((course, j) => consider(`courses:${i}:${j}`, course, entryYear(e), j)),
  );
  for (const section of ['work', 'projects', 'volunteer'] as const) {
    resume[section].forEach((entry, i) => {
      // The last bullets go, past the first BULLETS_KEPT; a bullet holding a year may hold dates: it stays.
      entry.highlights.forEach((bullet, j) => {
        if (j >= BULLETS_KEPT && !yearOf(bullet))
          consider(`${section}:${i}:${j}`, bullet, entryYear(entry), entry.highlights.length - j);
      });
    });
  }
  return out.sort((a, b) => a.year - b.year || b.place - a.place).map((c) => c.key);
}

/** The resume without the items of these keys (from irrelevantItems). */
export function withoutItems(resume: ResumeData, keys: readonly string[]): ResumeData {
  const gone = new Set(keys);
  const keep = (key: string): boolean => !gone.has(key);
  const bullets = <T extends { highlights: string[] }>(section: string, entries: T[]): T[] =>
    entries.map((e, i) => ({
      ...e,
      highlights: e.highlights.filter((_, j) => keep(`${section}:${i}:${j}`)),
    }));
  return {
    ...resume,
    publications: resume.publications.filter((_, i) => keep(`publications:${i}`)),
    awards: resume.awards.filter((_, i) => keep(`awards:${i}`)),
    custom: resume.custom.map((c, i) => ({
      ...c,
      items: c.items.filter((_, j) => keep(`custom:${i}:${j}`)),
    })),
    education: resume.education.map((e, i) => ({
      ...e,
      courses: e.courses.filter((_, j) => keep(`courses:${i}:${j}`)),
    })),
    work: bullets('work', resume.work),
    // "projects:2" is a whole project (a long list's item, see list-budget.ts), "projects:2:3" a bullet.
    projects: bullets('projects', resume.projects).filter((_, i) => keep(`projects:${i}`)),
    volunteer: bullets('volunteer', resume.volunteer),
  };
}
