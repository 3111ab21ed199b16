/**
 * Stage "entries": a section's lines grouped into entries (header lines with the names, titles
 * and dates, then bullets or prose). Layout decides, not words: a line that starts with a date
 * opens an entry in date-first layouts (moderncv, many French and academic CVs); elsewhere a new
 * entry needs a date on its first lines, and lines with no date near them stay in the entry above.
 */
import { findDates, looksLikeDate } from './dates.ts';
import { isPlaceLike, isTitleLike, kindOf, parseLocation, splitHeader } from './fields.ts';
import { bodySizeOf, type Line } from './lines.ts';

export interface BodyItem {
  kind: 'bullet' | 'prose';
  text: string;
  long: boolean;
}

export interface Entry {
  header: Line[];
  body: BodyItem[];
  hasDate: boolean;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const hasDate = (text: string) => findDates(text) !== undefined;

/** The line opens with its dates and goes on ("2019–2022  Doctorant, Université de Montpellier"). */
export function startsWithDate(text: string): boolean {
  const found = findDates(text);
  if (!found || text.slice(0, found.index).trim() !== '') return false;
  // "08/2019 – Present | Austin, TX" is a date line with its place, not a date-first entry.
  return splitHeader([text.slice(found.index + found.length)]).parts.some((p) => /\p{L}{2}/u.test(p));
}

/** Joins a line wrapped from the previous one; a word split at the line end is joined only into a word. */
export function joinWrapped(previous: string, next: string): string {
  if (/\p{L}-$/u.test(previous) && /^\p{Ll}/u.test(next)) return previous.slice(0, -1) + next;
  return `${previous} ${next}`;
}

function isProseLine(line: Line): boolean {
  const text = line.text;
  return (
    !line.bullet &&
    !line.bold &&
    !text.includes('\t') &&
    ((text.length > 95 && words(text) >= 12 && !hasDate(text)) || (words(text) >= 10 && /[.!?]$/.test(text)))
  );
}

/** Adds a body line: a bullet opens an item, other text continues the item above unless it ended a sentence. */
function addBody(entry: Entry, line: Line): void {
  const last = entry.body.at(-1);
  const continues =
    !line.bullet &&
    !line.text.includes('\t') &&
    last !== undefined &&
    (line.continuation || /^\p{Ll}/u.test(line.text) || !/[.!?:]$/.test(last.text));
  if (continues && last) {
    last.text = joinWrapped(last.text, line.text);
    last.long = line.text.length >= 55;
    return;
  }
  entry.body.push({ kind: line.bullet ? 'bullet' : 'prose', text: line.text, long: line.text.length >= 55 });
}

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
    (p) => kindOf(p) === 'org' || kindOf(p) === 'school' || /\s(?:at|chez|@)\s/u.test(p),
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

/** Date-first layouts: each line that starts with dates opens an entry; what follows is its body. */
function splitDateFirst(lines: Line[]): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | undefined;
  let headerOpen = false;
  let pending: Line[] = [];
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
      pending = [];
      headerOpen = splitHeader([line.text]).parts.length < 2;
      continue;
    }
    // "2021 – 2023  Postdoc, Department of X" then "University of Y, Denmark.": the line naming
    // the organisation under the date line belongs to the entry's header.
    const orgBelow =
      current &&
      current.header.length === 1 &&
      current.body.length === 0 &&
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

/**
 * A line set in a smaller font than the entry's first line, with no date ("Node.js  React  SQL"
 * under a job, "Technologies: Git, React" after its bullets): it describes the entry above rather
 * than opening one.
 */
function smallNoteTest(lines: Line[]): (line: Line, entry: Entry, next?: Line) => boolean {
  const bodySize = bodySizeOf(lines);
  return (line, entry, next) => {
    const headerSize = entry.header[0]?.size;
    // "Engineer" over "2018 – 2020" in the same type: the title of the company's next role.
    const titlesNext = next !== undefined && hasDate(next.text) && (next.size ?? 0) <= (line.size ?? 0) + 0.1;
    return (
      !titlesNext &&
      bodySize !== undefined &&
      headerSize !== undefined &&
      line.size !== undefined &&
      line.size < headerSize * 0.92 &&
      // Right under the header, smaller than the section's text too (a school's name can be set
      // small under its degree); after the entry's text, smaller than the header is enough.
      (entry.body.length > 0 || line.size < bodySize * 0.9) &&
      !line.bullet &&
      !hasDate(line.text)
    );
  };
}

/**
 * "Research visit at the institute in Kigali." in regular type under a bold dated header line: a
 * sentence that describes the entry, not a name or a title of its header.
 */
function sentenceUnderBoldHeader(line: Line, entry: Entry): boolean {
  const text = line.text;
  return (
    entry.body.length === 0 &&
    entry.header.length > 0 &&
    entry.header.every((l) => l.bold) &&
    !line.bold &&
    !text.includes('\t') &&
    !hasDate(text) &&
    // "Senior Software Engineer, Cloud Platform." is a title even with its full stop.
    ((words(text) >= 4 && /\p{L}[.!?]$/u.test(text) && !isTitleLike(text)) || words(text) >= 9)
  );
}

/**
 * Bullets drawn without a mark: the entry's own lines sit at one left edge, its description a few
 * points to the right of it. When most of the indented lines read as sentences, each indented line
 * that opens with a capital starts an item and the others continue it.
 */
export function markIndentedItems(lines: Line[]): Line[] {
  if (lines.some((l) => l.bullet)) return lines;
  const xs = lines.map((l) => l.x).filter((x): x is number => x !== undefined);
  if (xs.length < 6) return lines;
  const edge = Math.min(...xs);
  const indented = (l: Line) => l.x !== undefined && l.x > edge + 4 && l.x <= edge + 30;
  const inner = lines.filter(indented);
  const outer = lines.filter((l) => l.x !== undefined && !indented(l) && l.x <= edge + 4);
  if (inner.length < 3 || outer.length < 2) return lines;
  const sentences = inner.filter((l) => words(l.text) >= 5).length;
  // "Acme | Founder & Editor | Remote | 2022-2025": separators and dates are no words of a sentence.
  const wordsOf = (text: string) => text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length;
  if (sentences < inner.length * 0.5 || outer.filter((l) => wordsOf(l.text) >= 9).length > outer.length * 0.3)
    return lines;
  return lines.map((l) => {
    if (!indented(l) || l.text.includes('\t')) return l;
    return /^\p{Lu}/u.test(l.text) ? { ...l, bullet: true } : { ...l, continuation: true };
  });
}

/**
 * "• Harbor Foods  Austin, TX" over "Shift Supervisor  Jan 2019 – Mar 2021" and its "- ..." items:
 * a list whose outer items are the entries. An outer bullet (bold where the items are not, or set
 * left of the items) with a date on it or on the line below opens an entry: it is no bullet.
 */
export function unmarkBulletHeaders(lines: Line[]): Line[] {
  const bullets = lines.filter((l) => l.bullet);
  if (bullets.length < 3) return lines;
  const xs = bullets.map((l) => l.x).filter((x): x is number => x !== undefined);
  const edge = xs.length ? Math.min(...xs) : undefined;
  const inner = bullets.filter((l) => edge !== undefined && l.x !== undefined && l.x > edge + 4);
  const boldShare = bullets.filter((l) => l.bold).length / bullets.length;
  const headers = new Set<Line>();
  lines.forEach((line, i) => {
    if (!line.bullet || words(line.text) > 12) return;
    const next = lines[i + 1];
    const dated = hasDate(line.text) || (next !== undefined && !isProseLine(next) && hasDate(next.text));
    const outer = inner.length >= 2 && edge !== undefined && line.x !== undefined && line.x <= edge + 4;
    const standsOut = (line.bold && boldShare < 0.5) || outer;
    if (dated && standsOut) headers.add(line);
  });
  if (headers.size < 2) return lines;
  return lines.map((l) => (headers.has(l) ? { ...l, bullet: false } : l));
}

/**
 * "ACME CORP" over "2019 – 2022" over "Sales Assistant", then the next job's "Globex 2017": a line
 * with no date under an employer and a line holding only dates ends that header when the line
 * after it opens another entry with its own named dates, a bullet or prose (else, with dates
 * alone below it, it is the next job's name). With the dates on top ("2017-2019" over "Acme" over
 * "Clerk"), the next entry opening with its dates alone ends it too.
 */
export function titleUnderDates(entry: Entry, line: Line, next: Line | undefined): boolean {
  const [first, second] = entry.header;
  if (entry.header.length !== 2 || !first || !second) return false;
  const datesOnTop = looksLikeDate(first.text) && !hasDate(second.text);
  if (!datesOnTop && (hasDate(first.text) || !looksLikeDate(second.text))) return false;
  if (hasDate(line.text) || line.text.includes('\t') || words(line.text) > 8) return false;
  return (
    next === undefined ||
    next.bullet ||
    isProseLine(next) ||
    namesBesideDates(next.text) ||
    (datesOnTop && looksLikeDate(next.text))
  );
}

/** A line with dates and a name beside them ("INE 2021"), not dates alone. */
function namesBesideDates(text: string): boolean {
  const found = findDates(text);
  return !!found && /\p{L}{2}/u.test(text.slice(0, found.index) + text.slice(found.index + found.length));
}

/**
 * "• Research Assistant at Acme (Jun 2018 – Jun 2020). Ran the weekly tests …": a list of jobs,
 * one item each, in a section with no dated line outside the list. Each dated item opens an
 * entry: its words up to the end of the sentence holding the dates are the header, the rest
 * (with the lines it wraps onto) an item of its body.
 */
export function datedItemsAsEntries(lines: Line[]): Line[] {
  // Each item with the lines it wraps onto: no mark, set right of the item's mark or opening in
  // lower case or a bracket.
  const joined: Line[] = [];
  for (const line of lines) {
    const item = joined.at(-1);
    const wraps =
      item?.bullet === true &&
      !line.bullet &&
      !line.text.includes('\t') &&
      ((line.x !== undefined && item.x !== undefined && line.x > item.x + 2) ||
        /^[\p{Ll}(]/u.test(line.text));
    if (wraps && item) joined[joined.length - 1] = { ...item, text: joinWrapped(item.text, line.text) };
    else joined.push(line);
  }
  const items = joined.filter((l) => l.bullet);
  const dated = items.filter((l) => hasDate(l.text));
  // A list alone: jobs with their own header lines keep their dated items as items.
  if (joined.some((l) => !l.bullet) || dated.length < 2 || dated.length < items.length * 0.6) return lines;
  return joined.flatMap((line) => {
    if (!line.bullet || !hasDate(line.text)) return [line];
    const text = line.text;
    const found = findDates(text)!;
    let end = found.index + found.length;
    if (text[end] === ')') end++;
    const after = text.slice(end);
    const stop = /[.!?](?=\s+\p{Lu})/u.exec(after);
    const cut = end + (stop && words(after.slice(0, stop.index)) <= 12 ? stop.index : 0);
    const head = text.slice(0, cut).trim();
    const rest = text.slice(cut).replace(/^[\s.,;:–-]+/u, '');
    const entry = { ...line, text: head, bullet: false };
    return rest ? [entry, { ...line, text: rest, bullet: true, x: undefined }] : [entry];
  });
}

/**
 * Groups a section's lines into entries: header lines (names, titles, dates) then bullets or prose.
 * `jobs`: the lines are jobs, whose headers may set the title under the dates (titleUnderDates).
 */
export function splitEntries(source: Line[], jobs = false): Entry[] {
  const lines = markIndentedItems(unmarkBulletHeaders(jobs ? datedItemsAsEntries(source) : source));
  const datedLines = lines.filter((l) => !l.bullet && hasDate(l.text));
  // "Logidis Nord" over "Janvier 2021 – Aujourd’hui<tab>Lesquin": dates and a town set right of
  // the header lines above them close that header; they do not make a date-first layout.
  const closesHeader = (l: Line): boolean => {
    const before = lines[lines.indexOf(l) - 1];
    const found = findDates(l.text);
    const rest = found ? splitHeader([l.text.slice(found.index + found.length)]).parts : [];
    return (
      rest.length === 1 &&
      isPlaceLike(rest[0]!.trim()) &&
      before !== undefined &&
      before.x !== undefined &&
      l.x !== undefined &&
      l.x > before.x + 4 &&
      !before.bullet &&
      !hasDate(before.text) &&
      words(before.text) <= 8 &&
      !isProseLine(before)
    );
  };
  const dateFirst = datedLines.filter((l) => startsWithDate(l.text) && !closesHeader(l));
  if (dateFirst.length >= 2 && dateFirst.length >= datedLines.length * 0.6) return splitDateFirst(lines);
  // A section of one entry that opens with its dates ("2023 – 2025  Assistant Professor, …").
  if (datedLines.length === 1 && dateFirst[0] === lines[0]) return splitDateFirst(lines);
  // One-line entries set as a list ("* 2017-2019, Post-doc, Max Planck Institute"): every item opens with its dates.
  const items = lines.filter((l) => l.bullet);
  if (
    datedLines.length === 0 &&
    items.length >= 2 &&
    items.filter((l) => startsWithDate(l.text)).length >= items.length * 0.6
  ) {
    return splitDateFirst(
      lines.map((l) => (l.bullet && startsWithDate(l.text) ? { ...l, bullet: false } : l)),
    );
  }
  const datedSection = datedLines.length >= 2;
  /** A date on this line or the next header-like lines, before any bullet. */
  const dateSoon = (i: number): boolean => {
    for (let j = i; j < Math.min(lines.length, i + 3); j++) {
      const l = lines[j] as Line;
      if (j > i && (l.bullet || isProseLine(l))) return false;
      if (hasDate(l.text)) return true;
    }
    return false;
  };
  const smallNote = smallNoteTest(lines);
  const entries: Entry[] = [];
  let current: Entry | undefined;
  let lastBodyLine: Line | undefined;
  let bulletX: number | undefined;
  // Set right of the bullet's mark, a line continues its item; a bold line or a row of cells
  // there is the next entry's header, set a little off by the page.
  const hanging = (line: Line, item: BodyItem): boolean =>
    line.x !== undefined &&
    bulletX !== undefined &&
    item.kind === 'bullet' &&
    line.x > bulletX + 2 &&
    !line.bold &&
    !line.text.includes('\t');
  lines.forEach((line, i) => {
    const text = line.text;
    const lastItem = current?.body.at(-1);
    const next = lines[i + 1];
    const previousWasBody = lastBodyLine !== undefined && lines[i - 1] === lastBodyLine;
    const isContinuation =
      !line.bullet &&
      lastItem !== undefined &&
      previousWasBody &&
      (line.continuation ||
        // A hanging indent or a lower-case start continues the item, even with a year inside it.
        (!line.authored && !startsWithDate(text) && (hanging(line, lastItem) || /^\p{Ll}/u.test(text))) ||
        (!line.authored &&
          !hasDate(text) &&
          (hanging(line, lastItem) ||
            /^\p{Ll}/u.test(text) ||
            (lastItem.long &&
              !/[.!?]$/.test(lastItem.text) &&
              line.x === undefined &&
              !(next && !next.bullet && hasDate(next.text))) ||
            (lastItem.kind === 'prose' && lastItem.long && !/[.!?:]$/.test(lastItem.text)))));
    if (isContinuation && current && lastItem) {
      lastItem.text = joinWrapped(lastItem.text, text);
      lastItem.long = text.length >= 55;
      lastBodyLine = line;
      return;
    }
    // In a section whose entries carry dates, a line with no date near it after an entry's body
    // is more of that body, not a new entry.
    const undatedAfterBody =
      current !== undefined &&
      (current.body.length > 0 ||
        (current.hasDate &&
          current.header.length >= 2 &&
          // A sentence ("Did more things.") under a full header describes it.
          (words(text) >= 6 || (words(text) >= 3 && /\p{Ll}[.!?]$/u.test(text))))) &&
      (datedSection || (current.hasDate && /\p{Ll}[.!?]$/u.test(text))) &&
      !line.bullet &&
      !dateSoon(i);
    if (
      line.bullet ||
      isProseLine(line) ||
      undatedAfterBody ||
      (current?.hasDate && (smallNote(line, current, next) || sentenceUnderBoldHeader(line, current)))
    ) {
      current ??= { header: [], body: [], hasDate: false };
      if (!entries.includes(current)) entries.push(current);
      current.body.push({ kind: line.bullet ? 'bullet' : 'prose', text, long: text.length >= 55 });
      if (line.bullet) bulletX = line.x;
      lastBodyLine = line;
      return;
    }
    const dated = hasDate(text);
    // "Springfield, IL" under the dates of a full header: the job's place, not a new entry.
    const placeBelow =
      current !== undefined &&
      current.hasDate &&
      current.body.length === 0 &&
      current.header.at(-1) === lines[i - 1] &&
      !dated &&
      parseLocation(text) !== undefined;
    if (placeBelow && current) {
      current.header.push(line);
      return;
    }
    if (
      !current ||
      current.body.length > 0 ||
      (current.hasDate &&
        (dated || (current.header.length >= 2 && !(jobs && titleUnderDates(current, line, next))))) ||
      current.header.length >= 4
    ) {
      current = { header: [], body: [], hasDate: false };
      entries.push(current);
    }
    current.header.push(line);
    if (dated) current.hasDate = true;
  });
  return entries;
}
