/** The wording of a cover letter in one language: frames around facts, never facts of their own. */
export interface LetterPhrases {
  /** First sentence, naming the position and the employer (three variants). */
  apply: Array<(position: string, employer: string) => string>;
  /** The latest job: present tense only when the resume says it is ongoing. */
  currentRole: (title: string | undefined, employer: string, since: string | undefined) => string;
  pastRole: (title: string | undefined, employer: string, year: string | undefined) => string;
  /** No job: what they studied. */
  studied: (degree: string | undefined, school: string) => string;
  /** The posting's requirements the resume shows. */
  asksFor: (list: string) => string;
  /** Honest words when the resume shows little of what is required. */
  lowFit: string;
  /** A paragraph's lead: where an achievement happened. */
  roleIntro: (employer: string, position: string | undefined, when: string, current: boolean) => string;
  earlier: (sentence: string) => string;
  /** The third entry back: a different lead than the second's. */
  earliest: (sentence: string) => string;
  /** A job still held beside the one told before it: not "before that". */
  alongside: (sentence: string) => string;
  /** Skills a line in another language shows, told in the letter's language. */
  workedWith: (list: string, current: boolean) => string;
  drewOn: Array<(list: string) => string>;
  project: (name: string, about: string | undefined) => string;
  alsoCovers: (list: string) => string;
  speaks: (list: string) => string;
  /** Tools from the resume's skills section. */
  toolkit: (list: string) => string;
  studies: (school: string, what: string | undefined) => string;
  /** Another school, after the first was told. */
  alsoStudied: (school: string, what: string | undefined) => string;
  /** Certificates as the resume names them. */
  certified: (list: string) => string;
  /** More of the posting's requirements that lines of the resume show. */
  alsoShows: (list: string, count: number) => string;
  /** Where else the candidate worked: "at Acme from 2012 to 2014". */
  at: (employer: string, when: string) => string;
  alsoWorked: (list: string) => string;
  interest: (employer: string, requirement: string) => string;
  /** When the candidate can meet: no fact of the resume, offered when the letter is short. */
  available: string;
  nothingYet: string;
  closing: Array<(employer: string, position: string, focus: string | undefined) => string>;
  lowFitClosing: (employer: string) => string;
  subject: (position: string) => string;
  greeting: string;
  recipient: string;
  signOff: string;
  /** Stands for the employer when the posting does not name one. */
  yourCompany: string;
}
