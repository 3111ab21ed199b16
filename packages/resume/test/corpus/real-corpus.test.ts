/**
 * Reading the sets kept beside the repository (the real corpus and the template zoo): each set's
 * figures per field stay at or above the committed table (test/corpus/scores.tsv, written by
 * `npm run accuracy -- --update-scores`), and what the renderer prints from the parsed data never
 * claims "Present" for a job whose end the resume printed, nor shows a date, a place or a fragment
 * as an employer.
 */
import { describe, expect, test } from 'vitest';
import { findDates, looksLikeDate } from '../../src/text/dates.ts';
import { findUrl, parseLocation } from '../../src/parse/fields.ts';
import { presentPattern } from '../../src/lexicon/index.ts';
import { fold } from '../../src/text/fold.ts';
import { buildResumeView } from '../../src/render/view-model.ts';
import { scoreBasics } from '../../scripts/basics-score.ts';
import { corpusPresent } from './corpus-gate.ts';
import { hasCorpus, loadScorer, parseCorpus, readScoreTable } from './real-corpus.ts';

const PRESENT_WORDS =
  /\b(?:present|current|now|ongoing|today|présent|actuel|aujourd|en cours|actualidad|presente|actual|hoy|ahora)\b/iu;
/** Any word the lexicon reads as "ongoing" ("A la fecha", "à ce jour"), on folded text. */
const LEXICON_PRESENT = new RegExp(`(?:^|[^\\p{L}])(?:${presentPattern})(?![\\p{L}])`, 'u');
const saysOngoing = (text: string): boolean => PRESENT_WORDS.test(text) || LEXICON_PRESENT.test(fold(text));

// Reading all 163 files takes seconds alone and much longer beside other suites on two cores.
describe.runIf(corpusPresent(hasCorpus, 'The reading sets (corpus with zoo/)'))(
  'reading sets',
  { timeout: 300_000 },
  () => {
    test('no set reads worse than the committed figures', async () => {
      const { scoreResume } = await loadScorer();
      const table = readScoreTable();
      expect(table.size).toBeGreaterThan(0);
      const all = await parseCorpus();
      const drops: string[] = [];
      for (const set of ['corpus', 'zoo', 'corpus + zoo']) {
        const files = all.filter((f) => set.includes(f.set));
        const per: Record<string, number[]> = {};
        const header: Record<string, number[]> = {};
        for (const { truth, parsed } of files) {
          for (const [field, value] of Object.entries(scoreResume(parsed.data, truth)))
            (per[field] ??= []).push(value);
          for (const [field, value] of Object.entries(scoreBasics(parsed.data.basics, truth)))
            (header[field] ??= []).push(value);
        }
        const average = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
        const means = Object.fromEntries(Object.entries(per).map(([k, v]) => [k, average(v)]));
        means.overall = average(Object.values(means));
        // The header fields the corpus scorer leaves out, outside the overall as in the report.
        for (const [k, v] of Object.entries(header)) means[k] = average(v);
        for (const [field, value] of Object.entries(means)) {
          const floor = table.get(`${set}\t${field}`);
          if (floor !== undefined && value < floor - 1e-9)
            drops.push(`${set} ${field} ${value.toFixed(3)} < ${floor}`);
        }
      }
      expect(drops).toEqual([]);
    });

    test('no rendered job says "Present" where the resume printed an end, and no employer is a date, a place or a fragment', async () => {
      const { readDate } = await loadScorer();
      const problems: string[] = [];
      for (const [n, { set, truth, parsed }] of (await parseCorpus()).entries()) {
        const id = `${set} file ${n + 1}`;
        const language = parsed.data.meta?.language ?? 'en';
        // Each job rendered on its own, so the view's entry is that job's.
        const entries = parsed.data.work.map((job) => {
          const work = buildResumeView(
            { ...parsed.data, work: [job] },
            { template: 'classic', paper: 'a4', language },
          ).sections.find((s) => s.key === 'work');
          return work?.kind === 'entries' ? work.entries[0] : undefined;
        });
        entries.forEach((entry, i) => {
          if (!entry) return;
          const source = parsed.data.work[i];
          const printed = source?.['x-printed']?.dates ?? '';
          // "Present" only where the resume itself printed a word for it.
          if (PRESENT_WORDS.test(entry.dates) && !saysOngoing(printed))
            problems.push(`${id} work ${i}: ongoing without the resume saying so`);
          const employer = entry.subtitle;
          if (employer && (looksLikeDate(employer) || (findDates(employer) && employer.length < 20)))
            problems.push(`${id} work ${i}: a date as employer`);
          if (employer && parseLocation(employer) && !/\p{L}{2,}\s+\p{L}{2,}\s+\p{L}{2,}/u.test(employer))
            problems.push(`${id} work ${i}: a place as employer`);
          // A web address is how some resumes name the employer, and so is a short name opening in
          // lower case before a capitalised word ("banco Andino"); a sentence cut in the middle is not.
          const lowerCaseName = /^\p{Ll}+(?:\s+\S+){0,3}$/u.test(employer) && /\s\p{Lu}/u.test(employer);
          const fragment =
            /^\p{Ll}/u.test(employer) &&
            !/^\p{Ll}+\p{Lu}/u.test(employer) &&
            findUrl(employer) !== employer &&
            !lowerCaseName;
          if (employer && (fragment || !/\p{L}{2}/u.test(employer) || /^[^\p{L}\p{N}"'(]/u.test(employer)))
            problems.push(`${id} work ${i}: a fragment as employer`);
        });
        // Jobs whose end the resume printed are never shown as ongoing.
        for (const t of truth.work ?? []) {
          const end = readDate(t.endDate);
          if (!end || end === 'present') continue;
          const i = parsed.data.work.findIndex(
            (w) =>
              w.name &&
              t.company &&
              (w.name.includes(t.company) || t.company.includes(w.name)) &&
              w.position &&
              t.position &&
              (w.position.includes(t.position) || t.position.includes(w.position)),
          );
          const shown = i >= 0 ? entries[i]?.dates : undefined;
          if (shown && PRESENT_WORDS.test(shown))
            problems.push(`${id} work ${i}: printed end shown as ongoing`);
        }
      }
      expect(problems).toEqual([]);
    });
  },
);
