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

/** The words of a posting and of the fact guard (as written, accents kept; compared after folding). */
export interface PostingWords {
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
   * A posting's section headings by what follows them (`tailor/posting/headings.ts`), folded (no
   * accents, lower case), each found as whole words in a short line: what the job needs, what is
   * only welcome, the job's duties, the rest (the employer, pay, benefits, how to apply).
   */
  postingHeadings: {
    must: readonly string[];
    nice: readonly string[];
    duties: readonly string[];
    other: readonly string[];
    /**
     * Words a heading puts around its kind and that name nothing the job needs ("key", "minimum",
     * "what", "your"), folded: a short line of heading words and these is a heading, a line with
     * other words ("Experience with PowerShell scripting") is a requirement.
     */
    filler: readonly string[];
  };
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
  /** Words naming an area worked in ("secteur", "area"): with place names alone, a line says where, not what was done. */
  areaWords: readonly string[];
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
    /** How a posting speaks to the reader ("you", "votre"): a line that does is not the candidate's to say. */
    addressee: readonly string[];
    /**
     * How a posting states the employer's own aim, up to the verb that follows ("our mission is
     * to", "notre mission est de"): the aim is told in the letter in the posting's words.
     */
    aim: readonly string[];
    /**
     * How a posting says what the employer does, after its name ("is tasked with", "est chargé
     * de", "se dedica a"), up to the phrase that follows: the letter's `employerWork` frames take
     * that phrase as the language writes it there (a gerund in English, an infinitive in French
     * and Spanish).
     */
    work: readonly string[];
    /**
     * Words after a comma that start a clause of their own ("to reduce ...", "afin de ..."): an
     * aim or a work told in a letter stops before them.
     */
    clauseBreaks: readonly string[];
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
  /** How a posting's sentences are cut into demands, as regular expression sources, any case. */
  postingItems: {
    /** An infinitive's endings, by which a sentence that opens on one names a task ("Accueillir", "Atender"); none in English. */
    infinitiveEndings: readonly string[];
    /** Common words with an infinitive's ending that begin a sentence ("premier", "lugar"). */
    notInfinitives: readonly string[];
    /** Who the sentence speaks to, before a comma and what it asks ("As a director of ...,", "En tant que ..."). */
    roleLeads: readonly string[];
    /** The reader addressed ("you", "vous"): a lead-in that names them is the demand itself. */
    addressees: readonly string[];
    /** Words after "and" that begin a new demand ("and has", "et vous", "y tienes"). */
    newItemLeads: readonly string[];
    /**
     * The employer's own units and places after a demand ("for our retail subsidiary", "dans nos
     * magasins"): what follows, up to the clause's end, says where, not what is asked.
     */
    employerOwn: readonly string[];
    /**
     * Whom the job works with, before what it does with them ("work with the payroll clerk, ... to
     * record ...", "travailler avec les équipes ... pour"): the people are not a demand.
     */
    partnerLeads: readonly string[];
    /** The word that opens the task after the people worked with ("to", "pour", "para"). */
    purposeLeads: readonly string[];
  };
}
