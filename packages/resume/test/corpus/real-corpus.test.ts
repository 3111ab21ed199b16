/**
 * Reading real resumes: every file's field scores stay at or above the committed table
 * (test/corpus/scores.tsv, refreshed by `npm run accuracy -- --update-scores`), and what the
 * renderer prints from the parsed data never claims "Present" for a job whose end the resume
 * printed, nor shows a date, a place or a fragment as an employer.
 */
import { describe, expect, test } from 'vitest';
import { findDates, looksLikeDate } from '../../src/parse/dates.ts';
import { findUrl, parseLocation } from '../../src/parse/fields.ts';
import { buildResumeView } from '../../src/render/view-model.ts';
import { hasCorpus, loadScorer, parseCorpus, readScoreTable } from './real-corpus.ts';

if (!hasCorpus)
  console.warn(
    'Skipping the real-corpus tests: no ../shared/corpus beside the repository (set TAILOR_CORPUS to its path).',
  );

const PRESENT_WORDS =
  /\b(?:present|current|now|ongoing|today|présent|actuel|aujourd|en cours|actualidad|presente|actual|hoy|ahora)\b/iu;

// Reading all 33 files takes seconds alone and much longer beside other suites on two cores.
describe.skipIf(!hasCorpus)('real-world corpus', { timeout: 240_000 }, () => {
  test('no file reads worse than the committed score table', async () => {
    const { scoreResume } = await loadScorer();
    const table = readScoreTable();
    expect(table.size).toBeGreaterThan(0);
    const drops: string[] = [];
    for (const { id, truth, parsed } of await parseCorpus()) {
      const scores = scoreResume(parsed.data, truth);
      for (const [field, value] of Object.entries(scores)) {
        const floor = table.get(`${id}\t${field}`);
        if (floor !== undefined && value < floor - 1e-9)
          drops.push(`${id} ${field} ${value.toFixed(2)} < ${floor.toFixed(2)}`);
      }
    }
    expect(drops).toEqual([]);
  });

  test('no rendered job says "Present" where the resume printed an end, and no employer is a date, a place or a fragment', async () => {
    const { readDate } = await loadScorer();
    const problems: string[] = [];
    for (const { id, truth, parsed } of await parseCorpus()) {
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
        if (PRESENT_WORDS.test(entry.dates) && !PRESENT_WORDS.test(printed))
          problems.push(`${id} work ${i}: ongoing without the resume saying so`);
        const employer = entry.subtitle;
        if (employer && (looksLikeDate(employer) || (findDates(employer) && employer.length < 20)))
          problems.push(`${id} work ${i}: a date as employer`);
        if (employer && parseLocation(employer) && !/\p{L}{2,}\s+\p{L}{2,}\s+\p{L}{2,}/u.test(employer))
          problems.push(`${id} work ${i}: a place as employer`);
        // A web address is how some resumes name the employer; a sentence cut in the middle is not.
        const fragment =
          /^\p{Ll}/u.test(employer) && !/^\p{Ll}+\p{Lu}/u.test(employer) && findUrl(employer) !== employer;
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
});
