import { expect, test } from 'vitest';
import { parseResumeFile } from '../../src/parse/index.ts';
import type { ResumeData } from '../../src/schema/resume.ts';
import { averageOf, formatTable, keyFactErrors, scoreResume, type Scores } from './accuracy.ts';
import { loadCorpus } from './corpus-files.ts';

const corpus = loadCorpus();
const parsed = new Map<string, Promise<ResumeData>>();
const parse = (name: string, bytes: Uint8Array) => {
  let result = parsed.get(name);
  if (!result) {
    result = parseResumeFile(bytes).then((r) => r.data);
    parsed.set(name, result);
  }
  return result;
};

test('the corpus has at least 24 resumes in PDF and DOCX, in English, French and Spanish', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(24);
  expect(new Set(corpus.map((f) => f.kind))).toEqual(new Set(['pdf', 'docx']));
  expect(new Set(corpus.map((f) => f.expected.meta?.language))).toEqual(new Set(['en', 'fr', 'es']));
});

test.each(corpus.map((f) => [f.name, f] as const))(
  '%s: name, email, employers and positions parse exactly',
  async (name, file) => {
    const data = await parse(name, file.bytes);
    expect(keyFactErrors(file.expected, data)).toEqual([]);
    expect(data.meta?.language).toBe(file.expected.meta?.language);
  },
);

test('every field averages at least 0.95 over the corpus', async () => {
  const scores: Scores = new Map();
  for (const file of corpus) scoreResume(file.expected, await parse(file.name, file.bytes), scores);
  console.log(`\nParse accuracy over ${corpus.length} resumes\n${formatTable(scores)}`);
  const weak = [...scores.entries()]
    .filter(([, tally]) => averageOf(tally) < 0.95)
    .map(([field, tally]) => `${field} ${averageOf(tally).toFixed(3)}`);
  expect(weak).toEqual([]);
  for (const field of [
    'basics.name',
    'basics.email',
    'work.name',
    'work.position',
    'work.startDate',
    'education.institution',
    'skills.keywords',
  ]) {
    expect(scores.get(field)?.total, field).toBeGreaterThan(0);
  }
});
