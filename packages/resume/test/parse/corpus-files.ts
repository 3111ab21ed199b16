import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Expected } from './accuracy.ts';

export const corpusDir = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/corpus');

export interface CorpusFile {
  name: string;
  kind: 'pdf' | 'docx';
  bytes: Uint8Array;
  expected: Expected;
}

export function loadCorpus(): CorpusFile[] {
  return readdirSync(corpusDir)
    .filter((f) => /\.(pdf|docx)$/.test(f))
    .sort()
    .map((file) => {
      const name = file.replace(/\.(pdf|docx)$/, '');
      return {
        name,
        kind: file.endsWith('.pdf') ? 'pdf' : 'docx',
        bytes: new Uint8Array(readFileSync(join(corpusDir, file))),
        expected: JSON.parse(readFileSync(join(corpusDir, `${name}.expected.json`), 'utf8')) as Expected,
      };
    });
}
