import type { LetterPhrases, SummaryPhrases } from './phrases.ts';

/** The gender a noun's article agrees with: masculine, feminine or neuter (English nouns: neuter). */
export type Gender = 'm' | 'f' | 'n';

/**
 * How a resume line begins, as the letter writer reads it: a thing done ("Led ..."), a duty
 * ("Manage ..."), a noun phrase, a result in the passive ("Adopted by ..."), what others chose the
 * candidate for ("Promoted to ..."), something under way ("Currently working ...").
 */
export type LineForm = 'done' | 'base' | 'noun' | 'passive' | 'chosen' | 'ongoing';

/** A resume line as a frame takes it, in the pieces and cases a clause needs. */
export interface ClauseLine {
  form: LineForm;
  /** The line without its marker or final stop ("Led the migration"). */
  line: string;
  /** Its first letter lowered ("led the migration"). */
  lowered: string;
  /** Lowered unless it opens with a name ("React app in TypeScript" stays). */
  lead: string;
  /** Its first word when that is the verb, and the words after it. */
  verb: string;
  rest: string;
  /** The verb in the past, for a duty of a job that has ended ("managed", "led"). */
  past: string;
  /** The verb's -ing form, for a duty told as a noun ("managing"). */
  gerund: string;
  /** The line opens with a tool's name ("Python for tool development", "AWS, EKS pour ..."). */
  tool: boolean;
}

/** The words of the letter writer's own sentences: grammar around the resume's facts, never facts. */
export interface LetterWords {
  /**
   * A line that is a clause of its own, which no frame can hold as the thing done, as patterns on
   * the line (case ignored): a verb of its own with no relative pronoun before it ("This
   * information would help ..."), what a product does ("Combines the advantages of ..."). May be empty.
   */
  clausesOfTheirOwn: readonly string[];
  /** The word between a degree and its field ("BSc in Physics", "Licence en droit"). */
  degreeIn: string;
  /**
   * The line as the candidate's own clause, lower case first ("I led ...", "j'ai conçu ...",
   * "diseñé ..."), in the job's tense (`current`: the resume says it is ongoing); a noun phrase with
   * a verb of the letter's ("I worked on the migration", "j'ai pris en charge la migration", "me
   * encargué del desarrollo"), never after a colon. Undefined when a line is a sentence about
   * someone else ("We ...", "Nous ...") or a noun phrase no verb holds without a guess at its
   * article: no clause tells it truly.
   */
  ownClause: (line: ClauseLine, current: boolean) => string | undefined;
  /**
   * The line as a sentence of a paragraph of results ("There, I led ...", "J'y ai notamment
   * conçu ...", "Entre mis logros: ..."); `also` when it follows another of the same job. A line
   * written in another language keeps its words: only the frame is the letter's.
   */
  achievement: (line: ClauseLine, current: boolean, also: boolean) => string;
  /**
   * How a further result is led in, and the other ways to say it when one paragraph says it
   * again: the second "I also" reads "In addition, I", the third "On top of that, I".
   */
  repeats: ReadonlyArray<readonly [RegExp, readonly string[]]>;
  /**
   * Verbs that take the same duty after them, interchangeable ("j'ai assuré", "j'ai pris en
   * charge", "j'ai eu en charge"), lower case, `{also}` where "also" goes when a sentence says it:
   * one paragraph does not tell two duties with the same one. Each group is one tense and one
   * construction; empty when the letter's clauses need none.
   */
  dutyVerbs: ReadonlyArray<{ verbs: readonly string[]; also: readonly string[] }>;
  /** How a past participle ends, lower case ("adopted", "adopté", "adoptado"), as a pattern. */
  participle: string;
  /** Words that name who did what a participle says ("Adopted by", "Adopté par"): a result, not a deed. */
  passiveAgents: readonly string[];
  /**
   * A line's first word that is a thing the candidate did ("Conçu", "Gestioné"), as a pattern on
   * the word, any case; `pastVerbs` are such words too. English reads its verbs by `pastVerbs` and
   * `baseVerbs` instead, and leaves it empty.
   */
  doneVerb: string;
  /**
   * A line's first word in its base form, naming a duty ("Concevoir ...", "Desarrollar ..."), as a
   * pattern on the word. English tells its base verbs by `baseVerbs` instead, and leaves it empty.
   */
  infinitive: string;
  /**
   * Whether resume lines are commonly written as noun phrases ("Mise en place de ...", "Gestión
   * de ..."), so that such a line about the posting may be a summary's notable result.
   */
  resultsAsNouns: boolean;
  /**
   * Words of work that carries over from one field to another (clients, data, a team, a budget,
   * training), as the start of a word: a career changer's line naming one the posting names too
   * is evidence that touches the posting.
   */
  transferable: readonly string[];
  /**
   * Fields of study and the positions they prepare for, as the start of words ("informat" and
   * "developer"): a degree in one bears on a posting for the other though they share no word. The
   * fields come in the same order in every language, so a degree and a posting may be in two.
   */
  degreeFields: ReadonlyArray<{ degree: readonly string[]; position: readonly string[] }>;
  /**
   * Names of one kind of post that employers use for each other ("engineer", "developer"): a job
   * title and a position that differ only by them are in one field.
   */
  roleKin: ReadonlyArray<readonly string[]>;
  /** Units a duration is given in ("5 yrs", "3 ans"), as patterns: a level, not a skill's name. */
  durationWords: readonly string[];
  /**
   * A line that is a sentence with its own subject, which no frame can hold ("This role taught me
   * ...", "J'ai mis en place ...", "Mi labor fue ..."), as a pattern on the line as written.
   */
  ownSubject: string;
  /** Another word for "and" before a last item that starts so ("e" before an i in Spanish), a pattern on it folded. */
  andSwaps: ReadonlyArray<{ before: string; and: string }>;
  /** The wording of a cover letter: frames around facts, never facts of their own. */
  letterPhrases: LetterPhrases;
  /** The wording of a targeted summary. */
  summaryPhrases: SummaryPhrases;
}
