/**
 * A job's header lines read into parts: the sentences set around the dated line that describe the
 * job, tags and the employer's site beside the dates, a town, then employer and title.
 */
import { findDates } from '../text/dates.ts';
import type { Entry } from './entries.ts';
import { findUrl, isTownCell, isTownLike, NAMES_EMPLOYER_AT, splitHeader } from './fields.ts';
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
  roles: ReturnType<typeof pickRoles>;
  /** Smaller sentences around the dated line: they describe a job and name nothing in its header. */
  described: { above: Line[]; below: Line[] };
  /** The employer's site, when a bare web address stands beside its name. */
  url?: string;
}
export function readHeader(entry: Entry, slashLayout: boolean): ReadHeader {
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
  const roles = pickRoles(
    slashLayout ? header.parts.flatMap(splitSlashPair) : header.parts,
    headerLines.map((l) => l.text),
  );
  roles.rest.push(...held);
  return { header, roles, described, url: urls[0] };
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
