import type { PrintedDates, ResumeData } from '../schema/resume.ts';
import { resumeDataSchema } from '../schema/resume.ts';
import type { SourceLine } from '../extract/types.ts';
import { findDates, looksLikeDate, type FoundDates } from './dates.ts';
import { matchHeading, type SectionKey } from './headings.ts';
import { fold } from '../text/fold.ts';
import { detectLanguage } from '../text/language.ts';
import { normalizeText, stripBullet } from './normalize.ts';
import { UncertainList } from './uncertain.ts';
import {
  findEmail,
  findPhone,
  findUrl,
  isDegreeLike,
  isPlaceLike,
  isSchoolLike,
  titleMargin,
  parseLocation,
  profileOf,
  splitDegree,
  splitHeader,
} from './fields.ts';

/** A source line after clean-up, with what the parser decided about it. */
export interface Line {
  text: string;
  bullet: boolean;
  continuation: boolean;
  bold: boolean;
  size?: number;
  headingLevel?: number;
  x?: number;
  page?: number;
  /** The line ends where the author ended a paragraph (DOCX): it never wraps into the next one. */
  authored: boolean;
  blankBefore: boolean;
  /** In a sidebar: continues the sidebar's sections, never the main column's. */
  sidebar?: boolean;
  /** Vertical space above the line, in font sizes (PDF). */
  gapBefore?: number;
}

export interface Section {
  key: SectionKey | 'custom';
  title: string;
  lines: Line[];
  /** Opened by "Skills: ..." on one line rather than by a heading line. */
  inline?: boolean;
}

/** Page numbers printed by word processors: not part of the resume. */
const PAGE_FURNITURE = /^(?:(?:page|pagina|p\.?)\s*\d+(?:\s*(?:of|sur|de|\/)\s*\d+)?|\d+\s*\/\s*\d+|-\s*\d+\s*-)$/u;

export function prepareLines(source: SourceLine[], authored = false): Line[] {
  const out: Line[] = [];
  for (const line of source) {
    const normalized = normalizeText(line.text);
    if (!normalized || !/[\p{L}\p{N}]/u.test(normalized) || PAGE_FURNITURE.test(fold(normalized))) continue;
    // A heading set in the left margin shares its baseline with the section's first line.
    // ... or is set apart from it by a wide space only ("EXPERIENCE  Valt Inc.").
    const [head = '', ...rest] = /^\p{Lu}[\p{Lu}&' -]+?\s{2,}\S/u.test(line.text) ? line.text.trim().split(/\t|\s{2,}/).map(normalizeText) : normalized.split('\t');
    const headMatch = rest.length ? matchHeading(head) : undefined;
    if (headMatch && !headMatch.loose && (isAllCaps(head) || line.bold)) {
      out.push({ text: head, bullet: false, continuation: false, bold: true, size: line.size, x: line.x, page: line.page, authored, blankBefore: Boolean(line.blankBefore) });
      prepareLines([{ ...line, text: rest.join('\t'), x: undefined, bold: false, blankBefore: false }], authored).forEach((l) => out.push(l));
      continue;
    }
    const stripped = stripBullet(normalized);
    out.push({
      text: stripped.text,
      bullet: Boolean(line.bullet) || stripped.bullet,
      continuation: Boolean(line.continuation),
      bold: Boolean(line.bold),
      size: line.size,
      headingLevel: line.headingLevel,
      x: line.x,
      page: line.page,
      authored,
      blankBefore: Boolean(line.blankBefore),
      sidebar: line.sidebar,
      gapBefore: line.gapBefore,
    });
  }
  return out;
}

/**
 * A narrow date cell wraps "Jan 2020 –" / "Present" over two lines, each sharing its line with
 * other text: put the end of the range back on the first line.
 */
function joinWrappedDates(lines: Line[]): Line[] {
  for (let i = 0; i + 1 < lines.length; i++) {
    const a = lines[i] as Line;
    const b = lines[i + 1] as Line;
    const [aFirst = '', ...aRest] = a.text.split('\t');
    if (!/[–-]\s*$/.test(aFirst) || !findDates(aFirst)) continue;
    const [bFirst = '', ...bRest] = b.text.split('\t');
    if (!looksLikeDate(`2000 – ${bFirst}`)) continue;
    a.text = [`${aFirst} ${bFirst}`, ...aRest].join('\t');
    b.text = bRest.join('\t');
    if (!b.text) lines.splice(i + 1, 1);
  }
  return lines;
}

function bodySizeOf(lines: Line[]): number | undefined {
  const weights = new Map<number, number>();
  for (const l of lines) if (l.size) weights.set(l.size, (weights.get(l.size) ?? 0) + l.text.length);
  let best: number | undefined;
  let most = 0;
  for (const [size, weight] of weights) if (weight > most) [best, most] = [size, weight];
  return best;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const isAllCaps = (text: string) => /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);

interface Style {
  caps: boolean;
  bold: boolean;
  big: boolean;
  styled: boolean;
  /** After a blank line, in plain text: the only look a heading has there. */
  spaced: boolean;
}

function styleOf(line: Line, bodySize: number | undefined): Style {
  return {
    caps: isAllCaps(line.text),
    bold: line.bold,
    big: Boolean(line.size && bodySize && line.size >= bodySize * 1.1),
    styled: line.headingLevel !== undefined && line.headingLevel >= 1,
    spaced: line.blankBefore,
  };
}

const FEATURES = ['caps', 'bold', 'big', 'styled', 'spaced'] as const;

/** Finds section headings: known names first, then lines styled like them. */
export function findHeadings(lines: Line[]): Map<number, { key: SectionKey | 'custom'; title: string }> {
  const bodySize = bodySizeOf(lines);
  const found = new Map<number, { key: SectionKey | 'custom'; title: string }>();
  const candidates: number[] = [];
  const loose: number[] = [];
  lines.forEach((line, i) => {
    // Word can number a heading paragraph: a bullet set big and bold with a section name is still a heading.
    const numberedHeading = line.bullet && line.bold && Boolean(line.size && bodySize && line.size >= bodySize * 1.2);
    if ((line.bullet && !numberedHeading) || line.continuation || words(line.text) > 6 || line.text.includes('\t')) return;
    const match = matchHeading(line.text);
    if (match?.loose) loose.push(i);
    else if (match) candidates.push(i);
  });
  // With few exact names, a longer phrase around a section word counts when it looks like a heading.
  if (candidates.length < 3) {
    for (const i of loose) {
      const style = styleOf(lines[i] as Line, bodySize);
      if (style.caps || style.big || style.styled) candidates.push(i);
    }
    candidates.sort((a, b) => a - b);
  }
  const styles = candidates.map((i) => styleOf(lines[i] as Line, bodySize));
  // What most known headings look like; a known word without that look is body text ("Languages" as a skill group).
  const signature = FEATURES.filter((f) => styles.filter((s) => s[f]).length >= Math.max(1, styles.length * 0.75));
  const sizes = candidates.map((i) => lines[i]?.size).filter((s): s is number => s !== undefined).sort((a, b) => a - b);
  const headingSize = sizes[Math.floor(sizes.length / 2)];
  for (const i of candidates) {
    const line = lines[i] as Line;
    const style = styleOf(line, bodySize);
    if (candidates.length >= 3 && !signature.every((f) => style[f]) && !style.styled) continue;
    const match = matchHeading(line.text);
    if (match) found.set(i, { key: match.key, title: line.text.replace(/[:\s]+$/, '') });
  }
  const firstKnown = Math.min(...found.keys());
  // Headings told apart only by the space above them and their size: a section word set the same way is one too.
  lines.forEach((line, i) => {
    if (found.has(i) || i < firstKnown || line.bullet || words(line.text) > 5 || line.text.includes('\t')) return;
    const known = matchHeading(line.text);
    if (known && (line.gapBefore ?? 0) >= 1.2 && headingSize !== undefined && line.size !== undefined && Math.abs(line.size - headingSize) <= 0.2) {
      found.set(i, { key: known.key, title: line.text.replace(/[:\s]+$/, '') });
    }
  });
  if (signature.length === 0 && !lines.some((l) => l.headingLevel)) return found;
  // Word heading styles deeper than the known section headings are entry titles, not sections.
  const knownLevels = [...found.keys()].map((i) => lines[i]?.headingLevel).filter((l): l is number => l !== undefined && l >= 1);
  const deepest = knownLevels.length ? Math.max(...knownLevels) : Infinity;
  lines.forEach((line, i) => {
    if (found.has(i) || line.bullet || line.continuation) return;
    const text = line.text;
    if (words(text) > 5 || /\d|@|\t|[.,;]$|[:,]\s*\S/.test(text) || !/\p{L}{2}/u.test(text)) return;
    const style = styleOf(line, bodySize);
    const known = matchHeading(text);
    if (i < firstKnown && !(known && style.styled)) return;
    if (style.styled && (line.headingLevel ?? 0) > deepest) return;
    const docxHeading = style.styled && (line.headingLevel ?? 0) <= deepest;
    // A sidebar sets its headings in another size: a section word with the headings' look is enough.
    const looksSame =
      signature.length > 0 &&
      signature.every((f) => style[f]) &&
      (known !== undefined || !headingSize || !line.size || Math.abs(line.size - headingSize) <= 0.6);
    if (docxHeading || looksSame) found.set(i, { key: known?.key ?? 'custom', title: text.replace(/[:\s]+$/, '') });
  });
  return found;
}

export function splitSections(lines: Line[]): { header: Line[]; sections: Section[] } {
  const headings = findHeadings(lines);
  const header: Line[] = [];
  const sections: Section[] = [];
  // Two flows: the main column (and full-width text) and the sidebar. Each continues its own
  // last section, across pages; sidebar text before any sidebar heading is read like the header.
  let main: Section | undefined;
  let side: Section | undefined;
  lines.forEach((line, i) => {
    const heading = headings.get(i);
    if (heading) {
      const section: Section = { key: heading.key, title: heading.title, lines: [] };
      sections.push(section);
      if (line.sidebar) side = section;
      else main = section;
      return;
    }
    const current = line.sidebar ? side : main;
    if (line.sidebar && !current) {
      header.push(line);
      return;
    }
    // "Skills: Go, SQL" after the projects opens a skills section on its own line; inside the
    // skills section the same line is a group of skills.
    const inline = /^([^:\t]{3,40}?)\s*:\s*(\S.*)$/u.exec(line.text);
    const named = inline && !line.bullet ? matchHeading(inline[1] ?? '') : undefined;
    const match = named?.loose ? undefined : named;
    if (inline && match && current && match.key !== current.key && match.key !== 'contact' && !(current.key === 'skills' && match.key === 'languages' && !current.inline)) {
      const section: Section = { key: match.key, title: inline[1] ?? '', lines: [{ ...line, text: inline[2] ?? '' }], inline: true };
      sections.push(section);
      if (line.sidebar) side = section;
      else main = section;
      return;
    }
    (current?.lines ?? header).push(line);
  });
  return { header, sections };
}

import { splitEntries, type Entry } from './entries.ts';

/** ISO dates for sorting ("present" only where the resume says so) and the dates as printed. */
export function datesOf(header: { dates?: FoundDates }): { startDate?: string; endDate?: string; 'x-printed'?: PrintedDates } {
  const d = header.dates;
  if (!d) return {};
  const endDate = d.present ? 'present' : d.endDate;
  const out: { startDate?: string; endDate?: string; 'x-printed'?: PrintedDates } = { startDate: d.startDate };
  if (endDate) out.endDate = endDate;
  out['x-printed'] = removeUndefined({ dates: d.printed, startDate: d.startDate, endDate });
  return out;
}

function bodyText(entry: Entry, kind: 'bullet' | 'prose'): string[] {
  return entry.body.filter((b) => b.kind === kind).map((b) => b.text);
}

function pickRoles(parts: string[]): { name?: string; position?: string; rest: string[]; guessed: boolean } {
  const rest = [...parts];
  const margins = rest.map(titleMargin);
  const best = Math.max(...margins);
  // One phrase reads clearly more as a title than another (a title word, or the other names a
  // company or a school): that one is the title.
  if (rest.length >= 2 && (best > 0 || best - Math.min(...margins) >= 1)) {
    const positionIndex = margins.indexOf(best);
    const position = rest.splice(positionIndex, 1)[0];
    margins.splice(positionIndex, 1);
    const nameIndex = margins.indexOf(Math.min(...margins));
    const name = rest.splice(nameIndex, 1)[0];
    return { name, position, rest, guessed: false };
  }
  if (rest.length === 1) {
    const only = rest[0] ?? '';
    return titleMargin(only) > 0 ? { position: only, rest: [], guessed: false } : { name: only, rest: [], guessed: true };
  }
  // Nothing tells them apart: most resumes put the employer first, then the title.
  const [name, position, ...others] = rest;
  return { name, position, rest: others, guessed: rest.length >= 2 };
}

/** Text that cannot be an employer: a sentence fragment (lower-case start), a number, a date. */
function isFragment(text: string): boolean {
  return (/^\p{Ll}/u.test(text) && !/^\p{Ll}+\p{Lu}/u.test(text) && !findUrl(text)) || !/\p{L}{2}/u.test(text) || looksLikeDate(text);
}

function parseWork(lines: Line[], uncertain = new UncertainList(), base = '/work', offset = 0): ResumeData['work'] {
  const out: ResumeData['work'] = [];
  const entries = splitEntries(lines);
  const datedSection = entries.filter((e) => e.hasDate).length >= 2;
  for (const entry of entries) {
    const header = splitHeader(entry.header.map((l) => l.text));
    // An unlisted town written beside the dates is still the job's location.
    const town = header.location ? undefined : header.besideDates.find((p) => isPlaceLike(p) && header.parts.length > 2);
    if (town) {
      header.location = town;
      header.parts.splice(header.parts.indexOf(town), 1);
    }
    const { name, position, rest, guessed } = pickRoles(header.parts);
    const previous = out.at(-1);
    const path = `${base}/${offset + out.length}`;
    const work: ResumeData['work'][number] = { highlights: bodyText(entry, 'bullet') };
    const extra = [...rest];
    // A second role under the same employer repeats only the title and dates.
    if (!name && position && previous?.name && entry.header.length <= 2) work.name = previous.name;
    else if (name && isFragment(name)) {
      extra.unshift(name);
      uncertain.add(`${path}/name`, 'employer_guessed');
    } else work.name = name;
    if (work.position === undefined && position) {
      if (isFragment(position)) extra.unshift(position);
      else work.position = position;
    }
    if (guessed && work.name) uncertain.add(`${path}/name`, 'employer_guessed');
    if (guessed && work.position) uncertain.add(`${path}/position`, 'position_guessed');
    Object.assign(work, datesOf(header));
    if (header.location) work.location = header.location;
    const summary = [...extra, ...bodyText(entry, 'prose')].join(' ').trim();
    if (summary) work.summary = summary;
    if (entry.header.length === 0 && previous) {
      previous.highlights.push(...work.highlights);
      if (summary) previous.summary = [previous.summary, summary].filter(Boolean).join(' ');
      continue;
    }
    // Dates on two header lines: which is the job's is a guess.
    if (entry.header.filter((l) => findDates(l.text)).length > 1) uncertain.add(`${path}/startDate`, 'two_dates');
    if (!header.dates && datedSection) uncertain.add(`${path}/startDate`, 'date_unreadable');
    if (entry.header.length === 0 || !work.name && !work.position) uncertain.add(path, 'entry_boundary_guessed');
    out.push(removeUndefined(work));
  }
  return out;
}

function parseVolunteer(lines: Line[], uncertain?: UncertainList, offset = 0): ResumeData['volunteer'] {
  return parseWork(lines, uncertain, '/volunteer', offset).map(({ name, ...rest }) => removeUndefined({ organization: name, ...rest }));
}

const SCORE = /(?:gpa|grade|mention|nota media|nota|note|moyenne|calificacion|cgpa)\s*[:\-–]?\s*(.+)$/iu;
const COURSES = /^(?:relevant\s+)?(?:coursework|courses|cours|asignaturas|modules|materias)\s*:\s*/iu;

function parseEducation(lines: Line[]): ResumeData['education'] {
  const out: ResumeData['education'] = [];
  for (const entry of splitEntries(lines)) {
    const headerLines: string[] = [];
    const extra: string[] = [];
    let score: string | undefined;
    for (const l of entry.header) {
      const s = SCORE.exec(fold(l.text));
      if (s && !isDegreeLike(l.text)) score = l.text.slice(l.text.length - (s[1]?.length ?? 0)).trim();
      else headerLines.push(l.text);
    }
    const header = splitHeader(headerLines);
    const parts = [...header.parts];
    const take = (index: number) => (index >= 0 ? parts.splice(index, 1)[0] : undefined);
    let institution = take(parts.findIndex((p) => isSchoolLike(p) && !isDegreeLike(p)));
    const degree = take(parts.findIndex((p) => isDegreeLike(p)));
    const education: ResumeData['education'][number] = { courses: [] };
    if (degree) Object.assign(education, splitDegree(degree));
    if (!institution) institution = take(0);
    education.institution = institution;
    if (!education.area && parts.length) education.area = take(0);
    extra.push(...parts);
    Object.assign(education, datesOf(header));
    if (header.dates && !header.dates.endDate && !header.dates.present) {
      // A single date on a degree is when it was obtained.
      education.endDate = header.dates.startDate;
      delete education.startDate;
      education['x-printed'] = { dates: header.dates.printed, endDate: education.endDate };
    }
    if (header.location) education.location = header.location;
    if (score) education.score = score;
    for (const item of entry.body) {
      const courses = COURSES.exec(item.text);
      if (courses) education.courses.push(...item.text.slice(courses[0].length).split(/\s*[,;]\s*/).filter(Boolean));
      else {
        const s = SCORE.exec(fold(item.text));
        if (s && !education.score && item.text.length < 40) education.score = item.text.slice(item.text.length - (s[1]?.length ?? 0)).trim();
        else extra.push(item.text);
      }
    }
    if (extra.length) education.courses.push(...extra);
    if (entry.header.length === 0 && out.length) {
      out.at(-1)?.courses.push(...education.courses);
      continue;
    }
    out.push(removeUndefined(education));
  }
  return out;
}

function splitList(text: string): string[] {
  // Commas inside parentheses ("Cloud (AWS, GCP)") do not split.
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;•·|▪\t]/u.test(ch)) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items.map((s) => s.trim().replace(/\.$/, '').trim()).filter((s) => s && /[\p{L}\p{N}]/u.test(s));
}

/** Merges lines that wrap a comma list onto the next line. */
function mergeListLines(lines: Line[]): string[] {
  const out: string[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    const last = out.at(-1);
    if (last !== undefined && previous && (line.continuation || (/,$/.test(last) && !line.bullet) || (!line.bullet && /^\p{Ll}/u.test(line.text) && /,/.test(last)))) {
      out[out.length - 1] = `${last} ${line.text}`;
    } else out.push(line.text);
    previous = line;
  }
  return out;
}

function parseSkills(lines: Line[]): ResumeData['skills'] {
  const out: ResumeData['skills'] = [];
  let loose: ResumeData['skills'][number] | undefined;
  let pendingName: string | undefined;
  for (const text of mergeListLines(lines)) {
    const colon = /^([^:\t]{1,40}?)\s*(?::|\t)\s*(.+)$/u.exec(text);
    if (colon && words(colon[1] ?? '') <= 5) {
      const [name, level] = splitLevel(colon[1] ?? '');
      out.push(removeUndefined({ name, level, keywords: splitList(colon[2] ?? '') }));
      pendingName = undefined;
      continue;
    }
    const items = splitList(text);
    // A short line alone followed by a list is the list's name ("Frontend" then "React, Vue").
    if (items.length === 1 && !/,/.test(text) && words(text) <= 3 && lines.length > 1 && text === text.replace(/\.$/, '') && isGroupName(text, lines)) {
      pendingName = text;
      continue;
    }
    if (pendingName) {
      out.push({ name: pendingName, keywords: items });
      pendingName = undefined;
      continue;
    }
    if (!loose) {
      loose = { keywords: [] };
      out.push(loose);
    }
    loose.keywords.push(...items);
  }
  if (pendingName) {
    if (!loose) out.push((loose = { keywords: [] }));
    loose.keywords.push(pendingName);
  }
  return out;
}

function isGroupName(text: string, lines: Line[]): boolean {
  const line = lines.find((l) => l.text === text);
  return Boolean(line && line.bold && !line.bullet);
}

function splitLevel(name: string): [string, string | undefined] {
  const m = /^(.*?)\s*\(([^)]+)\)$/.exec(name);
  return m ? [m[1] ?? name, m[2]] : [name, undefined];
}

function parseLanguages(lines: Line[]): ResumeData['languages'] {
  const out: ResumeData['languages'] = [];
  for (const text of mergeListLines(lines)) {
    for (const item of splitList(text)) {
      const m = /^([\p{L}][\p{L}\s'-]*?)\s*(?:\(([^)]+)\)|[:–—-]\s*(.+)|\s{1,}((?:native|fluent|bilingual|c[12]|b[12]|a[12])\b.*))?$/iu.exec(item);
      if (m) out.push(removeUndefined({ language: m[1]?.trim(), fluency: (m[2] ?? m[3] ?? m[4])?.trim() }));
      else out.push({ language: item });
    }
  }
  return out;
}

const TECH_LINE = /^(?:tech(?:nologies|nologias|nologies utilisees)?|stack|built with|tools|outils|herramientas|tecnologias)\s*:\s*/iu;

function parseProjects(lines: Line[]): ResumeData['projects'] {
  const out: ResumeData['projects'] = [];
  // "Tech: Go, SQL" belongs to the project above it, like its bullets.
  const marked = lines.map((l) => (TECH_LINE.test(fold(l.text)) ? { ...l, bullet: true } : l));
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
      const tech = TECH_LINE.exec(fold(item.text));
      if (tech) project.keywords.push(...splitList(item.text.slice(tech[0].length)));
      else if (item.kind === 'bullet') project.highlights.push(item.text);
      else description.push(item.text);
    }
    if (description.length) project.description = description.join(' ');
    if (entry.header.length === 0 && out.length) {
      const last = out.at(-1);
      last?.highlights.push(...project.highlights);
      if (last && project.description) last.description = [last.description, project.description].filter(Boolean).join(' ');
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

function parseListItems(lines: Line[]): ListItem[] {
  const out: ListItem[] = [];
  let previous: { line: Line; item: (typeof out)[number] } | undefined;
  for (const line of lines) {
    const header = splitHeader([line.text]);
    const last = previous?.item;
    const plain = !line.bullet && !header.dates && header.parts.length === 1 && words(line.text) <= 8;
    if (last && previous && plain && last.date && !last.by && !previous.line.bullet) {
      last.by = header.parts[0];
      previous = undefined;
      continue;
    }
    if (last && !line.bullet && (line.continuation || /^\p{Ll}/u.test(line.text))) {
      last.rest = [last.rest, line.text].filter(Boolean).join(' ');
      continue;
    }
    // "The Future of Loyalty, Marketing Week, 2021": with no other separator, the last comma names the issuer.
    const parts = header.parts.length === 1 && /, /.test(header.parts[0] ?? '') ? splitLastComma(header.parts[0] ?? '') : header.parts;
    const [name, by, ...rest] = parts;
    if (!name) continue;
    const date = header.dates?.endDate ?? header.dates?.startDate;
    const printed = header.dates && date ? { dates: header.dates.printed, endDate: date } : undefined;
    const item: ListItem = removeUndefined({ name, by, date, rest: rest.join(' ') || undefined, 'x-printed': printed });
    out.push(item);
    previous = { line, item };
  }
  return out;
}

/** "12 rue des Lilas, 69003 Lyon", "Calle Mayor 5, 28013 Madrid": a street address ending in a town. */
function parseAddress(text: string): { address?: string; postalCode?: string; city?: string; region?: string } | undefined {
  const m = /^(.*\d.*?),\s*(?:(\d{4,5})\s+)?([\p{Lu}][\p{L}' -]+?)(?:,\s*([\p{L} ]+))?$/u.exec(text);
  if (!m || !/\p{L}{3}/u.test(m[1] ?? '')) return undefined;
  return removeUndefined({ address: m[1], postalCode: m[2], city: m[3], region: m[4] });
}

/** What some resumes print above the name. */
const DOCUMENT_TITLE = /^(?:curriculum vitae|curriculum|cv|resume|currículum|curriculo|hoja de vida|lebenslauf)$/u;

function parseBasics(header: Line[], contact: Line[], all: Line[]): { basics: ResumeData['basics']; leftover: string[]; nameGuessed: boolean } {
  const basics: ResumeData['basics'] = { profiles: [] };
  const leftover: string[] = [];
  const bodySize = bodySizeOf(all);
  const nameLike = (l: Line) =>
    !DOCUMENT_TITLE.test(fold(l.text)) &&
    !/[@\d/:]|www\./.test(l.text) && words(l.text) >= 1 && words(l.text) <= 5 && /^\p{L}/u.test(l.text) && !l.bullet && !matchHeading(l.text);
  const pool = (header.length ? header : all.slice(0, 6)).slice(0, 8);
  // "John Smith<tab>john@x.com | 555...": the name may share its line with contact details.
  const candidates = pool.map((l) => (l.text.includes('\t') ? { ...l, text: l.text.split('\t')[0] ?? '' } : l)).filter(nameLike);
  let nameLine: Line | undefined;
  // The name is the biggest text of the first page, wherever a sidebar puts it.
  const firstPage = all.filter((l) => (l.page ?? 1) === (all[0]?.page ?? 1)).slice(0, 80);
  const display = firstPage.filter((l) => !l.text.includes('\t') && nameLike(l) && bodySize !== undefined && (l.size ?? 0) >= bodySize * 1.4);
  const largest = Math.max(0, ...firstPage.map((l) => l.size ?? 0));
  const top = display.find((l) => l.size === largest);
  if (top) {
    // "Dang" / "Le": a name set over two lines in the same size.
    const next = firstPage[firstPage.indexOf(top) + 1];
    nameLine = next && next.size === top.size && nameLike(next) && words(top.text) + words(next.text) <= 4 ? { ...top, text: `${top.text} ${next.text}` } : top;
  }
  const biggest = Math.max(...candidates.map((l) => l.size ?? 0));
  if (!nameLine && biggest > 0 && bodySize && biggest > bodySize) nameLine = candidates.find((l) => l.size === biggest);
  nameLine ??= candidates.find((l) => l.headingLevel === 0) ?? candidates[0];
  if (nameLine) basics.name = tidyName(nameLine.text.replace(/\s*,$/, ''));
  let nameSeen = false;
  const contactLines = [...header, ...contact];
  let labelTaken = false;
  for (const line of contactLines) {
    if (nameLine && line.text === nameLine.text && !nameSeen) {
      nameSeen = true;
      continue;
    }
    const contactLine = Boolean(findEmail(line.text) || findPhone(line.text) || findUrl(line.text));
    const separators = contactLine ? /\t|\s+[|•·◦▪–—]\s+|\s*\|\s*| {2,}/u : /\t|\s+[|•·◦▪]\s+|\s*\|\s*| {2,}/u;
    const pieces = line.text.split(separators).map((p) => p.trim()).filter(Boolean);
    for (const raw of pieces) {
      if (nameLine && raw === nameLine.text && !nameSeen) {
        nameSeen = true;
        continue;
      }
      const rawPiece = raw.replace(/^(?:e-?mail|phone|tel|tél|teléfono|telefono|mobile|móvil|movil|portable|linkedin|github|web|website|site|location|address|adresse|dirección|direccion)\s*:\s*/iu, '');
      let piece = rawPiece;
      if (DOCUMENT_TITLE.test(fold(piece))) continue;
      const email = findEmail(piece);
      if (email) {
        basics.email ??= email;
        // What else shares the piece ("jane@x.fr – 06 11 22 33 44") is read on its own.
        piece = piece.replace(email, '').replace(/^[\s–—,;:-]+|[\s–—,;:-]+$/g, '');
        if (!piece) continue;
      }
      const url = findUrl(piece);
      if (url) {
        const profile = profileOf(url);
        if (profile) basics.profiles.push(removeUndefined(profile));
        else basics.url ??= /^https?:\/\//.test(url) ? url : `https://${url}`;
        if (piece.replace(url, '').trim().length < 3) continue;
      }
      const phone = findPhone(piece);
      if (phone && piece.replace(phone, '').replace(/[^\p{L}]/gu, '').length < 3) {
        basics.phone ??= phone;
        continue;
      }
      const location: ReturnType<typeof parseAddress> =
        parseLocation(piece) ?? parseAddress(piece) ?? (contactLine && isPlaceLike(piece) ? { city: piece } : undefined);
      if (location && !basics.location) {
        basics.location = removeUndefined({ address: location.address, postalCode: location.postalCode, city: location.city, region: location.region });
        continue;
      }
      if (!labelTaken && !basics.label && contact.indexOf(line) < 0 && words(piece) <= 12 && !/[.!?]$/.test(piece)) {
        basics.label = piece;
        labelTaken = true;
        continue;
      }
      leftover.push(piece);
    }
  }
  if (!basics.email || !basics.phone) {
    // Some layouts put contact details in a footer or a sidebar the sections swallowed.
    for (const line of all) {
      basics.email ??= findEmail(line.text);
      if (!basics.phone && /(?:\+|\(|tel|phone|tél)/i.test(line.text)) basics.phone = findPhone(line.text);
    }
  }
  return { basics: removeUndefined(basics), leftover, nameGuessed: !top };
}

function splitLastComma(text: string): string[] {
  const at = text.lastIndexOf(', ');
  return [text.slice(0, at), text.slice(at + 2)];
}

/** "JANE DOE" -> "Jane Doe"; a name written in mixed case stays as written. */
function tidyName(name: string): string {
  if (/\p{Ll}/u.test(name)) return name;
  return name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

function removeUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}

function linesAsItems(lines: Line[]): string[] {
  return splitEntries(lines).flatMap((e) => [...e.header.map((l) => l.text.replace(/\t/g, ' | ')), ...e.body.map((b) => b.text)]);
}

/** Builds the JSON Resume from lines in reading order. Text it cannot place goes to `custom`. */
export function parseLines(source: SourceLine[], options: { authoredLines?: boolean; uncertain?: UncertainList } = {}): ResumeData {
  const uncertain = options.uncertain ?? new UncertainList();
  const lines = joinWrappedDates(prepareLines(source, options.authoredLines));
  const split = splitSections(lines);
  const sections = split.sections;
  // A table whose date column is read apart from its rows leaves a run of bare date ranges
  // outside every section; they are matched to undated jobs by order when the counts agree.
  const looseDates = split.header.filter((l) => looksLikeDate(l.text) && findDates(l.text)?.endDate !== undefined);
  const header = split.header.filter((l) => !looseDates.includes(l));
  const contact = sections.filter((s) => s.key === 'contact').flatMap((s) => s.lines);
  const { basics, leftover, nameGuessed } = parseBasics(header, contact, lines);
  if (nameGuessed && basics.name) uncertain.add('/basics/name', 'name_guessed');
  const data: ResumeData = resumeDataSchema.parse({});
  data.basics = basics;
  for (const section of sections) {
    const ls = section.lines;
    if (!ls.length) continue;
    switch (section.key) {
      case 'contact':
        break;
      case 'summary': {
        const text = ls.map((l) => l.text).join(l2sep(ls));
        data.basics.summary = [data.basics.summary, text].filter(Boolean).join('\n');
        break;
      }
      case 'work':
        data.work.push(...parseWork(ls, uncertain, '/work', data.work.length));
        break;
      case 'volunteer':
        data.volunteer.push(...parseVolunteer(ls, uncertain, data.volunteer.length));
        break;
      case 'education':
        data.education.push(...parseEducation(ls));
        break;
      case 'skills':
        data.skills.push(...parseSkills(ls));
        break;
      case 'languages':
        data.languages.push(...parseLanguages(ls));
        break;
      case 'projects':
        data.projects.push(...parseProjects(ls));
        break;
      case 'certificates':
        data.certificates.push(...parseListItems(ls).map((i) => removeUndefined({ name: i.name, issuer: i.by, date: i.date, url: i.rest, 'x-printed': i['x-printed'] })));
        break;
      case 'awards':
        data.awards.push(...parseListItems(ls).map((i) => removeUndefined({ title: i.name, awarder: i.by, date: i.date, summary: i.rest, 'x-printed': i['x-printed'] })));
        break;
      case 'publications':
        data.publications.push(...parseListItems(ls).map((i) => removeUndefined({ name: i.name, publisher: i.by, releaseDate: i.date, summary: i.rest, 'x-printed': i['x-printed'] })));
        break;
      case 'interests':
        data.interests.push(...mergeListLines(ls).flatMap(splitList).map((name) => ({ name, keywords: [] })));
        break;
      case 'references':
        data.references.push(...mergeListLines(ls).map((reference) => ({ reference })));
        break;
      default:
        uncertain.add(`/custom/${data.custom.length}`, 'heading_unknown');
        data.custom.push({ name: section.title, items: linesAsItems(ls) });
    }
  }
  const undated = data.work.filter((w) => !w.startDate);
  if (looseDates.length >= 2 && undated.length === data.work.length && looseDates.length === undated.length) {
    undated.forEach((work, i) => {
      Object.assign(work, datesOf({ dates: findDates(looseDates[i]?.text ?? '') }));
      uncertain.add(`/work/${data.work.indexOf(work)}/startDate`, 'date_guessed');
    });
  } else leftover.push(...looseDates.map((l) => l.text));
  if (leftover.length) {
    const long = leftover.filter((t) => words(t) >= 12);
    if (long.length && !data.basics.summary) data.basics.summary = long.join(' ');
    const short = leftover.filter((t) => !long.includes(t) || data.basics.summary !== long.join(' '));
    if (short.length) {
      data.custom.unshift({ name: 'Other', items: short });
      // The pointers of the custom sections found above move down by one.
      for (const item of uncertain.items) item.path = item.path.replace(/^\/custom\/(\d+)/, (_, n: string) => `/custom/${Number(n) + 1}`);
      uncertain.add('/custom/0', 'text_unplaced');
    }
  }
  const language = detectLanguage(lines.map((l) => l.text).join('\n'), sections.map((s) => s.title));
  data.meta = { language };
  return data;
}

function l2sep(lines: Line[]): string {
  return lines.some((l) => l.bullet) ? '\n' : ' ';
}
