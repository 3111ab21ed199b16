/**
 * A self-assessed language grid (Europass): "Mother tongue<tab>English", the grid's heads
 * ("Understanding<tab>Speaking<tab>Writing", "Listening<tab>Reading…"), a row per language with a
 * grade per skill ("Spanish<tab>B2<tab>B2<tab>C1<tab>B2<tab>B2") and the legend under it ("Levels:
 * A1 and A2: Basic user…"). The rows are languages with their level; the heads, the legend and a
 * row of grades that lost its language are nothing a resume lists.
 */
import { allLanguages, conjunctions } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { fold } from '../text/fold.ts';
import { languagesOfGroup, parseLanguages } from './languages.ts';
import type { Line } from './lines.ts';
import { splitList } from './list-items.ts';
import { parseSkills } from './skills.ts';
import { foldOnce } from './util.ts';
import { LANGUAGE_NAMES } from './vocabulary.ts';

const GRADE = /^[abc][12]$/iu;

const wordsOf = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every word of the grid's heads and legend, and the words that join them ("and", "y"). */
const GRID_WORDS = new Set([...allLanguages('languageGrid').flatMap(wordsOf), ...conjunctions]);

/** A level that says the language is the person's own ("Mother tongue", "Langue maternelle"). */
const NATIVE = new RegExp(String.raw`\b(?:${allLanguages('languageLevels').join('|')})\b`, 'iu');

const cellsOf = (line: Line): string[] =>
  line.text
    .split('\t')
    .map((c) => c.trim())
    .filter(Boolean);

const isLanguageName = (text: string): boolean => LANGUAGE_NAMES.has(foldOnce(text.trim()));

/** "Spanish<tab>B2<tab>B2<tab>C1": a language and two grades or more, one a cell. */
function gradeRow(line: Line): ResumeData['languages'][number] | undefined {
  const [language = '', ...grades] = cellsOf(line);
  if (grades.length < 2 || !isLanguageName(language) || !grades.every((g) => GRADE.test(g))) return undefined;
  const sorted = grades.map((g) => g.toUpperCase()).sort();
  const [low = '', high = ''] = [sorted[0], sorted.at(-1)];
  return { language, fluency: low === high ? low : `${low}–${high}` };
}

/** "Mother tongue<tab>English, Welsh": the person's own languages under their label. */
function nativeRow(line: Line): ResumeData['languages'] {
  const [label = '', ...rest] = cellsOf(line);
  if (!rest.length || label.split(/\s+/).length > 3 || !NATIVE.test(label)) return [];
  const names = rest.flatMap(splitList);
  return names.length && names.every(isLanguageName)
    ? names.map((language) => ({ language, fluency: label.replace(/:$/, '').trim() }))
    : [];
}

/** A line of the grid's heads or legend, or grades alone: every word a grid word or a grade. */
function gridFurniture(line: Line): boolean {
  const words = wordsOf(line.text);
  return words.length > 0 && words.every((w) => GRID_WORDS.has(w) || GRADE.test(w));
}

/**
 * A grid whose languages the layout set apart from their grades: its heads ("Understanding<tab>
 * Speaking<tab>Writing") and a line of grades ("B2<tab>B2<tab>B2", or the legend) still show it.
 */
function gridHeads(lines: Line[]): boolean {
  const furniture = lines.filter(gridFurniture);
  const grades = (l: Line) => wordsOf(l.text).filter((w) => GRADE.test(w)).length;
  return furniture.some((l) => cellsOf(l).length >= 3 && !grades(l)) && furniture.some((l) => grades(l) >= 2);
}

/**
 * The languages of a grid among a section's lines, and the lines left for the section's own
 * reading. A section with no row of grades beside a language holds no grid and is left whole.
 */
export function takeLanguageGrid(lines: Line[]): { languages: ResumeData['languages']; rest: Line[] } {
  if (!lines.some((l) => gradeRow(l)) && !gridHeads(lines)) return { languages: [], rest: lines };
  const languages: ResumeData['languages'] = [];
  const rest: Line[] = [];
  for (const line of lines) {
    const graded = gradeRow(line);
    const native = graded ? [graded] : nativeRow(line);
    if (native.length) languages.push(...native);
    else if (!gridFurniture(line)) rest.push(line);
  }
  return { languages, rest };
}

/**
 * A skills or languages section read: a grid of grades gives languages with their level, whichever
 * heading it is under, and a group of skills that lists languages ("Languages: English (Native)")
 * is the languages.
 */
export function readSkillsOrLanguages(
  key: 'skills' | 'languages',
  lines: Line[],
): Pick<ResumeData, 'skills' | 'languages'> {
  const grid = takeLanguageGrid(lines);
  if (key === 'languages')
    return { skills: [], languages: [...grid.languages, ...parseLanguages(grid.rest)] };
  const out: Pick<ResumeData, 'skills' | 'languages'> = { skills: [], languages: grid.languages };
  for (const group of parseSkills(grid.rest)) {
    const languages = languagesOfGroup(group);
    if (languages) out.languages.push(...languages);
    else out.skills.push(group);
  }
  return out;
}
