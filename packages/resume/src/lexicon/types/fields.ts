/** The words of a resume's fields: titles, organisations, schools, places, languages, labels, contacts. */
export interface FieldWords {
  /** Words found in job titles. */
  titleWords: readonly string[];
  /** Small words a title or a name joins its words with, written lower case ("of", "de", "del"), folded. */
  titleConnectors: readonly string[];
  /** Words a title names the organisation it works for with ("Consultant for Acme Group"), besides `employerAt`; lower case. */
  employerLinks: readonly string[];
  /** The word for "at" before an employer ("Analyst at Acme", "Analyste chez Acme"), lower case. May be empty. */
  employerAt: readonly string[];
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
   * The heads and legend of a self-assessed language grid (Europass: "understanding", "spoken
   * interaction", "levels", "basic user", the framework's name), folded: with a row of grades beside
   * a language, a line of these words only is the grid's furniture, never a skill.
   */
  languageGrid: readonly string[];

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
    /**
     * A note on an entry, why it ended or a remark ("reason for leaving", "motif de depart",
     * "observaciones"): what it says is no field of the entry, a degree's least of all.
     */
    note: readonly string[];
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
  /**
   * How a driving licence line begins ("driving licence", "permis B", "carnet de conducir"), as
   * regular expression sources on folded text, matched at the line's start: never a headline.
   */
  drivingLicence: readonly string[];
  /** Street words after a house number ("rue", "street"), as regular expression sources, any case. */
  streetWords: readonly string[];
  /**
   * Words that open a line of an address or a neighbourhood ("Col. Centro", "Rue de la Paix",
   * "Suite 200"), as regular expression sources on folded text: never an employer or a title.
   */
  addressLeads: readonly string[];
  /** Words naming a span of the calendar ("year", "annee", "mes"), folded: a line of them alone is a date's piece. */
  calendarWords: readonly string[];
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
  /**
   * Words saying how one was employed, not by whom ("freelance", "interimaire", "autonomo"), which
   * may name the worker as a title does, folded, a space for a space or a hyphen: alone in an
   * employer's place they name none, and before a link ("Intérimaire chez X") the employer follows.
   */
  employmentStatus: readonly string[];
  /**
   * Kinds of contract, which no title is ("cdd", "temps partiel", "part time", "contrato"), folded,
   * a space for a space or a hyphen: alone where a title or an employer goes they name neither.
   */
  contractTypes: readonly string[];
  /** Statuses saying no one employed the person ("freelance", "independant"), read as `employmentStatus` too, folded. */
  selfEmployed: readonly string[];
  /**
   * Words between an employment status and the employer it was with ("with", "avec le", "con"),
   * article included, regular expression sources on folded text.
   */
  statusLinks: readonly string[];
  /**
   * Endings of the verb form that names an activity ("reviewing", "revisando"), folded: a line
   * opening on one and going on in lower-case words ("Reviewing abstract submissions") says what
   * was done, not who one worked for. Left empty where common nouns end so ("restaurant").
   */
  activityEndings: readonly string[];
  /** Days and parts of a week a schedule is given by ("weekends", "samedis", "sabados"), folded. */
  scheduleDays: readonly string[];
  /** Units of hours after a number in a schedule ("h", "hrs", "heures"), regular expression sources on folded text. */
  hourUnits: readonly string[];
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
   * ("notions", "scolaire"), or well enough to work in ("native", "courant", "fluido").
   */
  /**
   * Words a candidate praises themself with rather than telling what they did ("motivated",
   * "dynamique", "responsable"), regular expression sources on folded text, matched whole words.
   */
  selfPraise: readonly string[];
  languageUse: {
    readOrWritten: readonly string[];
    speaking: readonly string[];
    beginner: readonly string[];
    working: readonly string[];
  };
  /**
   * Words naming a level of skill ("advanced", "confirmé", "básico"), regular expression sources on
   * the text as written (accents kept), matched whole words, any case.
   */
  skillLevels: readonly string[];
  /** What a field holds in place of a place or a name ("remote", "n/a", "varios"), sources, any case. */
  placeholders: readonly string[];
  /**
   * How a signed letter's place-and-date line opens at a document's end ("fait a Lyon, le"),
   * regular expression sources on folded text, matched at the line's start.
   */
  signOffs: readonly string[];
  /** The last word of a unit inside an employer ("Analytics Team", "data group"), any case. May be empty. */
  unitWords: readonly string[];
  /** Labels before a degree's courses ("relevant coursework", "asignaturas"), sources, any case. */
  coursesLabels: readonly string[];
  /** Words that label a phone number ("tel", "portable", "móvil" folded), abbreviations included, folded. */
  phoneWords: readonly string[];
  /** Words of a phone that is not the person's own line ("office", "bureau"), folded. */
  officePhoneWords: readonly string[];
  /**
   * A contact detail's label ("email", "adresse", "móvil" folded), regular expression sources on
   * folded text, matched as the whole label: alone in its cell it is no field, and before a colon
   * ("Teléfono: ...") it is taken off the detail it names.
   */
  contactLabels: readonly string[];
  /**
   * A personal detail's label printed among the contact details ("date of birth", "nationalité"
   * folded), sources on folded text: alone in its cell it is no field; before a colon it stays
   * with its value, which means nothing without it.
   */
  personalLabels: readonly string[];
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
}
