/** What a rendered document writes itself beyond its headings (`Labels`), as printed. */
export interface RenderWords {
  /**
   * A letter's date written out from the month's full name: "November 21, 2026", "21 novembre
   * 2026" ("1er" on the first), "21 de noviembre de 2026"; with no day, "noviembre de 2026".
   */
  letterDate: {
    day: (day: number, month: string, year: string) => string;
    month: (month: string, year: string) => string;
  };
  /**
   * A spoken language's level as a CV's language list writes it: the first form is the one this
   * language writes, the others are read as the same level ("Langue maternelle", "Natif").
   */
  spokenLevels: Record<SpokenLevel, readonly string[]>;
  /**
   * The heading of a list the CV printed only part of, from its full heading as printed
   * ("Publications" -> "Selected publications", "Publications (sélection)").
   */
  selectedList: (heading: string) => string;
  /** The line a CV prints in place of its referees' details ("References available on request"). */
  referencesOnRequest: string;
}

/** The levels a language list names in words (CEFR codes such as "B2" are the same everywhere). */
export type SpokenLevel =
  | 'native'
  | 'bilingual'
  | 'fluent'
  | 'advanced'
  | 'intermediate'
  | 'basic'
  | 'beginner'
  | 'professional'
  | 'conversational';
