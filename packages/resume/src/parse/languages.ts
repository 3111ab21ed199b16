/** Field reader "languages": spoken languages with how well each is known. */
import * as common from '../lexicon/common.ts';
import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { mergeListLines, splitList } from './list-items.ts';
import { matchHeading } from './headings.ts';
import type { Line } from './lines.ts';
import { foldOnce, removeUndefined, words } from './util.ts';
import { LANGUAGE_NAMES } from './vocabulary.ts';

/**
 * How well a language is known, as resumes print it: a level word, a CEFR grade, reading, writing
 * or speaking, a figure or marks ("C1", "Lu, parlé et écrit", "Native", "4/5", "★★★").
 */
export const LEVEL = new RegExp(
  String.raw`\b(?:${[...allLanguages('languageLevels'), ...common.languageLevels].join('|')})\b|\d|[★☆●○•]`,
  'iu',
);

const isLanguageName = (cell: string): boolean => LANGUAGE_NAMES.has(foldOnce(cell.split(/[\s(:]/)[0] ?? ''));

/**
 * "English (Yoruba)": a second language's name that says no level is a second language, not how
 * well the first is known; a level word keeps it a level ("English (C1)", "Anglais (lu, écrit)").
 */
const isSecondLanguage = (fluency: string): boolean => !LEVEL.test(fluency) && isLanguageName(fluency);

/**
 * "Languages: English (Native), Welsh (Conversational)" read as a group of skills (a row of a
 * skills table): a group under a languages heading's name whose items each open with a language's
 * name is the languages, with the level in brackets or after a dash.
 */
export function languagesOfGroup(group: ResumeData['skills'][number]): ResumeData['languages'] | undefined {
  if (matchHeading(group.name ?? '')?.key !== 'languages' || !group.keywords.length) return undefined;
  if (!group.keywords.every(isLanguageName)) return undefined;
  return group.keywords.map((item) => {
    const m = /^([^()]+?)\s*(?:\((.+)\)|\s[–—-]\s*(.+))$/u.exec(item);
    const fluency = m?.[2] ?? m?.[3];
    return m && fluency ? { language: m[1]!, fluency } : { language: item };
  });
}

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
      // "Français Langue maternelle", "Anglais Courant (C1)": a language's name, then its level in words.
      const [name = '', ...tail] = item.split(/\s+/);
      const level = tail.join(' ');
      if (
        /^\p{L}+$/u.test(name) &&
        isLanguageName(name) &&
        level &&
        LEVEL.test(level) &&
        !/^[(:–—-]/u.test(level) &&
        !isLanguageName(level)
      ) {
        out.push({ language: name, fluency: level });
        continue;
      }
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
