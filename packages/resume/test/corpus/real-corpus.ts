/**
 * The reading sets kept beside the repository (../shared/corpus from the repository root): real
 * resumes with hand-checked truth, and the template zoo of fictional people with exact truth.
 * Parsed once per test run; personal data is never printed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseResumeFile, type ParsedResume } from '../../src/parse/index.ts';

export const repoRoot = resolve(import.meta.dirname, '../../../..');
export const corpusRoot = resolve(repoRoot, process.env.TAILOR_CORPUS ?? '../shared/corpus');
export const hasCorpus =
  existsSync(join(corpusRoot, 'resumes')) &&
  existsSync(join(corpusRoot, 'zoo/resumes')) &&
  existsSync(join(corpusRoot, '../tools/resume-score.mjs'));
/** Committed figures per set and field (`npm run accuracy -- --update-scores`): the reader may not fall below them. */
export const scoreTablePath = join(import.meta.dirname, 'scores.tsv');

export interface TruthWork {
  company?: string | null;
  position?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}
export interface Truth {
  name: string;
  work?: TruthWork[];
}

export interface CorpusResume {
  set: 'corpus' | 'zoo';
  id: string;
  truth: Truth;
  parsed: ParsedResume;
}

let cache: Promise<CorpusResume[]> | undefined;

/** Every file of both sets, read once. */
export function parseCorpus(): Promise<CorpusResume[]> {
  cache ??= (async () => {
    const out: CorpusResume[] = [];
    for (const [set, root] of [
      ['corpus', corpusRoot],
      ['zoo', join(corpusRoot, 'zoo')],
    ] as const) {
      for (const file of readdirSync(join(root, 'resumes')).sort()) {
        const id = file.replace(/\.(pdf|docx)$/, '');
        if (id === file) continue;
        const truth = JSON.parse(readFileSync(join(root, 'truth', `${id}.json`), 'utf8')) as Truth;
        const bytes = new Uint8Array(readFileSync(join(root, 'resumes', file)));
        out.push({ set, id, truth, parsed: await parseResumeFile(bytes) });
      }
    }
    return out;
  })();
  return cache;
}

type Scorer = {
  scoreResume(parsed: unknown, truth: unknown): Record<string, number>;
  readDate(value: unknown): unknown;
  /** How the scorer compares text: NFKC, dashes as '-', spaces collapsed, lower case. */
  norm(value: unknown): string;
};

/** The corpus's own scorer (not copied here). */
export async function loadScorer(): Promise<Scorer> {
  return (await import(pathToFileURL(join(corpusRoot, '../tools/resume-score.mjs')).href)) as Scorer;
}

/** "set<TAB>field" -> the committed figure. */
export function readScoreTable(): Map<string, number> {
  const table = new Map<string, number>();
  if (!existsSync(scoreTablePath)) return table;
  for (const line of readFileSync(scoreTablePath, 'utf8').split('\n').slice(1)) {
    const [set, field, score] = line.split('\t');
    if (set && field && score) table.set(`${set}\t${field}`, Number(score));
  }
  return table;
}
