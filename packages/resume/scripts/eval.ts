/*
 * Tailoring, measured end to end on the real corpus: `npm run eval` (add --strict to exit non-zero
 * when a check fails, for CI). For resume x posting pairs from ../shared/corpus it parses the resume
 * with the engine's parser, tailors it (offline engine, then the LLM engine against a local
 * OpenAI-compatible stand-in), renders both PDFs, reads them back with the engine's PDF text
 * extraction and checks them against the hand-made truth. A failed check on the tailored CV is
 * attributed to parsing when the untailored parsed resume, rendered the same way, fails it too.
 * Prints no personal data: pairs are shown by file id, failures by check name.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { extractPdf } from '../src/extract/pdf.ts';
import { parseResumeFile } from '../src/parse/index.ts';
import {
  countResumePages,
  pageBudget,
  renderCoverLetterPdf,
  renderResumeFitted,
  renderResumePdf,
} from '../src/render/index.ts';
import type { ResumeData } from '../src/schema/resume.ts';
import { quotableIn, lineLanguage, realEmployer } from '../src/tailor/facts.ts';
import { tailorResume, type TailorResult } from '../src/tailor/index.ts';
import { withoutDoubtfulFields } from '../src/tailor/plausibility.ts';
import { fold } from '../src/text/fold.ts';
import { splitSentences } from '../src/tailor/text.ts';
import { findSkills, monthWords } from '../src/tailor/vocabulary.ts';
import { isJunk } from '../test/tailor/posting-corpus.ts';
import { LETTER_WORDS } from '../src/tailor/letter/fit-length.ts';
import { templateShares } from './letter-templates.ts';

const CORPUS = resolve(import.meta.dirname, '../../../../shared/corpus');
const strict = process.argv.includes('--strict');
/** -v prints, for each failed letter check, what failed (company names and openings: no personal contact data). */
const verbose = process.argv.includes('-v');

/* Pairs chosen with the truth files: a resume and a posting of the same field and language, a few across languages, and four mismatches. */
const PAIRS: Array<{ resume: string; job: string; mismatch?: true }> = [
  { resume: 'en-chromium-ryan-lester', job: 'en-crunch-python-developer' },
  { resume: 'en-latexcv-twocolumn-jan-kuster', job: 'en-cds-senior-frontend-developer' },
  { resume: 'en-latexcv-sidebar-ilya-rumyantsev', job: 'en-crunch-python-developer' },
  { resume: 'en-rescls-aaron-frary', job: 'en-cds-senior-frontend-developer' },
  { resume: 'en-jakesresume-andrew-fantino', job: 'en-crunch-python-developer' },
  { resume: 'en-gdocs-katherine-atwell', job: 'en-18f-ai-specialist' },
  { resume: 'en-word-katherine-atwell-cv', job: 'en-18f-ai-specialist' },
  { resume: 'en-word-accountant-ebony-moore', job: 'en-boltthreads-staff-accountant' },
  { resume: 'en-altacv-marissa-mayer', job: 'en-18f-product-manager' },
  { resume: 'en-moderncv-alessandra-meddis', job: 'en-linkedin-dropbox-director-data-science' },
  { resume: 'en-academic-alireza-kazemi', job: 'en-18f-ai-specialist' },
  { resume: 'docx-en-word-converted-mickey-mouse', job: 'en-crunch-python-developer' },
  { resume: 'en-friggeri-john-smith', job: 'en-linkedin-dropbox-director-data-science' },
  { resume: 'es-chromium-luis-enrique-marroquin', job: 'es-democraciaenred-frontend-developer' },
  { resume: 'es-moderncv-federico-del-mazo', job: 'es-ubank-backend-developer' },
  { resume: 'es-friggeri-beatriz-hernandez', job: 'es-ubank-backend-developer' },
  { resume: 'es-word-pedro-galvis', job: 'es-democraciaenred-frontend-developer' },
  { resume: 'es-latex-sidebar-miquel-gomez-corral', job: 'es-ubank-backend-developer' },
  { resume: 'fr-typst-alexandre-marre', job: 'fr-cds-developpeur-python' },
  { resume: 'fr-latex-sidebar-bruno-adele', job: 'fr-cds-developpeur-soutien' },
  { resume: 'fr-moderncv-alexandre-gbaguidi-aisse', job: 'fr-cds-developpeur-python' },
  { resume: 'fr-moderncv-patrick-deflandre', job: 'fr-cds-developpeur-soutien' },
  { resume: 'fr-pagedown-axel-cleris-gailloty', job: 'fr-cds-developpeur-python' },
  { resume: 'en-word-accountant-ebony-moore', job: 'en-crunch-python-developer', mismatch: true },
  { resume: 'docx-en-word-template-dang-le', job: 'en-18f-ai-specialist', mismatch: true },
  { resume: 'en-macquartz-nowell-phelps', job: 'en-crunch-account-executive', mismatch: true },
  { resume: 'fr-moderncv-julien-gibaud', job: 'en-ppncs-registered-nurse', mismatch: true },
];

interface Truth {
  work: Array<{
    company: string | null;
    position: string | null;
    startDate: string | null;
    endDate: string | null;
  }>;
  education: Array<{ institution?: string | null; startDate?: string | null; endDate?: string | null }>;
}
interface Job {
  position: string | null;
  employer: string | null;
  language: string;
  not_skills: string[];
}

type Verdict = 'pass' | 'fail-parse' | 'fail-tailor' | 'n/a';
interface Check {
  name: string;
  verdict: Verdict;
}

const norm = (s: string): string =>
  fold(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const PRESENT =
  /\b(?:present|current|currently|now|today|ongoing|actuel\w*|aujourd|en cours|presente|actualidad|actual|hoy)\b/i;
const PRESENT_SHOWN = /\b(?:Present|Présent|Actualidad)\b/g;

/** The employer's name as a reader recognises it: before a comma or bracket, and in full. */
function employerForms(company: string): string[] {
  const full = norm(company);
  const head = norm(company.split(/[,(|–—]/)[0]!);
  return [...new Set([full, head].filter((f) => f.length >= 2))];
}
const mentions = (text: string, company: string): boolean =>
  employerForms(company).some((f) => ` ${norm(text)} `.includes(` ${f} `));

function yearsOf(truth: Truth): string[] {
  const dates = [
    ...truth.work.flatMap((w) => [w.startDate, w.endDate]),
    ...truth.education.flatMap((e) => [e.startDate, e.endDate]),
  ];
  return [...new Set(dates.flatMap((d) => d?.match(/\b(?:19|20)\d{2}\b/g) ?? []))];
}

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const doc = await extractPdf(bytes);
  // Page numbers of the extracted lines start at 1.
  const pages = Math.max(1, ...doc.lines.map((l) => l.page ?? 1));
  return { text: doc.lines.map((l) => l.text).join('\n'), pages };
}

/**
 * How often the source itself says an entry is ongoing: a present word beside a year, in any
 * section (projects and patents print "2022 – Present" too, where the truth lists only jobs and
 * schools).
 */
function presentInSource(lines: string[]): number {
  const beside = new RegExp(`(?:19|20)\\d{2}\\D{0,12}${PRESENT.source}`, 'gi');
  return lines.reduce((n, line) => n + (line.match(beside)?.length ?? 0), 0);
}

function cvChecks(
  text: string,
  truth: Truth,
  companies: string[],
  sourcePresent: number,
): Record<string, boolean> {
  const years = yearsOf(truth);
  const presentAllowed = Math.max(
    sourcePresent,
    truth.work.filter((w) => w.endDate && PRESENT.test(w.endDate)).length +
      truth.education.filter((e) => e.endDate && PRESENT.test(e.endDate)).length,
  );
  return {
    'employers kept': companies.every((c) => mentions(text, c)),
    'years kept': years.every((y) => text.includes(y)),
    '"present" no more than the source': (text.match(PRESENT_SHOWN)?.length ?? 0) <= presentAllowed,
  };
}

function letterChecks(
  result: TailorResult,
  resume: ResumeData,
  companies: string[],
  job: { position: string; employer: string },
  uncertain: ReadonlyArray<{ path: string; reason?: string }>,
): Record<string, boolean | null> {
  const letter = result.coverLetter;
  const body = letter.paragraphs.join('\n');
  const lang = letter.language;
  const cited = companies.filter((c) => mentions(body, c));
  // Names of the parsed resume that the letter uses as employers must be real employers.
  const used = resume.work
    .map((w) => realEmployer(w.name))
    .filter((n): n is string => !!n && body.includes(n));
  const fragments = used.filter((n) => !companies.some((c) => mentions(n, c) || mentions(c, n)));
  // The posting's own title and employer may hold digits or capitals ("18F - Product Manager").
  let opening = letter.paragraphs[0] ?? '';
  for (const name of [job.position, job.employer]) if (name) opening = opening.split(name).join(' ');
  const seam =
    /\b(?:updated|actualizado|mise à jour|avenue|avenida|street|calle|rue|boulevard)\b/i.test(opening) ||
    fold(opening)
      .split(/[^a-z]+/)
      .some((w) => monthWords.has(w) && w.length > 3) ||
    /\b\p{Lu}{5,}\b/u.test(
      opening.replace(
        new RegExp(companies.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || '$^', 'g'),
        '',
      ),
    ) ||
    /\d/.test(opening.replace(/\b(?:19|20)\d{2}\b/g, ''));
  const sentences = letter.paragraphs.flatMap(splitSentences);
  const otherLanguage = sentences.filter((s) => {
    const l = lineLanguage(s);
    return l !== null && l !== lang;
  });
  const summaryOther = splitSentences(result.resume.basics.summary ?? '').filter((s) => {
    const l = lineLanguage(s);
    return l !== null && l !== lang;
  });
  const words = body.split(/\s+/).filter(Boolean).length;
  const quotable = quotableIn(resume, lang);
  // Results the letter may tell: lines in its language, of jobs with a real employer the reader
  // was sure of (a sentence is never built on a doubted employer, so its lines cannot lengthen a letter).
  const sure = withoutDoubtfulFields(resume, uncertain);
  const material = sure.work
    .filter((w) => w.name && realEmployer(w.name))
    .flatMap((w) => w.highlights)
    .filter(quotable).length;
  if (verbose) {
    if (fragments.length) console.log(`    not an employer: ${fragments.join(' | ')}`);
    if (seam) console.log(`    opening: ${opening}`);
    if (otherLanguage.length || summaryOther.length)
      console.log(`    other language: ${[...otherLanguage, ...summaryOther].join(' | ')}`);
    if (companies.length && !cited.length)
      console.log(`    no employer cited; parsed: ${resume.work.map((w) => w.name).join(' | ')}`);
    if (words > LETTER_WORDS.max || words < LETTER_WORDS.min)
      console.log(`    words: ${words}, material ${material}`);
  }
  return {
    'letter cites a real employer': companies.length ? cited.length > 0 : null,
    'no date or fragment as employer': fragments.length === 0,
    'no seam in the opening': !seam,
    'one language': otherLanguage.length === 0 && summaryOther.length === 0,
    [`letter ${LETTER_WORDS.min}-${LETTER_WORDS.max} words`]:
      words <= LETTER_WORDS.max && (words >= LETTER_WORDS.min || material < 7 ? true : false),
  };
}

/* The LLM stand-in: an OpenAI-compatible chat completions server answering from the prompt. */
type Mode = 'faithful' | 'inventive';
async function startStandIn(mode: () => Mode): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        messages: Array<{ role: string; content: string }>;
        model: string;
      };
      const prompt = JSON.parse(body.messages.find((m) => m.role === 'user')?.content ?? '{}') as {
        job: { employer: string };
        editableFields: Array<{ path: string; text: string }>;
        keywordsTheResumeLacks: string[];
        draftCoverLetter: string[];
      };
      const letter = [...prompt.draftCoverLetter];
      const first = prompt.editableFields.find((f) => /highlights/.test(f.path));
      let summary =
        prompt.editableFields.find((f) => f.path === 'basics.summary')?.text ?? first?.text ?? 'Summary.';
      const edits: Array<{ path: string; before: string; after: string }> = [];
      if (mode() === 'inventive') {
        const skill = prompt.keywordsTheResumeLacks.find((k) => findSkills(k).length) ?? 'Kubernetes';
        summary = `${summary} Previously at Globex Corporation, I grew revenue by 73% and mastered ${skill}.`;
        letter.splice(
          1,
          0,
          `In March 2011 I joined Globex Corporation, where I cut costs by 73% using ${skill}.`,
        );
        if (first)
          edits.push({
            path: first.path,
            before: first.text,
            after: `${first.text} at Globex Corporation, saving 73% in 2011 with ${skill}`,
          });
      }
      const content = JSON.stringify({ summary, edits, coverLetter: { paragraphs: letter } });
      const answer = {
        id: 'chatcmpl-eval',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  // The client reuses connections between pairs, and rendering a pair can take longer than Node's
  // default 5 s keep-alive: a connection closed meanwhile would fail the next request.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

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
