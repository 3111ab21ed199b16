import type { SectionKey } from '../schema/resume.ts';
import type { FactWords } from './types/facts.ts';

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
export interface Lexicon extends FactWords {
  // Dates.
  months: Months;
  /** Month names that are also everyday words ("may"): alone, they are not a claimed date. */
  monthsAlsoWords: readonly string[];
  /** What a resume prints for an ongoing position ("present", "to date"). */
  present: readonly string[];
  /** Words that open a range with no end ("since"): the entry is ongoing. */
  since: readonly string[];
  /** Seasons, printed before a date that they belong to ("Summer 2024"), folded. */
  seasons: readonly string[];
  /** Words besides seasons printed before a date that belong to it ("expected"), folded. */
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

  /**
   * How Word names its heading styles in this language, as the style's id writes it without its level
   * ("Heading1", "Titre1", "Ttulo1" for "Título 1"), lower case.
   */
  headingStyles: readonly string[];

  /** "And" as the language writes it, the form a list is joined with first ("y", then "e" before an i). */
  and: readonly string[];
  /** "Or" as the language writes it ("or", "nor"; "o", "u" before an o). */
  or: readonly string[];
  /** Words besides "and" and "or" after a suspended hyphen ("short- to long-term", "pré- à post-"). */
  hyphenLinks: readonly string[];

  /** What a document calls itself, printed as a title or a running head ("curriculum vitae", "cv"). */
  documentNames: readonly string[];

  /**
   * How a page prints its number and its date ("Page 2 of 3", "Last updated in Mar 2026"), as
   * regular expression sources on the text as written (accents kept), matched any case.
   */
  pageWords: {
    /** The word before a page's number ("page", "página"). */
    page: readonly string[];
    /** Its abbreviation, without the full stop ("p"). May be empty. */
    pageShort: readonly string[];
    /** The word between a page's number and the count ("of", "sur"). */
    of: readonly string[];
    /** What opens a line saying when the document last changed ("last updated", "mis à jour"). */
    updated: readonly string[];
  };

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
  /** Small words a title or a name joins its words with, written lower case ("of", "de", "del"), folded. */
  titleConnectors: readonly string[];
  /** Short words a shouted title prints that are words, not acronyms ("dev", "law", "sr"), lower case. May be empty. */
  shortTitleWords: readonly string[];
  /** Words found in organisation names (legal forms, "bank", "ministry"). */
  organizationWords: readonly string[];
  /**
   * How a line naming a part of a school begins ("School of", "faculté", "escuela de posgrado"),
   * regular expression sources on folded text, matched at the line's start, whole words.
   */
  facultyWords: readonly string[];
  /** Words found in school names. */
  schoolWords: readonly string[];
  /**
   * Studies past secondary school whatever the school's name ("BTS" is taught in a French lycée),
   * regular expression sources on folded text, each matched as whole words.
   */
  higherStudies: readonly string[];
  /**
   * Schools and diplomas before higher studies ("high school", "lycée", "bachillerato"), regular
   * expression sources on folded text, each matched as whole words.
   */
  secondaryStudies: readonly string[];
  /**
   * School words that name a middle school only as written with their accents (a French
   * "collège"; an English "college" is none), lower case, matched as whole words.
   */
  middleSchools: readonly string[];
  /** Words a diploma is named with besides the degrees, regular expression sources on folded text. */
  diplomaWords: readonly string[];
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

  /**
   * Labels of a job's or a degree's fields as a form or a table prints them ("Employer:", "Cargo:",
   * "Year(s)"), regular expression sources on folded text, each matched as the whole label. The
   * same words head a form's lines and a table's columns.
   */
  entryLabels: {
    /** The employer's name ("company", "entreprise", "empresa"). */
    employer: readonly string[];
    /** The job's title ("position", "poste", "cargo"). */
    position: readonly string[];
    /** The job's dates ("dates", "periode", "tiempo laborado", "year(s)"). */
    dates: readonly string[];
    /** A person given as a reference inside a job ("supervisor", "jefe inmediato"). */
    reference: readonly string[];
    /** What a form says of a job besides its fields ("phone", "motif de depart"). */
    aside: readonly string[];
    /** A degree's school ("institution", "ecole", "universidad"). */
    school: readonly string[];
    /** A degree's name ("degree", "diplome", "titulo"). */
    degree: readonly string[];
    /** A degree's field of study ("major", "filiere", "especialidad"). */
    area: readonly string[];
    /** A degree's dates besides `dates` ("graduation year", "promotion"). May be empty. */
    graduation: readonly string[];
    /** Where a degree was taken ("city", "lieu", "ciudad"). */
    location: readonly string[];
    /** A degree's grade ("gpa", "mention", "nota media"). */
    score: readonly string[];
  };
  /**
   * Labels of a job's parts run into a line without a colon ("Missions Gérer l'équipe"), as
   * regular expression sources on the text as written (accents kept), matched any case.
   */
  jobPartLabels: readonly string[];
  /** Street words after a house number ("rue", "street"), as regular expression sources, any case. */
  streetWords: readonly string[];
  /** What an award's name begins with ("award", "prix", "beca"), regular expression sources on folded text. */
  awardWords: readonly string[];
  /** Words that only say dates are a class's ("class of", "promotion", "generacion"), folded. */
  classOf: readonly string[];
  /** Labels of a project's tools ("built with", "outils"), regular expression sources on folded text. */
  toolsLabels: readonly string[];
  /**
   * Words before a company's own name written in lower case ("groupe Adecco", "mairie de Lyon"),
   * as written (accents kept), matched as the line's start.
   */
  organizationLeads: readonly string[];
  /** "Saint" in a place name ("Saint-Denis", "San José"), as written, any case. */
  saintWords: readonly string[];
  /** Small words inside a town's name ("Boulogne sur Mer", "Alcalá de Henares"), as written, any case. */
  placeLinks: readonly string[];
  /**
   * Words saying when a degree ends, not what it is ("expected", "en cours"), regular expression
   * sources on folded text, matched whole words.
   */
  graduationWords: readonly string[];
  /**
   * How a language is known besides its level, regular expression sources on folded text matched
   * whole words: only read or written ("lu", "read"), spoken ("oral", "hablado"), or a beginner's
   * ("notions", "scolaire").
   */
  languageUse: {
    readOrWritten: readonly string[];
    speaking: readonly string[];
    beginner: readonly string[];
  };
  /**
   * Words naming a level of skill ("advanced", "confirmé", "básico"), regular expression sources on
   * the text as written (accents kept), matched whole words, any case.
   */
  skillLevels: readonly string[];
  /** What a field holds in place of a place or a name ("remote", "n/a", "varios"), sources, any case. */
  placeholders: readonly string[];
  /** The last word of a unit inside an employer ("Analytics Team", "data group"), any case. May be empty. */
  unitWords: readonly string[];
  /** Labels before a degree's courses ("relevant coursework", "asignaturas"), sources, any case. */
  coursesLabels: readonly string[];
  /** Words that label a phone number ("tel", "portable", "móvil" folded), abbreviations included, folded. */
  phoneWords: readonly string[];
  /** Words of a phone that is not the person's own line ("office", "bureau"), folded. */
  officePhoneWords: readonly string[];
  /**
   * A contact detail's label standing alone in its cell ("email", "date de naissance", "móvil"
   * folded), regular expression sources on folded text, matched as the whole label.
   */
  contactLabels: readonly string[];
  /** Identity numbers printed among the contact details ("passport", "dni", "insee"), folded. */
  idWords: readonly string[];
  /**
   * A link to the resume in another language ("English version", "versión en español" folded),
   * regular expression sources on folded text, matched as the whole line.
   */
  languageSwitch: readonly string[];
  /** Words a label before the name says ("name", "nom et prénom"), as regular expression sources, any case. */
  nameLabels: readonly string[];
  /** Greetings set big at the top of a page ("hello", "bonjour"), as regular expression sources, folded. */
  greetings: readonly string[];

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
  /**
   * What a posting's requirement says around the requirement itself, as regular expression sources
   * on the text as written, matched whole words, any case. Before it, "You have strong experience
   * with the" is `asks` `articles` `qualities` (any number) `knowing` `linkers` `articles`, each part
   * optional. After it, what opens an example or a note: after a comma ("such as": `exampleLeads`),
   * after a space ("prepared by": `sourceLeads`), in brackets ("e.g.": `exampleMarks`).
   */
  requirementFrame: {
    asks: readonly string[];
    articles: readonly string[];
    qualities: readonly string[];
    knowing: readonly string[];
    /** Words linking what is known to the requirement ("with", "de l'"); one ending in ' needs no space. */
    linkers: readonly string[];
    exampleLeads: readonly string[];
    sourceLeads: readonly string[];
    exampleMarks: readonly string[];
  };
  /**
   * Function words a name or a fragment of a line ends on and a name never does ("of", "de", "para"),
   * folded: "Director of" is cut from a line, not an employer.
   */
  fragmentEnds: readonly string[];
  /** Kinds of employment a reader may take for an employer ("full time", "alternance", "practicas"), folded. */
  employmentTypes: readonly string[];
  /**
   * Function words a sentence does not end on ("an", "pour", "del"), lower case, as written: a line
   * ending on one is cut short. Beyond `fragmentEnds`.
   */
  danglingWords: readonly string[];
  /**
   * Words that name a public body or a part of one ("ministry", "departement"), folded: a skill
   * named just before one is part of the body's name ("Data Protection Agency").
   */
  publicBodyWords: readonly string[];
  /**
   * Words that make a soft skill named after them a technical term ("wireless communication",
   * "serial communication"), folded. May be empty.
   */
  technicalModifiers: readonly string[];
  /**
   * How a posting's sentence speaks of the employer rather than of the candidate, as regular
   * expression sources on the text as written (' for any apostrophe), matched any case.
   * "We are looking for someone who" is `seekers` ... `looking` `people` `linkers`; "Our team
   * needs a" is `owners` ... `needing` `people`; `lookingAlone` says it in one word ("buscamos").
   * Within a list, a shorter form before a longer one it begins wins.
   */
  employerSpeech: {
    seekers: readonly string[];
    looking: readonly string[];
    lookingAlone: readonly string[];
    owners: readonly string[];
    needing: readonly string[];
    people: readonly string[];
    linkers: readonly string[];
    /** How a sentence about the employer, its process or its offer begins ("we", "notre", "este puesto"). */
    aboutUs: readonly string[];
    /** Whom the job reports to ("reporting to", "sous la responsabilité de"): a fact of the job. */
    reportingLine: readonly string[];
  };
  /**
   * What a posting's demand is about, as regular expression sources on the text as written
   * (accents kept), matched whole words, any case.
   */
  postingDemands: {
    /** A spoken language ("English", "bilingue", "idioma"). */
    language: readonly string[];
    /** A degree, licence, certificate or years of experience ("bachelor", "diplôme", "5 años"). */
    qualification: readonly string[];
  };
  /**
   * Lines of a posting's page that are never part of the job, as regular expression sources on the
   * text as written, matched any case.
   */
  postingClutter: {
    /** Buttons and links a line opens with ("Apply now", "Voir plus", "Compartir"). */
    controls: readonly string[];
    /** When the posting went up, opening a line ("Posted 3 days ago", "Publié le"). */
    posted: readonly string[];
    /** The site's legal small print anywhere in a line ("privacy policy", "mentions légales"). */
    smallPrint: readonly string[];
    /** The employer's legal notices, as whole words anywhere in a line ("equal opportunity employer"). */
    notices: readonly string[];
  };
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
