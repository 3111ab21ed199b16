/*
 * The form editor's model of a JSON Resume: which sections it shows, in which order, with which
 * fields. Entries are loose objects: the form changes only the fields it shows and keeps every
 * other one (extensions such as "x-printed" included) as it found it.
 */

export type FieldKind = 'text' | 'textarea' | 'list' | 'date';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
}

export interface SectionSpec {
  key: string;
  /** Fields shown for each entry, in order; a date range (startDate/endDate) is shown where `range` is. */
  fields: readonly FieldSpec[];
  range?: boolean;
  /** Fields whose first non-empty value names an entry (its heading, and the labels of its buttons). */
  titleFields: readonly string[];
}

const text = (name: string): FieldSpec => ({ name, kind: 'text' });
const area = (name: string): FieldSpec => ({ name, kind: 'textarea' });
const list = (name: string): FieldSpec => ({ name, kind: 'list' });
const date = (name: string): FieldSpec => ({ name, kind: 'date' });

/** Sections after the basics, in the order a reader expects them. */
export const sectionSpecs: readonly SectionSpec[] = [
  {
    key: 'work',
    fields: [
      text('position'),
      text('name'),
      text('location'),
      text('url'),
      area('summary'),
      list('highlights'),
    ],
    range: true,
    titleFields: ['position', 'name'],
  },
  {
    key: 'education',
    fields: [
      text('institution'),
      text('studyType'),
      text('area'),
      text('location'),
      text('score'),
      text('url'),
      list('courses'),
    ],
    range: true,
    titleFields: ['institution', 'area'],
  },
  { key: 'skills', fields: [text('name'), text('level'), list('keywords')], titleFields: ['name'] },
  {
    key: 'projects',
    fields: [
      text('name'),
      text('entity'),
      list('roles'),
      area('description'),
      list('highlights'),
      list('keywords'),
      text('url'),
    ],
    range: true,
    titleFields: ['name'],
  },
  { key: 'languages', fields: [text('language'), text('fluency')], titleFields: ['language'] },
  {
    key: 'certificates',
    fields: [text('name'), text('issuer'), date('date'), text('url')],
    titleFields: ['name'],
  },
  {
    key: 'awards',
    fields: [text('title'), text('awarder'), date('date'), area('summary')],
    titleFields: ['title'],
  },
  {
    key: 'volunteer',
    fields: [text('position'), text('organization'), text('url'), area('summary'), list('highlights')],
    range: true,
    titleFields: ['position', 'organization'],
  },
  {
    key: 'publications',
    fields: [text('name'), text('publisher'), date('releaseDate'), text('url'), area('summary')],
    titleFields: ['name'],
  },
  { key: 'interests', fields: [text('name'), list('keywords')], titleFields: ['name'] },
  { key: 'references', fields: [text('name'), area('reference')], titleFields: ['name'] },
  { key: 'custom', fields: [text('name'), list('items')], titleFields: ['name'] },
];

export const basicsFields: readonly FieldSpec[] = [
  text('name'),
  text('label'),
  text('email'),
  text('phone'),
  text('url'),
  area('summary'),
];
export const locationFields: readonly FieldSpec[] = [text('city'), text('region'), text('countryCode')];
export const profileFields: readonly FieldSpec[] = [text('network'), text('username'), text('url')];

export type Entry = Record<string, unknown>;
export type ResumeObject = Record<string, unknown>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries of a section; anything that is not a list of objects reads as none. */
export function entriesOf(data: ResumeObject, key: string): Entry[] {
  const value = data[key];
  return Array.isArray(value) ? value.map((e) => (isRecord(e) ? e : {})) : [];
}

/** Words that say an entry is ongoing (CONTRACTS: stored as "present"), compared case-insensitively. */
const PRESENT_WORDS = new Set([
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'actualidad',
  'actual',
  'actualmente',
  'presente',
  'hoy',
  "aujourd'hui",
  'aujourd’hui',
  'en cours',
  'actuel',
  'actuellement',
  'maintenant',
]);

export const isPresent = (value: unknown): boolean =>
  typeof value === 'string' && PRESENT_WORDS.has(value.trim().toLowerCase().replace(/\s+/g, ' '));

/** ISO partial dates the renderer formats: YYYY, YYYY-MM, YYYY-MM-DD. */
export const isIsoPartialDate = (value: string): boolean =>
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/.test(value.trim());

/** A field's text value ("" when missing or not text). */
export const textOf = (entry: Entry, name: string): string => {
  const value = entry[name];
  return typeof value === 'string' ? value : '';
};

/** A list field as lines (one item a line). */
export const linesOf = (entry: Entry, name: string): string => {
  const value = entry[name];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').join('\n') : '';
};

/** Set a text field; an empty value removes the field rather than storing "". */
export function withText(entry: Entry, name: string, value: string): Entry {
  const next = { ...entry };
  if (value === '') delete next[name];
  else next[name] = value;
  return next;
}

/** Set a list field from lines; lines are kept while typing and cleaned on save. */
export function withLines(entry: Entry, name: string, value: string): Entry {
  return { ...entry, [name]: value === '' ? [] : value.split('\n') };
}

export function entryTitle(spec: SectionSpec, entry: Entry): string {
  for (const field of spec.titleFields) {
    const value = textOf(entry, field).trim();
    if (value) return value;
  }
  return '';
}

const listFieldNames = new Set(
  sectionSpecs.flatMap((s) => s.fields.filter((f) => f.kind === 'list').map((f) => f.name)),
);

function cleanEntry(entry: unknown): unknown {
  if (!isRecord(entry)) return entry;
  const next: Entry = { ...entry };
  for (const [name, value] of Object.entries(next)) {
    if (listFieldNames.has(name) && Array.isArray(value)) {
      next[name] = value
        .map((v: unknown) => (typeof v === 'string' ? v.trim() : v))
        .filter((v: unknown) => v !== '');
    }
  }
  // A word for "ongoing" typed by hand is stored as the one word the renderers know.
  if (isPresent(next.endDate)) next.endDate = 'present';
  return next;
}

/** The data as it is saved: empty lines of list fields dropped, "ongoing" words made "present". */
export function cleanResume(data: ResumeObject): ResumeObject {
  const next: ResumeObject = { ...data };
  for (const spec of sectionSpecs) {
    const value = next[spec.key];
    if (Array.isArray(value)) next[spec.key] = value.map(cleanEntry);
  }
  return next;
}

/** JSON Pointer of a field, section or entry (RFC 6901 escaping). */
export const pointer = (...parts: (string | number)[]): string =>
  parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
