/*
 * Checked by `npm run typecheck`, not run: a new language's lexicon compiles only when it fills
 * every field. The German words are a stub, one or two per field.
 */
import type { Lexicon, Month } from '../../src/lexicon/types.ts';

const month = (name: string): Month => ({ name, short: name.slice(0, 3) });
const months = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
].map(month);
const section = (...words: string[]) => words;
const custom = (label: string) => ({
  label,
  names: [label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()],
});

export const completeGerman: Lexicon = {
  months: [
    months[0]!,
    months[1]!,
    months[2]!,
    months[3]!,
    months[4]!,
    months[5]!,
    months[6]!,
    months[7]!,
    months[8]!,
    months[9]!,
    months[10]!,
    months[11]!,
  ],
  monthsAlsoWords: [],
  present: ['heute', 'aktuell'],
  since: ['seit'],
  dateQualifiers: ['sommer', 'winter'],
  rangeWords: ['bis'],
  from: ['von', 'ab'],
  ongoing: ['derzeit', 'zurzeit'],
  documentNames: ['lebenslauf'],
  pageWords: { page: ['seite'], pageShort: ['s'], of: ['von'], updated: ['aktualisiert'] },
  headings: {
    summary: section('profil'),
    work: section('berufserfahrung'),
    education: section('ausbildung'),
    skills: section('kenntnisse'),
    projects: section('projekte'),
    languages: section('sprachen'),
    certificates: section('zertifikate'),
    awards: section('auszeichnungen'),
    volunteer: section('ehrenamt'),
    publications: section('publikationen'),
    interests: section('interessen'),
    references: section('referenzen'),
    contact: section('kontakt'),
  },
  headingWords: {
    summary: [],
    work: ['erfahrung'],
    education: [],
    skills: ['kenntnisse'],
    projects: [],
    languages: [],
    certificates: [],
    awards: [],
    volunteer: [],
    publications: [],
    interests: [],
    references: [],
    contact: [],
  },
  titleWords: ['leiter', 'entwickler'],
  organizationWords: ['gmbh'],
  schoolWords: ['universitat'],
  higherStudies: ['diplom', 'magister'],
  secondaryStudies: ['gymnasium', 'abitur'],
  middleSchools: ['realschule'],
  diplomaWords: ['zeugnis'],
  degrees: ['diplom'],
  countries: ['deutschland', 'osterreich'],
  placeWords: ['bayern'],
  languageNames: ['deutsch', 'englisch'],
  languageAliases: { hochdeutsch: 'german' },
  languageLevels: ['muttersprache', 'flie(?:ss|ß)end'],
  entryLabels: {
    employer: ['arbeitgeber', 'firma'],
    position: ['position'],
    dates: ['zeitraum'],
    reference: ['vorgesetzter'],
    aside: ['telefon'],
    school: ['hochschule'],
    degree: ['abschluss'],
    area: ['fachrichtung'],
    graduation: [],
    location: ['ort'],
    score: ['note'],
  },
  jobPartLabels: ['aufgaben'],
  streetWords: ['stra(?:ss|ß)e'],
  awardWords: ['preis'],
  classOf: ['jahrgang'],
  toolsLabels: ['werkzeuge'],
  organizationLeads: ['gruppe'],
  saintWords: ['sankt'],
  graduationWords: ['voraussichtlich'],
  languageUse: { readOrWritten: ['gelesen'], speaking: ['gesprochen'], beginner: ['grundkenntnisse'] },
  skillLevels: ['fortgeschritten'],
  placeholders: ['keine'],
  unitWords: ['abteilung'],
  coursesLabels: ['kurse'],
  phoneWords: ['telefon', 'tel'],
  officePhoneWords: ['buro'],
  nameLabels: ['name'],
  greetings: ['hallo'],
  stopwords: ['der', 'die', 'das', 'und'],
  genericWords: ['erfahrung'],
  requirementCues: ['erforderlich'],
  optionalCues: ['wunschenswert'],
  posting: {
    requirement: ['erforderlich', 'sie haben'],
    welcome: ['wunschenswert'],
    welcomeAfter: {
      copulas: ['ist'],
      articles: ['ein'],
      adjectives: ['gro(?:ss|ß)er'],
      nouns: ['plus'],
      phrases: [],
    },
    welcomeLabel: ['pluspunkt'],
    welcomeLead: ['idealerweise'],
    welcomeIf: ['wenn sie (?:auch )?haben'],
    duty: ['ihre aufgaben'],
    dayToDay: ['ihr alltag'],
    aboutYou: ['ihr profil'],
    offer: ['wir bieten'],
    process: ['bewerbung'],
    schedule: ['stunden pro woche'],
    fieldLabels: ['ort', 'gehalt'],
  },
  danglingWords: ['zu', 'mit'],
  publicBodyWords: ['ministerium', 'amt'],
  technicalModifiers: [],
  employerSpeech: {
    seekers: ['wir'],
    looking: ['suchen'],
    lookingAlone: [],
    owners: ['unser'],
    needing: ['braucht'],
    people: ['eine?'],
    linkers: ['die', 'mit'],
    aboutUs: ['wir', 'unser'],
    reportingLine: ['berichtet an'],
  },
  postingDemands: { language: ['englisch'], qualification: ['abschluss'] },
  postingClutter: {
    controls: ['bewerben'],
    posted: ['ver(?:ö|oe)ffentlicht'],
    smallPrint: ['datenschutz'],
    notices: [],
  },
  claimTitleWords: ['leiter'],
  numberWords: ['zwei', 'drei'],
  labels: {
    summary: 'Profil',
    work: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    projects: 'Projekte',
    certificates: 'Zertifikate',
    awards: 'Auszeichnungen',
    publications: 'Publikationen',
    volunteer: 'Ehrenamt',
    languages: 'Sprachen',
    interests: 'Interessen',
    references: 'Referenzen',
    document: 'Lebenslauf',
    present: 'heute',
    courses: 'Kurse',
    score: 'Note',
  },
  customHeadings: {
    additional: custom('Weiteres'),
    honors: custom('Ehrungen'),
    activities: custom('Aktivitäten'),
    teaching: custom('Lehre'),
    research: custom('Forschung'),
    talks: custom('Vorträge'),
    leadership: custom('Führung'),
    training: custom('Weiterbildung'),
    memberships: custom('Mitgliedschaften'),
    hobbies: custom('Hobbys'),
    skills: custom('Kenntnisse'),
    languages: custom('Sprachen'),
    projects: custom('Projekte'),
    certificates: custom('Zertifikate'),
    publications: custom('Publikationen'),
    volunteering: custom('Ehrenamt'),
    references: custom('Referenzen'),
    interests: custom('Interessen'),
  },
};

// A lexicon without its headings or stopwords: the compiler lists the missing fields.
const { headings: _headings, stopwords: _stopwords, ...withoutHeadings } = completeGerman;
// @ts-expect-error: properties 'headings' and 'stopwords' are missing.
export const incompleteGerman: Lexicon = withoutHeadings;

// Without the posting's cue words ("wir bieten", "erforderlich"): the compiler asks for them too.
const { posting: _posting, ...withoutPostingCues } = completeGerman;
// @ts-expect-error: property 'posting' is missing.
export const noPostingCues: Lexicon = withoutPostingCues;

// Without the labels of a job's fields ("Arbeitgeber:", "Zeitraum:"): the compiler asks for them.
const { entryLabels: _entryLabels, ...withoutEntryLabels } = completeGerman;
// @ts-expect-error: property 'entryLabels' is missing.
export const noEntryLabels: Lexicon = withoutEntryLabels;

export const elevenMonths: Lexicon = {
  ...completeGerman,
  // @ts-expect-error: a year has twelve months.
  months: completeGerman.months.slice(0, 11),
};

const { contact: _contact, ...withoutContact } = completeGerman.headings;
export const noContactHeading: Lexicon = {
  ...completeGerman,
  // @ts-expect-error: every section has its headings.
  headings: withoutContact,
};
