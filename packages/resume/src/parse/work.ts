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
import { findUrl, isPlaceLike, isTitleLike, splitHeader, titleMargin } from './fields.ts';
import type { Line } from './lines.ts';
import { readLabelledColumns } from './labelled.ts';
import { recordLayout } from './job-layout.ts';
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

/** "Pensions Modelling Team", "Central Analytical Unit": a part of an organisation, by its last word. */
const UNIT_NAME = /\s(?:team|unit|group|division|department|directorate|office|lab|laboratory)$/iu;

/** "Biomarker team", "data group": a unit inside an employer, named in lower case. */
const isUnit = (text: string) => /\s(?:team|group|unit|lab|squad|division|section)$/u.test(text);

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
function splitDescribedName(text: string): { name: string; description: string } | undefined {
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
 */
function readsAsSentence(text: string): boolean {
  const all = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const long = all.length >= 8 || (all.length >= 5 && /\p{Ll}[.!?]$/u.test(text));
  return long && all.filter((w) => /^\p{Ll}/u.test(w)).length >= all.length * 0.6;
}

/**
 * Sentences set smaller than the entry's dated line, with no date of their own, are not names in
 * its header: below the dated line they describe the job; above it they end the job before
 * ("… de las clases." / "Acme / Engineer 2019 - 2020").
 */
function describingLines(header: Line[]): { above: Line[]; below: Line[] } {
  const dated = header.findIndex((l) => findDates(l.text));
  const size = header[dated]?.size;
  if (dated < 0 || size === undefined) return { above: [], below: [] };
  const smaller = (l: Line) =>
    l.size !== undefined && l.size < size - 0.4 && !findDates(l.text) && !l.text.includes('\t');
  const lighter = (l: Line) =>
    header[dated]?.bold === true && !l.bold && !findDates(l.text) && !l.text.includes('\t');
  return {
    above: header.filter(
      (l, i) => i < dated && smaller(l) && (readsAsSentence(l.text) || /^\p{Ll}/u.test(l.text)),
    ),
    // "Acme<tab>Engineer<tab>2014 – Present" in bold, then "Developed the Acme product suite" in
    // the body's weight: a sentence set lighter than the dated line describes the job too.
    below: header.filter((l, i) => i > dated && (smaller(l) || lighter(l)) && readsAsSentence(l.text)),
  };
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

/** Text that cannot be an employer: a sentence fragment (lower-case start), a number, a date. */
function isFragment(text: string): boolean {
  return (
    (/^\p{Ll}/u.test(text) && !/^\p{Ll}+\p{Lu}/u.test(text) && !findUrl(text) && !lowerCaseName(text)) ||
    !/\p{L}{2}/u.test(text) ||
    looksLikeDate(text)
  );
}

interface ReadHeader {
  header: ReturnType<typeof splitHeader>;
  roles: ReturnType<typeof pickRoles>;
  /** Smaller sentences around the dated line: they describe a job and name nothing in its header. */
  described: { above: Line[]; below: Line[] };
  /** The employer's site, when a bare web address stands beside its name. */
  url?: string;
}
function readHeader(entry: Entry, slashLayout: boolean): ReadHeader {
  const described = describingLines(entry.header);
  const headerLines = entry.header.filter(
    (l) => !described.above.includes(l) && !described.below.includes(l),
  );
  const header = splitHeader(headerLines.map((l) => l.text));
  // Tags beside the dates ("Node.js · React") name technologies, not the employer, title or town.
  const tags = entry.header.flatMap((l) => l.tags ?? []);
  if (tags.length) {
    header.parts = header.parts.filter((p) => !tags.includes(p));
    header.besideDates = header.besideDates.filter((p) => !tags.includes(p));
  }
  // "Acme<tab>Engineer<tab>acme.com": a bare web address beside them is the employer's site.
  const urls = header.parts.filter((p) => findUrl(p) === p);
  // "Booking.com<tab>Engineer": a site that is the only name left is the employer's name.
  if (urls.length && header.parts.length - urls.length >= 2) {
    header.parts = header.parts.filter((p) => !urls.includes(p));
    header.besideDates = header.besideDates.filter((p) => !urls.includes(p));
  } else urls.length = 0;
  // An unlisted town written beside the dates is still the job's location.
  const town = header.location
    ? undefined
    : header.besideDates.find((p) => isPlaceLike(p) && header.parts.length > 2);
  if (town) {
    header.location = town;
    header.parts.splice(header.parts.indexOf(town), 1);
  }
  const roles = pickRoles(
    slashLayout ? header.parts.flatMap(splitSlashPair) : header.parts,
    headerLines.map((l) => l.text),
  );
  return { header, roles, described, url: urls[0] };
}
function titleComesFirst(read: ReadHeader[]): boolean {
  let first = 0;
  let decided = 0;
  for (const { header, roles } of read) {
    const { name, position, guessed } = roles;
    if (guessed || !name || !position) continue;
    const at = (text: string) => header.parts.findIndex((p) => text.startsWith(p));
    const [n, p] = [at(name), at(position)];
    if (n < 0 || p < 0) continue;
    decided++;
    if (p < n) first++;
  }
  return decided > 0 && first === decided;
}

/** A line that ends on a joining word ("associé au", "et", "at"): the text goes on below. */
const OPEN_END = /(?:^|\s)(?:au|aux|à|et|and|at|of|with|de|du|des|chez|en|y|con|para|for)$/u;

/** A block's own line above its first dated sub-entry, and what that line gave the job. */
interface Group {
  dated: Line;
  name?: string;
  position?: string;
}

/**
 * "University<tab>Teaching assistant" set in bold above "Course A<tab>2017", then "Course B<tab>2019"
 * in the same type: the block's line names the employer or title of each course under it.
 */
function groupOf(entry: Entry, work: ResumeData['work'][number]): Group | undefined {
  const [top, dated] = entry.header;
  if (entry.header.length !== 2 || !top || !dated || findDates(top.text) || !findDates(dated.text))
    return undefined;
  if (top.bold === dated.bold && top.size === dated.size) return undefined;
  const name = work.name && top.text.includes(work.name) ? work.name : undefined;
  const position = work.position && top.text.includes(work.position) ? work.position : undefined;
  return name || position ? { dated, name, position } : undefined;
}

/** A one-line dated entry set like the block's first sub-entry line continues that block. */
function subEntryOf(group: Group, entry: Entry): boolean {
  const [only] = entry.header;
  return (
    entry.header.length === 1 &&
    !!only &&
    !!findDates(only.text) &&
    only.bold === group.dated.bold &&
    only.size === group.dated.size &&
    // "Course B - Evening class" under "Course A - Evening class": printed the same way, with as
    // many parts; "Globex  Engineer" under "Engineer" is another job.
    splitHeader([only.text]).parts.length === splitHeader([group.dated.text]).parts.length
  );
}

/** An employer named after a preposition on a line of its own: "at Harbor Foods", "chez Decathlon", "en Mercado Sol". */
const EMPLOYER_INTRO = /^(?:at|with|for|à|au|chez|pour|en|para|con)\s+(\p{Lu}[^.;:!?]{1,58}[^\s.;:!?])\.?$/u;

export function parseWork(
  source: Line[],
  uncertain = new UncertainList(),
  base = '/work',
  offset = 0,
): ResumeData['work'] {
  const out: ResumeData['work'] = [];
  const lines = readLabelledColumns(source);
  const entries = splitEntries(lines, true);
  const datedSection = entries.filter((e) => e.hasDate).length >= 2;
  // "Employer / Title" is a layout: the author writes every job that way, and "Sales / Marketing
  // Manager" on one job alone is a title.
  const slashed = entries.filter((e) => e.header.some((l) => findDates(l.text) && /\s\/\s/.test(l.text)));
  const slashLayout = slashed.length >= 2 && slashed.length >= entries.filter((e) => e.hasDate).length / 2;
  const read = entries.map((entry) => readHeader(entry, slashLayout));
  const titleFirst = titleComesFirst(read);
  let group: Group | undefined;
  for (const [e, entry] of entries.entries()) {
    const openLine = entries[e - 1]?.header.at(-1)?.text;
    const joined = out.at(-1);
    // "Associate researcher at" / "and": a header left open by a joining word runs on into the
    // undated block after it (affiliations listed under one post), which is no job of its own.
    if (joined && openLine && OPEN_END.test(openLine) && !entry.hasDate) {
      const text = [...entry.header, ...entry.body].map((l) => l.text).join(' ');
      joined.summary = [joined.summary, text].filter(Boolean).join(' ');
      continue;
    }
    const { header, roles, described, url } = read[e] as ReadHeader;
    let { name, position } = roles;
    const { rest, guessed } = roles;
    // Nothing in the words tells employer from title: the order the other jobs print them in does.
    if (guessed && titleFirst && name && position) [name, position] = [position, name];
    const previous = out.at(-1);
    const before = described.above.map((l) => l.text).join(' ');
    if (before && previous) previous.summary = [previous.summary, before].filter(Boolean).join(' ');
    const path = `${base}/${offset + out.length}`;
    const work: ResumeData['work'][number] = { highlights: bodyText(entry, 'bullet') };
    const extra = [
      ...(previous ? [] : described.above.map((l) => l.text)),
      ...rest,
      ...described.below.map((l) => l.text),
    ];
    const tags = entry.header.flatMap((l) => l.tags ?? []);
    if (tags.length) extra.push(tags.join(' · '));
    // A second role under the same employer repeats only the title and dates.
    // A long line that only reads as a title ("Consultant: survey of the district. Project X")
    // says more than a title: the employer is somewhere in it, not the job above.
    if (!name && position && previous?.name && entry.header.length <= 2 && position.split(/\s+/).length <= 8)
      work.name = previous.name;
    // "Trained students in the field, with two local associations": a sentence names no employer.
    else if (name && (isFragment(name) || (readsAsSentence(name) && !splitDescribedName(name)))) {
      extra.unshift(name);
      uncertain.add(`${path}/name`, 'employer_guessed');
    } else work.name = name;
    const describedName = work.name ? splitDescribedName(work.name) : undefined;
    if (describedName) {
      work.name = describedName.name;
      extra.unshift(describedName.description);
    }
    // "Client.- What the client does" under "Acme.- What Acme does": a second described name
    // (a client, a product) is no title.
    if (position && splitDescribedName(position)) {
      extra.splice(describedName ? 1 : 0, 0, position);
      position = undefined;
    }
    if (work.position === undefined && position) {
      // "jefe de Logística": a short title written in lower case is still the title.
      const lowerTitle =
        /^\p{Ll}/u.test(position) && isTitleLike(position) && position.split(/\s+/).length <= 4;
      if (isFragment(position) && !lowerTitle) extra.unshift(position);
      else work.position = position;
    }
    const sub = group && subEntryOf(group, entry);
    if (group && sub) {
      // Whatever the block's own line gave (employer, title) holds for each of its sub-entries;
      // what that line's sub-entry gave in its place is printed text about this one.
      const own = [work.name, work.position].filter((v): v is string => !!v);
      if (group.name) work.name = group.name;
      if (group.position) work.position = group.position;
      extra.unshift(...own.filter((v) => v !== work.name && v !== work.position));
    }
    group = sub ? group : groupOf(entry, work);
    if (guessed && work.name) uncertain.add(`${path}/name`, 'employer_guessed');
    if (guessed && work.position) uncertain.add(`${path}/position`, 'position_guessed');
    Object.assign(work, datesOf(header));
    if (url) work.url = /^https?:\/\//.test(url) ? url : `https://${url}`;
    if (header.location) work.location = header.location;
    const prose = [...extra, ...bodyText(entry, 'prose')];
    // "Agent polyvalent" over "à Mairie de Desvres": the employer introduced on the line below.
    const introduced = !work.name && work.position ? EMPLOYER_INTRO.exec(prose[0] ?? '') : null;
    if (introduced) {
      work.name = introduced[1]!.replace(/[.,;]$/, '');
      prose.shift();
    }
    const summary = prose.join(' ').trim();
    if (summary) work.summary = summary;
    if (entry.header.length === 0 && previous) {
      previous.highlights.push(...work.highlights);
      if (summary) previous.summary = [previous.summary, summary].filter(Boolean).join(' ');
      continue;
    }
    // A date alone (a year printed in a page corner, a date column read apart) is no job.
    if (!work.name && !work.position && !summary && work.highlights.length === 0) continue;
    // Dates on two header lines: which is the job's is a guess.
    if (entry.header.filter((l) => findDates(l.text)).length > 1)
      uncertain.add(`${path}/startDate`, 'two_dates');
    if (!header.dates && datedSection) uncertain.add(`${path}/startDate`, 'date_unreadable');
    if (entry.header.length === 0 || (!work.name && !work.position))
      uncertain.add(path, 'entry_boundary_guessed');
    const job = removeUndefined(work);
    recordLayout(job, entry, extra.length);
    out.push(job);
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
