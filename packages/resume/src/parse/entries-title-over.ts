/**
 * Jobs printed title first, over a line that names the employer beside the dates ("TECHNICIEN DE
 * MAINTENANCE" over "ATELIERS MARTIN | 2016 – 2017"), with the job's text below as plain lines, as
 * Canva, Google Docs and Word text boxes print them (stage "entries"). With no bullet marks, the
 * lines between two jobs do not say where one job's text ends: the dated line does. Its header is
 * the title right above it (with the lines a title wraps on), and what comes before that is the
 * text of the job above. An undated block under such a job is its text too: every header of the
 * layout holds its dates.
 */
import { addBody, hasDate, joinWrapped, type Entry } from './entry.ts';
import { namesBesideDates } from './entry-line-tests.ts';
import type { Line } from './lines.ts';
import { words } from './util.ts';

/** The header ends on its only dated line, which names someone beside the dates. */
function closedByNamedDates(entry: Entry): boolean {
  const last = entry.header.at(-1);
  return (
    entry.hasDate &&
    entry.header.length >= 2 &&
    !!last &&
    namesBesideDates(last.text) &&
    entry.header.slice(0, -1).every((l) => !hasDate(l.text))
  );
}

/**
 * Every dated job closes its header on a named dated line, and two at least print only a title
 * line above it: the section's layout is title over employer and dates.
 */
export function isTitleOverLayout(entries: Entry[]): boolean {
  const dated = entries.filter((e) => e.hasDate);
  const pair = (e: Entry | undefined) => !!e && closedByNamedDates(e) && e.header.length === 2;
  // The section's first job has no text above it to take: its header shows the layout alone.
  const shown = dated.filter(pair).length >= 2 || pair(entries[0]);
  return shown && dated.length >= 2 && dated.every(closedByNamedDates);
}

/**
 * A header is cut at four lines (splitEntries): three duty lines and a title make one undated
 * block, and the dated line under it a header of its own. The block's last line is that header's title.
 */
function rejoinCutTitles(entries: Entry[]): Entry[] {
  return entries.map((entry, i) => {
    const block = entries[i - 1];
    const [only] = entry.header;
    if (
      entry.header.length !== 1 ||
      !only ||
      !namesBesideDates(only.text) ||
      !block ||
      block.hasDate ||
      block.body.length > 0 ||
      block.header.length < 2
    )
      return entry;
    const title = block.header.pop()!;
    return { ...entry, header: [title, only] };
  });
}

/** "PREPARATEUR - CARISTE - responsable" over "magasin pièces": a title wrapped on a lower-case line. */
function titleStart(header: Line[]): number {
  let start = header.length - 2;
  while (start > 0 && /^\p{Ll}/u.test(header[start]!.text.trim()) && words(header[start - 1]!.text) <= 8)
    start--;
  return start;
}

/** The lines of an undated block as items: each line that opens in a capital opens one. */
function itemsOf(lines: Line[]): Entry['body'] {
  const items: Entry['body'] = [];
  for (const { text } of lines) {
    const last = items.at(-1);
    if (last && /^\p{Ll}/u.test(text.trim())) last.text = joinWrapped(last.text, text);
    else items.push({ kind: 'bullet', text, long: text.length >= 55 });
  }
  return items;
}

/**
 * The text lines a header took from the job above it, given back to that job; a title wrapped
 * on two lines made one line again. `glued` counts the lines given back.
 */
export function trimTitleOverHeaders(entries: Entry[]): Entry[] {
  const cut = rejoinCutTitles(entries);
  if (!isTitleOverLayout(cut)) return entries;
  const out: Entry[] = [];
  for (const entry of cut) {
    const above = out.at(-1);
    if (entry.ordered || (!above?.hasDate && !(entry === cut[0] && entry.hasDate))) {
      out.push(entry);
      continue;
    }
    if (!entry.hasDate && above) {
      // An undated block under a job with no text of its own is that text: every header of
      // this layout holds its dates.
      if (above.body.length > 0 || entry.body.length > 0) out.push(entry);
      else above.body.push(...itemsOf(entry.header));
      continue;
    }
    const start = titleStart(entry.header);
    // Lines over the section's first title have no job above: they are this job's text, first.
    const taken: Entry = above ?? { header: [], body: [], hasDate: false };
    for (const line of entry.header.slice(0, start)) addBody(taken, { ...line, bullet: false });
    if (!above) entry.body.unshift(...taken.body);
    const title = entry.header.slice(start, -1);
    const joined = { ...title[0]!, text: title.map((l) => l.text).reduce(joinWrapped) };
    out.push({
      ...entry,
      header: [joined, entry.header.at(-1)!],
      // The first job read as its header was printed, unless it had lines to give.
      titleOver: !!above || start > 0,
      ...(start ? { glued: start } : {}),
    });
  }
  return out;
}

/**
 * The employer and title of a job of this layout, by their lines: the title is the line above,
 * the employer the one name beside the dates. Undefined when the dated line holds more names.
 */
export function titleOverRoles(
  entry: Entry,
  parts: string[],
  location?: string,
): { name: string; position: string } | undefined {
  const [top, dated] = entry.header;
  // "Aide maternelle, Ecole Bel Air" over "Outreau 2020": a line of several names wrapped.
  if (!entry.titleOver || !top || !dated || /[\t,;]/u.test(top.text)) return undefined;
  const named = parts.filter((p) => p !== location && dated.text.includes(p) && !top.text.includes(p));
  if (named.length !== 1) return undefined;
  return { name: named[0]!, position: top.text.trim() };
}

/** Both the employer and the title were read from the line above the dates. */
export const bothOnTop = (entry: Entry, name?: string, position?: string): boolean =>
  !!entry.titleOver &&
  !!name &&
  !!position &&
  !!entry.header[0]?.text.includes(name) &&
  entry.header[0].text.includes(position);
