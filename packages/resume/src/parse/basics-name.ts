/**
 * The person's name: the biggest text of the first page that reads as a name, a name given after
 * its label or in an introduction ("Hello, my name is …"), else the first name-like header line;
 * without the document's title or credentials beside it.
 */
import { allLanguages, documentNamePattern } from '../lexicon/index.ts';
import { findDates } from '../text/dates.ts';
import { findEmail, findPhone, findUrl, isTitleLike } from './fields.ts';
import { matchHeading } from './headings.ts';
import { bodySizeOf, type Line } from './lines.ts';
import { foldOnce, words } from './util.ts';

export /** "Jane Doe, RN", "Jane Doe, MBA, PMP", "JANE DOE, SO2": credentials after a name. */
const CREDENTIALS = /(?:,\s*(?:\p{Lu}[\p{Lu}\d.-]{1,5}|Ph\.?D\.?|M\.?D\.?))+$/u;
export /** What some resumes print above the name. */
const DOCUMENT_TITLE = new RegExp(
  `^(?:(?:one|two|1|2)[- ]page |my |mon |mi )?(?:${documentNamePattern})$`,
  'u',
);
export /** A label before the name on its line ("Nombre: Luis …", "Name: …", "Nom et prénom : …"). */
const NAME_LABEL = new RegExp(
  String.raw`^(?:${allLanguages('nameLabels').join('|')})\s*:\s*(\p{L}.*)$`,
  'iu',
);
/** The name after its label: "Name: Jane Doe", or the label and the name in two cells of a table row. */
function labelledName(text: string): string | undefined {
  const cells = text.split('\t').map((c) => c.trim());
  // A Word table's label cell may go without its colon ("Full name<tab>Jane Doe").
  const labelCell = cells.length === 2 && NAME_LABEL.test(`${cells[0]!.replace(/:$/, '')}: x`);
  const labelled = NAME_LABEL.exec(
    (cells[0]!.endsWith(':') || labelCell) && cells[1]
      ? `${cells[0]!.replace(/:$/, '')}: ${cells[1]}`
      : cells[0]!,
  );
  return labelled?.[1]!.split(/\s{2,}/)[0]!.trim();
}
/**
 * The name line among the header lines (or the first lines), the name as printed on it, and the
 * name the reader gives; `guessed` when no text set big on the first page named it.
 */
export function findName(
  header: Line[],
  contact: Line[],
  all: Line[],
): { nameLine?: Line; printedName?: string; name?: string; guessed: boolean } {
  const bodySize = bodySizeOf(all);
  const nameLike = (l: Line) =>
    !DOCUMENT_TITLE.test(foldOnce(l.text)) &&
    // Letter-spaced: "C U R R I C U L U M".
    !DOCUMENT_TITLE.test(foldOnce(l.text).replace(/\s+/g, '')) &&
    !/[@\d/:]|www\./.test(l.text) &&
    words(l.text) >= 1 &&
    words(l.text) <= 5 &&
    /^\p{L}/u.test(l.text) &&
    !l.bullet &&
    !matchHeading(l.text);
  // A name given after its label may stand in the personal details section.
  const labelledInContact = contact.slice(0, 8).filter((l) => labelledName(l.text) !== undefined);
  const pool = [...(header.length ? header : all.slice(0, 6)).slice(0, 8), ...labelledInContact];
  // "John Smith<tab>john@x.com | 555...": the name may share its line with contact details.
  // "Jane Doe | jane@x.com | 555…" too: the first piece of a line that goes on with contact details.
  // "Jane Doe / jane@x.com", "Jane Doe (jane@x.com)", "Nombre: Jane Doe" too.
  const isContact = (p: string) => Boolean(findEmail(p) || findPhone(p) || findUrl(p));
  const candidates = pool
    .map((l) => {
      const labelled = labelledName(l.text);
      if (labelled) return { ...l, text: labelled, labelled: true };
      if (l.text.includes('\t')) return { ...l, text: l.text.split('\t')[0] ?? '' };
      const [first = '', ...rest] = l.text.split(/\s+[|•·/]\s+/u);
      if (rest.some(isContact)) return { ...l, text: first };
      // "Jane Doe, Springfield Campus, 28 Dec 2017": a name, then where and when the page was made.
      const [head = '', ...tail] = l.text.split(/\s*,\s*/);
      if (tail.length && tail.some((p) => findDates(p) || isContact(p)) && words(head) >= 2)
        return { ...l, text: head };
      const aside = /^(.*?\S)\s*\(([^)]*)\)$/u.exec(l.text);
      if (aside && isContact(aside[2]!)) return { ...l, text: aside[1]! };
      // "JANE P. DOE, SO2": a credential with a figure after the name is no part of it.
      const credited = l.text.replace(CREDENTIALS, '');
      return credited !== l.text && /\d/.test(l.text.slice(credited.length)) ? { ...l, text: credited } : l;
    })
    .filter(nameLike);
  let nameLine: Line | undefined;
  // The name is the biggest text of the first page, wherever a sidebar puts it.
  const firstPage = all.filter((l) => (l.page ?? 1) === (all[0]?.page ?? 1)).slice(0, 80);
  const display = firstPage.filter(
    (l) => !l.text.includes('\t') && nameLike(l) && bodySize !== undefined && (l.size ?? 0) >= bodySize * 1.4,
  );
  const largest = Math.max(0, ...firstPage.map((l) => l.size ?? 0));
  let top = display.find((l) => l.size === largest);
  // "MARKETING MANAGER" over "Jordan Vale", a greeting, a monogram ("JV"): the biggest text may
  // not be the name; then the biggest that reads as a person's name is.
  if (top && !readsAsName(top)) {
    const other = [...display].sort((a, b) => (b.size ?? 0) - (a.size ?? 0)).find(readsAsName);
    top = other ?? (GREETING.test(foldOnce(top.text)) ? undefined : top);
  }
  const firstCells = firstPage.map((l) => ({ ...l, text: l.text.split('\t')[0] ?? '' }));
  if (top) nameLine = withSecondLine(top, firstCells.slice(firstPage.indexOf(top) + 1), nameLike);
  const biggest = Math.max(...candidates.map((l) => l.size ?? 0));
  if (!nameLine && biggest > 0 && bodySize && biggest > bodySize) {
    const found = candidates.find((l) => l.size === biggest);
    const at = found ? firstCells.findIndex((l) => l.text === found.text && l.size === found.size) : -1;
    nameLine = found && at >= 0 ? withSecondLine(found, firstCells.slice(at + 1), nameLike) : found;
  }
  // A name given after its label is the name, whatever its size.
  nameLine = candidates.find((l) => 'labelled' in l) ?? nameLine;
  nameLine ??= candidates.find((l) => l.headingLevel === 0) ?? candidates[0];
  // "Jane Doe | CV": the document's title beside the name is not part of it.
  const printedName = nameLine?.text
    .split(/\s+[|•·–—]\s+/u)
    .filter((p) => !DOCUMENT_TITLE.test(foldOnce(p.trim())))
    .join(' | ')
    .replace(/\s*,$/, '')
    // "Jane Doe, RN", "Jane Doe, MBA, PMP": credentials after the name are not part of it.
    .replace(CREDENTIALS, '');
  const introduced = top ? undefined : introducedName(firstPage);
  const name = introduced ?? (printedName ? tidyName(printedName) : undefined);
  return { nameLine, printedName, name, guessed: !top };
}

/**
 * "Dang" / "Le", "JANE" / "DOE": a name set over two lines, the surname on the next line in the
 * same size, or (a first name alone above it) in another size as big, or past a small line set
 * between them ("Jane<tab>555 0100" / "12 Elm Street" / "Doe<tab>Springfield"). The lines given
 * are those that follow, each its first cell.
 */
function withSecondLine(top: Line, following: Line[], nameLike: (l: Line) => boolean): Line {
  const size = top.size ?? 0;
  const [next, after] = following;
  const fits = (l: Line | undefined, sameSize: boolean): l is Line =>
    !!l &&
    l.text !== top.text &&
    nameLike(l) &&
    !isTitleLike(l.text) &&
    words(top.text) + words(l.text) <= (sameSize ? 4 : 3) &&
    (sameSize ? l.size === top.size : words(top.text) === 1 && Math.abs((l.size ?? 0) - size) <= size * 0.3);
  const second =
    [next, after].find((l, i) => fits(l, true) && (i === 0 || (next?.size ?? 0) < size * 0.7)) ??
    (fits(next, false) ? next : undefined);
  return second ? { ...top, text: `${top.text} ${second.text}` } : top;
}

const INTRODUCTION =
  /(?:^|[^\p{L}])(?:[Mm]y name is|[Mm]i nombre es|[Mm]e llamo|[Jj]e m['’]appelle|(?:[Hh]i|[Hh]ello|[Hh]ey|[Hh]ola|[Bb]onjour)[,!]?\s+(?:I['’]m|I am|soy|je suis))\s+(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){1,3})/u;
/** A greeting set big at the top of the page ("Hello!", "Hi, I'm Jane"), folded. */
export const GREETING = new RegExp(String.raw`^(?:${allLanguages('greetings').join('|')})\b`, 'u');

/**
 * Reads as a person's name rather than a job title, a greeting or a monogram: two words or more
 * (or one long one, a name set over two lines), none of them a job's.
 */
function readsAsName(line: Line): boolean {
  const text = line.text.trim();
  return (
    !isTitleLike(text) &&
    !GREETING.test(foldOnce(text)) &&
    (words(text) >= 2 || text.replace(/[^\p{L}]/gu, '').length > 3) &&
    !/^(?:\p{Lu}\.?\s?){1,3}$/u.test(text)
  );
}

/** "And" in every language, lower case. */
const AND: ReadonlySet<string> = new Set(allLanguages('and'));

/**
 * "Hello, my name is Jane" / "Doe | About me": a name given in an introduction, which may wrap
 * onto the next line set in the same size.
 */
function introducedName(lines: Line[]): string | undefined {
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1];
    const text = next && next.size === line.size ? `${line.text} ${next.text}` : line.text;
    const found = INTRODUCTION.exec(text.replace(/\s*[|•·]\s*.*$/u, ''));
    if (!found?.[1]) continue;
    // Only the capitalised words that follow the verb are the name ("Jane Doe and I am...").
    const name = found[1].split(/\s+/).filter((w) => !AND.has(w.toLowerCase()));
    if (name.length >= 2) return name.join(' ');
  }
  return undefined;
}
/** "JANE DOE" -> "Jane Doe"; a name written in mixed case stays as written. */
function tidyName(name: string): string {
  if (/\p{Ll}/u.test(name)) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}
