/**
 * The fields a doubt model flags on the corpus rows, as the reader flags them (doubt.ts
 * flaggedFields: each field past the threshold, and the rest of an entry once enough of it is), and
 * the threshold that keeps the right fields flagged within a budget. Shared by the fitting and the
 * calibration of `npm run accuracy`.
 */
import { DOUBT_FIELDS, flaggedFields, type DoubtModel } from '../src/parse/doubt.ts';
import type { JobField } from './reader-corpus.ts';

/** The rows flagged, by the rules or by the model `judge` gives each job (none: rules only); `rows` holds every field of the jobs. */
export function flagRows(
  rows: JobField[],
  judge: (r: JobField) => DoubtModel | undefined,
  doubt: (r: JobField, m: DoubtModel) => number,
): Set<JobField> {
  const jobs = new Map<string, JobField[]>();
  for (const r of rows) {
    const key = `${r.file.set}/${r.file.id}/${r.job}`;
    jobs.set(key, [...(jobs.get(key) ?? []), r]);
  }
  const out = new Set<JobField>();
  for (const fields of jobs.values()) {
    const m = judge(fields[0]!);
    const ordered = DOUBT_FIELDS.map((f) => fields.find((r) => r.field === f));
    const flags = m
      ? flaggedFields(
          ordered.map((r) => (!r || r.flagged ? undefined : doubt(r, m))),
          ordered.map((r) => Boolean(r && r.file.parsed.data.work[r.job]![r.field]?.trim())),
          m,
        )
      : [];
    ordered.forEach((r, k) => {
      if (r && (r.flagged || flags[k])) out.add(r);
    });
  }
  return out;
}

/**
 * The lowest threshold (among `candidates`, the probabilities of right fields) at which the fields
 * flagged among `rows` hold at most `budget` right ones; flags only grow as the threshold falls.
 */
export function thresholdFor(
  rows: JobField[],
  model: DoubtModel,
  doubt: (r: JobField) => number,
  budget: number,
): number {
  const candidates = [...new Set(rows.filter((r) => r.right && !r.flagged && !r.moot).map(doubt))].sort(
    (a, b) => b - a,
  );
  const rightFlagged = (threshold: number) => {
    const m = { ...model, threshold };
    return [...flagRows(rows, () => m, doubt)].filter((r) => r.right && !r.moot).length;
  };
  let [lo, hi, best] = [0, candidates.length - 1, 1.01];
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const threshold = candidates[mid]! + 1e-4;
    if (rightFlagged(threshold) <= budget) [best, lo] = [threshold, mid + 1];
    else hi = mid - 1;
  }
  return best;
}
