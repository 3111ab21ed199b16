import { allLanguages, type Lexicon } from '../../lexicon/index.ts';
import { findSkillsInTokens } from '../vocabulary.ts';
import { normTokens, squash, tokenize } from '../text.ts';
import { cleanPostingText } from './clean.ts';
import { headingKindByCue, namesQualification } from './cues.ts';
import { classifyHeading, type SectionKind } from './headings.ts';

/* A cleaned posting cut into blocks: each heading with the lines under it, clutter lines dropped. */

/** One kind of clutter words in every language, as alternatives. */
const clutter = (kind: keyof Lexicon['postingClutter']): string =>
  allLanguages((lexicon) => lexicon.postingClutter[kind]).join('|');
/** Page furniture and boilerplate that is never part of a job: a whole line matching one of these goes. */
const CLUTTER_LINE: RegExp[] = [
  // A word, not the start of a name ("Next.js" is no "Next" button).
  new RegExp(String.raw`^(?:${clutter('controls')})\b(?![.-]\w).{0,60}$`, 'i'),
  new RegExp(`${clutter('smallPrint')}|©`, 'i'),
  /^(?:https?:\/\/|www\.)\S+$|^\S+@\S+\.\S+$/i,
  new RegExp(String.raw`^(?:${clutter('posted')})\b.{0,60}$`, 'i'),
  new RegExp(String.raw`\b(?:${clutter('notices')})\b`, 'i'),
  /^\W*$/,
];

/** A list item's marker: a dash, a dot, a number, or a check mark or a picture ("✅", "🔹"). */
export const BULLET =
  /^\s*(?:(?:[-•*·▪◦‣–—]|\\-|\d{1,2}[.)]|[a-z][.)])\s+|(?:[✓✔☑➢➤►▸▹→]|\p{Extended_Pictographic})\uFE0F?\s*)/u;
/** A picture before a line ("🎯 What you'll do"): a heading may wear one as a list item does. */
const PICTURE_LEAD = /^\s*\p{Extended_Pictographic}/u;

function isClutter(line: string): boolean {
  const t = squash(line);
  return CLUTTER_LINE.some((re) => re.test(t));
}

export interface Block {
  kind: SectionKind;
  heading: string;
  /** A sub-heading that took its list's kind. */
  inherited?: boolean;
  lines: Array<{ text: string; bullet: boolean }>;
}

function isHeadingLine(line: string, raw: string): boolean {
  if (BULLET.test(raw) && !PICTURE_LEAD.test(raw)) return false;
  const words = normTokens(line).length;
  if (words === 0 || words > 9) return false;
  if (/(?:[:：]|…|\.\.\.)\s*$/.test(line)) return true;
  // A question that names a section ("What will you do?", "¿Qué buscamos en ti?").
  if (/\?\s*$/.test(line) && words <= 7 && classifyHeading(line) !== 'none') return true;
  if (/^(?:#{1,6}\s|\*\*[^*]+\*\*\s*:?\s*$)/.test(raw.trim())) return true;
  // A short line with no sentence end that names a known section.
  return !/[.!?;,]\s*$/.test(line) && words <= 6 && classifyHeading(line) !== 'none';
}

/**
 * A short line set apart by a blank line before it, with text right under it, and no sentence end:
 * a heading in the employer's own words ("It would be lovely if you also had"). Not the first line
 * of a list that has just been opened, nor a line inside a list when it says nothing of its kind.
 */
function standsAsHeading(rows: string[], i: number, current: Block): boolean {
  const line = squash(rows[i]!);
  if (
    (BULLET.test(rows[i]!) && !PICTURE_LEAD.test(rows[i]!)) ||
    /[.!?;,]$/.test(line) ||
    !/^[\p{Lu}¿¡]/u.test(line)
  )
    return false;
  const words = normTokens(line).length;
  if (words === 0 || words > 9) return false;
  if (i > 0 && rows[i - 1]!.trim()) return false;
  // A line that names a skill or a qualification is a requirement ("CompTIA A+ certification").
  if (
    classifyHeading(line) === 'none' &&
    (namesQualification(line) || findSkillsInTokens(tokenize(line), line).length)
  )
    return false;
  if (!rows[i + 1]?.trim()) return false;
  const listKind = current.kind === 'must' || current.kind === 'nice' || current.kind === 'duties';
  if (listKind && !current.lines.length) return false;
  return !listKind || classifyHeading(line) !== 'none' || headingKindByCue(line) !== 'none';
}

/**
 * A job board's field table puts a section's name and its text on one row, apart by a tab
 * ("Profil recherché<TAB>bac secrétariat avec ..."): the name is a heading of its own.
 */
function splitLabelRow(line: string): string[] {
  const m = /^([^\t]{3,40})\t+(.+)$/.exec(line);
  if (!m || normTokens(m[1]!).length > 5) return [line];
  // Any other field keeps its name as a label ("Moyen d'accès: Transports en commun").
  if (classifyHeading(m[1]!) === 'none') return [`${m[1]!.trim()}: ${m[2]!}`];
  return [`${m[1]!.trim()}:`, m[2]!];
}

/** "Label: text" on one line, with a short label that opens with a capital. */
const LABEL_ROW = /^(\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)?\p{Lu}[^:：\n]{2,50}?)\s*[:：]\s+(\S.*)$/u;
const labelRow = (line: string | undefined): RegExpExecArray | null => {
  const m = line === undefined ? null : LABEL_ROW.exec(line);
  return m && normTokens(m[1]!).length <= 7 ? m : null;
};

/**
 * A heading that shares its line with the first item ("Ce que nous attendons de vous : CACES 1",
 * "Requirements: valid license, 4+ years ..."): the heading on a line of its own, when it opens a
 * list the reader reads. A field of the page keeps its line ("Salary: $20", "Lieu : Lyon"), and so
 * does a row of a table of fields ("Travel requirement: ..." between "Grade: 14" and "Schedule: ...").
 */
function splitHeadingRows(rows: string[]): string[] {
  const near = (i: number, step: number): string | undefined => {
    for (let j = i + step; j >= 0 && j < rows.length; j += step) if (rows[j]!.trim()) return rows[j];
    return undefined;
  };
  const kindOfRow = (line: string | undefined): SectionKind | undefined => {
    const m = labelRow(line);
    if (!m) return undefined;
    const known = classifyHeading(`${m[1]!.trim()}:`);
    return known !== 'none' ? known : headingKindByCue(m[1]!);
  };
  return rows.flatMap((line, i) => {
    const kind = kindOfRow(line);
    if (kind !== 'must' && kind !== 'nice' && kind !== 'duties') return [line];
    if (kindOfRow(near(i, -1)) === 'none' || kindOfRow(near(i, 1)) === 'none') return [line];
    const m = labelRow(line)!;
    // A value that says nothing alone keeps its label ("Años de experiencia: 2").
    return /\p{L}{2}/u.test(m[2]!) ? [`${m[1]!.trim()}:`, m[2]!] : [line];
  });
}

/** A label that names a section, said inside a paragraph: "... by name. What we need: at least ...". */
const INLINE_LABEL = /(?<=[.!?])\s+(\p{Lu}[^.!?:\n]{2,40}):\s+(?=\S)/u;

/**
 * A paragraph that holds a section's name after a sentence ("... greet regulars by name. What we
 * need: ...") is cut there; a line of items apart by bullets ("latte art • ServSafe card") is one
 * list item each.
 */
function splitInline(line: string): string[] {
  const m = INLINE_LABEL.exec(line);
  const label = m?.[1];
  if (
    m &&
    label &&
    normTokens(label).length <= 5 &&
    (classifyHeading(`${label}:`) !== 'none' || headingKindByCue(label) !== 'none')
  ) {
    return [
      ...bulletItems(line.slice(0, m.index)),
      `${label}:`,
      ...splitInline(line.slice(m.index + m[0].length)),
    ];
  }
  return bulletItems(line);
}

function bulletItems(line: string): string[] {
  const items = line.split(/\s+•\s+/u);
  return items.length > 1 ? items.map((item) => (BULLET.test(item) ? item : `- ${item}`)) : [line];
}

export function blocksOf(raw: string): Block[] {
  const cleaned = cleanPostingText(raw);
  const blocks: Block[] = [{ kind: 'none', heading: '', lines: [] }];
  const labelled = cleaned.split('\n').flatMap(splitLabelRow);
  const rows = splitHeadingRows(labelled).flatMap(splitInline);
  rows.forEach((original, i) => {
    const line = squash(original);
    if (!line || isClutter(line)) return;
    const current = blocks[blocks.length - 1]!;
    if (isHeadingLine(line, original) || standsAsHeading(rows, i, current)) {
      const known = classifyHeading(line);
      // A sub-heading inside a requirement list that names skills ("Experience in Python and Django, including:") belongs to it.
      if (
        known === 'none' &&
        (current.kind === 'must' || current.kind === 'nice') &&
        findSkillsInTokens(tokenize(line), line).length
      ) {
        // It counts with the list's items when they are bullets, with its sentences when they are prose.
        const next = rows.slice(i + 1).find((r) => r.trim());
        current.lines.push({ text: line.replace(/[:：]\s*$/, ''), bullet: !!next && BULLET.test(next) });
        return;
      }
      // A sub-heading right under a list's heading ("Vos missions :" then "Auprès de l'enfant :"),
      // and each sibling after it, keeps the list's kind.
      const inherits =
        known === 'none' &&
        current.kind !== 'none' &&
        current.kind !== 'other' &&
        (!current.lines.length || current.inherited) &&
        /[:：]\s*$/.test(line);
      // A heading in the employer's own words ("What you'll need to succeed", "Tu día a día") by what it says.
      const kind = inherits ? current.kind : known !== 'none' ? known : headingKindByCue(line);
      blocks.push({ kind, heading: line, lines: [], inherited: inherits });
      return;
    }
    current.lines.push({ text: line, bullet: BULLET.test(original) });
  });
  return blocks;
}
