import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stem } from '../../src/tailor/keywords.ts';
import { classifyHeading } from '../../src/tailor/posting/headings.ts';
import { readPosting } from '../../src/tailor/posting/read-posting.ts';
import type { PostingRequirement } from '../../src/tailor/posting/types.ts';
import { normTokens, tokenize } from '../../src/tailor/text.ts';
import { anyStopword, findSkillsInTokens, genericWords } from '../../src/tailor/vocabulary.ts';

/*
 * How well postings are read, against the hand-made lists of the corpus (jobs/<id>.json):
 * recall of must_have (each phrase found among the requirements read) and junk (a requirement or
 * keyword that holds a not_skills phrase, or is only a generic word).
 */

const repoRoot = resolve(import.meta.dirname, '../../../..');
export const JOBS_DIR = resolve(repoRoot, process.env.TAILOR_CORPUS ?? '../shared/corpus', 'jobs');

export interface CorpusJob {
  id: string;
  text: string;
  position: string;
  employer: string;
  language: string;
  must_have: string[];
  nice_to_have: string[];
  not_skills: string[];
}

export function loadJobs(dir = JOBS_DIR): CorpusJob[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt') && existsSync(join(dir, f.replace(/\.txt$/, '.json'))))
    .sort()
    .map((f) => {
      const truth = JSON.parse(readFileSync(join(dir, f.replace(/\.txt$/, '.json')), 'utf8')) as Omit<
        CorpusJob,
        'id' | 'text'
      >;
      return {
        ...truth,
        position: truth.position ?? '',
        employer: truth.employer ?? '',
        id: f.replace(/\.txt$/, ''),
        text: readFileSync(join(dir, f), 'utf8'),
      };
    });
}

function content(text: string): string[] {
  return [
    ...new Set(
      normTokens(text)
        .filter((t) => t !== '/' && !anyStopword.has(t) && !genericWords.has(t))
        .map(stem),
    ),
  ];
}

function skillsOf(text: string): Set<string> {
  return new Set(findSkillsInTokens(tokenize(text), text).map((h) => h.skill.term));
}

/** The must-have phrase is covered by the requirement: a shared vocabulary skill, or most words of one inside the other. */
export function covers(requirement: PostingRequirement, phrase: string): boolean {
  const wanted = skillsOf(phrase);
  if (requirement.skills.some((s) => wanted.has(s.term))) return true;
  const a = content(requirement.text);
  const b = new Set(content(phrase));
  if (!a.length || !b.size) return false;
  const shared = a.filter((w) => b.has(w)).length;
  return shared >= 1 && (shared / b.size >= 0.5 || shared / a.length >= 0.6);
}

/** A requirement or keyword that is page furniture, the title, the employer, a place, a benefit, or a generic word. */
export function isJunk(text: string, notSkills: string[]): boolean {
  const tokens = normTokens(text).filter((t) => t !== '/');
  const words = ` ${tokens.join(' ')} `;
  // A vocabulary skill made of common words ("Customer service") is a skill, not a generic word.
  const isSkill = findSkillsInTokens(tokenize(text), text).some(
    (h) => normTokens(h.surface).length === tokens.length,
  );
  if (!isSkill && !tokens.some((t) => !anyStopword.has(t) && !genericWords.has(t))) return true;
  return notSkills.some((phrase) => {
    const p = normTokens(phrase).filter((t) => t !== '/');
    return p.length > 0 && words.includes(` ${p.join(' ')} `);
  });
}

export interface JobScore {
  id: string;
  must: number;
  recalled: number;
  requirements: number;
  junk: string[];
  missed: string[];
  /** nice_to_have phrases found, and those found only among requirements read as must-have. */
  nice: number;
  niceAsMust: string[];
}

export function scoreJob(job: CorpusJob, extraTerms: (job: CorpusJob) => string[] = () => []): JobScore {
  const read = readPosting(job.text, { position: job.position, employer: job.employer });
  const missed = job.must_have.filter((m) => !read.requirements.some((r) => covers(r, m)));
  const texts = [...read.requirements.map((r) => r.text), ...extraTerms(job)];
  const junk = texts.filter((t) => isJunk(t, job.not_skills));
  // A welcome skill read as required makes the match report and the letter ask too much of the candidate.
  const niceFound = job.nice_to_have.filter((n) => read.requirements.some((r) => covers(r, n)));
  const niceAsMust = niceFound.filter(
    (n) =>
      !job.must_have.some((m) => covers({ text: m, skills: [] } as unknown as PostingRequirement, n)) &&
      read.requirements.filter((r) => covers(r, n)).every((r) => r.importance === 'must'),
  );
  return {
    id: job.id,
    must: job.must_have.length,
    recalled: job.must_have.length - missed.length,
    requirements: texts.length,
    junk,
    missed,
    nice: niceFound.length,
    niceAsMust,
  };
}

export function summarize(scores: JobScore[]): { recall: number; junkRate: number } {
  const must = scores.reduce((n, s) => n + s.must, 0);
  const recalled = scores.reduce((n, s) => n + s.recalled, 0);
  const total = scores.reduce((n, s) => n + s.requirements, 0);
  const junk = scores.reduce((n, s) => n + s.junk.length, 0);
  return { recall: must ? recalled / must : 0, junkRate: total ? junk / total : 0 };
}

/** How well the postings of a folder of this test directory are read: how many, recall and junk. */
export function readFolder(name: string): { count: number; recall: number; junkRate: number } {
  const jobs = loadJobs(resolve(import.meta.dirname, name));
  return { count: jobs.length, ...summarize(jobs.map((job) => scoreJob(job))) };
}

/**
 * How a posting is rewritten before reading, to see how reading holds up on postings written
 * another way: as it is, its bullets run into prose, without the headings the reader knows, or both.
 */
export type Shape = 'as-is' | 'prose' | 'bare' | 'flat';

const BULLET_LINE = /^\s*(?:[-•*·▪◦‣–—]|\\-|\d{1,2}[.)])\s+/;

export function reshape(text: string, shape: Shape): string {
  if (shape === 'as-is') return text;
  const out: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.length) out.push(run.map((l) => l.replace(/[\s.;,]*$/, '.')).join(' '));
    run = [];
  };
  for (const line of text.split('\n')) {
    if (shape !== 'bare' && BULLET_LINE.test(line)) {
      run.push(line.replace(BULLET_LINE, '').trim());
      continue;
    }
    flush();
    if (shape === 'bare' || shape === 'flat') {
      const t = line.replace(/[*#]/g, '').trim();
      if (t && t.split(/\s+/).length <= 9 && !/[.!?]$/.test(t) && classifyHeading(t) !== 'none') continue;
    }
    out.push(line);
  }
  flush();
  return out.join('\n');
}

/** A made-up posting of a shape the reader must hold up on, with what a user would see in it. */
export interface MadeUpCase {
  name: string;
  text: string;
  job: { position: string; employer: string };
  must: string[];
  nice?: string[];
  notSkills: string[];
}

/** What reading a made-up posting gets wrong: must-haves not read as required, welcome ones not read as welcome, junk. */
export function readCase(c: MadeUpCase): { missed: string[]; notWelcome: string[]; junk: string[] } {
  const read = readPosting(c.text, c.job);
  const found = (phrase: string) => read.requirements.filter((r) => covers(r, phrase));
  return {
    missed: c.must.filter((m) => !found(m).some((r) => r.importance === 'must')),
    notWelcome: (c.nice ?? []).filter((n) => !found(n).some((r) => r.importance === 'nice')),
    junk: read.requirements.map((r) => r.text).filter((t) => isJunk(t, c.notSkills)),
  };
}
