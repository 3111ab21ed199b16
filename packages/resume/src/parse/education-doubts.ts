/**
 * Schools the education reader read but doubts: a heading, a date, a cut phrase or a sentence
 * where a school's name should stand. Each rule is named, so the doubt says which one fired; a
 * doubted school is flagged for the user to check, and no sentence states it.
 */
import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { findDates } from '../text/dates.ts';
import { isDegreeLike, isSchoolLike } from './fields.ts';
import { matchHeading } from './headings.ts';
import { failedRule, type PlausibilityRule } from './plausibility.ts';
import type { UncertainList } from './uncertain.ts';
import { foldOnce, words } from './util.ts';

/** Words a name does not end on unless a line end cut it ("Community College of"). */
const CUT_END = new RegExp(
  String.raw`\s(?:${allLanguages('degreeLinkEnds').join('|')}|of|and|the|for)$`,
  'u',
);

const AWARD = new RegExp(String.raw`^(?:${allLanguages('awardWords').join('|')})(?![\p{L}])`, 'u');

export const SCHOOL_DOUBTS: PlausibilityRule[] = [
  {
    name: 'school.heading',
    example: 'Formation complémentaire',
    fails: (s) => {
      const heading = matchHeading(s);
      return heading !== undefined && !heading.loose;
    },
  },
  { name: 'school.label', example: 'COMPLEMENTARIA:', fails: (s) => /:$/u.test(s) },
  { name: 'school.award', example: 'Honors Program, Cum Laude', fails: (s) => AWARD.test(foldOnce(s)) },
  {
    name: 'school.date',
    example: 'May 2015',
    fails: (s) => !/\p{L}{3}/u.test(s) || (findDates(s) !== undefined && !isSchoolLike(s)),
  },
  { name: 'school.lower-case', example: 'sides data analysis', fails: (s) => /^\p{Ll}/u.test(s) },
  { name: 'school.cut', example: 'Community College of', fails: (s) => CUT_END.test(foldOnce(s)) },
  {
    name: 'school.degree',
    example: 'Master of Arts in History',
    fails: (s) => isDegreeLike(s) && !isSchoolLike(s),
  },
  {
    name: 'school.sentence',
    example: 'was proposed. Analysis of this',
    fails: (s) => /\.\s+\p{L}/u.test(s) && !isSchoolLike(s),
  },
  {
    name: 'school.long',
    example: 'Trained nurses and carers across three wards of the Riverbend hospital in evening shifts',
    fails: (s) => words(s) > 12,
  },
];

/** Flags each school a rule doubts (the first rule that fires names the doubt). */
export function doubtSchools(
  education: ResumeData['education'],
  uncertain: UncertainList,
  base: string,
): void {
  education.forEach((entry, i) => {
    const rule = failedRule(entry.institution, SCHOOL_DOUBTS);
    if (rule) uncertain.add(`${base}/${i}/institution`, 'field_doubtful', rule.name);
  });
}
