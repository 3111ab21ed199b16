import { describe, expect, it } from 'vitest';
import { languages, lexicons, type Lexicon } from '../../src/lexicon/index.ts';
import { fold } from '../../src/text/fold.ts';

/** Fields the reader compares as written: folded, lower case. */
const folded = [
  'present',
  'since',
  'seasons',
  'dateQualifiers',
  'rangeWords',
  'from',
  'titleWords',
  'organizationWords',
  'schoolWords',
  'countries',
  'placeWords',
  'languageNames',
  'publicBodyWords',
  'classOf',
  'phoneWords',
  'officePhoneWords',
  'idWords',
  'fragmentEnds',
  'titleConnectors',
  'employmentTypes',
  'employmentStatus',
  'contractTypes',
  'selfEmployed',
  'scheduleDays',
  'technicalModifiers',
] as const;

/** Lists a language may leave empty: not every language has a month that is also a word, known technical modifiers, unit words, a middle school named apart, short title words, English title forms or verbs, letters of its own, clauses a letter's frame cannot hold, or another word for "and". */
const mayBeEmpty = new Set<keyof Lexicon>([
  'monthsAlsoWords',
  'technicalModifiers',
  'unitWords',
  'middleSchools',
  'shortTitleWords',
  'employerAt',
  'soleTitles',
  'titleAbbreviations',
  'titleSmallWords',
  'ongoingAfterDash',
  'activityEndings',
  'adverbEndings',
  'pastVerbs',
  'baseVerbs',
  'languageMarks',
  'clausesOfTheirOwn',
  'andSwaps',
]);

describe.each(languages)('the %s lexicon', (lang) => {
  const lexicon = lexicons[lang];

  it('fills every list', () => {
    const empty = Object.entries(lexicon)
      .filter(
        ([field, value]) =>
          Array.isArray(value) && value.length === 0 && !mayBeEmpty.has(field as keyof Lexicon),
      )
      .map(([field]) => field);
    expect(empty).toEqual([]);
  });

  it('names every section with at least one heading, and no heading twice', () => {
    for (const [section, names] of Object.entries(lexicon.headings)) {
      expect(names.length, section).toBeGreaterThan(0);
      expect(new Set(names.map(fold)).size, section).toBe(names.length);
    }
  });

  it('writes twelve distinct months with a short form each', () => {
    expect(new Set(lexicon.months.map((m) => fold(m.name))).size).toBe(12);
    for (const month of lexicon.months) expect(month.short.length).toBeGreaterThan(0);
  });

  it('writes the words the reader compares lower case, without accents, each once', () => {
    for (const field of folded) {
      const words = lexicon[field];
      expect(
        words.filter((w) => fold(w) !== w),
        field,
      ).toEqual([]);
      expect(new Set(words).size, field).toBe(words.length);
    }
  });

  it('writes degrees, heading words, language levels, labels and posting cues as patterns that compile', () => {
    const { welcomeAfter, ...cues } = lexicon.posting;
    const patterns = [
      ...lexicon.degrees,
      ...lexicon.facultyWords,
      ...Object.values(lexicon.headingWords).flat(),
      ...lexicon.languageLevels,
      ...Object.values(lexicon.entryLabels).flat(),
      ...lexicon.jobPartLabels,
      ...lexicon.streetWords,
      ...lexicon.nameLabels,
      ...lexicon.greetings,
      ...lexicon.contactLabels,
      ...lexicon.personalLabels,
      ...lexicon.languageSwitch,
      ...Object.values(lexicon.languageUse).flat(),
      ...lexicon.skillLevels,
      ...lexicon.coursesLabels,
      ...lexicon.placeholders,
      ...lexicon.awardWords,
      ...lexicon.toolsLabels,
      ...lexicon.organizationLeads,
      ...lexicon.saintWords,
      ...lexicon.placeLinks,
      ...lexicon.graduationWords,
      ...Object.values(lexicon.pageWords).flat(),
      ...Object.values(lexicon.employerSpeech).flat(),
      ...Object.values(lexicon.postingDemands).flat(),
      ...Object.values(lexicon.postingClutter).flat(),
      ...Object.values(lexicon.requirementFrame).flat(),
      ...Object.values(cues).flat(),
      ...Object.values(welcomeAfter).flat(),
    ];
    for (const source of patterns) expect(() => new RegExp(source, 'u'), source).not.toThrow();
  });
});
