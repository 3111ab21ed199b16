import { UNCERTAIN_REASONS, type UncertainField } from '@tailor/contract';
import { entriesOf, type ResumeObject } from './model.ts';

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
