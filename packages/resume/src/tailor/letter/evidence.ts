/*
 * Which entries a letter tells, and which of their lines: the jobs and projects whose results best
 * show what the posting asks for, and the keywords those very lines name.
 */
import { allLanguages } from '../../lexicon/index.ts';
import type { ResumeData } from '../../schema/resume.ts';
import type { Language } from '../../parse/language.ts';
import { fold } from '../../text/fold.ts';
import { jobEmployer } from '../facts.ts';
import type { JobKeyword } from '../keywords.ts';
import { keywordsNamedBy } from '../match.ts';
import { namesNothing } from '../plausibility.ts';
import { displayTerm, quantified, rank } from '../plan.ts';
import { skillInSentence } from '../sentence-forms.ts';
import { achievements } from '../summary.ts';
import { tellable } from '../tellable.ts';
import { normTokens, tokenize, trimEnd, withoutGlyphs } from '../text.ts';
import type { RequirementEvidence } from '../types.ts';
import { findSkills, findSkillsInTokens, titleWords } from '../vocabulary.ts';

/** An entry a letter may tell, with the lines it would tell from it, best first. */
export interface Picked {
  kind: 'work' | 'project';
  index: number;
  lines: Array<{ text: string; path: string }>;
  score: number;
}

/** A picked entry as a paragraph tells it; `more`: the second paragraph of the one job told. */
export type Chosen = Picked & { more: boolean };

const SEASON = new RegExp(String.raw`^\s*(?:${allLanguages('seasons').join('|')})\s+`, 'u');

/** A line without the season a layout printed before it: "Summer Developed a tool" -> "Developed a tool". */
export function withoutSeason(text: string): string {
  const season = SEASON.exec(fold(text));
  return season && /^\p{Lu}/u.test(text.slice(season[0].length)) ? text.slice(season[0].length) : text;
}

/**
 * The entries whose lines best show what the posting asks for first, each with those lines: an
 * entry is worth what the lines a letter would tell from it are worth, not all its text or its date.
 */
export function pickEntries(
  source: ResumeData,
  relevance: (t: string) => number,
  shows: (t: string) => number,
  lang: Language,
): Picked[] {
  const worth = (text: string): number =>
    0.5 * relevance(text) + 4 * shows(text) + (quantified(text) ? 0.3 : 0);
  const told = (lines: Array<{ text: string }>): number =>
    lines.slice(0, 2).reduce((n, l) => n + worth(l.text), 0);
  const picks: Picked[] = [];
  source.work.forEach((w, i) => {
    const lines = achievements(w)
      .map((text, j) => ({
        text: withoutSeason(text),
        path: w.highlights.length ? `work[${i}].highlights[${j}]` : `work[${i}].summary`,
      }))
      // A line not told as it stands may still show the skills it names ("Node.js TypeScript React").
      .filter((l) => tellable(l.text, lang, w.name) || findSkills(l.text).length > 0);
    if (!lines.length || !jobEmployer(w)) return;
    const ranked = rank(lines, (l) => (tellable(l.text, lang, w.name) ? 10 : 0) + worth(l.text)).map(
      (k) => lines[k]!,
    );
    // Recent jobs weigh a little more when relevance is equal.
    picks.push({
      kind: 'work',
      index: i,
      lines: ranked.slice(0, 4),
      score: told(ranked) + 0.1 * relevance(w.position ?? '') + 0.05 / (i + 1),
    });
  });
  source.projects.forEach((p, i) => {
    const lines = p.highlights
      .map((text, j) => ({ text, path: `projects[${i}].highlights[${j}]` }))
      .filter((l) => tellable(l.text, lang));
    if ((!lines.length && !p.description) || !p.name || !nameable(p.name)) return;
    const ranked = rank(lines, (l) => worth(l.text)).map((k) => lines[k]!);
    const score = told(ranked) + worth(p.description ?? '') / 2;
    picks.push({ kind: 'project', index: i, lines: ranked.slice(0, 2), score: score * 0.8 });
  });
  return picks.sort((a, b) => b.score - a.score);
}

/** How many words a project's name may have and still be named in a sentence. */
const NAME_WORDS = 8;

/**
 * Whether a project's name reads as a name in a sentence: a few words, no label or subtitle after
 * a colon ("Role: Co-Investigator", "A study of X: approaches and methods"), which a misread
 * entry or a publication's title has.
 */
const nameable = (name: string): boolean =>
  !namesNothing(projectName(name)) &&
  !projectName(name).includes(':') &&
  projectName(name).split(/\s+/).length <= NAME_WORDS;

/**
 * The strongest three entries, two lines each; when only one job has results, its third and fourth
 * lines make a second paragraph.
 */
export function chooseEntries(ranked: Picked[]): Chosen[] {
  const chosen = ranked.slice(0, 3).map((p) => ({ ...p, lines: p.lines.slice(0, 2), more: false }));
  const only = ranked[0];
  if (chosen.length === 1 && only && only.kind === 'work' && only.lines.length >= 3)
    chosen.push({ ...only, lines: only.lines.slice(2, 4), more: true });
  return chosen;
}

/**
 * The lines that show what the candidate did: results of jobs, projects and volunteer posts. The
 * summary at the top shows nothing by naming a skill: it may say what the candidate wants to do.
 */
export function resultTexts(source: ResumeData): string[] {
  return [
    ...source.work.flatMap((w) => [w.summary ?? '', ...w.highlights]),
    ...source.projects.flatMap((p) => [p.description ?? '', ...p.highlights]),
    ...source.volunteer.flatMap((v) => [v.summary ?? '', ...v.highlights]),
  ].filter(Boolean);
}

/** A requirement shown by a result (a job's, project's or volunteer post's line), not by a skills list. */
export const byResult = (r: RequirementEvidence): boolean =>
  !!r.evidence &&
  /^\/(?:work|projects|volunteer)\/\d+\/(?:highlights|summary|description)/.test(r.evidence.path);

/** The held keywords the texts name themselves: a sentence about these lines may cite only those. */
export function keywordsNamedIn(texts: string[], held: JobKeyword[]): JobKeyword[] {
  const named = new Set(texts.flatMap((t) => keywordsNamedBy(t, held)));
  return held.filter((k) => named.has(k));
}

/**
 * What a line written in another language shows, in words the letter may use: the posting's own
 * words for a skill it asks for, or a name as the resume writes it (HubSpot, AWS, Python).
 */
export function skillsNamed(texts: string[], held: JobKeyword[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const tokens = tokenize(text);
    for (const hit of findSkillsInTokens(tokens, text)) {
      // "Decision making", "Communication": a quality no line proves by naming it.
      if (hit.skill.kind === 'soft') continue;
      const asked = held.find((k) => k.skill === hit.skill);
      // A capital that only starts a word ("Research") marks a title-cased line, not a name.
      const isName =
        /\p{Lu}.*[\p{Lu}\d+#/.]|^[\p{Lu}\d]/u.test(hit.surface) &&
        (hit.index > 0 || /\p{Lu}.*\p{Lu}/u.test(hit.surface)) &&
        (isToolName(hit.surface) || /\p{Lu}.*[\p{Lu}\d+#/.]/u.test(hit.surface));
      const term = asked ? displayTerm(asked) : isName ? hit.surface : undefined;
      if (term && !out.includes(term)) out.push(term);
    }
  }
  return out;
}

/** A skill-list item that is a vocabulary name as a whole ("HubSpot", "Prospecting"): a name, in any language. */
export function isSkillName(text: string): boolean {
  const tokens = tokenize(text);
  return findSkillsInTokens(tokens, text).some((h) => h.length === tokens.length);
}

/**
 * Vocabulary names that are methods, certifications, rules or spoken languages rather than
 * software or equipment: "The tools I work with include Scrum" would misname them.
 */
const NOT_TOOLS = new Set(
  [
    'Agile',
    'Kanban',
    'Scrum',
    'PMP',
    'PRINCE2',
    'Lean Six Sigma',
    'B2B',
    'B2C',
    'IFRS',
    'VAT',
    'GDPR',
    'KYC/AML',
    'CPR',
    'BLS',
    'HACCP',
    'Pastry',
    'R&D',
    'ISO 9001',
    'Assembly',
    'Electrical',
    'UX design',
    'Microservices',
    'DevOps',
    'A/B testing',
    'SEO',
    'SEM',
    'CI/CD',
    'ETL',
    'REST APIs',
    'BPMN',
    'CRM',
    'ERP',
    'Spreadsheets',
    'English',
    'French',
    'Spanish',
    'German',
    'Italian',
    'Portuguese',
    'Mandarin',
    'Chinese',
    'Arabic',
  ].map(fold),
);

/** Tools whose names read like common words, so a sentence would lower them ("Azure" ends like "-ure"). */
const TOOLS_TOO = new Set(['azure', 'elasticsearch', 'confluence', 'ruby on rails']);

/**
 * A skills-list item that names one tool as a whole ("Excel", "Node.js", "AutoCAD"): software,
 * a language of programming, equipment. A field ("Marketing", "Pédagogie"), a quality, a method
 * or a spoken language is none.
 */
export function isToolName(text: string): boolean {
  const tokens = tokenize(text);
  const hit = findSkillsInTokens(tokens, text).find((h) => h.length === tokens.length);
  if (!hit || hit.skill.kind !== 'hard') return false;
  const term = fold(hit.skill.term);
  if (NOT_TOOLS.has(term)) return false;
  return TOOLS_TOO.has(term) || skillInSentence(hit.skill.term, 'hard') === hit.skill.term;
}

/** What people are in a project, beside job titles. */
const PROJECT_ROLES = new Set(
  'maintainer contributor author creator founder co-founder cofounder organizer organiser member owner mainteneur contributeur auteur créateur fondateur autor creador fundador'
    .split(' ')
    .map(fold),
);

/**
 * A project as a sentence names it: "Maintainer, Hyperschedule (hyperschedule.io)" -> "Hyperschedule".
 * The candidate's role before a comma and a web address in brackets are no part of the name.
 */
export function projectName(name: string): string {
  let text = trimEnd(withoutGlyphs(name)).replace(/\s*\((?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+[^)]*\)\s*$/u, '');
  const [role, ...rest] = text.split(/,\s+/);
  if (
    rest.length &&
    role &&
    normTokens(role).length <= 3 &&
    normTokens(role).some((t) => titleWords.has(t) || PROJECT_ROLES.has(t))
  )
    text = rest.join(', ');
  return text.trim() || trimEnd(name);
}
