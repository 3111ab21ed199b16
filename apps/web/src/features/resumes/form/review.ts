import { UNCERTAIN_REASONS, type UncertainField } from '@tailor/contract';
import { entriesOf, pointer, textOf, type Entry, type ResumeObject } from './model.ts';

/** A field the reader was unsure of: a JSON Pointer into the resume, a reason code and English text. */
export type UncertainFlag = UncertainField;

/** Reason codes with a translation; any other code shows the server's own message. */
export const KNOWN_REASONS: readonly string[] = UNCERTAIN_REASONS;

const isFlag = (value: unknown): value is UncertainFlag =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UncertainFlag).path === 'string' &&
  typeof (value as UncertainFlag).reason === 'string' &&
  typeof (value as UncertainFlag).message === 'string';

/** The uncertain fields of a resume answer; none when the answer does not carry them. */
export function uncertainFieldsOf(resume: object): UncertainFlag[] {
  const value = (resume as { uncertain_fields?: unknown }).uncertain_fields;
  return Array.isArray(value) ? value.filter(isFlag) : [];
}

/** When the user confirmed the data; undefined when the answer does not say. */
export function reviewedAtOf(resume: object): string | null | undefined {
  const value = (resume as { reviewed_at?: unknown }).reviewed_at;
  return typeof value === 'string' || value === null ? value : undefined;
}

/** Flags by pointer, for quick lookup while rendering. */
export function flagIndex(flags: readonly UncertainFlag[]): Map<string, UncertainFlag[]> {
  const map = new Map<string, UncertainFlag[]>();
  for (const flag of flags) map.set(flag.path, [...(map.get(flag.path) ?? []), flag]);
  return map;
}

/**
 * Stable keys for the entries of each section, so entries keep their identity (and their flags)
 * when reordered. An entry read from the stored resume keeps "o<index>", its original position,
 * which is what the flags' pointers refer to; an entry added in the form gets "n<number>".
 */
export type EntryKeys = Record<string, string[]>;

export function initialKeys(data: ResumeObject, sections: readonly string[]): EntryKeys {
  const keys: EntryKeys = {};
  for (const section of sections) keys[section] = entriesOf(data, section).map((_, i) => `o${i}`);
  return keys;
}

/** Original index of an entry key, or null for an entry that was not in the stored resume. */
export const originalIndex = (key: string): number | null =>
  key.startsWith('o') ? Number(key.slice(1)) : null;

/**
 * The keys of a section's entries. Edits in the JSON tab may change a list behind the form's
 * back: then positions ("j<index>") stand in, and no entry claims a flag any more.
 */
export function sectionKeysOf(keys: EntryKeys, section: string, length: number): string[] {
  const own = keys[section];
  return own && own.length === length ? own : Array.from({ length }, (_, i) => `j${i}`);
}

/** Pointer prefix of the fields of the entry at `index` (flags of stored entries refer to it). */
export function entryBase(keys: EntryKeys, section: string, length: number, index: number): string {
  const original = originalIndex(sectionKeysOf(keys, section, length)[index] ?? '');
  return original === null ? `/${section}/new-${index}` : pointer(section, original);
}

/**
 * The entry a flag concerns, as it stands in the form now: its section and current position,
 * or null for a flag on the basics, on a whole section, or on an entry since removed.
 */
export function flaggedEntry(
  flag: Pick<UncertainFlag, 'path'>,
  data: ResumeObject,
  keys: EntryKeys,
): { section: string; index: number; entry: Entry } | null {
  const [, section = '', position] = flag.path.split('/');
  if (section === 'basics' || position === undefined || !/^\d+$/.test(position)) return null;
  const entries = entriesOf(data, section);
  const index = sectionKeysOf(keys, section, entries.length).indexOf(`o${position}`);
  const entry = entries[index];
  return entry ? { section, index, entry } : null;
}

export type MissingDetail = 'employer' | 'dates';

export interface IncompleteEntry {
  section: string;
  index: number;
  entry: Entry;
  missing: MissingDetail[];
  /** Pointer of the first missing field, to move the focus there. */
  path: string;
}

/**
 * Jobs without an employer or without any date: what a reader most often misses, and what a
 * tailored CV cannot do without. Confirming the review should not pass over them in silence.
 */
export function incompleteEntries(data: ResumeObject, keys: EntryKeys): IncompleteEntry[] {
  const jobs = entriesOf(data, 'work');
  return jobs.flatMap((entry, index) => {
    const missing: MissingDetail[] = [];
    if (textOf(entry, 'name').trim() === '') missing.push('employer');
    if (textOf(entry, 'startDate').trim() === '' && textOf(entry, 'endDate').trim() === '')
      missing.push('dates');
    if (missing.length === 0) return [];
    const base = entryBase(keys, 'work', jobs.length, index);
    return [
      {
        section: 'work',
        index,
        entry,
        missing,
        path: `${base}/${missing[0] === 'employer' ? 'name' : 'startDate'}`,
      },
    ];
  });
}
