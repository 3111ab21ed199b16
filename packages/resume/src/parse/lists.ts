/**
 * Field readers for the smaller sections: projects, one-line items (certificates, awards,
 * publications) and unknown sections kept as plain items.
 * Takes a section's Line[]; gives the items with their names, issuers and dates as printed.
 */
import { languageLevels } from '../lexicon/common.ts';
import { allLanguages } from '../lexicon/index.ts';
import type { PrintedDates, ResumeData } from '../schema/resume.ts';
import { datesOf, findDates, looksLikeDate } from '../text/dates.ts';
import { splitEntries } from './entries.ts';
import { findUrl, splitHeader } from './fields.ts';
import type { Line } from './lines.ts';
import { foldOnce, removeUndefined, words } from './util.ts';
import { splitList } from './list-items.ts';

/** "Issued by Acme", "Délivré par Acme": the issuer of the item above, named after its label (folded). */
const ISSUER_LABEL = new RegExp(
  String.raw`^(?:${allLanguages('issuerLabels').join('|')})\s*:?\s+(?=\S)`,
  'u',
);

/**
 * "Associate", "Niveau avancé", "CEFR B2 Upper": a part that only gives the level or grade a
 * certificate was passed at (folded, whole part). It goes with the name, it issues nothing.
 */
const LEVEL = new RegExp(
  String.raw`^(?:(?:cefr|mcer|cecr|mcerl)\s+)?(?:${[...allLanguages('certificateLevels'), ...languageLevels].join('|')})(?:\s+(?:${allLanguages('certificateLevels').join('|')}))?[.)]?$`,
  'u',
);

const TECH_LINE = new RegExp(String.raw`^(?:${allLanguages('toolsLabels').join('|')})\s*:\s*`, 'iu');

export function parseProjects(lines: Line[]): ResumeData['projects'] {
  const out: ResumeData['projects'] = [];
  // "Tech: Go, SQL" belongs to the project above it, like its bullets.
  const marked = lines.map((l) => (TECH_LINE.test(foldOnce(l.text)) ? { ...l, bullet: true } : l));
  for (const entry of splitEntries(marked)) {
    const project: ResumeData['projects'][number] = { highlights: [], keywords: [], roles: [] };
    const headerTexts = entry.header.map((l) => l.text);
    const url = headerTexts.map(findUrl).find(Boolean);
    const header = splitHeader(headerTexts.map((t) => (url ? t.replace(url, '') : t)));
    project.name = header.parts[0];
    if (url) project.url = url;
    Object.assign(project, datesOf(header));
    const description = [...header.parts.slice(1)];
    for (const item of entry.body) {
      const tech = TECH_LINE.exec(foldOnce(item.text));
      if (tech) project.keywords.push(...splitList(item.text.slice(tech[0].length)));
      else if (item.kind === 'bullet') project.highlights.push(item.text);
      else description.push(item.text);
    }
    if (description.length) project.description = description.join(' ');
    if (entry.header.length === 0 && out.length) {
      const last = out.at(-1);
      last?.highlights.push(...project.highlights);
      if (last && project.description)
        last.description = [last.description, project.description].filter(Boolean).join(' ');
      continue;
    }
    out.push(removeUndefined(project));
  }
  return out;
}

/**
 * One item per line ("Name – Issuer (2021)", "2021  Name, Issuer"), or a dated line with the
 * issuer on the line below it, as two-line layouts set them.
 */
type ListItem = { name: string; by?: string; date?: string; rest?: string; 'x-printed'?: PrintedDates };

/**
 * The parts of one item's line, its dates apart. An item released on one day (`oneDate`: a
 * publication) takes no range: "Study of coastal erosion 2015-2020" names the years it studies.
 */
function itemHeader(text: string, oneDate: boolean): ReturnType<typeof splitHeader> {
  const header = splitHeader([text]);
  const found = header.dates;
  if (
    !oneDate ||
    !found?.startDate ||
    (!found.endDate && !found.present) ||
    found.startDate === found.endDate
  )
    return header;
  const span = text.slice(found.index, found.index + found.length);
  const kept = splitHeader([`${text.slice(0, found.index)}\u0000${text.slice(found.index + found.length)}`]);
  const restore = (p: string) => p.replace('\u0000', span);
  return { ...kept, parts: kept.parts.map(restore), besideDates: kept.besideDates.map(restore) };
}

/**
 * Lines that take turns, a name then its issuer and date ("Cloud Architect" / "Acme, 2021"): every
 * second line dated, the others not.
 */
function namesThenDates(lines: Line[]): boolean {
  return (
    lines.length >= 4 &&
    lines.length % 2 === 0 &&
    lines.every((l, i) => !l.bullet && (i % 2 === 1) === (findDates(l.text) !== undefined))
  );
}

/**
 * A line that only adds to the item above it: its date alone ("Oct 2020", unless dates stand
 * first), its issuer after a label ("Issued by Acme") or a bracket ("(CMSRN)"). Gives whether it
 * was taken.
 */
function addsToItem(line: Line, last: ListItem | undefined, datesFirst: boolean): boolean {
  if (!last || line.bullet) return false;
  const text = line.text.trim();
  const issuer = ISSUER_LABEL.exec(foldOnce(text));
  if (issuer && !last.by) {
    last.by = text.slice(issuer[0].length).trim();
    return true;
  }
  if (/^\([^()]{1,30}\)$/u.test(text)) {
    last.name = `${last.name} ${text}`;
    return true;
  }
  const found = findDates(text);
  if (!found || datesFirst || last.date || !looksLikeDate(text)) return false;
  const date = found.endDate ?? found.startDate;
  if (!date) return false;
  Object.assign(last, { date, 'x-printed': { dates: found.printed, endDate: date } });
  return true;
}

/**
 * "AWS Certified Solutions Architect –" over "Associate": a line that ends on a separator was cut
 * there, and goes on with the line below.
 */
function joinDanglingLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (last && !line.bullet && /\s[–—-]$|[,&]$/u.test(last.text.trimEnd()))
      out[out.length - 1] = { ...last, text: `${last.text.trimEnd()} ${line.text.trim()}` };
    else out.push(line);
  }
  return out;
}

export function parseListItems(input: Line[], options: { oneDate?: boolean } = {}): ListItem[] {
  const lines = joinDanglingLines(input);
  const out: ListItem[] = [];
  let previous: { line: Line; item: (typeof out)[number] } | undefined;
  const paired = namesThenDates(lines);
  // A date alone on the first line stands above its item, not under it.
  const datesFirst = looksLikeDate(lines[0]?.text ?? '');
  for (const [index, line] of lines.entries()) {
    if (addsToItem(line, previous?.item, datesFirst)) continue;
    const header = itemHeader(line.text, options.oneDate === true);
    const last = previous?.item;
    // "Acme, 2021" under the name it was given for.
    if (paired && index % 2 === 1 && last && header.parts.length <= 1) {
      const date = header.dates?.endDate ?? header.dates?.startDate;
      Object.assign(last, removeUndefined({ by: header.parts[0], date }));
      if (date && header.dates) last['x-printed'] = { dates: header.dates.printed, endDate: date };
      continue;
    }
    const plain = !line.bullet && !header.dates && header.parts.length === 1 && words(line.text) <= 8;
    const datedAbove = previous !== undefined && findDates(previous.line.text) !== undefined;
    if (last && previous && plain && datedAbove && last.date && !last.by && !previous.line.bullet) {
      last.by = header.parts[0];
      previous = undefined;
      continue;
    }
    // A line indented past the bullet above it (a hanging indent) goes on with that item.
    const hanging =
      previous?.line.bullet === true &&
      line.x !== undefined &&
      previous.line.x !== undefined &&
      line.x > previous.line.x + 2;
    if (last && !line.bullet && (line.continuation || hanging || /^\p{Ll}/u.test(line.text))) {
      last.rest = [last.rest, line.text].filter(Boolean).join(' ');
      continue;
    }
    // "The Future of Loyalty, Marketing Week, 2021": with no other separator, the last comma names the issuer.
    const parts =
      header.parts.length === 1 && /, /.test(header.parts[0] ?? '')
        ? splitLastComma(header.parts[0] ?? '')
        : header.parts;
    const [name, by, ...rest] = withLevel(joinListedNumbers(parts));
    if (!name) continue;
    const date = header.dates?.endDate ?? header.dates?.startDate;
    const printed = header.dates && date ? { dates: header.dates.printed, endDate: date } : undefined;
    const item: ListItem = removeUndefined({
      name,
      by,
      date,
      rest: rest.join(' ') || undefined,
      'x-printed': printed,
    });
    out.push(item);
    previous = { line, item };
  }
  return out;
}

/** "CACES R489 catégories 1, 3 et 5": a part that opens on a digit or in lower case goes on with the one before. */
function joinListedNumbers(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (out.length && /^[\d\p{Ll}]/u.test(part)) out[out.length - 1] = `${out.at(-1)}, ${part}`;
    else out.push(part);
  }
  return out;
}

/** "AWS Certified Solutions Architect – Associate, Amazon": the level after the name is part of it. */
function withLevel(parts: string[]): string[] {
  const [name, level, ...rest] = parts;
  if (name === undefined || level === undefined || !LEVEL.test(foldOnce(level).trim())) return parts;
  return [`${name} – ${level}`, ...rest];
}

function splitLastComma(text: string): string[] {
  const at = text.lastIndexOf(', ');
  return [text.slice(0, at), text.slice(at + 2)];
}

export function linesAsItems(lines: Line[]): string[] {
  return splitEntries(lines).flatMap((e) => [
    ...e.header.map((l) => l.text.replace(/\t/g, ' | ')),
    ...e.body.map((b) => b.text),
  ]);
}
