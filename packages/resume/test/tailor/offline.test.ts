import { describe, expect, test } from 'vitest';
import { tailorResume, type TailorResult } from '../../src/tailor/index.ts';
import { backendDev, backendJob, pairs } from './fixtures.ts';

const today = new Date('2026-03-02T09:00:00Z');

function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => allStrings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => allStrings(v, out));
  return out;
}

const numbers = (text: string): string[] => text.match(/\d+(?:[.,]\d+)*/g) ?? [];
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Words a letter or summary frame may use in capitals without them being facts (greetings, "I"). */
const FRAME_WORDS = new Set([
  'i',
  'dear',
  'hiring',
  'manager',
  'madame',
  'monsieur',
  'estimado',
  'project',
  'projet',
  'proyecto',
  'result',
  'resultat',
  'resultado',
]);

describe.each(pairs)('offline tailoring: $name', ({ resume, job, language }) => {
  test('keeps every fact, detects the language, reports an honest match', async () => {
    const result = await tailorResume({ resume, job, today });
    const out = result.resume;
    expect(result.report.engine).toBe('offline');
    expect(result.report.language).toBe(language);
    expect(out.meta?.language).toBe(language);

    // Identity, employers, titles, dates and schools are kept exactly; bullets only move.
    const { summary: _s, ...basicsOut } = out.basics;
    const { summary: _t, ...basicsIn } = resume.basics;
    expect(basicsOut).toEqual(basicsIn);
    expect(out.work.map((w) => ({ ...w, highlights: [...w.highlights].sort() }))).toEqual(
      resume.work.map((w) => ({ ...w, highlights: [...w.highlights].sort() })),
    );
    expect(out.education.map((e) => ({ ...e, courses: [] }))).toEqual(
      resume.education.map((e) => ({ ...e, courses: [] })),
    );
    expect(out.skills.flatMap((s) => s.keywords).sort()).toEqual(
      resume.skills.flatMap((s) => s.keywords).sort(),
    );
    expect(out.languages).toEqual(resume.languages);
    expect(out.certificates.length).toBe(resume.certificates.length);
    expect(out.projects.length).toBe(resume.projects.length);

    const { before, after, matched, missing } = result.report.match;
    expect(before).toBeGreaterThanOrEqual(0);
    expect(after).toBeLessThanOrEqual(100);
    expect(after).toBeGreaterThanOrEqual(before);
    expect(matched.filter((m) => missing.includes(m))).toEqual([]);
  });

  test('invents no employer, date or number (invention check)', async () => {
    const result = await tailorResume({ resume, job, today });
    const input = [...allStrings(resume), job.position, job.employer, job.description].join('\n');
    const inputNumbers = new Set(numbers(input));
    const inputWords = new Set(input.split(/[^\p{L}\p{N}&+#.]+/u).map(fold));
    const written = [
      ...allStrings(result.resume).filter((s) => s !== result.resume.meta?.language),
      result.coverLetter.subject,
      ...result.coverLetter.paragraphs,
    ];
    for (const text of written) {
      for (const n of numbers(text)) expect(inputNumbers, `number ${n} in "${text}"`).toContain(n);
      // A capitalized word inside a sentence is a name: it must come from the resume or the posting.
      for (const m of text.matchAll(/(?<![.!?:]\s|^)(?<=\s)(\p{Lu}[\p{L}\p{N}&+#.]*)/gu)) {
        const word = fold(m[1]!.replace(/\.$/, ''));
        if (FRAME_WORDS.has(word)) continue;
        expect(inputWords, `name "${m[1]}" in "${text}"`).toContain(word);
      }
    }
  });

  test('writes a letter naming the position and the employer, without placeholders', async () => {
    const result = await tailorResume({ resume, job, today });
    const letter = result.coverLetter;
    expect(letter.language).toBe(language);
    expect(letter.paragraphs[0]).toContain(job.position);
    expect(letter.paragraphs[0]).toContain(job.employer);
    expect(letter.subject).toContain(job.position);
    expect(letter.recipient.employer).toBe(job.employer);
    expect(letter.date).toBe('2026-03-02');
    expect(letter.signature).toBe(resume.basics.name ?? '');
    const body = letter.paragraphs.join('\n');
    expect(body).not.toMatch(/\[[^\]]*\]|\{\{|undefined|null|TODO|\s[,.]/);
    if (resume.work.length) {
      expect(letter.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(body).toContain(resume.work[0]!.name!);
    }
  });

  test('is deterministic', async () => {
    const a = await tailorResume({ resume, job, today });
    const b = await tailorResume({ resume, job, today });
    expect(a).toEqual(b);
  });

  test('records where every moved line came from', async () => {
    const result = await tailorResume({ resume, job, today });
    for (const p of result.report.provenance) {
      if (!p.source || !/highlights\[\d+\]$/.test(p.path)) continue;
      expect(readPath(result.resume, p.path)).toBe(p.text);
      expect(readPath(resume, p.source)).toBe(p.text);
    }
  });
});

function readPath(root: unknown, path: string): unknown {
  return (path.match(/[^.[\]]+/g) ?? []).reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    root,
  );
}

describe('offline tailoring for a platform job', () => {
  let result: TailorResult;
  test('puts the most relevant bullets and skills first', async () => {
    result = await tailorResume({ resume: backendDev, job: backendJob, today });
    const firstBullets = result.resume.work[0]!.highlights.slice(0, 2).join(' ');
    expect(firstBullets).toMatch(/Kafka|k8s/);
    expect(result.resume.work[0]!.highlights.at(-1)).toMatch(/Mentored/);
    expect(result.resume.skills[0]!.name).toBe('Infrastructure');
    expect(result.resume.skills[0]!.keywords[0]).toBe('Kubernetes');
    // Jobs keep their timeline.
    expect(result.resume.work.map((w) => w.name)).toEqual(['Paylane', 'Shoply']);
  });

  test('writes a summary from resume facts only, never claiming a missing skill', async () => {
    // With no summary of their own: the one written from the resume's facts.
    const quiet = { ...backendDev, basics: { ...backendDev.basics, summary: undefined } };
    result = await tailorResume({ resume: quiet, job: backendJob, today });
    const summary = result.resume.basics.summary!;
    expect(summary).toContain('Paylane');
    expect(summary).toContain('Kubernetes');
    expect(summary).toContain('Platform Engineer');
    expect(result.report.match.missing).toEqual(expect.arrayContaining(['TypeScript', 'Observability']));
    expect(summary).not.toMatch(/TypeScript|Prometheus|Grafana|observability/i);
    expect(result.report.match.matched).toEqual(
      expect.arrayContaining(['Kubernetes', 'Go', 'PostgreSQL', 'Kafka']),
    );
  });

  test('raises the score only by surfacing what the resume holds', async () => {
    result = await tailorResume({ resume: backendDev, job: backendJob, today });
    expect(result.report.match.after).toBeGreaterThan(result.report.match.before);
    // Tailoring the tailored resume again changes nothing more: no skill was added.
    const again = await tailorResume({ resume: result.resume, job: backendJob, today });
    expect(again.report.match.matched.sort()).toEqual([...result.report.match.matched].sort());
    expect(again.report.match.missing.sort()).toEqual([...result.report.match.missing].sort());
  });

  test('builds the letter from the most relevant real achievements, with their numbers', async () => {
    result = await tailorResume({ resume: backendDev, job: backendJob, today });
    const [opening, first] = result.coverLetter.paragraphs;
    const body = result.coverLetter.paragraphs.slice(1, -1).join('\n');
    expect(opening).toMatch(/Platform Engineer.*Northwind Cloud/);
    // The posting's first requirement (Kubernetes) and the line that shows it, with its numbers.
    expect(first).toContain('Paylane');
    expect(first).toMatch(/Kubernetes/);
    expect(first).toMatch(/I (?:also )?migrated 14 services from VMs to k8s/);
    expect(body).toContain('12,000 payments per second');
    expect(result.coverLetter.paragraphs.at(-1)).toMatch(/[.!]$/);
    expect(result.coverLetter.greeting).toBe('Dear Northwind Cloud team,');
  });
});
