/**
 * The words that decide whether a field of a resume may stand in a sentence of a letter or a
 * summary: a title that is a post, an employer that is a workplace, a line told as something done.
 * Folded (no accents, lower case) unless said otherwise; a list may be empty.
 */
export interface FactWords {
  /** Head words of a project, a course or a prize, which no one is employed as ("project", "concours"). */
  notPostWords: readonly string[];
  /** Words that name a period of training, not a post ("internship", "stage", "practicas"). */
  traineeships: readonly string[];
  /** Words of a post held while studying ("intern", "stagiaire", "becario"). */
  traineeTitles: readonly string[];
  /** Words of an address no job title holds ("street", "rue", "calle"). */
  addressWords: readonly string[];
  /** Words that are titles only when written as one ("Lead Engineer"), common words otherwise ("lead a team"). */
  ambiguousTitleWords: readonly string[];
  /** Titles that stand alone as a whole title ("founder", "manager"), as regular expression sources. May be empty. */
  soleTitles: readonly string[];
  /** Short forms a title may be made of ("vp", "sr"), as regular expression sources. May be empty. */
  titleAbbreviations: readonly string[];
  /** Words that qualify a title but are none alone ("senior", "confirme", "senor"). */
  rankWords: readonly string[];
  /** Small words an English-style title writes in lower case ("Head of Sales"). May be empty. */
  titleSmallWords: readonly string[];
  /** Whether a title capitalises each word but its small words ("Senior Nurse", "Head of Sales"). */
  titleCase: boolean;
  /** Words that label a line of a job ("Tech: React, Node"), never an employer's whole name. */
  lineLabelWords: readonly string[];
  /** Function words a piece of a sentence ends on ("... of", "... pour", "... con"). */
  sentencePieceEnds: readonly string[];
  /** Link words a degree's name cut at a line's end drops ("... and", "... et", "... del"). */
  degreeLinkEnds: readonly string[];
  /**
   * How a sentence in the first person begins a word, as regular expression sources on the text as
   * written ("I", "[Jj]e", "[Yy]o").
   */
  firstPersonWords: readonly string[];
  /** Words between capitalised words of an organisation's name ("Department of ..."). */
  organizationLinks: readonly string[];
  /** A field or a unit read where the employer goes ("industry", "secteur"), ending the name. */
  fieldWords: readonly string[];
  /** Units of an organisation named alone ("human resources", "r ?& ?d"), as regular expression sources. */
  unitNames: readonly string[];
  /**
   * A date line's words ("updated", "mise à jour"), as written, any case: no employer's name nor
   * title holds them, nor the first of them.
   */
  updatedWords: readonly string[];
  /** What a dash after an employer's name opens when dates follow ("present"), as written, any case. May be empty. */
  ongoingAfterDash: readonly string[];
  /** Endings of adverbs ("-ally", "-mente"): a phrase with one says how, not what. May be empty. */
  adverbEndings: readonly string[];
  /** Irregular past verbs a line opens with ("led", "conçu"), lower case as written. May be empty. */
  pastVerbs: readonly string[];
  /** Base verbs a line opens with ("manage", "develop"). May be empty. */
  baseVerbs: readonly string[];
  /**
   * Past participles that say what others did to the candidate ("promoted", "nommée?s?"), as
   * regular expression sources on the word in lower case.
   */
  chosenParticiples: readonly string[];
}
