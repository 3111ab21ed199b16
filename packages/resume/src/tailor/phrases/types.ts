/** The wording of a cover letter in one language: frames around facts, never facts of their own. */
export interface LetterPhrases {
  /** First sentence, naming the position and the employer (variants: letters must not read as one template). */
  apply: Array<(position: string, employer: string) => string>;
  /** The latest job: present tense only when the resume says it is ongoing. */
  currentRole: (title: string | undefined, employer: string, since: string | undefined) => string;
  pastRole: (title: string | undefined, employer: string, year: string | undefined) => string;
  /** No job: what they studied. */
  studied: (degree: string | undefined, school: string) => string;
  /** The posting's requirements that results of the resume show; `count` items in `list`. */
  asksFor: Array<(list: string, count: number) => string>;
  /** Low fit: the application itself, claiming neither a change of field nor what the resume lacks; `told`: results follow. */
  applyingFor: (position: string, told: boolean) => string;
  /** A paragraph's lead: where an achievement happened (variants). */
  roleIntro: Array<
    (employer: string, position: string | undefined, when: string, current: boolean) => string
  >;
  /** The second entry back (variants). */
  earlier: Array<(sentence: string) => string>;
  /** The third entry back: a different lead than the second's (variants). */
  earliest: Array<(sentence: string) => string>;
  /** A job still held beside the one told before it: not "before that". */
  alongside: (sentence: string) => string;
  /** Skills a line in another language shows, told in the letter's language. */
  workedWith: (list: string, current: boolean) => string;
  /** Skills the posting names in its own words, shown by the lines just told; `count` items. */
  drewOn: Array<(list: string, count: number) => string>;
  project: (name: string, about: string | undefined) => string;
  alsoCovers: (list: string) => string;
  speaks: (list: string) => string;
  /** Tools from the resume's skills section. */
  toolkit: (list: string) => string;
  /** Where they studied; `fits` when the studies bear on the posting (only then "a grounding"). */
  studies: (school: string, what: string | undefined, fits: boolean) => string;
  /** Another school, after the first was told. */
  alsoStudied: (school: string, what: string | undefined) => string;
  /** Certificates as the resume names them. */
  certified: (list: string) => string;
  /** More of the posting's requirements that lines of the resume show. */
  alsoShows: (list: string, count: number) => string;
  /** Where else the candidate worked: "at Acme from 2012 to 2014". */
  at: (employer: string, when: string) => string;
  alsoWorked: (list: string) => string;
  /** Why this employer and role: the posting's role and employer, and what the resume shows of its first requirement. */
  interest: Array<(employer: string, position: string, focus: string) => string>;
  /** When the candidate can meet: no fact of the resume, offered when the letter is short (variants). */
  available: string[];
  nothingYet: string;
  /** The closing's first sentence; the odd-numbered ones speak of the results told, so need some. */
  closing: Array<(employer: string, position: string, focus: string | undefined) => string>;
  /** The last sentence of the letter (variants). */
  thanks: string[];
  subject: (position: string) => string;
  greeting: string;
  recipient: string;
  signOff: string;
  /** Stands for the employer when the posting does not name one. */
  yourCompany: string;
}
