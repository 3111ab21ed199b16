/**
 * Field readers "skills" and "languages": list sections into named groups of keywords.
 * Takes the section's Line[]; gives skills groups ("Group: a, b, c", a bold group name above its
 * list, or one unnamed group) and spoken languages with their level.
 */
import type { ResumeData } from '../schema/resume.ts';
import { matchHeading } from './headings.ts';
import { joinWrapped } from './entries.ts';
import type { Line } from './lines.ts';
import { foldOnce, removeUndefined, words } from './util.ts';
import { LANGUAGE_NAMES } from './vocabulary.ts';

export function splitList(text: string): string[] {
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
  // "Excel, Calc et Framacalc", "R, HTML and CSS": the last two items of a list joined by "and".
  const last = items.at(-1);
  const joined = items.length >= 2 && last ? /^(.+?)\s+(?:and|et|y|e)\s+(\S.*)$/u.exec(last.trim()) : null;
  if (joined && items.slice(0, -1).every((i) => i.trim().split(/\s+/).length <= 3))
    items.splice(-1, 1, joined[1]!, joined[2]!);
  // "Python<tab>✔ Docker": a check mark or bullet opening an item in a grid of skills is no part of it.
  return items
    .map((s) =>
      s
        .trim()
        .replace(/^[✔✓•▪◦●○■□◆◇➢➤►▶▸❖]\s*/u, '')
        .replace(/\.$/, '')
        .trim(),
    )
    .filter((s) => s && /[\p{L}\p{N}]/u.test(s));
}

/** Merges lines that wrap a comma list onto the next line. */
export function mergeListLines(lines: Line[]): string[] {
  const out: string[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    const last = out.at(-1);
    if (
      last !== undefined &&
      previous &&
      (line.continuation ||
        (/,$/.test(last) && !line.bullet) ||
        (!line.bullet && /^\p{Ll}/u.test(line.text) && (/,/.test(last) || /\p{L}-$/u.test(last))) ||
        // "Programas de edición" over "multimedia": in a list of capitalised items, a short
        // lower-case line under a single item finishes it.
        (!line.bullet &&
          /^\p{Ll}{2}/u.test(line.text) &&
          words(line.text) <= 3 &&
          !/[,;:\t]/.test(line.text) &&
          /^\p{Lu}/u.test(last) &&
          !/[,;:.\t]/.test(last)))
    ) {
      // "experiencia en de-" / "sarrollo de proyectos": a word cut at the line end is one word.
      out[out.length - 1] = joinWrapped(last, line.text);
    } else out.push(line.text);
    previous = line;
  }
  return out;
}

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

export function parseSkills(lines: Line[]): ResumeData['skills'] {
  const out: ResumeData['skills'] = [];
  let loose: ResumeData['skills'][number] | undefined;
  let pendingName: string | undefined;
  // The group a name line opened: the rows of tags under it are its items.
  let named: ResumeData['skills'][number] | undefined;
  const columns = itemsInColumns(lines);
  for (const text of mergeListLines(markSidebarWraps(lines))) {
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
 * a line that fills the column, with no stop or colon at its end, goes on in the line below.
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
      previous.x !== undefined &&
      line.x !== undefined &&
      Math.abs(previous.x - line.x) <= 2 &&
      previous.text.length >= longest * 0.8 &&
      !/[.:;!?]$/.test(previous.text) &&
      !/^[^,]{1,30}:/.test(line.text);
    return wraps ? { ...line, continuation: true } : line;
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

/**
 * How well a language is known, as resumes print it: a level word, a CEFR grade, reading, writing
 * or speaking, a figure or marks ("C1", "Lu, parlé et écrit", "Native", "4/5", "★★★").
 */
const LEVEL =
  /\b(?:native|mother tongue|bilingual|fluent|fluency|proficient|proficiency|professional|working|conversational|intermediate|advanced|basic|beginner|elementary|upper|limited|full|good|excellent|notions?|courant|maternelle|langue maternelle|bilingue|interm[ée]diaire|avanc[ée]e?|d[ée]butant|scolaire|correct|nativo|nativa|materna|avanzado|intermedio|b[áa]sico|medio|alto|bajo|fluido|read|written|spoken|reading|writing|speaking|lu|[ée]crit|parl[ée]|le[íi]do|escrito|hablado|oral|[abc][12])\b|\d|[★☆●○•]/iu;

const isLanguageName = (cell: string): boolean => LANGUAGE_NAMES.has(foldOnce(cell.split(/[\s(:]/)[0] ?? ''));

/**
 * "English (Yoruba)": a second language's name that says no level is a second language, not how
 * well the first is known; a level word keeps it a level ("English (C1)", "Anglais (lu, écrit)").
 */
const isSecondLanguage = (fluency: string): boolean => !LEVEL.test(fluency) && isLanguageName(fluency);

export function parseLanguages(lines: Line[]): ResumeData['languages'] {
  const out: ResumeData['languages'] = [];
  for (const text of mergeListLines(lines)) {
    // "Anglais<tab>Lu, parlé et écrit.": the language in its column, how well in the next.
    const [first = '', ...rest] = text.split('\t').map((c) => c.trim());
    if (rest.length && isLanguageName(first) && words(first) <= 3 && !rest.some(isLanguageName)) {
      const fluency = rest.join(' ').replace(/\.$/, '').trim();
      out.push(removeUndefined({ language: first.replace(/:$/, ''), fluency: fluency || undefined }));
      continue;
    }
    for (const item of splitList(text)) {
      const m =
        /^([\p{L}][\p{L}\s'’-]*?)\s*(?:\(([^)]+)\)|[:–—-]\s*(.+)|\s{1,}((?:native|fluent|bilingual|c[12]|b[12]|a[12])\b.*))?$/iu.exec(
          item,
        );
      const fluency = (m?.[2] ?? m?.[3] ?? m?.[4])?.trim();
      if (m && fluency && isSecondLanguage(fluency))
        out.push({ language: m[1]!.trim() }, { language: fluency });
      else if (m) out.push(removeUndefined({ language: m[1]?.trim(), fluency }));
      else out.push({ language: item });
    }
  }
  return out;
}

/**
 * "Tech:<tab>Go, SQL, Docker, Git" set under a profile: a row with a bold label and a list is a
 * group of skills, not part of the summary. Gives the summary's lines and the rows' lines (a row
 * wraps onto lines indented under its list).
 */
export function splitLabelledRows(lines: Line[]): { prose: Line[]; rows: Line[] } {
  const prose: Line[] = [];
  const rows: Line[] = [];
  let row: Line | undefined;
  for (const line of lines) {
    // Its items are names, not clauses of a sentence ("Objective:<tab>to join a team, ...").
    const items = splitList(line.text.replace(/^[^:\t]*:/u, ''));
    const labelled =
      line.bold &&
      !line.bullet &&
      /^[^:\t]{2,24}:\t/u.test(line.text) &&
      items.length >= 2 &&
      items.every((item) => words(item) <= 4);
    if (labelled) {
      row = line;
      rows.push(line);
      continue;
    }
    const wraps =
      row !== undefined &&
      !line.bold &&
      (rows.at(-1)?.text.endsWith(',') ||
        (line.x !== undefined && row.x !== undefined && line.x > row.x + 2));
    if (wraps) {
      rows.push({ ...line, continuation: true });
      continue;
    }
    row = undefined;
    prose.push(line);
  }
  return { prose, rows };
}
