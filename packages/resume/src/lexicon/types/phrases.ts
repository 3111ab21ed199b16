/**
 * What a paragraph tells, which picks the frame that leads into it: a result with a number, a tool
 * the posting asks for, a role in the posting's field, or none of these.
 */
export type ParagraphFact = 'number' | 'tool' | 'field' | 'plain';
/** What a letter told, which picks its closing: a paragraph's facts, or a degree. */
export type LetterFact = ParagraphFact | 'degree';
/** Frames of one move, by the fact they are told around (at least three for each). */
export type ByFact<K extends string, F> = Record<K, F[]>;

/** The wording of a cover letter in one language: frames around facts, never facts of their own. */
export interface LetterPhrases {
  /** First sentence, naming the position and the employer (variants: letters must not read as one template). */
  apply: Array<(position: string, employer: string) => string>;
  /** The latest job: present tense only when the resume says it is ongoing. */
  currentRole: Array<(title: string | undefined, employer: string, since: string | undefined) => string>;
  pastRole: Array<(title: string | undefined, employer: string, year: string | undefined) => string>;
  /**
   * A career change: what the candidate's results show of the posting's terms (`terms`, as the
   * posting writes them), said as what they bring, with no claim that the past jobs were in its field.
   */
  bridge: Array<(terms: string) => string>;
  /**
   * A career change said plainly: the move the application makes, from the latest title when the
   * opening has not named it (`title`), else from "that experience" the opening just named.
   */
  move: Array<(title?: string) => string>;
  /**
   * The first sentence when the latest job is in the posting's field: that job leads into the
   * application ("As a Data Analyst at Acme since 2020, I am applying for your Data Analyst
   * position"), present tense only when the resume says the job is ongoing.
   */
  applyAsCurrent: Array<
    (title: string, employer: string, since: string | undefined, position: string) => string
  >;
  applyAfter: Array<(title: string, employer: string, year: string | undefined, position: string) => string>;
  /** No job: what they studied. */
  studied: (degree: string | undefined, school: string) => string;
  /** Little work and a degree in the posting's field: the degree leads the letter. */
  studiesLead: Array<(degree: string, school: string) => string>;
  /** A paragraph's lead: where an achievement happened (variants; a letter's paragraphs take different ones). */
  roleIntro: Array<
    (employer: string, position: string | undefined, when: string, current: boolean) => string
  >;
  /**
   * An earlier job, led in by what its paragraph tells (`fact`: the figure, the tool, the title):
   * "Before that" for a plain one; the second and third jobs back take different frames.
   */
  earlier: ByFact<ParagraphFact, (sentence: string, fact: string) => string>;
  /** A job still held beside the one told before it: not "before that". */
  alongside: (sentence: string) => string;
  /**
   * Another role with the employer the paragraph just named, told in the same paragraph without
   * naming it again: `time` -1 when it came before the role told, 1 after, 0 when the dates do not say;
   * `later`: the title of the later role, named when the employer was named a paragraph before.
   */
  sameEmployer: (
    position: string | undefined,
    when: string,
    time: -1 | 0 | 1,
    current: boolean,
    later?: string,
  ) => string;
  /** Skills a line in another language shows, told in the letter's language. */
  workedWith: Array<(list: string, current: boolean) => string>;
  /** Skills the posting names in its own words, shown by the lines just told; `count` items. */
  drewOn: Array<(list: string, count: number) => string>;
  project: Array<(name: string, about: string | undefined) => string>;
  alsoCovers: Array<(list: string) => string>;
  speaks: Array<(list: string) => string>;
  /** Tools from the resume's skills section. */
  /** Skills of the resume's skills section that the posting asks for, named plainly (no claim of use). */
  listedSkills: Array<(list: string) => string>;
  toolkit: Array<(list: string) => string>;
  /** Where they studied; `fits` when the studies bear on the posting (only then "a grounding"). */
  /** Studies told to lengthen a letter: "a solid grounding" only when `fits`; several wordings, so letters vary. */
  studies: Array<(school: string, what: string | undefined, fits: boolean) => string>;
  /** A school and what was studied there, as an item of `studiedAt`'s list. */
  school: (school: string, what: string | undefined) => string;
  /** Schools (a list of `school` items); `also` only after the letter named a school. */
  studiedAt: (list: string, also: boolean) => string;
  /** Certificates as the resume names them. */
  certified: (list: string, count: number) => string;
  /** More of the posting's requirements that lines of the resume show. */
  alsoShows: (list: string, count: number) => string;
  /** Where else the candidate worked: "at Acme from 2012 to 2014". */
  at: (employer: string, when: string) => string;
  /** Other jobs (a list of `at` items); `also` only after the letter named a job. */
  /** The jobs in `list` told by employer and years; `ended`: every one of them is over. */
  workedAt: (list: string, also: boolean, ended: boolean) => string;
  /**
   * The last touch on each paragraph the letter's frames wrote, for what the language does where
   * two words meet (French "de" and "que" elided before a vowel: "poste d'ingénieure").
   */
  finish: (paragraph: string) => string;
  /** Why this employer and role: the posting's role and employer, and what the resume shows of its first requirement. */
  interest: Array<(employer: string, position: string, focus: string) => string>;
  /**
   * The same, as the opening's second sentence, right after the application: no "that" or "the
   * same" pointing back at results told before it.
   */
  interestOpening: Array<(employer: string, position: string, focus: string) => string>;
  /** Why this employer, from the aim the posting states for itself ("to make ..."), quoted. */
  employerAim: Array<(employer: string, aim: string) => string>;
  /**
   * Why this employer, from what the posting says the employer does, after its name ("is tasked
   * with changing how ...", "est chargé de changer ..."): `work` as the language writes it there
   * (`employerSpeech.work`), quoted.
   */
  employerWork: Array<(employer: string, work: string) => string>;
  /**
   * The closing's first sentence, by what the letter told: results with a figure, a tool the
   * posting asks for (`focus`), a role in its field, a degree, or nothing of these (no results named).
   */
  closing: ByFact<LetterFact, (employer: string, position: string, focus: string) => string>;
  /** The last sentence of the letter (variants, chosen by the letter's facts). */
  thanks: string[];
  subject: (position: string) => string;
  /** The greeting when the posting names no employer. */
  greeting: string;
  /** The greeting to the employer's hiring team, named: a letter to one employer, not to anyone. */
  greetingTo: (employer: string) => string;
  recipient: string;
  signOff: string;
  /** Stands for the employer when the posting does not name one. */
  yourCompany: string;
  /** When a job was held, from its years: "until 2019", "since 2021", "in 2020", "from 2018 to 2020". */
  until: (year: string) => string;
  since: (year: string) => string;
  inYear: (year: string) => string;
  fromTo: (from: string, to: string) => string;
  /** Leads a second paragraph of results from the one job a short letter tells; the paragraph before named its employer. */
  moreResults: Array<(current: boolean) => string>;
  /**
   * A paragraph about one of the posting's requirements: `topic` names it in the posting's words,
   * `evidence` is the sentence that shows it (variants: a letter's paragraphs take different ones).
   */
  requirement: ByFact<ParagraphFact, (topic: string, evidence: string) => string>;
  /** Where the evidence was shown, before its clause ("I led ..."); `when` as the resume dates the job. */
  shownAt: Array<(employer: string, title: string | undefined, when: string, clause: string) => string>;
  /** The latest job, which the opening did not name: its title and dates with the clause. */
  shownAtLatest: Array<(employer: string, title: string | undefined, when: string, clause: string) => string>;
  /**
   * A job a paragraph before already named, named again by its employer: paragraphs may be
   * reordered or dropped to fit, so "the same role" could point at another job.
   */
  shownAgain: (employer: string, clause: string) => string;
  /** The candidate's ongoing latest job, a paragraph before already named. */
  shownAgainCurrent: (clause: string) => string;
  shownInProject: (name: string, clause: string) => string;
  /** A clause of the same entry after the first: "I also ...". */
  alsoClause: (clause: string) => string;
  /** A line of a job whose employer or title the reader was unsure of, told without naming them. */
  inOneRole: (clause: string) => string;
  /**
   * A letter with nothing certain to tell (every job doubted, no degree, no language): sentences
   * true of any application, stating no fact.
   */
  nothingToTell: string[];
  /** A sentence in the first person: only such sentences of the candidate's own summary are told. */
  firstPerson: RegExp;
  /** Spoken languages as this language names them ("anglais", "inglés"). */
  languageNames: Record<SpokenLanguage, string>;
}

/** The spoken languages a letter names in its own language; others are left out. */
export type SpokenLanguage =
  'english' | 'french' | 'spanish' | 'german' | 'italian' | 'portuguese' | 'catalan' | 'arabic' | 'chinese';

/** The wording of a targeted summary in one language: frames around facts, like the letter's. */
export interface SummaryPhrases {
  /** The headline: the candidate's title (capitalised), when one is known, and where they worked. */
  experienceAt: (title: string | undefined, employers: string) => string;
  /** No job: the degree (capitalised) and the school, or the school alone. */
  degreeFrom: (degree: string, school: string) => string;
  studiedAt: (school: string) => string;
  /** The posting's skills the resume holds, for the position when the posting names one. */
  brings: (list: string, position: string) => string;
  keyStrengths: (list: string) => string;
  /** No skill the posting asks for: the resume's own skills. */
  skillsInclude: (list: string) => string;
  /** The strongest result and where it happened, or a project's. */
  notableResult: (employer: string, line: string) => string;
  project: (name: string, line: string) => string;
}
