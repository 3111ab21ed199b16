import { claimedBy } from './claims.ts';
import type { ResumeData } from '../schema/resume.ts';
import { stem, type JobKeyword } from './keywords.ts';
import { tokenize } from './text.ts';
import { findSkillsInTokens } from './vocabulary.ts';

/** One piece of resume text, where it sits and how visible that place is to a reader (0-1). */
export interface ResumeLine {
  path: string;
  text: string;
  visibility: number;
}

interface IndexedLine extends ResumeLine {
  /** Skills the line names (by a term or a true synonym). */
  skills: Set<string>;
  /** Broader skills only implied by a named one (Spark -> Big data), never claimed. */
  implied: Set<string>;
  stems: string;
}

/** A keyword the resume does not name but implies (asks "big data", resume has Spark) counts this much for the score. */
const IMPLIED_CREDIT = 0.25;

/** Every text of the resume with its path, in reading order. */
export function resumeLines(resume: ResumeData): ResumeLine[] {
  const lines: ResumeLine[] = [];
  const add = (path: string, text: string | undefined, visibility: number): void => {
    if (text && text.trim()) lines.push({ path, text, visibility });
  };
  const b = resume.basics;
  add('basics.label', b.label, 1);
  add('basics.summary', b.summary, 1);
  // Skills: the first few items are what a recruiter skims; a long list fades.
  let order = 0;
  const skillVisibility = (): number => (order < 4 ? 1 : order < 8 ? 0.85 : order < 16 ? 0.65 : 0.5);
  resume.skills.forEach((s, i) => {
    add(`skills[${i}].name`, s.name, skillVisibility());
    if (!s.keywords.length) order++;
    s.keywords.forEach((k, j) => {
      add(`skills[${i}].keywords[${j}]`, k, skillVisibility());
      order++;
    });
  });
  resume.work.forEach((w, i) => {
    const top = i === 0 ? 0.9 : i === 1 ? 0.7 : 0.5;
    add(`work[${i}].position`, w.position, top);
    add(`work[${i}].summary`, w.summary, top);
    w.highlights.forEach((h, j) =>
      add(`work[${i}].highlights[${j}]`, h, j < 3 ? top : Math.max(0.4, top - 0.2)),
    );
  });
  resume.projects.forEach((p, i) => {
    const top = i < 2 ? 0.6 : 0.4;
    add(`projects[${i}].name`, p.name, top);
    add(`projects[${i}].description`, p.description, top);
    p.highlights.forEach((h, j) => add(`projects[${i}].highlights[${j}]`, h, top));
    p.keywords.forEach((k, j) => add(`projects[${i}].keywords[${j}]`, k, top));
  });
  resume.education.forEach((e, i) => {
    add(`education[${i}].area`, e.area, 0.6);
    add(`education[${i}].studyType`, e.studyType, 0.6);
    e.courses.forEach((c, j) => add(`education[${i}].courses[${j}]`, c, 0.4));
  });
  resume.certificates.forEach((c, i) => add(`certificates[${i}].name`, c.name, 0.6));
  resume.languages.forEach((l, i) => add(`languages[${i}].language`, l.language, 0.8));
  resume.volunteer.forEach((v, i) => {
    add(`volunteer[${i}].position`, v.position, 0.4);
    add(`volunteer[${i}].summary`, v.summary, 0.4);
    v.highlights.forEach((h, j) => add(`volunteer[${i}].highlights[${j}]`, h, 0.4));
  });
  resume.awards.forEach((a, i) => {
    add(`awards[${i}].title`, a.title, 0.5);
    add(`awards[${i}].summary`, a.summary, 0.4);
  });
  resume.publications.forEach((p, i) => add(`publications[${i}].name`, p.name, 0.4));
  resume.interests.forEach((it, i) => {
    add(`interests[${i}].name`, it.name, 0.3);
    it.keywords.forEach((k, j) => add(`interests[${i}].keywords[${j}]`, k, 0.3));
  });
  resume.custom.forEach((c, i) => c.items.forEach((item, j) => add(`custom[${i}].items[${j}]`, item, 0.4)));
  return lines;
}

function indexLine(line: ResumeLine): IndexedLine {
  const tokens = tokenize(line.text);
  const hits = findSkillsInTokens(tokens);
  const skills = new Set(hits.map((h) => h.skill.term));
  const implied = new Set(
    hits.flatMap((h) => h.skill.implies.map((p) => p.term)).filter((t) => !skills.has(t)),
  );
  return { ...line, skills, implied, stems: ` ${tokens.map((t) => stem(t.norm)).join(' ')} ` };
}

/** The line names the keyword itself (or a true synonym): what a summary or letter may claim. */
export function lineHasKeyword(line: { skills: Set<string>; stems: string }, keyword: JobKeyword): boolean {
  if (keyword.skill) return line.skills.has(keyword.skill.term);
  return keyword.phrase ? line.stems.includes(` ${keyword.phrase.join(' ')} `) : false;
}

function lineImpliesKeyword(line: IndexedLine, keyword: JobKeyword): boolean {
  return !!keyword.skill && line.implied.has(keyword.skill.term);
}

/**
 * Relevance of a text to the posting, for ordering: the summed weight of the keywords it names,
 * plus half the weight of those it only implies (a Spark bullet matters to a "big data" posting).
 */
export function relevanceScorer(keywords: JobKeyword[]): (text: string) => number {
  return (text: string) => {
    const line = indexLine({ path: '', text, visibility: 0 });
    let score = 0;
    for (const k of keywords) {
      if (lineHasKeyword(line, k)) score += k.weight;
      else if (lineImpliesKeyword(line, k)) score += k.weight / 2;
    }
    return score;
  };
}

/** The keywords `text` names itself (never the ones it only implies): what a sentence about it may claim. */
export function keywordsNamedBy(text: string, keywords: JobKeyword[]): JobKeyword[] {
  const line = indexLine({ path: '', text, visibility: 0 });
  return keywords.filter((k) => lineHasKeyword(line, k) && claimedBy(text, k));
}

export interface MatchScore {
  score: number;
  matched: string[];
  missing: string[];
}

/*
 * Score 0-100: each keyword counts by its weight; a keyword the resume lacks counts 0, one it names
 * counts 0.5 plus up to 0.5 for how visible its best place is (summary and first skills: full,
 * deep in an old job: less). So tailoring can raise the score only by surfacing what the resume
 * really holds; the missing keywords keep it honest. A keyword the resume only implies (the
 * posting asks for "big data", the resume names Spark) earns a little and stays listed as missing:
 * the resume does not say it, and a reader or an ATS looking for those words will not find them.
 */
export function scoreResume(resume: ResumeData, keywords: JobKeyword[]): MatchScore {
  const lines = resumeLines(resume).map(indexLine);
  let total = 0;
  let got = 0;
  const matched: string[] = [];
  const missing: string[] = [];
  for (const k of keywords) {
    total += k.weight;
    let best = -1;
    for (const line of lines) if (line.visibility > best && lineHasKeyword(line, k)) best = line.visibility;
    if (best < 0) {
      missing.push(k.term);
      if (lines.some((l) => lineImpliesKeyword(l, k))) got += k.weight * IMPLIED_CREDIT;
    } else {
      matched.push(k.term);
      got += k.weight * (0.5 + 0.5 * best);
    }
  }
  return { score: total > 0 ? Math.round((100 * got) / total) : 0, matched, missing };
}

/**
 * The score of a tailored resume. Its summary names the position applied for ("... to the Platform
 * Engineer role"): those words come from the posting, not from the candidate, so they earn nothing.
 */
export function scoreTailored(
  resume: ResumeData,
  keywords: JobKeyword[],
  job: { position: string; employer: string },
): MatchScore {
  let summary = resume.basics.summary ?? '';
  for (const name of [job.position, job.employer])
    if (name.trim()) summary = summary.split(name.trim()).join(' ');
  return scoreResume({ ...resume, basics: { ...resume.basics, summary } }, keywords);
}
