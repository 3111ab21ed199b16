/** Field reader "languages": spoken languages with how well each is known. */
import * as common from '../lexicon/common.ts';
import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { mergeListLines, splitList } from './list-items.ts';
import type { Line } from './lines.ts';
import { foldOnce, removeUndefined, words } from './util.ts';
import { LANGUAGE_NAMES } from './vocabulary.ts';

/**
 * How well a language is known, as resumes print it: a level word, a CEFR grade, reading, writing
 * or speaking, a figure or marks ("C1", "Lu, parlé et écrit", "Native", "4/5", "★★★").
 */
const LEVEL = new RegExp(
  String.raw`\b(?:${[...allLanguages('languageLevels'), ...common.languageLevels].join('|')})\b|\d|[★☆●○•]`,
  'iu',
);

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
