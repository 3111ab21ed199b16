/*
 * Tailoring, measured end to end on the real corpus: `npm run eval` (add --strict to exit non-zero
 * when a check fails, for CI). For resume x posting pairs from ../shared/corpus it parses the resume
 * with the engine's parser, tailors it (offline engine, then the LLM engine against a local
 * OpenAI-compatible stand-in), renders both PDFs, reads them back with the engine's PDF text
 * extraction and checks them against the hand-made truth. A failed check on the tailored CV is
 * attributed to parsing when the untailored parsed resume, rendered the same way, fails it too.
 * Prints no personal data: pairs are shown by file id, failures by check name.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseResumeFile } from '../src/parse/index.ts';
import {
  countResumePages,
  pageBudget,
  renderCoverLetterPdf,
  renderResumeFitted,
  renderResumePdf,
} from '../src/render/index.ts';
import { tailorResume, type TailorResult } from '../src/tailor/index.ts';
import { isJunk } from '../test/tailor/posting-corpus.ts';
import { templateShares } from './letter-templates.ts';
import {
  cvChecks,
  letterChecks,
  mentions,
  norm,
  pdfText,
  presentInSource,
  type Check,
  type Job,
  type Truth,
  type Verdict,
  verbose,
} from './eval-checks.ts';
import { PAIRS } from './eval-pairs.ts';
import { startStandIn, type Mode } from './eval-stand-in.ts';

const CORPUS = resolve(import.meta.dirname, '../../../../shared/corpus');
const strict = process.argv.includes('--strict');

const INVENTED = [/Globex/i, /\b73\b/, /March 2011/i];

async function main(): Promise<void> {
  if (!existsSync(CORPUS)) {
    console.log('corpus not found (../shared/corpus): nothing to evaluate');
    return;
  }
  let mode: Mode = 'faithful';
  const standIn = await startStandIn(() => mode);
  const today = new Date('2026-03-02T09:00:00Z');
  const rows: Array<{
    pair: string;
    engine: string;
    fit: string;
    before: number;
    after: number;
    pages: string;
    checks: Check[];
  }> = [];
  const guard: Array<{ pair: string; blocked: boolean; reverted: number }> = [];
  let junkItems = 0;
  let totalItems = 0;
  /** Each engine's letters, as sets of sentences: a sentence in many letters is a template's. */
  const letterSentences: Record<'offline' | 'llm', Array<Set<string>>> = { offline: [], llm: [] };
  /** The offline engine's letters, whose sentences are counted by the template they were written from. */
  const offlineLetters: Array<TailorResult['coverLetter'] & { pair: string }> = [];

  try {
    for (const pair of PAIRS) {
      const file = ['pdf', 'docx']
        .map((ext) => join(CORPUS, 'resumes', `${pair.resume}.${ext}`))
        .find(existsSync)!;
      const truth = JSON.parse(readFileSync(join(CORPUS, 'truth', `${pair.resume}.json`), 'utf8')) as Truth;
      const jobTruth = JSON.parse(readFileSync(join(CORPUS, 'jobs', `${pair.job}.json`), 'utf8')) as Job;
      const description = readFileSync(join(CORPUS, 'jobs', `${pair.job}.txt`), 'utf8');
      const job = { position: jobTruth.position ?? '', employer: jobTruth.employer ?? '', description };
      const bytes = new Uint8Array(readFileSync(file));
      const read = await parseResumeFile(bytes);
      const parsed = read.data;
      const uncertain = read.uncertain;
      if (verbose) console.log(`${pair.resume} x ${pair.job}`);
      const source = file.endsWith('.pdf') ? await pdfText(bytes) : null;
      const sourcePages = source?.pages ?? null;
      const sourcePresent = source ? presentInSource(source.text.split('\n')) : 0;
      const companies = [...new Set(truth.work.map((w) => w.company).filter((c): c is string => !!c))];

      // The untailored parsed resume, rendered the product's way: what parsing alone gives.
      const language = (await tailorResume({ resume: parsed, job, today })).report.language;
      const baseline = cvChecks(
        (await pdfText(await renderResumePdf(parsed, { language }))).text,
        truth,
        companies,
        sourcePresent,
      );
      const baselinePages = countResumePages(parsed, { language, density: 'tightest' });

      for (const engine of ['offline', 'llm'] as const) {
        mode = 'faithful';
        const result = await tailorResume({
          resume: parsed,
          job,
          today,
          uncertain,
          engine,
          llm: engine === 'llm' ? { baseUrl: standIn.baseUrl, model: 'stand-in', maxRetries: 0 } : undefined,
        });
        const maxPages = pageBudget(parsed, { language: result.report.language });
        const fitted = await renderResumeFitted(result.resume, {
          language: result.report.language,
          maxPages,
          sourceSummary: parsed.basics.summary ?? '',
          postingTerms: [...result.report.match.matched, ...result.report.match.missing],
        });
        const cv = await pdfText(fitted.pdf);
        letterSentences[engine].push(
          new Set(
            result.coverLetter.paragraphs
              .join(' ')
              .split(/(?<=[.!?])\s+/)
              .filter(Boolean),
          ),
        );
        if (engine === 'offline')
          offlineLetters.push({ ...result.coverLetter, pair: `${pair.resume} x ${pair.job}` });
        const letterPdf = await pdfText(await renderCoverLetterPdf(result.coverLetter));
        const checks: Check[] = [];
        for (const [name, ok] of Object.entries(cvChecks(cv.text, truth, companies, sourcePresent))) {
          checks.push({ name, verdict: ok ? 'pass' : baseline[name] ? 'fail-tailor' : 'fail-parse' });
        }
        const companiesParsed = companies.filter((c) =>
          parsed.work.some((w) => w.name && (mentions(w.name, c) || mentions(c, w.name))),
        );
        for (const [name, ok] of Object.entries(letterChecks(result, parsed, companies, job, uncertain))) {
          if (ok === null) checks.push({ name, verdict: 'n/a' });
          else if (ok) checks.push({ name, verdict: 'pass' });
          else if (name === 'letter cites a real employer' && !companiesParsed.length)
            checks.push({ name, verdict: 'fail-parse' });
          else if (name === 'no date or fragment as employer') checks.push({ name, verdict: 'fail-parse' });
          else checks.push({ name, verdict: 'fail-tailor' });
        }
        // The letter PDF reads back with the letter's words (nothing lost in rendering).
        const firstWords = norm(result.coverLetter.paragraphs[0] ?? '')
          .split(' ')
          .slice(0, 6)
          .join(' ');
        checks.push({
          name: 'letter PDF reads back',
          verdict: norm(letterPdf.text).includes(firstWords) ? 'pass' : 'fail-tailor',
        });
        const items = [
          ...result.report.match.matched,
          ...result.report.match.missing,
          ...result.report.match.requirements.map((r) => r.text),
        ];
        const junk = items.filter((t) =>
          isJunk(t, [...jobTruth.not_skills, ...(jobTruth.employer ? [jobTruth.employer] : [])]),
        );
        if (engine === 'offline') {
          junkItems += junk.length;
          totalItems += items.length;
        }
        checks.push({
          name: 'keyword junk <= 5 %',
          verdict: junk.length <= 0.05 * items.length ? 'pass' : 'fail-tailor',
        });
        const pagesOk = sourcePages === null || cv.pages <= sourcePages;
        checks.push({
          name: 'pages <= source',
          verdict:
            sourcePages === null
              ? 'n/a'
              : pagesOk
                ? 'pass'
                : baselinePages > sourcePages
                  ? 'n/a'
                  : 'fail-tailor',
        });
        if (pair.mismatch)
          checks.push({
            name: 'low fit said',
            verdict:
              result.report.match.fit === 'low' && result.coverLetter.paragraphs[0]!.length > 0
                ? 'pass'
                : 'fail-tailor',
          });
        rows.push({
          pair: `${pair.resume} x ${pair.job}`,
          engine,
          fit: result.report.match.fit,
          before: result.report.match.before,
          after: result.report.match.after,
          pages: `${cv.pages}/${sourcePages ?? '-'}`,
          checks,
        });
      }

      // The fact guard against a model that invents an employer, a date, a number and a skill.
      mode = 'inventive';
      const invented = await tailorResume({
        resume: parsed,
        job,
        today,
        uncertain,
        engine: 'llm',
        llm: { baseUrl: standIn.baseUrl, model: 'stand-in', maxRetries: 0 },
      });
      const written = [
        invented.resume.basics.summary ?? '',
        ...invented.coverLetter.paragraphs,
        ...invented.resume.work.flatMap((w) => w.highlights),
      ].join('\n');
      const leaked = INVENTED.some((re) => re.test(written) && !re.test(JSON.stringify(parsed)));
      guard.push({
        pair: `${pair.resume} x ${pair.job}`,
        blocked: !leaked,
        reverted: invented.report.reverted.length,
      });
    }
  } finally {
    await standIn.close();
  }

  const names = [...new Set(rows.flatMap((r) => r.checks.map((c) => c.name)))];
  console.log(
    '\nChecks per engine (pass / fail caused by parsing / fail caused by tailoring / not applicable)\n',
  );
  console.log(`${'check'.padEnd(36)}${['offline', 'llm'].map((e) => e.padStart(22)).join('')}`);
  let failures = 0;
  const totals: Record<string, { pass: number; applicable: number; parse: number; tailor: number }> = {};
  for (const name of names) {
    const cells = (['offline', 'llm'] as const).map((engine) => {
      const verdicts = rows
        .filter((r) => r.engine === engine)
        .flatMap((r) => r.checks.filter((c) => c.name === name).map((c) => c.verdict));
      const count = (v: Verdict): number => verdicts.filter((x) => x === v).length;
      const t = (totals[engine] ??= { pass: 0, applicable: 0, parse: 0, tailor: 0 });
      t.pass += count('pass');
      t.parse += count('fail-parse');
      t.tailor += count('fail-tailor');
      t.applicable += verdicts.length - count('n/a');
      failures += count('fail-tailor') + count('fail-parse');
      return `${count('pass')}/${count('fail-parse')}/${count('fail-tailor')}/${count('n/a')}`.padStart(22);
    });
    console.log(`${name.padEnd(36)}${cells.join('')}`);
  }
  console.log('');
  for (const [engine, t] of Object.entries(totals)) {
    console.log(
      `${engine}: ${t.pass}/${t.applicable} checks pass (${((100 * t.pass) / Math.max(1, t.applicable)).toFixed(1)} %); failures caused by parsing ${t.parse}, by tailoring ${t.tailor}`,
    );
  }
  console.log(
    `keyword junk over all offline reports: ${junkItems}/${totalItems} (${((100 * junkItems) / Math.max(1, totalItems)).toFixed(1)} %)`,
  );
  console.log(
    `fact guard: ${guard.filter((g) => g.blocked).length}/${guard.length} runs of an inventing model blocked every invented employer, date, number and skill`,
  );
  // No sentence shared by more than a quarter of one engine's letters: letters must not read as one template.
  let stock = false;
  for (const [engine, letters] of Object.entries(letterSentences)) {
    const shared = new Map<string, number>();
    for (const set of letters)
      for (const sentence of set) shared.set(sentence, (shared.get(sentence) ?? 0) + 1);
    const [sentence, count] = [...shared].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    const share = count / Math.max(1, letters.length);
    if (share > 0.25) stock = true;
    console.log(
      `stock sentences, ${engine}: the most shared sentence is in ${count}/${letters.length} letters (${(100 * share).toFixed(0)} %, at most 25 %): "${sentence.slice(0, 60)}"`,
    );
  }
  // No template shared by more than a quarter of the letters: a recruiter recognises the frame, not the sentence.
  const templates = templateShares(offlineLetters);
  if ((templates[0]?.share ?? 0) > 0.25) stock = true;
  console.log(
    `letter templates, offline: the most shared is in ${templates[0]?.letters ?? 0}/${offlineLetters.length} letters (${(100 * (templates[0]?.share ?? 0)).toFixed(0)} %, at most 25 %); next: ${templates
      .slice(0, 6)
      .map((t) => `${t.template} ${t.letters}`)
      .join(', ')}`,
  );
  const dump = process.env.EVAL_LETTERS;
  if (dump)
    writeFileSync(
      dump,
      offlineLetters.map((l) => `==== ${l.pair}\n\n${l.paragraphs.join('\n\n')}\n`).join('\n'),
    );
  console.log('\nPairs (fit, match before -> after, CV pages / source pages, failed checks)');
  for (const r of rows.filter((x) => x.engine === 'offline')) {
    const failed = r.checks
      .filter((c) => c.verdict.startsWith('fail'))
      .map((c) => `${c.name} (${c.verdict === 'fail-parse' ? 'parse' : 'tailor'})`);
    console.log(
      `  ${r.pair.padEnd(80)} ${r.fit.padEnd(8)} ${String(r.before).padStart(3)} -> ${String(r.after).padEnd(4)} ${r.pages.padEnd(5)} ${failed.join(', ')}`,
    );
  }
  if (strict && (failures > 0 || stock || guard.some((g) => !g.blocked))) process.exitCode = 1;
}

await main();
