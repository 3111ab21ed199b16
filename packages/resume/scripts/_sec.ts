import { readFileSync } from 'node:fs';
import { extractResume } from '../src/parse/index.ts';
import { joinWrappedDates, prepareLines } from '../src/parse/lines.ts';
import { splitSections } from '../src/parse/sections.ts';
const f = process.argv[2]!;
const doc = await extractResume(new Uint8Array(readFileSync(`/work/shared/corpus/resumes/${f}`)));
const { header, sections } = splitSections(joinWrappedDates(prepareLines(doc.lines, doc.kind === 'docx')));
console.log('HEADER', header.length, header.slice(0, 12).map((l) => l.text).join(' ¦ '));
for (const s of sections) console.log(`[${s.key}] ${s.title} (${s.lines.length}) :: ${s.lines.slice(0, 3).map((l) => l.text).join(' ¦ ')}`);
