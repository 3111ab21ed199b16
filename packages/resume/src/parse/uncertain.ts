/**
 * Fields the parser is unsure of, returned beside the data so the user can be asked to check
 * exactly those. `path` is a JSON Pointer into the resume data; `reason` a stable code the web
 * translates; `message` the same in English.
 */
export interface UncertainField {
  path: string;
  reason: UncertainReason;
  message: string;
  /** The named rule that doubted the field ("employer.place"), where one did. */
  rule?: string;
}

export const UNCERTAIN_MESSAGES = {
  two_dates: 'two dates found',
  date_unreadable: 'date not understood',
  date_guessed: 'dates matched to this entry by their order',
  employer_guessed: 'employer guessed from line order',
  position_guessed: 'job title guessed from line order',
  heading_unknown: 'section heading not recognised',
  name_guessed: 'name guessed from the first lines',
  entry_boundary_guessed: 'where this entry starts or ends was guessed',
  text_unplaced: 'text not placed in any field',
  employer_implausible: 'does not read like an employer',
  position_implausible: 'does not read like a job title',
  entry_incomplete: 'no employer and no job title found',
  entry_implausible: 'does not read like a job',
  dates_missing: 'no dates found, while the other entries have them',
  employer_missing: 'no employer found, while the other entries have one',
  dates_out_of_order: 'ends before it starts',
  field_doubtful: 'may have been read wrong',
} as const;

export type UncertainReason = keyof typeof UNCERTAIN_MESSAGES;

/** Collects uncertain fields; the same path and reason are kept once. */
export class UncertainList {
  readonly items: UncertainField[] = [];

  add(path: string, reason: UncertainReason, rule?: string): void {
    if (this.items.some((i) => i.path === path && i.reason === reason)) return;
    this.items.push({ path, reason, message: UNCERTAIN_MESSAGES[reason], ...(rule ? { rule } : {}) });
  }

  /** Whether a field, or the entry it belongs to, is already doubted. */
  has(path: string): boolean {
    return this.items.some((i) => i.path === path || path.startsWith(`${i.path}/`));
  }
}

/** The value a JSON Pointer ("/work/2/name") points to, if any. */
function valueAt(data: unknown, path: string): unknown {
  return path
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      data,
    );
}

/**
 * The doubts that still hold after the user saved new data: a field the user changed (or an entry
 * in which they changed anything) is theirs now, and no longer the reader's guess.
 */
export function doubtsAfterEdit<T extends { path: string }>(
  before: unknown,
  after: unknown,
  doubts: T[],
): T[] {
  return doubts.filter(
    (d) => JSON.stringify(valueAt(before, d.path)) === JSON.stringify(valueAt(after, d.path)),
  );
}
