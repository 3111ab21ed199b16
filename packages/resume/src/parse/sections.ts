/**
 * Stage "sections": lines grouped under their section headings.
 * Takes Line[] (from lines.ts); gives the header (lines above the first heading: name, contact)
 * and Section[] (key such as work/education/skills, printed title, lines). Headings are found by
 * their names in en/fr/es, then by looking like the known ones (caps, bold, size, Word styles).
 * A sidebar continues its own sections; "Skills: Go, SQL" can open a section on one line.
 */
import { matchHeading, matchMisspeltHeading, type SectionKey } from './headings.ts';
import {
  atEdge,
  opensPage,
  setTightBelow,
  sharedLeftEdge,
  setLikeEntries,
  sizedAsHeading,
  spaceAboveHeadings,
} from './heading-look.ts';
import { bodySizeOf, type Line } from './lines.ts';
import { isAllCaps, words } from './util.ts';

export interface Section {
  key: SectionKey | 'custom';
  title: string;
  lines: Line[];
  /** Opened by "Skills: ..." on one line rather than by a heading line. */
  inline?: boolean;
}

interface Style {
  caps: boolean;
  bold: boolean;
  big: boolean;
  styled: boolean;
  /** After a blank line, in plain text: the only look a heading has there. */
  spaced: boolean;
}

function styleOfLine(line: Line, bodySize: number | undefined, boldEverywhere: boolean): Style {
  return {
    caps: isAllCaps(line.text),
    bold: line.bold && !boldEverywhere,
    big: Boolean(line.size && bodySize && line.size >= bodySize * 1.1),
    styled: line.headingLevel !== undefined && line.headingLevel >= 1,
    spaced: line.blankBefore,
  };
}

const FEATURES = ['caps', 'bold', 'big', 'styled', 'spaced'] as const;

/** Finds section headings: known names first, then lines styled like them. */
export function findHeadings(lines: Line[]): Map<number, { key: SectionKey | 'custom'; title: string }> {
  const bodySize = bodySizeOf(lines);
  // A document typed all in bold (a Word file whose style is bold): bold tells no heading apart.
  const boldEverywhere = isBoldEverywhere(lines);
  const styleOf = (line: Line) => styleOfLine(line, bodySize, boldEverywhere);
  const found = new Map<number, { key: SectionKey | 'custom'; title: string }>();
  const candidates: number[] = [];
  const loose: number[] = [];
  lines.forEach((line, i) => {
    // Word can number a heading paragraph: a bullet set big and bold with a section name is still a heading.
    const numberedHeading =
      line.bullet && line.bold && Boolean(line.size && bodySize && line.size >= bodySize * 1.2);
    if (
      (line.bullet && !numberedHeading) ||
      line.continuation ||
      words(line.text) > 6 ||
      line.text.includes('\t')
    )
      return;
    const match = matchHeading(line.text);
    if (match?.loose && !line.margin) loose.push(i);
    else if (match) candidates.push(i);
  });
  // With few exact names (or bold everywhere, so that only capitals or size mark a heading), a
  // longer phrase around a section word counts when it looks like a heading.
  if (candidates.length < 3 || boldEverywhere) {
    for (const i of loose) {
      const style = styleOf(lines[i] as Line);
      if (style.caps || style.big || style.styled) candidates.push(i);
    }
    candidates.sort((a, b) => a - b);
  }
  const styles = candidates.map((i) => styleOf(lines[i] as Line));
  // What most known headings look like; a known word without that look is body text ("Languages" as a skill group).
  const signature = FEATURES.filter(
    (f) => styles.filter((s) => s[f]).length >= Math.max(1, styles.length * 0.75),
  );
  const sizes = candidates
    .map((i) => lines[i]?.size)
    .filter((s): s is number => s !== undefined)
    .sort((a, b) => a - b);
  const headingSize = sizes[Math.floor(sizes.length / 2)];
  for (const i of candidates) {
    const line = lines[i] as Line;
    const style = styleOf(line);
    const match = matchHeading(line.text);
    // With bold everywhere, a section name alone on its line is the only sign a heading has.
    const exactInBold = boldEverywhere && match !== undefined && !match.loose;
    if (
      candidates.length >= 3 &&
      !signature.every((f) => style[f]) &&
      !style.styled &&
      !line.margin &&
      !exactInBold
    )
      continue;
    if (match) found.set(i, { key: match.key, title: line.text.replace(/[:\s]+$/, '') });
  }
  const firstKnown = Math.min(...found.keys());
  const knownSizes = [...found.keys()].map((i) => lines[i]?.size);
  // Headings told apart only by the space above them and their size: a section word set the same way is one too.
  lines.forEach((line, i) => {
    if (found.has(i) || i < firstKnown || line.bullet || words(line.text) > 5 || line.text.includes('\t'))
      return;
    const known = matchHeading(line.text);
    if (
      known &&
      !setLikeEntries(lines, i, known.key, found, isSectionWord) &&
      ((line.gapBefore ?? 0) >= 1.2 || opensPage(lines, i)) &&
      headingSize !== undefined &&
      line.size !== undefined &&
      sizedAsHeading(line.size, headingSize, knownSizes)
    ) {
      found.set(i, { key: known.key, title: line.text.replace(/[:\s]+$/, '') });
    }
  });
  if (signature.length === 0 && !lines.some((l) => l.headingLevel)) return found;
  // Word heading styles deeper than the known section headings are entry titles, not sections.
  const knownLevels = [...found.keys()]
    .map((i) => lines[i]?.headingLevel)
    .filter((l): l is number => l !== undefined && l >= 1);
  const deepest = knownLevels.length ? Math.max(...knownLevels) : Infinity;
  const headingGap = spaceAboveHeadings(lines, found);
  const headingX = sharedLeftEdge([...found.keys()].map((i) => lines[i] as Line));
  lines.forEach((line, i) => {
    if (found.has(i) || line.bullet || line.continuation) return;
    const text = line.text;
    if (words(text) > 5 || /\d|@|\t|[.,;]$|[:,]\s*\S/.test(text) || !/\p{L}{2}/u.test(text)) return;
    const style = styleOf(line);
    const known = matchHeading(text);
    // Above the first known heading only a section word (maybe misspelt) at the headings' edge
    // can be one: a headline under the name set like the headings is not.
    if (
      i < firstKnown &&
      !(known && style.styled) &&
      !(atEdge(line, headingX) && (known ?? matchMisspeltHeading(text)))
    )
      return;
    if (style.styled && (line.headingLevel ?? 0) > deepest) return;
    if (setTightBelow(line, headingGap)) return;
    // "ESCRITA" set beside or above the line before it is a table's column head, not a heading.
    if (!known && !style.styled && (line.gapBefore ?? 0) < 0) return;
    const docxHeading = style.styled && (line.headingLevel ?? 0) <= deepest;
    // A sidebar sets its headings in another size: a section word with the headings' look is enough.
    // All in bold, capitals alone (an employer in capitals) make no unknown heading.
    const weakLook = boldEverywhere && !known && !style.big;
    const looksSame =
      !weakLook &&
      signature.length > 0 &&
      signature.every((f) => style[f]) &&
      (known !== undefined || !headingSize || !line.size || Math.abs(line.size - headingSize) <= 0.6);
    if (known?.loose && setLikeEntries(lines, i, known.key, found, isSectionWord)) return;
    if (docxHeading || looksSame)
      found.set(i, {
        key: known?.key ?? matchMisspeltHeading(text)?.key ?? 'custom',
        title: text.replace(/[:\s]+$/, ''),
      });
  });
  return found;
}

const isSectionWord = (line: Line) => matchHeading(line.text) !== undefined;

/** Most lines are bold (at least 70 %, by count): the document's own type is bold. */
export function isBoldEverywhere(lines: Line[]): boolean {
  return lines.length >= 10 && lines.filter((l) => l.bold).length >= lines.length * 0.7;
}

export function splitSections(lines: Line[]): { header: Line[]; sections: Section[] } {
  const headings = findHeadings(lines);
  const header: Line[] = [];
  const sections: Section[] = [];
  // Two flows: the main column (and full-width text) and the sidebar. Each continues its own
  // last section, across pages; sidebar text before any sidebar heading is read like the header.
  let main: Section | undefined;
  let side: Section | undefined;
  const wraps = new Set<number>();
  lines.forEach((line, i) => {
    if (wraps.has(i)) return;
    const heading = headings.get(i);
    if (heading) {
      const wrap = headingWrap(lines, i, heading.key);
      if (wrap) wraps.add(i + 1);
      const title = wrap ? `${heading.title} ${wrap.text.replace(/:$/u, '')}` : heading.title;
      const section: Section = { key: wrap?.key ?? heading.key, title, lines: [] };
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
    if (
      inline &&
      match &&
      current &&
      match.key !== current.key &&
      match.key !== 'contact' &&
      !(current.key === 'skills' && match.key === 'languages' && !current.inline)
    ) {
      const section: Section = {
        key: match.key,
        title: inline[1] ?? '',
        lines: [{ ...line, text: inline[2] ?? '' }],
        inline: true,
      };
      sections.push(section);
      if (line.sidebar) side = section;
      else main = section;
      return;
    }
    (current?.lines ?? header).push(line);
  });
  returnColumnsBeside(sections);
  return { header, sections };
}

/**
 * "COMPÉTENCES" over "PERSONNELLES": a heading in capitals wrapped by a narrow label column, its
 * second line set like it right below (same size and weight, at its edge, no space between) and
 * naming the same section with it, or, whole, the name of another ("EDUCACIÓN" over
 * "COMPLEMENTARIA:" names the courses). Not a first item in capitals: the line after it is set otherwise.
 */
function headingWrap(lines: Line[], i: number, key: string): { text: string; key: SectionKey } | undefined {
  const [line, next, after] = [lines[i], lines[i + 1], lines[i + 2]];
  if (!line || !next || next.bullet || next.sidebar !== line.sidebar) return undefined;
  // A whole heading's name allows a label column set flush right (its lines start apart).
  const joined = matchHeading(`${line.text} ${next.text}`);
  const reach = joined && !joined.loose ? 40 : 12;
  const like = (a: Line, b: Line) =>
    isAllCaps(a.text) &&
    a.bold === b.bold &&
    Math.abs((a.size ?? 0) - (b.size ?? 0)) < 0.3 &&
    a.x !== undefined &&
    b.x !== undefined &&
    Math.abs(a.x - b.x) <= reach;
  if (
    !isAllCaps(line.text) ||
    !like(next, line) ||
    words(next.text) > 3 ||
    /[^\p{L}\s'’-]/u.test(next.text.replace(/:$/u, ''))
  )
    return undefined;
  if ((next.gapBefore ?? 1) > 0.5 || (after && like(after, next) && (after.gapBefore ?? 1) <= 0.5))
    return undefined;
  if (!joined || (joined.key !== key && joined.loose)) return undefined;
  return { text: next.text, key: joined.key };
}

/**
 * A two-column grid (a skills table's right half) can be read after the next heading: the lines
 * right under that heading jump back up the page. That run, set right of where it starts, goes
 * back to the section above.
 */
function returnColumnsBeside(sections: Section[]): void {
  for (let s = 1; s < sections.length; s++) {
    const section = sections[s] as Section;
    const first = section.lines[0];
    if (!first || first.sidebar || first.x === undefined || (first.gapBefore ?? 0) > -3) continue;
    // Its labels are set right-aligned, so its lines start a little left or right of the first.
    const left = first.x * 0.75;
    let end = 1;
    while (end < section.lines.length) {
      const line = section.lines[end] as Line;
      if (line.x === undefined || line.x < left || (line.gapBefore ?? 0) < -1) break;
      end++;
    }
    if (end === section.lines.length) continue;
    sections[s - 1]?.lines.push(...section.lines.splice(0, end));
  }
}
