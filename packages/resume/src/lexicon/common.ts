/*
 * Words that belong to no one language: the legal forms and school words of other countries, the
 * cities a location names, and region codes ("Austin, TX", "Montréal, QC").
 */

/** Sites a profile link names ("linkedin", "github"), folded. */
export const profileSites: readonly string[] = ['linkedin', 'github', 'gitlab', 'twitter', 'behance'];

/** Legal forms of organisations in other languages. */
export const organizationWords: readonly string[] = ['gmbh', 'ag'];

/** School words in other languages. */
export const schoolWords: readonly string[] = ['universitat', 'universidade', 'universita', 'hochschule'];

/** How a line naming a part of a school begins in other languages ("faculdade"), folded. */
export const facultyWords: readonly string[] = ['faculdade'];

/** Cities that tell a location, folded. */
export const cityWords: readonly string[] = [
  'paris',
  'lyon',
  'marseille',
  'toulouse',
  'nantes',
  'bordeaux',
  'lille',
  'nice',
  'rennes',
  'strasbourg',
  'grenoble',
  'montpellier',
  'madrid',
  'barcelona',
  'valencia',
  'sevilla',
  'bilbao',
  'malaga',
  'zaragoza',
  'london',
  'manchester',
  'dublin',
  'berlin',
  'munich',
  'hamburg',
  'amsterdam',
  'brussels',
  'bruxelles',
  'geneva',
  'geneve',
  'zurich',
  'lisbon',
  'lisboa',
  'rome',
  'milan',
  'new york',
  'san francisco',
  'seattle',
  'austin',
  'boston',
  'chicago',
  'los angeles',
  'denver',
  'toronto',
  'montreal',
  'vancouver',
  'mexico city',
  'ciudad de mexico',
  'buenos aires',
  'bogota',
  'santiago',
  'lima',
  'quito',
  'montevideo',
  'sydney',
  'singapore',
  'portland',
  'atlanta',
  'miami',
  'dallas',
  'houston',
  'phoenix',
  'philadelphia',
  'washington',
  'san diego',
  'minneapolis',
  'pittsburgh',
  'raleigh',
  'nashville',
  'oakland',
  'cambridge',
  'oxford',
  'edinburgh',
  'bristol',
  'leeds',
  'casablanca',
  'dakar',
  'tunis',
  'alger',
  'lausanne',
  'liege',
  'namur',
  'granada',
  'salamanca',
];

/** US states and Canadian provinces as two capitals. */
export const regionCodes: readonly string[] =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ON QC BC AB'.split(
    ' ',
  );

/** Countries as written at home, in languages the engine does not read ("deutschland"). */
export const countries: readonly string[] = ['deutschland', 'danmark'];

/** What a posting's title adds to say it is open to all ("F/H", "(H/F)", "m/w/d"), as a regular expression source. */
export const genderMarks = String.raw`\(?(?<![\p{L}/])[hfmw]\s*\/\s*[hfmwdx](?:\s*\/\s*[dx])?(?![\p{L}/])\)?`;

/**
 * The share of full time a posting's title may end on (".60", "0.5 FTE", "80 %", "ETP 0,8"), as a
 * regular expression source: the hours, not the role.
 */
export const workingTimeMark = String.raw`(?:\b(?:FTE|ETP)\s*)?(?:\d*[.,]\d+|\d{1,3}\s*%)(?:\s*(?:FTE|ETP)\b)?`;

/** Language levels of no one language: the CEFR grades ("B2"), as regular expression sources. */
export const languageLevels: readonly string[] = ['[abc][12]'];

/** Clock times a posting's schedule prints ("9am", "8h30", "17:00"), as regular expression sources. */
export const clockTimes: readonly string[] = [
  String.raw`\d{1,2} ?(?:am|pm|h\d*)`,
  String.raw`\d{1,2}[:h]\d{2}`,
];

/** What a document calls itself in languages the engine does not read. */
export const documentNames: readonly string[] = ['lebenslauf'];

/**
 * Legal forms that end a company's name ("Inc.", "GmbH", "S.A.S."), as regular expression sources
 * matched whole, any case, a full stop after them allowed.
 */
export const legalForms: readonly string[] = [
  'inc',
  'incorporated',
  'ltd',
  'limited',
  'llc',
  String.raw`l\.l\.c`,
  'corp',
  'co',
  'plc',
  'pty',
  'gmbh',
  'ag',
  String.raw`b\.?v`,
  'srl',
  'sarl',
  String.raw`s\.?a\.?r\.?l`,
  String.raw`s\.?a\.?s?`,
  String.raw`s\.?l\.?`,
];

/** "Saint" in place names of languages the engine does not read ("São Paulo"), as written, any case. */
export const saintWords: readonly string[] = ['são'];

/** A beginner's language level of no one language: the first CEFR grades, as a regular expression source. */
export const beginnerLevels: readonly string[] = ['a[12]'];

/** A language level to work in of no one language: the last CEFR grades, as a regular expression source. */
export const workingLevels: readonly string[] = ['c[12]'];

/** Words that label a phone number in no one language, or in one the engine does not read ("whatsapp", "nr"). */
export const phoneWords: readonly string[] = ['gsm', 'whatsapp', 'mobil', 'nr'];

/** A contact detail's label of no one language ("email", "linkedin"), as regular expression sources on folded text. */
export const contactLabels: readonly string[] = ['e-?mail', 'linkedin', 'github', 'web'];

/** Language codes a link to the resume in another language prints ("EN", "SPA", "FR / EN"), folded. */
export const languageCodes: readonly string[] = 'en eng fr fra fre es esp spa de deu ger it ita pt por'.split(
  ' ',
);

/**
 * The generic word a product's name ends on ("Google Cloud Platform", "Visual Studio"), folded,
 * and never a skill alone: printed alone as an item of a list, it is the end of the item before
 * it, which a line end or a comma cut off. ("Analytics" or "Cloud" alone name skills.)
 */
export const productNameTails: readonly string[] = [
  'platform',
  'services',
  'suite',
  'studio',
  'toolkit',
  'sdk',
];
