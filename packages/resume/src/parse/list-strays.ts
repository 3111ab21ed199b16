/**
 * Lines a certificates or languages section holds that are none of its items, most often at the
 * end of the last section: another section's name set unlike the headings ("Interests") with what
 * follows it, a note on referees ("References available upon request"), and a list of pastimes set
 * apart from the items ("Hiking, chess and baking"). The name goes to its own section; the rest is
 * left unplaced, never read as a certificate or a language.
 */
import { matchHeading } from './headings.ts';
import { LEVEL } from './languages.ts';
import type { Line } from './lines.ts';
import { splitList } from './list-items.ts';
import type { Section } from './sections.ts';
import { foldOnce, words } from './util.ts';
import { LANGUAGE_NAMES } from './vocabulary.ts';

/** The sections read as lists of their own items, where a stray line would become an item. */
const LIST_KEYS = new Set(['certificates', 'languages']);

/** Another section's name alone on a line: "Interests", "Références". */
function namesSection(line: Line, key: string): Section['key'] | undefined {
  if (line.bullet || line.text.includes('\t') || words(line.text) > 4 || /\d/.test(line.text))
    return undefined;
  const match = matchHeading(line.text);
  return match && !match.loose && match.key !== key && match.key !== 'contact' ? match.key : undefined;
}

/**
 * A bold line set left of the section's bulleted items, out of their column ("Distinctions and
 * grants" under the languages' bullets): the name of a section the headings missed, not an item.
 */
function subHeading(line: Line, itemX: number | undefined): boolean {
  return (
    line.bold &&
    !line.bullet &&
    itemX !== undefined &&
    line.x !== undefined &&
    line.x < itemX - 8 &&
    words(line.text) >= 2 &&
    !/\d/.test(line.text) &&
    !LANGUAGE_NAMES.has(foldOnce(line.text.split(/\s+/)[0] ?? ''))
  );
}

/** "References available upon request": a sentence about referees, no item. */
const refereeNote = (line: Line): boolean =>
  words(line.text) >= 3 && !/\d/.test(line.text) && matchHeading(line.text)?.key === 'references';

/**
 * "Hiking, chess and sourdough baking": three items or more in lower case past the first letter,
 * no figure, no acronym, no language's name.
 */
function plainList(text: string): boolean {
  const items = splitList(text);
  return (
    items.length >= 3 &&
    !/\d|\p{Lu}{2}/u.test(text) &&
    !/\p{Lu}/u.test(text.slice(1)) &&
    items.every((i) => words(i) <= 3 && !LANGUAGE_NAMES.has(foldOnce(i.split(/\s+/)[0] ?? '')))
  );
}

/**
 * Under a languages heading, a sentence of five words or more that names no language and no level
 * ("Dean's list two years running"): no language.
 */
const noLanguage = (line: Line, key: string): boolean =>
  key === 'languages' &&
  words(line.text) >= 5 &&
  !/[\t,;·•|]/u.test(line.text) &&
  !LEVEL.test(line.text) &&
  !foldOnce(line.text)
    .split(/[^\p{L}]+/u)
    .some((w) => LANGUAGE_NAMES.has(w));

/** Set apart from the line above by a blank line or a wider gap than the section's lines keep. */
function setApart(lines: Line[], i: number): boolean {
  const line = lines[i];
  if (!line || i === 0) return false;
  if (line.blankBefore) return true;
  const gaps = lines
    .slice(1)
    .map((l) => l.gapBefore)
    .filter((g): g is number => g !== undefined)
    .sort((a, b) => a - b);
  const usual = gaps[Math.floor(gaps.length / 2)];
  return usual !== undefined && (line.gapBefore ?? 0) >= Math.max(1.5, usual + 0.8);
}

/**
 * A list section's own lines, the sections its stray names open, and the stray lines left
 * unplaced. Other sections are given back whole.
 */
export function takeStrays(sections: Section[]): { sections: Section[]; stray: string[] } {
  const stray: string[] = [];
  const out = sections.flatMap((s) => {
    const taken = takeStraysOf(s);
    stray.push(...taken.stray);
    return taken.sections;
  });
  return { sections: out, stray };
}

function takeStraysOf(section: Section): { sections: Section[]; stray: string[] } {
  if (!LIST_KEYS.has(section.key)) return { sections: [section], stray: [] };
  const own: Section = { ...section, lines: [] };
  const out: Section[] = [own];
  const stray: string[] = [];
  let current = own;
  const bulletXs = section.lines.filter((l) => l.bullet && l.x !== undefined).map((l) => l.x!);
  const itemX = bulletXs.length ? Math.min(...bulletXs) : undefined;
  // A list of pastimes set apart, and the lines of it that follow.
  let pastimes = false;
  section.lines.forEach((line, i) => {
    const key = current === own ? namesSection(line, section.key) : undefined;
    pastimes = plainList(line.text) && (pastimes || setApart(section.lines, i));
    if (key || subHeading(line, itemX)) {
      current = { key: key ?? 'custom', title: line.text, lines: [] };
      out.push(current);
    } else if (current === own && (refereeNote(line) || pastimes || noLanguage(line, section.key)))
      stray.push(line.text);
    else current.lines.push(line);
  });
  return { sections: out, stray };
}
