/**
 * A job's header lines read into parts: the sentences set around the dated line that describe the
 * job, tags and the employer's site beside the dates, a town, then employer and title.
 */
import { findDates } from '../text/dates.ts';
import type { Entry } from './entries.ts';
import { findUrl, isTitleLike, isTownCell, isTownLike, NAMES_EMPLOYER_AT, splitHeader } from './fields.ts';
import { takeLabelledRoles } from './labelled.ts';
import type { Line } from './lines.ts';
import { pickRoles, readsAsSentence, splitSlashPair } from './work-roles.ts';
import { isContract, isSchedule } from './work-status.ts';

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
export interface ReadHeader {
  header: ReturnType<typeof splitHeader>;
  /** `labelled`: a label named a field ("Empresa : acme"), which holds it as printed. */
  roles: ReturnType<typeof pickRoles> & { labelled?: boolean };
  /** Smaller sentences around the dated line: they describe a job and name nothing in its header. */
  described: { above: Line[]; below: Line[] };
  /** The employer's site, when a bare web address stands beside its name. */
  url?: string;
}
/**
 * `townLine`: the section prints a job's town last on this header line ("Acme<tab>Leeds" over
 * "ENGINEER<tab>2019 – 2021"), as its other jobs showed (townLineOf): the cell there is the town
 * though no list knows it.
 */
export function readHeader(entry: Entry, slashLayout: boolean, townLine?: number): ReadHeader {
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
  // An unlisted town written beside the dates is still the job's location; of two names that
  // could be towns ("Title – Acme Foods – Vernon"), the town is printed last. So is one set at
  // the end of a header line, apart ("Acme Foods<tab>Évry"), when the header names more.
  const lastCells = headerLines.flatMap((l) =>
    l.text.includes('\t') ? [l.text.split('\t').at(-1)!.trim()] : [],
  );
  if (entry.place && !header.location) header.location = entry.place;
  // "Intern at Datalytica Consultores  2019" over "Medellín": the name after "at" is the employer,
  // so the town is the name on a line of its own, though no list knows it.
  const texts = headerLines.map((l) => l.text.trim());
  const named = header.parts.find((p) =>
    texts.some((t) => t.includes(p) && NAMES_EMPLOYER_AT.test(t.slice(0, t.indexOf(p) + 1))),
  );
  placeTownAt(header, headerLines, townLine === undefined ? undefined : entry.header[townLine]);
  const town =
    header.location || header.parts.length <= 2
      ? undefined
      : (header.besideDates.findLast((p) => isTownLike(p) && p !== named) ??
        header.parts.find((p) => lastCells.includes(p) && isTownCell(p) && p !== named) ??
        (named ? header.parts.find((p) => p !== named && texts.includes(p) && isTownCell(p)) : undefined));
  if (town) {
    header.location = town;
    header.parts.splice(header.parts.indexOf(town), 1);
  }
  // "Cajero | Sábados 4 hrs. | Acme", "Agent de quai – CDD – Acme": a schedule or a contract
  // printed among the names is neither employer nor title; it says how the job was held.
  const held = header.parts.filter((p) => isSchedule(p) || isContract(p));
  if (held.length && header.parts.length - held.length >= 2)
    header.parts = header.parts.filter((p) => !held.includes(p));
  else held.length = 0;
  const labelled = takeLabelledRoles(header.parts);
  const roles = withLabelledRoles(
    pickRoles(
      slashLayout ? labelled.parts.flatMap(splitSlashPair) : labelled.parts,
      headerLines.map((l) => l.text),
    ),
    labelled,
  );
  roles.rest.push(...held);
  return { header, roles, described, url: urls[0] };
}

/** What a label named ("Empresa : Acme") holds its field; the phrase the words chose there moves on. */
function withLabelledRoles(
  roles: ReturnType<typeof pickRoles>,
  labelled: { name?: string; position?: string },
): ReturnType<typeof pickRoles> & { labelled?: boolean } {
  if (!labelled.name && !labelled.position) return roles;
  const picked = [roles.name, roles.position].filter((v): v is string => !!v);
  const name = labelled.name ?? picked.find((v) => v !== roles.position || !isTitleLike(v));
  const position =
    labelled.position ?? picked.find((v) => v !== name && (v === roles.position || isTitleLike(v)));
  const rest = [...picked.filter((v) => v !== name && v !== position), ...roles.rest];
  return {
    name,
    position,
    rest,
    // The label decided one field, and so the other: no order of the section overrides it.
    guessed: false,
    labelled: true,
  };
}

/** The jobs whose roles were told apart by their words print the title first (so a guess follows them). */
export function titleComesFirst(read: ReadHeader[]): boolean {
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

/**
 * The cell where the section sets its towns is this job's town; a phrase read as the town
 * elsewhere ("Guest Relations" beside the dates) is one of its names again, in printed order.
 */
function placeTownAt(header: ReadHeader['header'], lines: Line[], line: Line | undefined): void {
  const cell = lastCellOf(line);
  if (!cell || !line || !lines.includes(line) || !header.parts.includes(cell) || header.location === cell)
    return;
  const text = lines.map((l) => l.text).join('\t');
  const names = header.parts.filter((p) => p !== cell);
  if (header.location) names.push(header.location);
  header.parts = names.sort((a, b) => text.indexOf(a) - text.indexOf(b));
  header.location = cell;
}

/** The last of a line's cells, when it has several and no date: where a layout sets a town. */
function lastCellOf(line: Line | undefined): string | undefined {
  if (!line || !line.text.includes('\t') || findDates(line.text)) return undefined;
  return line.text.split('\t').at(-1)!.trim() || undefined;
}

/**
 * The header line whose last cell holds the town in most jobs of the section that named one, when
 * two jobs or more did and more than half of those.
 */
export function townLineOf(entries: Entry[], read: ReadHeader[]): number | undefined {
  const at: number[] = [];
  read.forEach(({ header }, e) => {
    if (header.location) at.push(entries[e]!.header.findIndex((l) => lastCellOf(l) === header.location));
  });
  const line = at[0];
  const same = at.filter((k) => k === line).length;
  return line !== undefined && line >= 0 && same >= 2 && same > at.length / 2 ? line : undefined;
}

/** "2019 – 2021<tab>Engineer, Acme, Lyon": the cells after a one-line header's dates, when three or more. */
function commaCells(entry: Entry): string[] | undefined {
  const [line] = entry.header;
  const found = line && entry.header.length === 1 ? findDates(line.text) : undefined;
  if (!line || !found) return undefined;
  const rest = line.text.slice(found.index + found.length).replace(/^[\s|:–-]+|\s+$/gu, '');
  if (rest.includes('\t')) return undefined;
  const cells = rest.split(/\s*,\s*/u).filter(Boolean);
  return cells.length >= 3 ? cells : undefined;
}

/**
 * "2019 – 2021  Engineer, Acme, Lyon" and the section's other one-line headers alike: where the
 * words told title from employer in two of them or more, and always at the same places, a header
 * whose words tell nothing ("Guest Relations, Sun Coast Hotels, Cascais") is read in that order,
 * with what follows both as its town.
 */
export function readCellOrder(entries: Entry[], read: ReadHeader[]): void {
  const orders = new Set<string>();
  let decided = 0;
  entries.forEach((entry, e) => {
    const cells = commaCells(entry);
    const { name, position, guessed } = read[e]!.roles;
    if (!cells || guessed || !name || !position) return;
    const [n, p] = [cells.indexOf(name), cells.indexOf(position)];
    if (n < 0 || p < 0) return;
    orders.add(`${n},${p}`);
    decided++;
  });
  if (decided < 2 || orders.size !== 1) return;
  const [n = 0, p = 0] = [...orders][0]!.split(',').map(Number);
  entries.forEach((entry, e) => {
    const cells = commaCells(entry);
    const { header, roles } = read[e]!;
    if (!cells || cells.length <= Math.max(n, p)) return;
    const after = cells.slice(Math.max(n, p) + 1).join(', ');
    if (!roles.guessed && roles.name && roles.position) {
      // What follows the employer and the title in their own cells is the town there too.
      const rest = roles.rest.filter((r) => !cells.slice(Math.max(n, p) + 1).includes(r));
      const same = cells.indexOf(roles.name) === n && cells.indexOf(roles.position) === p;
      if (same && after && isTownCell(after) && !header.location && rest.length < roles.rest.length) {
        header.location = after;
        roles.rest = rest;
      }
      return;
    }
    read[e]!.roles = {
      name: cells[n],
      position: cells[p],
      rest: cells.filter((_, i) => i !== n && i !== p && i < Math.max(n, p)),
      guessed: false,
    };
    if (after && !header.location) header.location = after;
  });
}
