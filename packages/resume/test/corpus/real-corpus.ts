/**
 * The real-world corpus kept beside the repository (../shared/corpus from the repository root):
 * public resumes with hand-checked truth. Parsed once per test run; personal data never printed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseResumeFile, type ParsedResume } from '../../src/parse/index.ts';

export const repoRoot = resolve(import.meta.dirname, '../../../..');
export const corpusRoot = resolve(repoRoot, process.env.TAILOR_CORPUS ?? '../shared/corpus');
export const hasCorpus =
  existsSync(join(corpusRoot, 'resumes')) && existsSync(join(corpusRoot, '../tools/resume-score.mjs'));
/** Committed per-file, per-field scores: a file's field may not fall below its figure. */
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
  id: string;
  truth: Truth;
  parsed: ParsedResume;
}

let cache: Promise<CorpusResume[]> | undefined;

export function parseCorpus(): Promise<CorpusResume[]> {
  cache ??= (async () => {
    const dir = join(corpusRoot, 'resumes');
    const out: CorpusResume[] = [];
    for (const file of readdirSync(dir).sort()) {
      const id = file.replace(/\.(pdf|docx)$/, '');
      if (id === file) continue;
      const truth = JSON.parse(readFileSync(join(corpusRoot, 'truth', `${id}.json`), 'utf8')) as Truth;
      out.push({ id, truth, parsed: await parseResumeFile(new Uint8Array(readFileSync(join(dir, file)))) });
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

/** "file<TAB>field<TAB>score" lines, scores rounded down to two decimals. */
export function formatScoreTable(scores: Map<string, Record<string, number>>): string {
  const lines = ['file\tfield\tscore'];
  for (const [id, fields] of [...scores.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    for (const [field, value] of Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)))
      lines.push(`${id}\t${field}\t${(Math.floor(value * 100 + 1e-9) / 100).toFixed(2)}`);
  }
  return `${lines.join('\n')}\n`;
}

export function readScoreTable(): Map<string, number> {
  const table = new Map<string, number>();
  if (!existsSync(scoreTablePath)) return table;
  for (const line of readFileSync(scoreTablePath, 'utf8').split('\n').slice(1)) {
    const [id, field, score] = line.split('\t');
    if (id && field && score) table.set(`${id}\t${field}`, Number(score));
  }
  return table;
}
