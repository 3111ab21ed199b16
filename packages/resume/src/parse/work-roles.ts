/**
 * Which phrase of a job's header is the employer and which the title: by their words
 * (titleMargin), by how the line prints them, else by order (a guess). And what cannot be an
 * employer at all: a sentence, a fragment cut from one, a date.
 */
import { allLanguages } from '../lexicon/index.ts';
import { looksLikeDate } from '../text/dates.ts';
import { findUrl, titleMargin } from './fields.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Names printed on one line keep that line's text between them ("Ecole X – HEC"); else they join with commas. */
function printedChain(names: string[], lines: string[]): string {
  const first = names[0] ?? '';
  const last = names.at(-1) ?? '';
  for (const line of lines) {
    const start = line.indexOf(first);
    const end = line.lastIndexOf(last);
    if (start >= 0 && end > start && !line.slice(start, end).includes('\t'))
      return line.slice(start, end + last.length);
  }
  return names.join(', ');
}

/** "Pensions Modelling Team", "Central Analytical Unit": a part of an organisation, by its last word. */
const UNIT_NAME = new RegExp(String.raw`\s(?:${allLanguages('unitWords').join('|')})$`, 'iu');

/** "Surgical Unit", "Pricing Team": a part of an organisation, named by its last word. */
export const namesUnit = (text: string) => UNIT_NAME.test(text);

/** "Biomarker team", "data group": a unit inside an employer, named in lower case. */
const LOWER_UNIT = new RegExp(String.raw`\s(?:${allLanguages('unitWords').join('|')})$`, 'u');
const isUnit = (text: string) => LOWER_UNIT.test(text);
export function pickRoles(
  parts: string[],
  lines: string[] = [],
): { name?: string; position?: string; rest: string[]; guessed: boolean } {
  const rest = [...parts];
  const margins = rest.map(titleMargin);
  const best = Math.max(...margins);
  // One phrase reads clearly more as a title than another (a title word, or the other names a
  // company or a school): that one is the title.
  if (rest.length >= 2 && (best > 0 || best - Math.min(...margins) >= 1)) {
    const positionIndex = margins.indexOf(best);
    const position = rest.splice(positionIndex, 1)[0];
    margins.splice(positionIndex, 1);
    // "University of Utah, Prof. X's Lab", "Department of Public Health … University of
    // Copenhagen": several organisations name one employer, printed in that order.
    const orgs = rest.filter((p, i) => (margins[i] ?? 0) < 0 && !isFragment(p) && p.split(/\s+/).length <= 8);
    if (orgs.length >= 2)
      return {
        name: printedChain(orgs, lines),
        position,
        rest: rest.filter((p) => !orgs.includes(p)),
        guessed: false,
      };
    // "Director – IT Operations" above "Millennium Entertainment": a part printed right after the
    // title and a dash completes the title when another part can be the employer.
    let title = position;
    for (const p of [...rest]) {
      const joined = lines
        .map(
          (l) => new RegExp(`${escapeRegExp(title ?? '')}\\s+[–—-]\\s+${escapeRegExp(p)}`, 'u').exec(l)?.[0],
        )
        .find(Boolean);
      const index = rest.indexOf(p);
      const otherLine = rest.some(
        (q) => q !== p && lines.some((l) => l.includes(q) && !l.includes(joined ?? '\u0000')),
      );
      // "Director of IT – Hybrid Cloud<tab>2019 – 2021 Acme": the dashed title fills its own cell.
      const ownCell =
        joined !== undefined &&
        lines.some((l) => l.split('\t').some((c) => c.trim() === joined)) &&
        rest.some((q) => q !== p && !joined.includes(q));
      if (joined && (otherLine || ownCell) && (margins[index] ?? 0) >= 0) {
        title = joined;
        rest.splice(index, 1);
        margins.splice(index, 1);
      }
    }
    // "Biomarker team, Acme": a team or group named in lower case is a unit of the employer
    // printed beside it.
    // A sentence ("Survey of the valley's oral traditions") says what was done, not for whom.
    const candidates = margins.map((m, i) =>
      isUnit(rest[i] ?? '') || readsAsSentence(rest[i] ?? '') ? Infinity : m,
    );
    const pick = candidates.some(Number.isFinite) ? candidates : margins;
    const at = pick.indexOf(Math.min(...pick));
    const name = rest.splice(at, 1)[0];
    // "Analyst, Pensions Modelling Team, DWP": a team or unit is named with the employer printed
    // right after it.
    const parent = rest[at];
    if (name && parent && UNIT_NAME.test(name) && (margins[at + 1] ?? 0) <= 0 && !isFragment(parent)) {
      // "DWP (mostly in SAS)": a note in lower case in brackets says what the work was.
      const note = /^(.*\S)\s+\((\p{Ll}[^)]*)\)$/u.exec(parent);
      rest.splice(at, 1, ...(note ? [note[2] ?? ''] : []));
      const chain = printedChain([name, note?.[1] ?? parent], lines);
      return { name: chain, position: title, rest, guessed: false };
    }
    return { name, position: title, rest, guessed: false };
  }
  if (rest.length === 1) {
    const only = rest[0] ?? '';
    return titleMargin(only) > 0
      ? { position: only, rest: [], guessed: false }
      : { name: only, rest: [], guessed: true };
  }
  // Nothing tells them apart: most resumes put the employer first, then the title.
  const [name, position, ...others] = rest;
  return { name, position, rest: others, guessed: rest.length >= 2 };
}
/** "Acme.- Cloud point of sale for shops": the name, then ".-" and what the company does. */
export function splitDescribedName(text: string): { name: string; description: string } | undefined {
  const m = /^(\S.{0,40}?)\.-\s+(\S.*)$/u.exec(text);
  return m ? { name: m[1] ?? text, description: m[2] ?? '' } : undefined;
}

/**
 * "Acme Corp / Office Manager": an employer and a title joined by a slash split in two when their
 * words tell them apart; "Engineer / Team Lead" (two titles) stays whole.
 */
export function splitSlashPair(part: string): string[] {
  const sides = part.replace(/^\/\s*|\s*\/$/g, '').split(/\s+\/\s+/);
  if (sides.length !== 2) return [part];
  const [a = '', b = ''] = sides;
  if (!/\p{L}{2}/u.test(a) || !/\p{L}{2}/u.test(b)) return [part];
  return Math.abs(titleMargin(a) - titleMargin(b)) >= 1 ? [a, b] : [part];
}

/**
 * Mostly lower-case words, as a sentence has and a name does not; long enough, or ending in a full
 * stop, not to be a name such as "Ministère de la transition écologique et solidaire".
 */ export function readsAsSentence(text: string): boolean {
  const all = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const long = all.length >= 8 || (all.length >= 5 && /\p{Ll}[.!?]$/u.test(text));
  return long && all.filter((w) => /^\p{Ll}/u.test(w)).length >= all.length * 0.6;
}
/**
 * "banco BBVA", "mairie de Lyon": a short name may open in lower case when a capitalised word
 * follows; a longer lower-case phrase is a sentence cut in the middle.
 */
const lowerCaseName = (text: string) =>
  text.split(/\s+/).length <= 4 &&
  /\s\p{Lu}/u.test(text) &&
  !/[.;:!?]$/u.test(text) &&
  !EMPLOYER_INTRO.test(text);
export /** Text that cannot be an employer: a sentence fragment (lower-case start), a number, a date. */
function isFragment(text: string): boolean {
  return (
    (/^\p{Ll}/u.test(text) && !/^\p{Ll}+\p{Lu}/u.test(text) && !findUrl(text) && !lowerCaseName(text)) ||
    !/\p{L}{2}/u.test(text) ||
    looksLikeDate(text)
  );
}
/** An employer named after a preposition on a line of its own: "at Harbor Foods", "chez Decathlon", "en Mercado Sol". */
export const EMPLOYER_INTRO =
  /^(?:at|with|for|à|au|chez|pour|en|para|con)\s+(\p{Lu}[^.;:!?]{1,58}[^\s.;:!?])\.?$/u;
