/**
 * The items of a list as resumes print them: split at commas, bullets, bars and tabs (not inside
 * brackets), joined back where a list wraps onto the next line, and labelled rows of a list told
 * from the prose around them.
 */
import { productNameTails } from '../lexicon/common.ts';
import { allLanguages } from '../lexicon/index.ts';
import { joinWrapped } from './entries.ts';
import type { Line } from './lines.ts';
import { foldOnce, words } from './util.ts';

const NAME_TAILS: ReadonlySet<string> = new Set(productNameTails);

/** The last two items of a list joined by "and" ("R and CSS", "Calc et Framacalc"). */
const AND_SPLIT = new RegExp(String.raw`^(.+?)\s+(?:${allLanguages('and').join('|')})\s+(\S.*)$`, 'u');

/** The items of one list: "Python, SQL and R" -> Python, SQL, R. */
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
  const joined = items.length >= 2 && last ? AND_SPLIT.exec(last.trim()) : null;
  if (joined && items.slice(0, -1).every((i) => i.trim().split(/\s+/).length <= 3))
    items.splice(-1, 1, joined[1]!, joined[2]!);
  // "Python<tab>✔ Docker": a check mark or bullet opening an item in a grid of skills is no part of it.
  const cleaned = items
    .map((s) =>
      s
        .trim()
        .replace(/^[✔✓•▪◦●○■□◆◇➢➤►▶▸❖]\s*/u, '')
        .replace(/\.$/, '')
        .trim(),
    )
    .filter((s) => s && /[\p{L}\p{N}]/u.test(s));
  return joinNameTails(cleaned);
}

/** "Google Cloud, Platform": a product's generic last word, alone, ends the item before it. */
function joinNameTails(items: string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const last = out.at(-1);
    if (last && /^\p{Lu}/u.test(item) && NAME_TAILS.has(foldOnce(item)) && !NAME_TAILS.has(foldOnce(last)))
      out[out.length - 1] = `${last} ${item}`;
    else out.push(item);
  }
  return out;
}

/** Merges lines that wrap a comma list onto the next line. */
export function mergeListLines(lines: Line[]): string[] {
  const out: string[] = [];
  let previous: Line | undefined;
  // The line that opened the last item.
  let opener: Line | undefined;
  for (const line of lines) {
    const last = out.at(-1);
    if (
      last !== undefined &&
      previous &&
      (line.continuation ||
        // Set right of the bullet's mark above it (a hanging indent), a line goes on with its item.
        (!line.bullet &&
          opener?.bullet &&
          line.x !== undefined &&
          opener.x !== undefined &&
          line.x > opener.x + 2 &&
          !line.text.includes('\t')) ||
        (/,$/.test(last) && !line.bullet) ||
        // "AWS, Google Cloud" over "Platform, Docker": a product's last word cut onto the next line.
        (!line.bullet &&
          /,/.test(last) &&
          NAME_TAILS.has(foldOnce(/^[^,;]+/u.exec(line.text)?.[0].trim() ?? ''))) ||
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
    } else {
      out.push(line.text);
      opener = line;
    }
    previous = line;
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
