/** The gender a noun's article agrees with: masculine, feminine or neuter (English nouns: neuter). */
export type Gender = 'm' | 'f' | 'n';

/** The words of the letter writer's own sentences: grammar around the resume's facts, never facts. */
export interface LetterWords {
  /**
   * Common nouns that lead an institution's name, folded, with their gender: a sentence gives
   * such a name the noun's article ("à l'Université de Lyon", "au Lycée Hugo", "en el Hospital
   * Central", "the University of Leeds"), a company's name none ("chez Acme").
   */
  institutionNouns: Readonly<Record<string, Gender>>;
  /** The letter's own stand-in for an unnamed employer starts with one of these ("votre entreprise"). */
  possessives: readonly string[];
}
