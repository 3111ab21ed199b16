/**
 * Whether a field read from a resume is plausible as what it stands for, whatever the layout:
 * an employer is not a label, a place, a date, a page footer, a section word or a sentence cut in
 * the middle; a job title is not a sentence; a degree does not say when it ends; a certificate is
 * not its issuer alone. Each check is a named rule with an example, so a test can address it by
 * name and an uncertain field can say which rule doubted it. The reader checks the jobs it reads
 * with these rules (plausibility.ts); tailoring checks every field it states in a sentence with
 * them too, before its own checks on what a sentence may say (tailor/plausibility.ts).
 *
 * `certain` rules describe text that is never the field (a date, a footer, a cut sentence): the
 * reader moves such text out of the field. The others only raise a doubt for the user to check.
 */
import * as common from '../lexicon/common.ts';
import { allLanguages, documentNamePattern, pageWordsPattern } from '../lexicon/index.ts';
import { fold } from '../text/fold.ts';
import { findDates, looksLikeDate } from '../text/dates.ts';
import { findUrl, isOrganizationLike, isSchoolLike, isTitleLike, parseLocation } from './fields.ts';
import { lowerWords } from './doubt-kind.ts';
import { isSectionWord } from './headings.ts';
import { endsOnConnector, endsOpen } from './open-ends.ts';
import { words } from './util.ts';
import { STATUS_EMPLOYER_RULES, STATUS_TITLE_RULES } from './work-status.ts';
import { STRAY_EMPLOYER_RULES, STRAY_TITLE_RULES } from './stray-fields.ts';

/** The fields of a job, a school or a certificate whose text a rule can judge. */
export type FieldKind = 'employer' | 'title' | 'degree' | 'school' | 'certificate';

export interface PlausibilityRule {
  name: string;
  /** Text that fails the rule, as a resume might print it. */
  example: string;
  /** True when the text fails: it is not plausible as the field. */
  fails(text: string): boolean;
  /** The text is never the field: the reader takes it out of the field. */
  certain?: boolean;
}

/** Running heads and feet of a page: "Page 2 of 3", "2/3", "Last updated in Mar 2026". */
const PAGE_FURNITURE = new RegExp(
  String.raw`^(?:(?:${pageWordsPattern('page')})\s*\d+(?:\s*(?:${pageWordsPattern('of')}|\/)\s*\d+)?|\d{1,2}\s*(?:\/|${pageWordsPattern('of')})\s*\d{1,2}|(?:${pageWordsPattern('updated')})\b.*)$`,
  'iu',
);
/** The document's own name ("Résumé", "Hoja de vida"), on folded text. */
const DOCUMENT_NAME = new RegExp(`^(?:${documentNamePattern})$`, 'u');

/** A running head or foot of a page, or the document's own name: never a field. */
export const isPageFurniture = (text: string): boolean =>
  PAGE_FURNITURE.test(text.trim()) || DOCUMENT_NAME.test(fold(text.trim()));

/** Short words that stand before a company's own name in lower case ("groupe Adecco", "mairie de Lyon"). */
const LOWER_CASE_LEAD = new RegExp(`^(?:${allLanguages('organizationLeads').join('|')}|e[A-Z]|i[A-Z])`, 'u');

const isSentenceCut = (text: string): boolean =>
  /^\p{Ll}/u.test(text) &&
  !LOWER_CASE_LEAD.test(text) &&
  findUrl(text) !== text &&
  !/^\p{Ll}+\p{Lu}/u.test(text);

const endsAsSentence = (text: string): boolean =>
  /\p{Ll}{3,}\.$/u.test(text) && !/\b(?:inc|ltd|corp|co|cie|bros|assn)\.$/iu.test(text) && words(text) >= 3;

/** "Reviewing abstract submissions": a verb naming an activity, then a word in lower case that is no function word. */
const ACTIVITY_LEAD = new RegExp(
  String.raw`^\p{Lu}\p{Ll}{2,}(?:${allLanguages('activityEndings').join('|')})\s+(\p{Ll}\S*)`,
  'u',
);
const opensOnActivity = (text: string): boolean => {
  const next = ACTIVITY_LEAD.exec(text.trim())?.[1];
  return !!next && lowerWords(next) === 1;
};

const labelOnly = (text: string): boolean => /^[\p{L}][\p{L} &/-]{0,24}:$/u.test(text.trim());

/** The label of a job's part, alone or before its text: "Highlights", "Funciones: Soporte técnico". */
const PART_LABELLED = new RegExp(String.raw`^(?:${allLanguages('jobPartLabels').join('|')})\s*(?::|$)`, 'iu');
const partLabelled = (text: string): boolean => PART_LABELLED.test(text.trim());

/** "Supervisor: Jane Doe": a referee's line, never a job's field. */
const REFERENCE_LABELLED = new RegExp(
  String.raw`^(?:${allLanguages((lexicon) => lexicon.entryLabels.reference).join('|')})s?\s*:`,
  'u',
);
const referenceLabelled = (text: string): boolean => REFERENCE_LABELLED.test(fold(text.trim()));
/** "Supervisor: Jane Doe, 555 0100": a line that gives a referee, whose contacts are theirs. */
export const isReferenceLine = referenceLabelled;

const SAINT_PLACE = new RegExp(
  String.raw`^(?:${[...allLanguages('saintWords'), ...common.saintWords].join('|')})[ .-]+\p{Lu}[\p{L}'-]+$`,
  'iu',
);

/** A town or a country and nothing else: "Saint-Etienne", "Lyon, France", "Austin, TX", "Madrid". */
export function isPlaceName(text: string): boolean {
  const t = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:]+$/, '');
  if (SAINT_PLACE.test(t)) return true;
  const place = parseLocation(t);
  return !!place && fold(place.text) === fold(t);
}

/** No letter at all: "2", "—". */
export const hasNoWords = (text: string): boolean => !/\p{L}/u.test(text);

/** Words saying when a degree ends, not what it is: "Expected Graduation", "Diplôme prévu". */
const GRADUATION_WORDS = new RegExp(String.raw`\b(?:${allLanguages('graduationWords').join('|')})\b`, 'iu');

/** Bodies that issue certificates: alone in a certificate's name, the issuer was read as the certificate. */
const ISSUERS = new Set(
  [
    'coursera udemy edx udacity linkedin datacamp freecodecamp codecademy openclassrooms platzi google',
    'microsoft aws amazon ibm meta cisco oracle comptia pmi salesforce hubspot cambridge ets toeic sena',
  ]
    .join(' ')
    .split(' ')
    .concat([
      'linkedin learning',
      'amazon web services',
      'project management institute',
      'scrum alliance',
      'scrum.org',
      'red hat',
      'hubspot academy',
      'american heart association',
      'red cross',
      'croix-rouge',
      'cruz roja',
      'british council',
    ]),
);

/** A certificate's name that is its issuer alone ("Coursera", "Amazon Web Services"). */
export function isIssuer(text: string): boolean {
  return ISSUERS.has(fold(text.replace(/\s+/g, ' ').trim()).replace(/[.,;:]+$/, ''));
}

export const EMPLOYER_RULES: PlausibilityRule[] = [
  {
    name: 'employer.punctuation',
    example: '. Warehouse and surroundings.',
    certain: true,
    fails: (t) => /^[^\p{L}\p{N}"'(“«¡¿@]/u.test(t.trim()) || !/\p{L}{2}/u.test(t),
  },
  { name: 'employer.label', example: 'Tech:', certain: true, fails: labelOnly },
  { name: 'employer.part-label', example: 'Highlights', certain: true, fails: partLabelled },
  { name: 'employer.footer', example: 'Last updated in Mar 2026', certain: true, fails: isPageFurniture },
  {
    name: 'employer.date',
    example: 'March 2021',
    certain: true,
    fails: (t) => looksLikeDate(t) || (!!findDates(t) && t.replace(/[\p{N}\p{P}\s]/gu, '').length < 12),
  },
  { name: 'employer.section', example: 'Professional Experience', certain: true, fails: isSectionWord },
  {
    name: 'employer.cut',
    example: 'managed the night shift of',
    certain: true,
    fails: (t) => isSentenceCut(t.trim()) && (endsAsSentence(t) || words(t) >= 4),
  },
  ...STATUS_EMPLOYER_RULES,
  ...STRAY_EMPLOYER_RULES,
  {
    name: 'employer.place',
    example: 'Lyon, France',
    fails: (t) => !!parseLocation(t) && !isOrganizationLike(t) && !isSchoolLike(t),
  },
  {
    name: 'employer.sentence',
    example: 'Led a team of five nurses on the night shift.',
    fails: (t) => words(t) > 9 || endsAsSentence(t),
  },
  {
    // A name has few lower-case words that are no function words; six words with three is a
    // line describing the work ("Stress tests of concrete samples in the laboratory").
    name: 'employer.description',
    example: 'Pruebas de resistencia del concreto en laboratorio',
    fails: (t) => lowerWords(t) >= 3 && words(t) >= 6,
  },
  { name: 'employer.activity', example: 'Reviewing abstract submissions', fails: opensOnActivity },
  {
    name: 'employer.list',
    example: 'React, Node.js, GraphQL',
    fails: (t) => (t.match(/[,|·•]/g) ?? []).length >= 2 && !isOrganizationLike(t),
  },
  {
    name: 'employer.title',
    example: 'Senior Accountant',
    fails: (t) => isTitleLike(t) && !isOrganizationLike(t) && !isSchoolLike(t),
  },
  { name: 'employer.lower', example: 'retail and logistics', fails: (t) => isSentenceCut(t.trim()) },
];

export const TITLE_RULES: PlausibilityRule[] = [
  {
    name: 'title.punctuation',
    example: ', and the team',
    certain: true,
    fails: (t) => /^[^\p{L}\p{N}"'(“«¡¿]/u.test(t.trim()) || !/\p{L}{2}/u.test(t),
  },
  { name: 'title.label', example: 'Skills:', certain: true, fails: labelOnly },
  {
    name: 'title.part-label',
    example: 'Responsabilidades: atención al cliente',
    certain: true,
    fails: partLabelled,
  },
  { name: 'title.reference', example: 'Mentor: Dr Jane Doe', certain: true, fails: referenceLabelled },
  { name: 'title.footer', example: 'Page 2 of 3', certain: true, fails: isPageFurniture },
  { name: 'title.date', example: 'Since 2019', certain: true, fails: (t) => looksLikeDate(t) },
  ...STATUS_TITLE_RULES,
  ...STRAY_TITLE_RULES,
  { name: 'title.place', example: 'Madrid, Spain', fails: (t) => !!parseLocation(t) && !isTitleLike(t) },
  {
    name: 'title.sentence',
    example: 'Responsible for the daily stock count in two stores.',
    fails: (t) => words(t) > 12 || (endsAsSentence(t) && words(t) >= 6),
  },
  {
    // As for an employer: a title has few lower-case words that are no function words, and names
    // the role ("Stock controller"); six words with three, and no word of a title, describe the work.
    name: 'title.description',
    example: 'Réception des marchandises et contrôle des stocks en magasin',
    fails: (t) => lowerWords(t) >= 3 && words(t) >= 6 && !isTitleLike(t),
  },
  {
    name: 'title.cut',
    example: 'of the new kitchen',
    fails: (t) => isSentenceCut(t.trim()) && !isTitleLike(t),
  },
  // A duty's line read as a title, cut where the line wrapped ("Stocked the shelves and").
  { name: 'title.open-end', example: 'Préparation des commandes et', fails: (t) => endsOpen(t) },
];

/** What no degree, school or certificate is: a page's footer, a date, a section's heading, no words. */
const notAName = (field: 'degree' | 'school' | 'certificate'): PlausibilityRule[] => [
  { name: `${field}.footer`, example: 'Résumé', fails: isPageFurniture },
  { name: `${field}.date`, example: 'Sep 2021', fails: (t) => looksLikeDate(t) },
  { name: `${field}.section`, example: 'Education', fails: isSectionWord },
  { name: `${field}.no-words`, example: '2', fails: hasNoWords },
];

/** A driving licence line ("Permis B + véhicule", "Full UK driving licence"), on folded text. */
const DRIVING_LICENCE = new RegExp(String.raw`^(?:${allLanguages('drivingLicence').join('|')})`, 'u');
/**
 * What the line under a name is not, when the reader looks for the person's headline: each rule
 * names text seen there that says nothing of what the person does.
 */
export const HEADLINE_RULES: PlausibilityRule[] = [
  { name: 'headline.footer', example: 'Curriculum Vitae', fails: isPageFurniture },
  { name: 'headline.section', example: 'Formations', fails: isSectionWord },
  {
    name: 'headline.licence',
    example: 'Permis B + véhicule',
    fails: (t) => DRIVING_LICENCE.test(fold(t.trim())),
  },
  {
    name: 'headline.sentences',
    example: 'I have loved computers since childhood. I',
    fails: (t) => /\p{Ll}{3,}[.!?]\s+\S/u.test(t),
  },
  { name: 'headline.cut', example: 'Looking for an internship in data science and', fails: endsOnConnector },
  {
    name: 'headline.school',
    example: 'The Faculty of Medicine of Northfield University',
    fails: (t) => isSchoolLike(t) && !isTitleLike(t),
  },
];

/** The first headline rule the text fails, if any. */
export const failedHeadlineRule = (text: string): PlausibilityRule | undefined =>
  HEADLINE_RULES.find((rule) => rule.fails(text));

/** The rules of each field, in the order they are tried. */
export const FIELD_RULES: Record<FieldKind, PlausibilityRule[]> = {
  employer: EMPLOYER_RULES,
  title: TITLE_RULES,
  degree: [
    ...notAName('degree'),
    {
      name: 'degree.graduation',
      example: 'Expected Graduation',
      fails: (t) => GRADUATION_WORDS.test(fold(t)),
    },
    { name: 'degree.place', example: 'Lyon, France', fails: isPlaceName },
  ],
  school: [...notAName('school'), { name: 'school.place', example: 'Madrid', fails: isPlaceName }],
  certificate: [
    ...notAName('certificate'),
    { name: 'certificate.issuer', example: 'Coursera', fails: isIssuer },
  ],
};
