/**
 * Field-by-field comparison of a parsed resume with the facts a fixture shows. Strings compare
 * after light normalization (case, spaces, accents kept), lists compare as sets.
 */
import type { ResumeData } from '../../src/schema/resume.ts';

export type Expected = Partial<ResumeData> & { basics: ResumeData['basics'] };

export interface Tally {
  correct: number;
  total: number;
}

export type Scores = Map<string, Tally>;

export const norm = (s: string | undefined): string =>
  (s ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2019']/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:]+$/, '')
    .trim();

const normUrl = (s: string | undefined) =>
  norm(s)
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
const digits = (s: string | undefined) => (s ?? '').replace(/\D/g, '');

function add(scores: Scores, field: string, ok: boolean, weight = 1): void {
  const tally = scores.get(field) ?? { correct: 0, total: 0 };
  tally.total += weight;
  if (ok) tally.correct += weight;
  scores.set(field, tally);
}

function addShare(scores: Scores, field: string, expected: string[], actual: string[]): void {
  if (!expected.length) return;
  const have = new Set(actual.map(norm));
  for (const item of expected) add(scores, field, have.has(norm(item)));
}

/** Pairs each expected entry with the parsed entry that shares its key, else the one at its index. */
function pair<E, A>(
  expected: E[],
  actual: A[],
  keyE: (e: E) => string | undefined,
  keyA: (a: A) => string | undefined,
): [E, A | undefined][] {
  const used = new Set<number>();
  return expected.map((e, i) => {
    let index = actual.findIndex(
      (a, j) => !used.has(j) && norm(keyA(a)) === norm(keyE(e)) && norm(keyE(e)) !== '',
    );
    if (index < 0 && i < actual.length && !used.has(i)) index = i;
    if (index >= 0) used.add(index);
    return [e, index >= 0 ? actual[index] : undefined];
  });
}

function same(
  scores: Scores,
  field: string,
  expected: string | undefined,
  actual: string | undefined,
  compare = norm,
): void {
  if (expected === undefined && actual === undefined) {
    add(scores, field, true);
    return;
  }
  add(scores, field, compare(expected) === compare(actual));
}

export function scoreResume(expected: Expected, actual: ResumeData, scores: Scores = new Map()): Scores {
  const eb = expected.basics;
  const ab = actual.basics;
  same(scores, 'basics.name', eb.name, ab.name);
  if (eb.email) same(scores, 'basics.email', eb.email, ab.email);
  if (eb.phone) same(scores, 'basics.phone', eb.phone, ab.phone, digits);
  if (eb.url) same(scores, 'basics.url', eb.url, ab.url, normUrl);
  if (eb.label) same(scores, 'basics.label', eb.label, ab.label);
  if (eb.location?.city) same(scores, 'basics.location', eb.location.city, ab.location?.city);
  if (eb.summary) same(scores, 'basics.summary', eb.summary, ab.summary);
  addShare(
    scores,
    'basics.profiles',
    eb.profiles.map((p) => normUrl(p.url)),
    ab.profiles.map((p) => normUrl(p.url)),
  );

  for (const [e, a] of pair(
    expected.work ?? [],
    actual.work,
    (e) => e.name,
    (a) => a.name,
  )) {
    same(scores, 'work.name', e.name, a?.name);
    same(scores, 'work.position', e.position, a?.position);
    same(scores, 'work.startDate', e.startDate, a?.startDate);
    same(scores, 'work.endDate', e.endDate, a?.endDate);
    if (e.location) same(scores, 'work.location', e.location, a?.location);
    addShare(scores, 'work.highlights', e.highlights ?? [], a?.highlights ?? []);
  }
  for (const [e, a] of pair(
    expected.education ?? [],
    actual.education,
    (e) => e.institution,
    (a) => a.institution,
  )) {
    same(scores, 'education.institution', e.institution, a?.institution);
    same(scores, 'education.studyType', e.studyType, a?.studyType);
    same(scores, 'education.area', e.area, a?.area);
    same(
      scores,
      'education.dates',
      `${e.startDate ?? ''}|${e.endDate ?? ''}`,
      `${a?.startDate ?? ''}|${a?.endDate ?? ''}`,
    );
  }
  addShare(
    scores,
    'skills.keywords',
    (expected.skills ?? []).flatMap((s) => s.keywords ?? []),
    actual.skills.flatMap((s) => s.keywords),
  );
  addShare(
    scores,
    'skills.name',
    (expected.skills ?? []).map((s) => s.name ?? ''),
    actual.skills.map((s) => s.name ?? ''),
  );
  addShare(
    scores,
    'languages.language',
    (expected.languages ?? []).map((l) => l.language ?? ''),
    actual.languages.map((l) => l.language ?? ''),
  );
  addShare(
    scores,
    'languages.fluency',
    (expected.languages ?? []).map((l) => `${l.language}:${l.fluency}`),
    actual.languages.map((l) => `${l.language}:${l.fluency}`),
  );
  addShare(
    scores,
    'projects.name',
    (expected.projects ?? []).map((p) => p.name ?? ''),
    actual.projects.map((p) => p.name ?? ''),
  );
  addShare(
    scores,
    'certificates.name',
    (expected.certificates ?? []).map((c) => c.name ?? ''),
    actual.certificates.map((c) => c.name ?? ''),
  );
  addShare(
    scores,
    'certificates.issuer',
    (expected.certificates ?? []).map((c) => c.issuer ?? ''),
    actual.certificates.map((c) => c.issuer ?? ''),
  );
  addShare(
    scores,
    'awards.title',
    (expected.awards ?? []).map((c) => c.title ?? ''),
    actual.awards.map((c) => c.title ?? ''),
  );
  for (const [e, a] of pair(
    expected.volunteer ?? [],
    actual.volunteer,
    (e) => e.organization,
    (a) => a.organization,
  )) {
    same(scores, 'volunteer.organization', e.organization, a?.organization);
    same(scores, 'volunteer.position', e.position, a?.position);
    same(
      scores,
      'volunteer.dates',
      `${e.startDate ?? ''}|${e.endDate ?? ''}`,
      `${a?.startDate ?? ''}|${a?.endDate ?? ''}`,
    );
  }
  if (expected.meta?.language) same(scores, 'meta.language', expected.meta.language, actual.meta?.language);
  // Nothing invented: as many entries as the resume has, per section (precision, where the rest is recall).
  for (const key of [
    'work',
    'education',
    'volunteer',
    'projects',
    'certificates',
    'awards',
    'languages',
  ] as const) {
    const want = (expected[key] ?? []).length;
    const got = actual[key].length;
    if (want || got) add(scores, 'entries.count', want === got);
  }
  if (expected.custom === undefined) add(scores, 'custom.empty', actual.custom.length === 0);
  return scores;
}

/** The facts every file must get exactly right. */
export function keyFactErrors(expected: Expected, actual: ResumeData): string[] {
  const errors: string[] = [];
  if (norm(expected.basics.name) !== norm(actual.basics.name))
    errors.push(`name: ${actual.basics.name} != ${expected.basics.name}`);
  if (norm(expected.basics.email) !== norm(actual.basics.email))
    errors.push(`email: ${actual.basics.email} != ${expected.basics.email}`);
  const employers = new Set(actual.work.map((w) => norm(w.name)));
  const positions = new Set(actual.work.map((w) => norm(w.position)));
  for (const w of expected.work ?? []) {
    if (!employers.has(norm(w.name))) errors.push(`employer missing: ${w.name}`);
    if (!positions.has(norm(w.position))) errors.push(`position missing: ${w.position}`);
  }
  return errors;
}

export function formatTable(scores: Scores): string {
  const rows = [...scores.entries()].map(
    ([field, t]) => `${field.padEnd(24)} ${(t.correct / t.total).toFixed(3)}  (${t.correct}/${t.total})`,
  );
  return ['field                    accuracy', ...rows].join('\n');
}

export function averageOf(tally: Tally): number {
  return tally.total ? tally.correct / tally.total : 1;
}
