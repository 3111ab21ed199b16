/**
 * Field reader "skills": a list section into named groups of keywords.
 * Takes the section's Line[]; gives skills groups ("Group: a, b, c", a bold group name above its
 * list, or one unnamed group).
 */
import type { ResumeData } from '../schema/resume.ts';
import { findDates, looksLikeDate } from '../text/dates.ts';
import { matchHeading } from './headings.ts';
import { mergeListLines, splitList } from './list-items.ts';
import { readSkillColumns } from './skill-columns.ts';
import type { Line } from './lines.ts';
import { removeUndefined, words } from './util.ts';

/**
 * "Neonatal care<tab>Teamwork" over "People Person<tab>Medical Team Collaboration": skills set in
 * two columns, every row starting at one edge, no cell a list or a figure ("Python<tab>5+ yrs" is a
 * skill and its years). A label column (moderncv's) is set
 * flush right, so its rows start at different places, and its values are lists.
 */
function itemsInColumns(lines: Line[]): boolean {
  const rows = lines.filter((l) => l.text.split('\t').length === 2);
  if (rows.length < 3 || rows.length < lines.length * 0.6) return false;
  const xs = rows.map((l) => l.x).filter((x): x is number => x !== undefined);
  if (xs.length !== rows.length || Math.max(...xs) - Math.min(...xs) > 1) return false;
  return rows.every((l) =>
    l.text.split('\t').every((c) => c.trim() && words(c) <= 5 && !/[,;:•·|\d]/.test(c)),
  );
}

/**
 * "HTML<tab>JavaScript" over "CSS<tab>PHP": a grid of one-word skills, two a row, not a label and
 * its value (a label names a list: "Languages<tab>Python, Go").
 */
function wordPairs(lines: Line[]): boolean {
  const rest = lines.filter((l) => !looksLikeDate(l.text));
  const rows = rest.filter((l) => l.text.split('\t').length === 2);
  if (rows.length < 2 || rows.length < rest.length * 0.6) return false;
  return rows.every((l) =>
    l.text.split('\t').every((c) => /^[\p{L}\p{N}#+./-]+$/u.test(c.trim()) && !matchHeading(c.trim())),
  );
}

export function parseSkills(lines: Line[]): ResumeData['skills'] {
  const out: ResumeData['skills'] = [];
  let loose: ResumeData['skills'][number] | undefined;
  let pendingName: string | undefined;
  // The group a name line opened: the rows of tags under it are its items.
  let named: ResumeData['skills'][number] | undefined;
  // "Fevrier 2019 - Avril 2019" beside the skills: a date is never a skill.
  const dated = (text: string) => looksLikeDate(text) && findDates(text) !== undefined;
  const grouped = readSkillColumns(lines.filter((l) => !dated(l.text)));
  if (grouped) return grouped;
  const columns = itemsInColumns(lines) || wordPairs(lines);
  for (const text of mergeListLines(markSidebarWraps(asChips(lines).filter((l) => !dated(l.text))))) {
    // "Évaluation par compétences<tab>Classe inversée" under a group's name: two tags side by side.
    const tags =
      (pendingName !== undefined || named !== undefined) &&
      text.split('\t').every((c) => words(c) <= 4 && !/[,;:]/.test(c));
    const colon =
      columns || tags || isSkillRow(text) ? null : /^([^:\t]{1,40}?)\s*(?::|\t)\s*(.+)$/u.exec(text);
    if (colon && words(colon[1] ?? '') <= 5) {
      const [name, level] = splitLevel(colon[1] ?? '');
      out.push(removeUndefined({ name, level, keywords: splitList(colon[2] ?? '') }));
      pendingName = undefined;
      named = undefined;
      continue;
    }
    const items = splitList(text);
    // A short line alone followed by a list is the list's name ("Frontend" then "React, Vue").
    // Right under a name, a line set like one is the group's first tag ("Pédagogie" over
    // "Pédagogie différenciée"), unless set bigger than it.
    if (
      items.length === 1 &&
      !/,/.test(text) &&
      words(text) <= 3 &&
      lines.length > 1 &&
      text === text.replace(/\.$/, '') &&
      isGroupName(text, lines) &&
      (pendingName === undefined || sizeOf(text, lines) > sizeOf(pendingName, lines)) &&
      (named === undefined || sizeOf(text, lines) >= sizeOf(named.name ?? '', lines))
    ) {
      pendingName = text;
      named = undefined;
      continue;
    }
    if (pendingName) {
      named = { name: pendingName, keywords: items };
      out.push(named);
      pendingName = undefined;
      continue;
    }
    if (named && nameSetApart(named.name ?? '', lines)) {
      named.keywords.push(...items);
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
  // The LaTeX logo reads as "LAT X" and a lowered "E", which may fall into the next line's group.
  let previous: string | undefined;
  for (const group of out) {
    group.keywords = group.keywords
      .filter((k) => !(k === 'E' && previous === 'LaTeX'))
      .map((k) => (previous = /^LAT ?E? ?X$/.test(k) ? 'LaTeX' : k));
  }
  return out.flatMap(splitAtLabels);
}

/**
 * "Lenguajes:", "C", "Python", "Herramientas:", "Git": labels the layout set among the items (tags
 * under a label) open groups of their own.
 */
function splitAtLabels(group: ResumeData['skills'][number]): ResumeData['skills'] {
  const groups: ResumeData['skills'] = [];
  let current = { ...group, keywords: [] as string[] };
  for (const k of group.keywords) {
    const label = /^(.{2,40}):$/u.exec(k);
    if (label && words(label[1]!) <= 5) {
      if (current.keywords.length || current.name) groups.push(current);
      current = { name: label[1]!.trim(), keywords: [] };
    } else current.keywords.push(k);
  }
  if (current.keywords.length || current.name) groups.push(current);
  // A label with nothing after it names nothing.
  return groups.filter((g) => g.keywords.length).map((g) => removeUndefined(g));
}

/**
 * A narrow sidebar wraps a list as a paragraph ("JavaScript, RStudio, Jupyter" / "Notebook, Git"):
 * a line that fills the column, with no stop or colon at its end, goes on in the line below, when
 * it is a list or a phrase of three words or more, or the line below opens in lower case. Short
 * items one a line ("Stock control" over "Rota planning") fill a narrow column as well: items.
 */
function markSidebarWraps(lines: Line[]): Line[] {
  const plain = (l: Line) => Boolean(l.sidebar) && !l.bold && !l.bullet;
  const longest = Math.max(0, ...lines.filter(plain).map((l) => l.text.length));
  return lines.map((line, i) => {
    const previous = lines[i - 1];
    const wraps =
      previous !== undefined &&
      plain(line) &&
      plain(previous) &&
      // A row of chips is whole: the next row is more chips, not its end.
      !previous.tags?.length &&
      !line.tags?.length &&
      previous.x !== undefined &&
      line.x !== undefined &&
      Math.abs(previous.x - line.x) <= 2 &&
      previous.text.length >= longest * 0.8 &&
      (/[,;·|•-]/u.test(previous.text) || words(previous.text) >= 3 || !/^\p{Lu}/u.test(line.text)) &&
      !/[.:;!?]$/.test(previous.text) &&
      !/^[^,]{1,30}:/.test(line.text);
    return wraps ? { ...line, continuation: true } : line;
  });
}

/**
 * "Group consolidation  Month-end close" among rows of chips ("Xero · Sage · Power BI"): two
 * phrases set apart by a wide space are two chips too, where the section sets its skills as chips.
 */
function asChips(lines: Line[]): Line[] {
  if (!lines.some((l) => l.tags?.length)) return lines;
  return lines.map((l) => {
    const [cell] = l.pieces ?? [];
    const chips = l.pieces?.length === 1 && cell && cell.length >= 2 && cell.every((p) => words(p) <= 4);
    return chips ? { ...l, text: cell.join(' · '), tags: cell } : l;
  });
}

/** "Python<tab>Go<tab>SQL": a row of three or more short cells is skills side by side, with no label. */
function isSkillRow(text: string): boolean {
  const cells = text.split('\t').map((c) => c.trim());
  // "Languages<tab>French<tab>English" keeps its label.
  return (
    cells.length >= 3 &&
    cells.every((c) => c && words(c) <= 3 && !/[,:;]/.test(c)) &&
    !matchHeading(cells[0] ?? '')
  );
}

function sizeOf(text: string, lines: Line[]): number {
  return lines.find((l) => l.text === text)?.size ?? 0;
}

/**
 * A group's name set bigger than the tags under it, or alone above them where they are not bold:
 * what follows it up to the next name is its list.
 */
function nameSetApart(name: string, lines: Line[]): boolean {
  const at = lines.findIndex((l) => l.text === name);
  const line = lines[at];
  const next = lines[at + 1];
  if (!line || !next) return false;
  return (line.size ?? 0) > (next.size ?? 0) + 0.5 || (line.bold && !next.bold);
}

function isGroupName(text: string, lines: Line[]): boolean {
  const line = lines.find((l) => l.text === text);
  return Boolean(line && line.bold && !line.bullet);
}

function splitLevel(name: string): [string, string | undefined] {
  const m = /^(.*?)\s*\(([^)]+)\)$/.exec(name);
  return m ? [m[1] ?? name, m[2]] : [name, undefined];
}
