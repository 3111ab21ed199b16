/**
 * Field reader "work": a work (or volunteer) section's lines into jobs.
 * Takes the section's Line[]; splits them into entries (entries.ts) and reads each header into
 * employer, title, dates and place, bullets into highlights and prose into a summary. Which
 * phrase is the employer and which the title is decided by their words (titleMargin), else by
 * line order (reported as uncertain).
 */
import type { ResumeData } from '../schema/resume.ts';
import { datesOf, findDates, looksLikeDate } from './dates.ts';
import { splitEntries, type Entry } from './entries.ts';
import { findUrl, isPlaceLike, splitHeader, titleMargin } from './fields.ts';
import type { Line } from './lines.ts';
import { UncertainList } from './uncertain.ts';
import { removeUndefined } from './util.ts';

function bodyText(entry: Entry, kind: 'bullet' | 'prose'): string[] {
  return entry.body.filter((b) => b.kind === kind).map((b) => b.text);
}

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

function pickRoles(
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
      if (joined && otherLine && (margins[index] ?? 0) >= 0) {
        title = joined;
        rest.splice(index, 1);
        margins.splice(index, 1);
      }
    }
    const name = rest.splice(margins.indexOf(Math.min(...margins)), 1)[0];
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

/** Text that cannot be an employer: a sentence fragment (lower-case start), a number, a date. */
function isFragment(text: string): boolean {
  return (
    (/^\p{Ll}/u.test(text) && !/^\p{Ll}+\p{Lu}/u.test(text) && !findUrl(text)) ||
    !/\p{L}{2}/u.test(text) ||
    looksLikeDate(text)
  );
}

export function parseWork(
  lines: Line[],
  uncertain = new UncertainList(),
  base = '/work',
  offset = 0,
): ResumeData['work'] {
  const out: ResumeData['work'] = [];
  const entries = splitEntries(lines);
  const datedSection = entries.filter((e) => e.hasDate).length >= 2;
  for (const entry of entries) {
    const header = splitHeader(entry.header.map((l) => l.text));
    // An unlisted town written beside the dates is still the job's location.
    const town = header.location
      ? undefined
      : header.besideDates.find((p) => isPlaceLike(p) && header.parts.length > 2);
    if (town) {
      header.location = town;
      header.parts.splice(header.parts.indexOf(town), 1);
    }
    const { name, position, rest, guessed } = pickRoles(
      header.parts,
      entry.header.map((l) => l.text),
    );
    const previous = out.at(-1);
    const path = `${base}/${offset + out.length}`;
    const work: ResumeData['work'][number] = { highlights: bodyText(entry, 'bullet') };
    const extra = [...rest];
    // A second role under the same employer repeats only the title and dates.
    if (!name && position && previous?.name && entry.header.length <= 2) work.name = previous.name;
    else if (name && isFragment(name)) {
      extra.unshift(name);
      uncertain.add(`${path}/name`, 'employer_guessed');
    } else work.name = name;
    if (work.position === undefined && position) {
      if (isFragment(position)) extra.unshift(position);
      else work.position = position;
    }
    if (guessed && work.name) uncertain.add(`${path}/name`, 'employer_guessed');
    if (guessed && work.position) uncertain.add(`${path}/position`, 'position_guessed');
    Object.assign(work, datesOf(header));
    if (header.location) work.location = header.location;
    const summary = [...extra, ...bodyText(entry, 'prose')].join(' ').trim();
    if (summary) work.summary = summary;
    if (entry.header.length === 0 && previous) {
      previous.highlights.push(...work.highlights);
      if (summary) previous.summary = [previous.summary, summary].filter(Boolean).join(' ');
      continue;
    }
    // Dates on two header lines: which is the job's is a guess.
    if (entry.header.filter((l) => findDates(l.text)).length > 1)
      uncertain.add(`${path}/startDate`, 'two_dates');
    if (!header.dates && datedSection) uncertain.add(`${path}/startDate`, 'date_unreadable');
    if (entry.header.length === 0 || (!work.name && !work.position))
      uncertain.add(path, 'entry_boundary_guessed');
    out.push(removeUndefined(work));
  }
  return out;
}

export function parseVolunteer(
  lines: Line[],
  uncertain?: UncertainList,
  offset = 0,
): ResumeData['volunteer'] {
  return parseWork(lines, uncertain, '/volunteer', offset).map(({ name, ...rest }) =>
    removeUndefined({ organization: name, ...rest }),
  );
}
