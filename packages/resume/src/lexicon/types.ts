import type { SectionKey } from '../schema/resume.ts';

/** A heading names a resume section, or the contact block the reader takes into basics. */
export type HeadingKey = SectionKey | 'contact';

/** The words a rendered CV prints itself, as printed (accents kept): section headings and a few more. */
export type Labels = Readonly<Record<SectionKey, string>> & {
  /** What the document is called ("Resume", "CV"). */
  document: string;
  /** The end of an ongoing range. */
  present: string;
  /** Before a degree's course list. */
  courses: string;
  /** Before a degree's grade. */
  score: string;
};

/** Sections a resume names itself that a rendered CV heads in the document's language. */
export type CustomHeadingKey =
  | 'additional'
  | 'honors'
  | 'activities'
  | 'teaching'
  | 'research'
  | 'talks'
  | 'leadership'
  | 'training'
  | 'memberships'
  | 'hobbies'
  | 'skills'
  | 'languages'
  | 'projects'
  | 'certificates'
  | 'publications'
  | 'volunteering'
  | 'references'
  | 'interests';

/** A month as the language writes it. */
export interface Month {
  /** The full name as printed in a letter ("January", "février"). */
  name: string;
  /** The short form the CV prints ("Jan", "févr."). */
  short: string;
  /** Other spellings and abbreviations a resume uses ("sept", "setiembre"). */
  also?: readonly string[];
}

/** Twelve months, January first: a language with eleven does not compile. */
export type Months = readonly [
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
];

/**
 * A posting's cue words as regular expression sources on folded text (no accents, lower case, ' for
 * any apostrophe), each matched as whole words. They name the shape of a demand, never a skill.
 */
export interface PostingCues {
  /** Asks something of the candidate ("you have", "exigé", "se requiere"). */
  requirement: readonly string[];
  /** Calls something welcome but not required ("nice to have", "souhaité"). */
  welcome: readonly string[];
  /**
   * Welcome said after what is welcome: "PostgreSQL is a big plus" is `copulas` `articles`
   * `adjectives` `nouns`, the article and adjective optional; `phrases` say it alone ("se valorará").
   * "a plus", "un atout" on their own call what they follow welcome too. Matched on the text as
   * written as well, so a letter with an accent is spelled `[aá]`.
   */
  welcomeAfter: {
    copulas: readonly string[];
    articles: readonly string[];
    adjectives: readonly string[];
    nouns: readonly string[];
    phrases: readonly string[];
  };
  /** A list item's label saying it is welcome, before a colon ("nice to have: Go", "bonus :"). */
  welcomeLabel: readonly string[];
  /**
   * A word opening a requirement to say it is welcome ("Ideally, ...", "Preferiblemente con ...").
   * Matched on the text as written, so a letter with an accent is spelled `[eé]`.
   */
  welcomeLead: readonly string[];
  /** A heading that says what follows is welcome ("if you also have", "serait un plus"). */
  welcomeIf: readonly string[];
  /** What the job holder will do ("you will", "vous serez chargé de"). */
  duty: readonly string[];
  /** A heading over a day of the job ("day to day", "au quotidien"). */
  dayToDay: readonly string[];
  /** A heading about the candidate ("about you", "votre profil"). */
  aboutYou: readonly string[];
  /** What the employer gives ("we offer", "avantages"). */
  offer: readonly string[];
  /** How to apply and the hiring process ("cover letter", "postulez"). */
  process: readonly string[];
  /** When the work is done ("heures par semaine", "turnos rotativos"). */
  schedule: readonly string[];
  /** Labels of a posting's header fields ("location", "salaire", "jornada"). */
  fieldLabels: readonly string[];
}

/**
 * The words of one language the engine reads and checks. Words are lower case; unless a field says
 * otherwise they are folded (no accents), as the reader compares them. A new language is one file
 * that fills every field (`lexicon/de.ts`), added to `lexicons` in `lexicon/index.ts`.
 */
export interface Lexicon {
  // Dates.
  months: Months;
  /** Month names that are also everyday words ("may"): alone, they are not a claimed date. */
  monthsAlsoWords: readonly string[];
  /** What a resume prints for an ongoing position ("present", "to date"). */
  present: readonly string[];
  /** Words that open a range with no end ("since"): the entry is ongoing. */
  since: readonly string[];
  /** Words printed before a date that belong to it: seasons, "expected", "from". */
  dateQualifiers: readonly string[];
  /** Words between the two dates of a range ("to", "until"). */
  rangeWords: readonly string[];
  /**
   * Words before the first date of a range that belong to it ("from", "du"): kept with the date as
   * printed, and dropped with it from a job's header.
   */
  from: readonly string[];
  /**
   * What a sentence says of something still going on ("currently", "to this day"), as written
   * (accents kept), matched whole words and any case. Not the "present" words: a letter saying
   * "today" or "now" claims nothing about a job.
   */
  ongoing: readonly string[];

  /** What a document calls itself, printed as a title or a running head ("curriculum vitae", "cv"). */
  documentNames: readonly string[];

  // Sections.
  /** Whole headings per section. A heading known in one language only votes for it. */
  headings: Readonly<Record<HeadingKey, readonly string[]>>;
  /**
   * Word patterns (regular expression sources) that name a section anywhere in a longer heading
   * ("Experiencia en la industria"). A section with none in this language has an empty list.
   */
  headingWords: Readonly<Record<HeadingKey, readonly string[]>>;

  // Fields of a resume.
  /** Words found in job titles. */
  titleWords: readonly string[];
  /** Words found in organisation names (legal forms, "bank", "ministry"). */
  organizationWords: readonly string[];
  /** Words found in school names. */
  schoolWords: readonly string[];
  /**
   * How degrees begin, regular expression sources on folded text, tried in order: a longer form
   * comes before one that begins it.
   */
  degrees: readonly string[];
  /** Country names in this language, and as a country writes its own ("deutschland"). */
  countries: readonly string[];
  /** Regions and work modes ("remote") that tell a location; with `countries`, the place words. */
  placeWords: readonly string[];
  /** Names of spoken languages, in this language. */
  languageNames: readonly string[];
  /**
   * How well a language is known, as resumes print it ("fluent", "langue maternelle", "leído"):
   * regular expression sources matched whole words, any case, on the text as written (accents kept).
   */
  languageLevels: readonly string[];
  /**
   * Names of a spoken language other than its name in this language, folded, to its English name:
   * "castellano" -> "spanish", "catala" (as Catalan writes it) -> "catalan".
   */
  languageAliases: Readonly<Record<string, string>>;

  // Postings and the fact guard (as written, accents kept; compared after folding).
  /** Frequent function words: they vote for the language and carry no meaning. */
  stopwords: readonly string[];
  /** Words every job posting uses that say nothing about the job. */
  genericWords: readonly string[];
  /** Words that mark what a posting requires. */
  requirementCues: readonly string[];
  /** Words that mark what a posting would only like. */
  optionalCues: readonly string[];
  /** How a posting's sentences and headings say what they are about (`tailor/posting/cues.ts`). */
  posting: PostingCues;
  /** Words that make a claimed title: a title a letter claims must come from the resume. */
  claimTitleWords: readonly string[];
  /** Spelled-out numbers: a quantity a letter claims must come from the resume. */
  numberWords: readonly string[];

  // What the renderer writes.
  /** Headings and words of a rendered CV in this language. */
  labels: Labels;
  /**
   * Sections a resume names itself: the heading a CV in this language prints for each (as printed),
   * and the names, in this language and folded, that a section carrying them may have.
   */
  customHeadings: Readonly<Record<CustomHeadingKey, { label: string; names: readonly string[] }>>;
}
