/**
 * Tests of one line against the entry being built (stage "entries"): whether a line with no date
 * describes the entry above (a small note, a sentence under a bold header), names its title or
 * town under its dates, or only mentions a year inside a sentence.
 */
import { findDates, looksLikeDate, type FoundDates } from '../text/dates.ts';
import { hasDate, isPartLabel, isProseLine, type Entry } from './entry.ts';
import { isTitleLike, isTownCell } from './fields.ts';
import { bodySizeOf, type Line } from './lines.ts';
import { words } from './util.ts';

/**
 * A line set in a smaller font than the entry's first line, with no date ("Node.js  React  SQL"
 * under a job, "Technologies: Git, React" after its bullets): it describes the entry above rather
 * than opening one.
 */
export function smallNoteTest(lines: Line[]): (line: Line, entry: Entry, next?: Line) => boolean {
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
export function sentenceUnderBoldHeader(line: Line, entry: Entry): boolean {
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
    isPartLabel(next) ||
    isProseLine(next) ||
    namesBesideDates(next.text) ||
    (datesOnTop && looksLikeDate(next.text))
  );
}

/** The line opens the next page: what it continues was set on the page before. */
const turnsPage = (previous: Line, line: Line): boolean =>
  previous.page !== undefined && line.page !== undefined && line.page > previous.page;

/**
 * "Engineer" over "Acme" over "2019 – 2022" over "Lyon", then the job's items: a town alone on the
 * line under a header's dates, right before the text, is the job's place, not the next entry's
 * name. A header of the title and the dates alone ("Engineer" over "2019 – 2022") may name its
 * employer under them, so there the town is taken only once an entry above was set that way, or
 * when it opens the next page (a town of several words there is no employer's name either). Once
 * a town was set so, one of four words ("San Pedro Garza García") is taken too.
 */
export function townUnderDates(
  entry: Entry,
  line: Line,
  previous: Line | undefined,
  next: Line | undefined,
  seen: boolean,
): boolean {
  return (
    entry.hasDate &&
    entry.body.length === 0 &&
    entry.place === undefined &&
    previous !== undefined &&
    entry.header.at(-1) === previous &&
    looksLikeDate(previous.text) &&
    (entry.header.length >= 3 || ((seen || turnsPage(previous, line)) && entry.header.length === 2)) &&
    !line.bullet &&
    !line.bold &&
    !hasDate(line.text) &&
    isTownCell(line.text, seen) &&
    (next === undefined || next.bullet || isProseLine(next))
  );
}

/**
 * "Grew bookings 31% year over year in 2023 and ranked first": a year inside a sentence of the
 * entry's text, lower-case words on both sides of it; it dates no entry.
 */
export function dateInSentence(line: Line): boolean {
  const found = findDates(line.text);
  if (!found || line.bold || line.text.includes('\t')) return false;
  const before = line.text.slice(0, found.index);
  const after = line.text.slice(found.index + found.length);
  return words(before) >= 4 && /\p{Ll}\s*$/u.test(before) && /^\s*(?:[,;]|\p{Ll})/u.test(after);
}

/**
 * "Best thesis award of the class of" over "2021-2022. Sponsored by …": a sentence of the entry's
 * text wrapped just before a date, which a full stop or a comma follows; it dates no entry.
 */
export function dateWrappedInSentence(line: Line, above: string): boolean {
  const found = findDates(line.text);
  if (!found || found.index > 0 || line.bold || line.text.includes('\t')) return false;
  return /\p{Ll}$/u.test(above) && /^[.,;]\s+\S/u.test(line.text.slice(found.length));
}

/** A line with dates and a name beside them ("INE 2021"), not dates alone. */
export function namesBesideDates(text: string): boolean {
  const found = findDates(text);
  return !!found && /\p{L}{2}/u.test(text.slice(0, found.index) + text.slice(found.index + found.length));
}

/** A year alone, as a sentence mentions one ("in 2019"), not a job's range ("2019 – 2021"). */
const loneYear = (found: FoundDates) =>
  found.endDate === undefined && !found.present && /^\d{4}$/.test(found.printed.trim());

/** A lone year after lower-case words of a line that goes on in words, or ends with the year. */
function yearTold(line: Line): boolean {
  if (line.bold || line.text.includes('\t') || words(line.text) < 6) return false;
  const found = findDates(line.text);
  if (!found || !loneYear(found)) return false;
  const before = line.text.slice(0, found.index);
  const after = line.text.slice(found.index + found.length);
  return (
    words(before) >= 2 && /\p{Ll}\s*$/u.test(before) && (!/\p{L}/u.test(after) || /\p{Ll}{2}/u.test(after))
  );
}

/**
 * "Served as the unit's super-user during the 2023 upgrade", "Cared for patients during 2020":
 * in a section whose other dated lines print ranges, a lone year told by a sentence (yearTold)
 * is a date the duty mentions; it opens no entry.
 */
export function yearInSentenceTest(lines: Line[]): (line: Line) => boolean {
  const others = lines.flatMap((l) => {
    const found = l.bullet || yearTold(l) ? undefined : findDates(l.text);
    return found ? [found] : [];
  });
  const ranges = others.filter((f) => !loneYear(f)).length;
  const rangeSection = ranges >= 2 && ranges >= others.length * 0.6;
  return (line) => rangeSection && yearTold(line);
}

/**
 * "TECHNICIEN DE MAINTENANCE" over "ATELIERS MARTIN | 2016 – 2017": a short line that opens in
 * a capital, with no sentence ending, right above a line that names someone beside its dates,
 * printed at the line's edge, is that job's title line; it does not go on with the text above it.
 */
export function titleAboveDatedName(line: Line, next: Line | undefined): boolean {
  if (!next || next.bullet || line.bullet || !namesBesideDates(next.text)) return false;
  const found = findDates(next.text)!;
  const before = next.text.slice(0, found.index).trim();
  const after = next.text.slice(found.index + found.length).replace(/^[\s)\].,;]+/u, '');
  const text = line.text.trim();
  return (
    (before === '' || after === '' || after.startsWith('\t')) &&
    !dateInSentence(next) &&
    /^\p{Lu}/u.test(text) &&
    words(text) <= 8 &&
    !/[.,;:!?]$/u.test(text) &&
    !hasDate(text)
  );
}
