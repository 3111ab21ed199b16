/**
 * Field reader "work": a work (or volunteer) section's lines into jobs.
 * Takes the section's Line[]; splits them into entries (entries.ts) and reads each header into
 * employer, title, dates and place, bullets into highlights and prose into a summary. Which
 * phrase is the employer and which the title is decided by their words (titleMargin), else by
 * line order (reported as uncertain).
 */
import type { ResumeData } from '../schema/resume.ts';
import { datesOf, findDates } from '../text/dates.ts';
import { splitEntries, type Entry } from './entries.ts';
import { bothOnTop, titleOverRoles } from './entries-title-over.ts';
import { isTitleLike, splitHeader, titleMargin } from './fields.ts';
import type { Line } from './lines.ts';
import { readLabelledColumns } from './labelled.ts';
import { recordLayout } from './job-layout.ts';
import { printedHeader } from './printed-header.ts';
import { UncertainList } from './uncertain.ts';
import { removeUndefined } from './util.ts';
import { readCellOrder, readHeader, titleComesFirst, townLineOf, type ReadHeader } from './work-header.ts';
import { EMPLOYER_INTRO, isFragment, namesUnit, readsAsSentence, splitDescribedName } from './work-roles.ts';
import { isSelfEmployed } from './work-status.ts';

export { splitSlashPair } from './work-roles.ts';

function bodyText(entry: Entry, kind: 'bullet' | 'prose'): string[] {
  return entry.body.filter((b) => b.kind === kind).map((b) => b.text);
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
  const first = entries.map((entry) => readHeader(entry, slashLayout));
  // A town the other jobs set at one place of their header is read there in every job.
  const townLine = townLineOf(entries, first);
  const read =
    townLine === undefined ? first : entries.map((entry) => readHeader(entry, slashLayout, townLine));
  readCellOrder(entries, read);
  const titleFirst = titleComesFirst(read);
  // "Boston Latin School" over "Mathematics Teacher  2018 – Present": where the words told an
  // employer on the line above the dates, that line is no title.
  const employerOnTop = entries.some((entry, k) => {
    const { name, position, guessed } = read[k]!.roles;
    const top = entry.header[0]?.text ?? '';
    return entry.titleOver && !guessed && !!name && top.includes(name) && !top.includes(position ?? '\u0000');
  });
  let group: Group | undefined;
  // The job above took its employer from the one above it: a second role at that employer.
  let roleAbove = false;
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
    // "OPERATEUR INDUSTRIEL" over "PAPETERIE DU LAC | 2014": the section's layout says which is
    // which, where the words could not, or took both from the title line.
    const byLayout =
      !employerOnTop && (guessed || bothOnTop(entry, name, position))
        ? titleOverRoles(entry, header.parts, header.location)
        : undefined;
    if (byLayout) {
      ({ name, position } = byLayout);
      rest.splice(
        0,
        rest.length,
        ...rest.filter((p) => p !== byLayout.name && !byLayout.position.includes(p)),
      );
    }
    const previous = out.at(-1);
    // "Inventory Planning  2017 – 2020" under "Northwind" over "Store Manager  2020 – 2023": a
    // shorter header with one phrase of words and none of an organisation, under a job that named both
    // its employer and its title, is a second role at that employer.
    const ownRole =
      guessed &&
      name &&
      !position &&
      rest.length === 0 &&
      previous?.name &&
      previous.position &&
      // A third role is printed like the second, which took its employer from the job above.
      (entry.header.length < (entries[e - 1]?.header.length ?? 0) ||
        (roleAbove && entry.header.length === entries[e - 1]?.header.length)) &&
      titleMargin(name) >= 0 &&
      // An employer is often shouted ("ACME", "GLOBEX RAIL"); a title is written in words.
      /\p{Ll}/u.test(name) &&
      name.split(/\s+/).length >= 2;
    if (ownRole) [name, position] = [undefined, name];
    // "Staff Nurse, Surgical Unit" under "Lakeshore Hospital" over "Charge Nurse, Surgical Unit":
    // a header as short, whose only organisation is the unit the job above named, is another role
    // in that unit of the employer above.
    const phrase = name;
    const unit =
      !guessed &&
      phrase &&
      position &&
      namesUnit(phrase) &&
      previous?.name &&
      previous.name !== phrase &&
      entry.header.length <= (entries[e - 1]?.header.length ?? 0) &&
      entry.header.filter((l) => l.text.trim() !== header.location).length <= 2 &&
      !!entries[e - 1]?.header.some((l) => l.text.includes(phrase))
        ? phrase
        : undefined;
    if (unit) name = undefined;
    const before = described.above.map((l) => l.text).join(' ');
    if (before && previous) previous.summary = [previous.summary, before].filter(Boolean).join(' ');
    const path = `${base}/${offset + out.length}`;
    const work: ResumeData['work'][number] = { highlights: bodyText(entry, 'bullet') };
    const extra = [
      ...(unit ? [unit] : []),
      ...(previous ? [] : described.above.map((l) => l.text)),
      ...rest,
      ...described.below.map((l) => l.text),
    ];
    const tags = entry.header.flatMap((l) => l.tags ?? []);
    if (tags.length) extra.push(tags.join(' · '));
    // A second role under the same employer repeats only the title and dates (and its town on a
    // line of its own: "Analyst" over "2019 – 2021" over "Leeds, UK").
    // A long line that only reads as a title ("Consultant: survey of the district. Project X")
    // says more than a title: the employer is somewhere in it, not the job above.
    // A freelance's title ("Independent Content Creator") names no employer, the one above neither.
    const sameEmployer =
      !name &&
      !!position &&
      !!previous?.name &&
      entry.header.filter((l) => l.text.trim() !== header.location).length <= 2 &&
      position.split(/\s+/).length <= 8 &&
      !isSelfEmployed(position);
    if (sameEmployer) work.name = previous?.name;
    // "Trained students in the field, with two local associations": a sentence names no employer.
    else if (
      name &&
      !roles.labelled &&
      (isFragment(name) || (readsAsSentence(name) && !splitDescribedName(name)))
    ) {
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
    const printed = printedHeader(entry);
    if (printed) job['x-header'] = printed;
    recordLayout(job, entry, extra.length);
    out.push(job);
    roleAbove = sameEmployer;
  }
  return out;
}

export function parseVolunteer(
  lines: Line[],
  uncertain?: UncertainList,
  offset = 0,
): ResumeData['volunteer'] {
  // The printed header serves the tailored CV's jobs only.
  return parseWork(lines, uncertain, '/volunteer', offset).map(({ name, 'x-header': _header, ...rest }) =>
    removeUndefined({ organization: name, ...rest }),
  );
}
