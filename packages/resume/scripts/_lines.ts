import { readFileSync } from 'node:fs';
import { extractResume } from '../src/parse/index.ts';
const f = process.argv[2]!;
const doc = await extractResume(new Uint8Array(readFileSync(`/work/shared/corpus/resumes/${f}`)));
for (const l of doc.lines) console.log(JSON.stringify({ t: l.text, b: l.bold || undefined, s: l.size, x: l.x && Math.round(l.x), p: l.page, bu: l.bullet || undefined, sb: l.sidebar || undefined, h: l.headingLevel }));
