import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseResumeFile } from '../../src/parse/index.ts';
import type { ResumeData } from '../../src/schema/resume.ts';
import skillsData from '../../src/tailor/data/skills.json' with { type: 'json' };
import { tailorResume } from '../../src/tailor/index.ts';
import { extractKeywordsDetailed } from '../../src/tailor/keywords.ts';
import { pairs } from './fixtures.ts';
import { heliosJob, honestyCases, type HonestyCase } from './honesty-fixtures.ts';
import { checkHonesty, connectedSkills, connectedSkillsFrEs, fold, writtenText } from './honesty-check.ts';

const today = new Date('2026-03-02T09:00:00Z');
const alexPdf = fileURLToPath(new URL('../fixtures/corpus/en-data.two-column.pdf', import.meta.url));

describe('a data scientist (Alex Kim, made up) for a solar forecasting job', () => {
  let alex: ResumeData | undefined;
  const loadAlex = async (): Promise<ResumeData> =>
    (alex ??= (await parseResumeFile(new Uint8Array(readFileSync(alexPdf)))).data);

  test('matches what the resume shows and the posting asks, and nothing else', async () => {
    const resume = await loadAlex();
    const result = await tailorResume({ resume, job: heliosJob, today });
    const { matched, missing, before, after } = result.report.match;
    expect(matched).toEqual(
      expect.arrayContaining([
        'Forecasting',
        'A/B testing',
        'Experimentation',
        'Python',
        'SQL',
        'Spark',
        'Airflow',
      ]),
    );
    // Forecasting is not financial analysis; Spark and Airflow do not make "big data" or "data engineering" words of the resume.
    for (const wrong of [
      'Financial analysis',
      'Big data',
      'Data engineering',
      'Statistics',
      'Cloud computing',
      'Machine learning',
      'AWS',
    ]) {
      expect(matched).not.toContain(wrong);
    }
    // What the posting asks and the resume does not say stays visible to the user.
    expect(missing).toEqual(
      expect.arrayContaining(['Machine learning', 'AWS', 'Cloud computing', 'Stakeholder management']),
    );
    expect(missing).not.toContain('Statistics');
    // Surfacing real keywords (summary, front of the skills) shows in the score.
    expect(after).toBeGreaterThan(before);
    checkHonesty(result, resume, heliosJob);
  });

  test('summary and letter claim only real, requested skills', async () => {
    const resume = await loadAlex();
    const result = await tailorResume({ resume, job: heliosJob, today });
    const written = writtenText(result, heliosJob);
    // "Statistics" may appear only as the degree the resume states (Master of Science in Statistics).
    expect(written.replace(/Master of Science in Statistics/g, '')).not.toMatch(
      /financial analysis|big data|data engineering|cloud computing|machine learning|statistics/i,
    );
    expect(result.resume.basics.summary).toMatch(/forecasting/);
    // The candidate's own summary, not one written beside it.
    expect(result.resume.basics.summary).toBe(resume.basics.summary);
    const connected = connectedSkills(result.coverLetter.paragraphs).map(fold);
    expect(connected.length).toBeGreaterThanOrEqual(3);
    const allowed = ['forecasting', 'a/b testing', 'experimentation', 'python', 'sql', 'spark', 'airflow'];
    for (const skill of connected) expect(allowed, `letter connects "${skill}"`).toContain(skill);
    // SQL and Spark appear only in the skills list: named as tools, never as what the work shows.
    for (const skill of ['forecasting', 'a/b testing', 'python']) expect(connected).toContain(skill);
    expect(connected).not.toContain('sql');
    // The tailored skills put the requested tools first; nothing was added.
    expect(result.resume.skills[0]!.keywords.slice(0, 3)).toEqual(['Python', 'SQL', 'Spark']);
    expect(result.resume.skills.flatMap((s) => s.keywords).sort()).toEqual(
      resume.skills.flatMap((s) => s.keywords).sort(),
    );
  });
});

describe.each(honestyCases)('honest tailoring: $name', (c: HonestyCase) => {
  test('matches the expected keywords, claims nothing the resume lacks, summary first', async () => {
    const result = await tailorResume({ resume: c.resume, job: c.job, today });
    expect(result.report.language).toBe(c.language);
    expect(result.report.match.matched).toEqual(expect.arrayContaining(c.expected));
    for (const absent of c.notClaimed) {
      expect(result.report.match.matched).not.toContain(absent);
      expect(result.report.match.missing).toContain(absent);
      expect(fold(writtenText(result, c.job))).not.toContain(fold(absent));
    }
    checkHonesty(result, c.resume, c.job);
  });

  test('the letter connects its results only to matched keywords', async () => {
    const result = await tailorResume({ resume: c.resume, job: c.job, today });
    // A keyword the posting asks for may be named in the posting's own words ("budget" for Budgeting).
    const matched = extractKeywordsDetailed(c.job.description, [c.job.employer], c.job.position)
      .filter((k) => result.report.match.matched.includes(k.term))
      .flatMap((k) => [k.term, k.surface])
      .map(fold);
    const connected =
      c.language === 'en'
        ? connectedSkills(result.coverLetter.paragraphs)
        : connectedSkillsFrEs(result.coverLetter.paragraphs);
    expect(connected.length).toBeGreaterThan(0);
    for (const skill of connected) expect(matched, `letter connects "${skill}"`).toContain(fold(skill));
  });
});

describe.each(pairs)('honest tailoring of the other test pairs: $name', ({ resume, job }) => {
  test('matched keywords are in the resume, claimed skills too, summary first', async () => {
    checkHonesty(await tailorResume({ resume, job, today }), resume, job);
  });
});

describe('vocabulary data', () => {
  test('a broad skill is implied by its tools, never an alias of them', () => {
    const broad = [
      'Big data',
      'Data engineering',
      'Financial analysis',
      'Cloud computing',
      'Machine learning',
      'Statistics',
      'Digital marketing',
      'CRM',
    ];
    const tools = [
      'spark',
      'pyspark',
      'hadoop',
      'airflow',
      'dbt',
      'forecasting',
      'a/b testing',
      's3',
      'ec2',
      'scikit-learn',
      'xgboost',
      'hubspot',
      'google ads',
      'paid media',
    ];
    for (const s of skillsData.skills.filter((e) => broad.includes(e.term))) {
      for (const tool of tools) expect(s.aliases.map((a) => fold(a.replace(/^=/, '')))).not.toContain(tool);
    }
    const byTerm = new Map(skillsData.skills.map((s) => [s.term, s]));
    expect(byTerm.get('Spark')).toMatchObject({ implies: ['Big data'] });
    expect(byTerm.get('Airflow')).toMatchObject({ implies: ['Data engineering'] });
    // Every implied term exists, and no alias belongs to two skills.
    for (const s of skillsData.skills)
      for (const p of 'implies' in s ? (s.implies as string[]) : [])
        expect(byTerm.has(p), `${s.term} implies ${p}`).toBe(true);
    const seen = new Map<string, string>();
    for (const s of skillsData.skills) {
      for (const a of s.aliases.filter((x) => !x.startsWith('='))) {
        expect(seen.get(fold(a)), `alias "${a}" of ${s.term}`).toBeUndefined();
        seen.set(fold(a), s.term);
      }
    }
  });
});
