/**
 * Entries of a date-first layout (moderncv, many French and academic CVs): each line that starts
 * with dates opens an entry, and a line standing out above a run of dated lines names what they share.
 */
import { findDates } from '../text/dates.ts';
import { addBody, hasDate, isProseLine, joinWrapped, startsWithDate, type Entry } from './entry.ts';
import { isTitleLike, kindOf, NAMES_EMPLOYER_AT, splitHeader } from './fields.ts';
import type { Line } from './lines.ts';
import { words } from './util.ts';

/**
 * "Teacher of English" in bold over "Sept 2021 - Aug 2022 : Lincoln High School" and more dated
 * lines set alike: a short line standing out (bold where the dated line is not, and bigger) right
 * above a date-first line names what the dated lines under it share (the post, or the employer),
 * for each of them that names no post (or no employer) of its own.
 */
function groupHead(line: Line, next: Line): boolean {
  const standsOut =
    line.bold &&
    !next.bold &&
    line.size !== undefined &&
    next.size !== undefined &&
    line.size >= next.size + 1.5;
  return (
    standsOut &&
    !line.bullet &&
    !next.bullet &&
    !hasDate(line.text) &&
    !line.text.includes('\t') &&
    words(line.text) <= 8 &&
    !/[.:;,]$/.test(line.text) &&
    !isProseLine(line) &&
    startsWithDate(next.text)
  );
}

/**
 * The group's line names what a later dated line lacks: a title over lines naming no title, an
 * employer over lines naming none ("Acme" over "2019 Engineer" and "2017 Analyst at Globex": only
 * the first is Acme's).
 */
function fillsIn(head: Line, line: Line): boolean {
  const found = findDates(line.text);
  const parts = found ? splitHeader([line.text.slice(found.index + found.length)]).parts : [];
  const titled = parts.some((p) => isTitleLike(p));
  const employed = parts.some(
    (p) => kindOf(p) === 'org' || kindOf(p) === 'school' || NAMES_EMPLOYER_AT.test(p),
  );
  return isTitleLike(head.text) ? !titled : !employed;
}

/** Two lines set the same way: same weight, size and left edge. */
function setAlike(a: Line, b: Line): boolean {
  return (
    a.bold === b.bold &&
    Math.abs((a.size ?? 0) - (b.size ?? 0)) < 0.3 &&
    (a.x === undefined || b.x === undefined || Math.abs(a.x - b.x) < 3)
  );
}
/** "2019 – 2021<tab>Engineer, Acme, Lyon": three names or more after the dates, set apart by commas. */
function namesAfterDates(line: Line): boolean {
  const found = findDates(line.text);
  return !!found && line.text.slice(found.index + found.length).split(',').length >= 3;
}

/** How many words open with a capital. */
const capitalised = (text: string) => text.match(/(?:^|\s)\p{Lu}/gu)?.length ?? 0;

export /** Date-first layouts: each line that starts with dates opens an entry; what follows is its body. */
function splitDateFirst(lines: Line[]): Entry[] {
  // Where the section prints a whole header on its dated line ("2019 – 2021  Engineer, Acme,
  // Lyon"), such a line is the whole header even when its names are not told apart: the short
  // line under it is the job's first item.
  const dated = lines.filter((l) => !l.bullet && startsWithDate(l.text));
  const named = dated.filter(namesAfterDates).length;
  const wholeLines = named >= 2 && named >= dated.length * 0.6;
  const entries: Entry[] = [];
  let current: Entry | undefined;
  let headerOpen = false;
  let pending: Line[] = [];
  // Lines above the section's first dates, put in that entry's text: not printed under its dates.
  let above = 0;
  let previous: Line | undefined;
  let group: { head: Line; first: Line } | undefined;
  for (const line of lines) {
    const before = previous;
    previous = line;
    if (!line.bullet && startsWithDate(line.text)) {
      // "Valt Inc.<tab>North Adams, MA" right above "April 2017 – July 2019<tab>Engineer": a line
      // with a right-aligned part just above the dates belongs to the new entry.
      const lead =
        before &&
        (!current || current.body.at(-1)?.text === before.text || pending.at(-1) === before) &&
        !before.bullet &&
        /^\p{L}/u.test(before.text) &&
        before.text.includes('\t') &&
        !startsWithDate(before.text) &&
        !isProseLine(before)
          ? before
          : undefined;
      // Not right under a dated line with no body yet: there it is that entry's own title.
      const lastItem = current?.body.at(-1);
      const own = lastItem?.text === before?.text || pending.at(-1) === before;
      if (!lead && before && own && (!current || current.body.length > 0) && groupHead(before, line))
        group = { head: before, first: line };
      else if (group && !setAlike(group.first, line)) group = undefined;
      const grouped = !lead && group && fillsIn(group.head, line) ? group.head : undefined;
      const head = lead ?? grouped;
      if (head && current?.body.at(-1)?.text === head.text) current.body.pop();
      if (head && pending.at(-1) === head) pending.pop();
      current = { header: head ? [head, line] : [line], body: [], hasDate: true };
      entries.push(current);
      for (const p of pending) addBody(current, p);
      above = current.body.length;
      pending = [];
      headerOpen = splitHeader([line.text]).parts.length < 2 && !(wholeLines && namesAfterDates(line));
      continue;
    }
    // "2021 – 2023  Postdoc, Department of X" then "University of Y, Denmark.": the line naming
    // the organisation under the date line belongs to the entry's header.
    const orgBelow =
      current &&
      current.header.length === 1 &&
      current.body.length === above &&
      // Where the dated line names the whole header, a name below it is printed as one, in
      // capitals ("University of Utah"); "Pruebas de laboratorio" is the job's first item.
      (!wholeLines || !namesAfterDates(current.header[0]!) || capitalised(line.text) >= 2) &&
      !line.bullet &&
      !hasDate(line.text) &&
      words(line.text) <= 8 &&
      kindOf(line.text.replace(/,.*$/, '')) !== undefined &&
      kindOf(line.text.replace(/,.*$/, '')) !== 'title';
    if (
      current &&
      (headerOpen || orgBelow) &&
      !line.bullet &&
      !isProseLine(line) &&
      current.header.length < 3 &&
      words(line.text) <= 8
    ) {
      current.header.push(line);
      headerOpen = splitHeader(current.header.map((l) => l.text)).parts.length < 2;
      continue;
    }
    // A header line that opened a bracket goes on with the next line ("CERDI (Centre de … en" / "Développement International)").
    const lastHeader = current?.header.at(-1);
    if (
      current &&
      current.body.length === 0 &&
      lastHeader &&
      !line.bullet &&
      (lastHeader.text.match(/\(/g)?.length ?? 0) > (lastHeader.text.match(/\)/g)?.length ?? 0)
    ) {
      current.header[current.header.length - 1] = {
        ...lastHeader,
        text: joinWrapped(lastHeader.text, line.text),
      };
      continue;
    }
    headerOpen = false;
    if (!current) pending.push(line);
    else addBody(current, line);
  }
  if (pending.length) {
    const orphan: Entry = { header: [], body: [], hasDate: false };
    for (const p of pending) addBody(orphan, p);
    entries.push(orphan);
  }
  return entries;
}
