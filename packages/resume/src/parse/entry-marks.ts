/**
 * Lists re-marked before a section is grouped into entries: bullets drawn without a mark, outer
 * bullets that are entries' headers, and list items that are whole jobs.
 */
import { findDates } from '../text/dates.ts';
import { hasDate, isProseLine, joinWrapped } from './entry.ts';
import type { Line } from './lines.ts';
import { words } from './util.ts';

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
  // Outer lines that go on a sentence (opening in lower case) are a description at the left edge,
  // and the indented lines the headers set in from it.
  const running = outer.filter((l) => /^\p{Ll}/u.test(l.text)).length;
  if (
    sentences < inner.length * 0.5 ||
    outer.filter((l) => wordsOf(l.text) >= 9).length > outer.length * 0.3 ||
    running > outer.length * 0.3
  )
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
 * "• Formation CIMA" over a paragraph set left of its mark ("Conducteur d'installation…, de 2019 à
 * 2020."): a template that marks each entry's title, not a list. A short bullet alone (no bullet
 * just above or below it) over a sentence or a date that starts left of its mark is the title of
 * what follows, when the section holds two or more.
 */
export function unmarkTitledParagraphs(lines: Line[]): Line[] {
  const titles = new Set<Line>();
  lines.forEach((line, i) => {
    const [previous, next] = [lines[i - 1], lines[i + 1]];
    if (!line.bullet || !next || next.bullet || previous?.bullet) return;
    if (words(line.text) > 8 || /[.;,]$/.test(line.text) || line.text.includes('\t')) return;
    if (line.x === undefined || next.x === undefined || next.x >= line.x - 2) return;
    if (line.size && next.size && next.size > line.size + 0.2) return;
    if (next.text.includes('\t') || (words(next.text) < 5 && !hasDate(next.text))) return;
    titles.add(line);
  });
  if (titles.size < 2) return lines;
  return lines.map((l) => (titles.has(l) ? { ...l, bullet: false } : l));
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
