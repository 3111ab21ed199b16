import { allLanguages, conjunctionLead } from '../lexicon/index.ts';
import type { ResumeData, SectionKey } from '../schema/resume.ts';
import { requirementsWithEvidence, type Fit, type RequirementEvidence } from './evidence.ts';
import { extractKeywordsDetailed, type JobKeyword } from './keywords.ts';
import { detectLanguage } from '../parse/language.ts';
import { relevanceScorer, scoreResume, scoreTailored } from './match.ts';
import { skillInSentence } from './sentence-forms.ts';
import { claimableKeywords } from './skill-claims.ts';
import { isPageFurniture } from '../parse/plausibility-rules.ts';
import { isCourse, isHeadline, withoutDoubtfulFields } from './plausibility.ts';
import { cvOf } from './cv-tidy.ts';
import { coursesOf, withCourses } from '../schema/courses.ts';
import { asksForLists, continuesGroup } from './cv-words.ts';
import type { Language, ProvenanceEntry, TailorJob, TailorReport } from './types.ts';

/** What both engines start from: the posting read once, the resume reordered by relevance. */
export interface TailorPlan {
  language: Language;
  keywords: JobKeyword[];
  /** Keywords the resume really holds, strongest first. */
  held: JobKeyword[];
  relevance: (text: string) => number;
  resume: ResumeData;
  /** The source as sentences may state it: doubtful employers, titles, degrees and schools left out. */
  facts: ResumeData;
  /** Jobs whose bounds the reader doubted ("/work/3"): their lines may be another entry's. */
  doubtedJobs?: ReadonlySet<number>;
  provenance: ProvenanceEntry[];
  /** What the posting asks for, each with the source resume line that shows it. */
  requirements: RequirementEvidence[];
  fit: Fit;
}

/** A running head or foot read into a list ("Page 2 of 3", "Last updated : 01/2025"): no line of a CV. */
const isFurniture = (text: string): boolean => isPageFurniture(text.replace(/\s+/g, ' '));

/** A list's lines most relevant first, page furniture left out. */
const rankLines = (lines: string[], relevance: (text: string) => number): number[] =>
  rank(lines, relevance).filter((i) => !isFurniture(lines[i]!));

/** Old indices in their new order: most relevant first, ties keep the original order. */
export function rank<T>(items: T[], score: (item: T) => number): number[] {
  return items
    .map((item, index) => ({ index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.index);
}

export function permute<T>(items: T[], order: number[]): T[] {
  return order.map((i) => items[i]!);
}

/** Sections that hold entries, in the order kept when relevance ties (the summary is written, not ranked). */
const LIST_KEYS = [
  'work',
  'skills',
  'projects',
  'education',
  'certificates',
  'awards',
  'publications',
  'volunteer',
  'languages',
  'interests',
  'references',
] as const satisfies readonly SectionKey[];

/** Words naming a level of skill: a group so named, or an item holding one, is a statement about level. */
const LEVEL = new RegExp(String.raw`\b(?:${allLanguages('skillLevels').join('|')})\b`, 'iu');

/**
 * A list whose order carries meaning is moved as one unit, never re-sorted inside: items with a
 * label or a level ("GLSL / Medium: JavaScript" puts what follows under another level), or a
 * list cut from a sentence ("Spring Boot", "Spring MVC", "and Hibernate").
 */
export function keepsItsOrder(items: string[], name?: string): boolean {
  return (
    (!!name && LEVEL.test(name)) ||
    items.some((k) => /:/.test(k) || LEVEL.test(k) || conjunctionLead.test(k.trim()))
  );
}

/** Old indices in their new order, or the order as it stands for a list that keeps its order. */
function rankList(items: string[], relevance: (t: string) => number, name?: string): number[] {
  return keepsItsOrder(items, name) ? items.map((_, i) => i) : rank(items, relevance);
}

/**
 * Skill groups most relevant first, a group that is the rest of the one above (a phrase cut at a
 * line's end) kept right after it.
 */
function rankSkills(skills: ResumeData['skills'], relevance: (t: string) => number): number[] {
  const heads = skills.map((_, i) => i).filter((i) => !continuesGroup(skills[i - 1], skills[i]!));
  const unit = (h: number): number[] => {
    const out = [h];
    while (out.at(-1)! + 1 < skills.length && !heads.includes(out.at(-1)! + 1)) out.push(out.at(-1)! + 1);
    return out;
  };
  const text = (h: number): string =>
    unit(h)
      .flatMap((i) => [skills[i]!.name ?? '', ...skills[i]!.keywords])
      .join('\n');
  return rank(heads, (h) => relevance(text(h))).flatMap((r) => unit(heads[r]!));
}

/** The language a posting is written in, read from its text and title: the documents' default. */
export const postingLanguage = (job: Pick<TailorJob, 'description' | 'position'>): Language =>
  detectLanguage(`${job.description}\n${job.position}`);

/** Read the posting and reorder the resume for it; no text is changed here. */
export function planTailoring(
  source: ResumeData,
  job: TailorJob,
  uncertain?: ReadonlyArray<{ path: string; reason?: string }>,
): TailorPlan {
  const language = job.language ?? postingLanguage(job);
  const keywords = extractKeywordsDetailed(job.description, [job.employer], job.position);
  const relevance = relevanceScorer(keywords);
  const resume: ResumeData = structuredClone(source);
  const provenance: ProvenanceEntry[] = [];

  // Jobs and schools stay in date order (a recruiter reads a timeline); what is inside them moves.
  resume.work = source.work.map((w, i) => {
    const order = rankLines(w.highlights, relevance);
    order.forEach((old, j) =>
      provenance.push({
        path: `work[${i}].highlights[${j}]`,
        source: `work[${i}].highlights[${old}]`,
        text: w.highlights[old]!,
      }),
    );
    return { ...w, highlights: permute(w.highlights, order) };
  });
  resume.volunteer = source.volunteer.map((v, i) => {
    const order = rankLines(v.highlights, relevance);
    order.forEach((old, j) =>
      provenance.push({
        path: `volunteer[${i}].highlights[${j}]`,
        source: `volunteer[${i}].highlights[${old}]`,
        text: v.highlights[old]!,
      }),
    );
    return { ...v, highlights: permute(v.highlights, order) };
  });
  resume.education = source.education.map((e) => {
    // "Courses: Anywhere", "Asignaturas: 3": what the reader put in the list is no course.
    const { courses: all, lines } = coursesOf(e);
    const courses = all.filter(isCourse);
    return withCourses(e, permute(courses, rankList(courses, relevance)), lines.filter(isCourse));
  });
  // Text the reader could not place (an address, a handle, a template's sample lines) goes into no
  // generated document; once the user places it, it is no longer listed as unplaced.
  const unplaced = new Set(
    (uncertain ?? []).filter((u) => u.reason === 'text_unplaced').map((u) => u.path.replace(/\/+$/, '')),
  );
  resume.custom = source.custom
    .filter((_, i) => !unplaced.has(`/custom/${i}`))
    .map((c) => ({ ...c, items: c.items.filter((item) => !isFurniture(item)) }))
    .filter((c) => c.items.length > 0);
  resume.references = source.references
    .map((r) => (r.reference && isFurniture(r.reference) ? { ...r, reference: '' } : r))
    .filter((r) => r.name?.trim() || r.reference?.trim());

  const projectText = (p: ResumeData['projects'][number]): string =>
    [p.name, p.description, ...p.highlights, ...p.keywords].join('\n');
  const projectOrder = rank(source.projects, (p) => relevance(projectText(p)));
  resume.projects = projectOrder.map((old, i) => {
    const p = source.projects[old]!;
    const order = rankLines(p.highlights, relevance);
    order.forEach((o, j) =>
      provenance.push({
        path: `projects[${i}].highlights[${j}]`,
        source: `projects[${old}].highlights[${o}]`,
        text: p.highlights[o]!,
      }),
    );
    return {
      ...p,
      highlights: permute(p.highlights, order),
      keywords: permute(p.keywords, rankList(p.keywords, relevance)),
    };
  });

  const skillOrder = rankSkills(source.skills, relevance);
  resume.skills = skillOrder.map((old, i) => {
    const s = source.skills[old]!;
    const keywordsOrder = rankList(s.keywords, relevance, s.name);
    provenance.push({
      path: `skills[${i}]`,
      source: `skills[${old}]`,
      text: [s.name, ...permute(s.keywords, keywordsOrder)].filter(Boolean).join(', '),
    });
    return { ...s, keywords: permute(s.keywords, keywordsOrder) };
  });
  resume.certificates = permute(
    source.certificates,
    rank(source.certificates, (c) => relevance(`${c.name ?? ''} ${c.issuer ?? ''}`)),
  );
  resume.awards = permute(
    source.awards,
    rank(source.awards, (a) => relevance(`${a.title ?? ''} ${a.summary ?? ''}`)),
  );

  // Section order hint for the renderer: the summary right under the header (the engine always
  // writes one when it has something to say), experience next, then the sections that match most.
  const sectionScore = (key: (typeof LIST_KEYS)[number]): number =>
    relevance(JSON.stringify(source[key] ?? []));
  const present = LIST_KEYS.filter((k) => (source[k]?.length ?? 0) > 0);
  const rest = present.filter((k) => k !== 'work');
  const ranked = rank(rest, sectionScore).map((i) => rest[i]!);
  const sectionOrder: Array<SectionKey | 'custom'> = ['summary'];
  if (present.includes('work')) sectionOrder.push('work');
  sectionOrder.push(...ranked);
  if (resume.custom.length) sectionOrder.push('custom');
  // A posting for an academic post reads every publication and talk: the CV keeps its lists whole.
  resume.meta = {
    ...source.meta,
    language,
    sectionOrder,
    ...(asksForLists(job) ? { wholeLists: true } : {}),
  };
  // Footers, levels read as languages, an issuer read as a certificate, a referee's phone, an
  // identity number: no line of the CV.
  Object.assign(resume, cvOf(resume));
  // Skills read into the languages are a section of their own, after the experience.
  if (resume.skills.length && !sectionOrder.includes('skills')) sectionOrder.splice(2, 0, 'skills');
  // A headline "2" or "SENIOR" is something the reader left, not a line anyone would print.
  if (resume.basics.label && !isHeadline(resume.basics.label)) delete resume.basics.label;

  const sourceScore = scoreResume(source, keywords);
  const matched = new Set(sourceScore.matched);
  const { requirements, fit } = requirementsWithEvidence(job.description, job, source, sourceScore.score);
  // What a sentence may say the candidate brings: a skill listed or told as done in its own words
  // (one word of a longer name is no claim), not an interest or a course.
  const held = claimableKeywords(
    source,
    keywords.filter((k) => matched.has(k.term)),
    requirements,
  );
  const facts = withoutDoubtfulFields(source, uncertain);
  const doubtedJobs = new Set(
    (uncertain ?? []).flatMap((u) => /^\/work\/(\d+)\/?$/.exec(u.path)?.slice(1).map(Number) ?? []),
  );
  return { language, keywords, held, relevance, resume, facts, doubtedJobs, provenance, requirements, fit };
}

/** How the tailored resume meets the posting against the source one: the report's match, either engine. */
export function reportMatch(
  source: ResumeData,
  tailored: ResumeData,
  plan: TailorPlan,
  job: TailorJob,
): TailorReport['match'] {
  const before = scoreResume(source, plan.keywords);
  const after = scoreTailored(tailored, plan.keywords, job);
  return {
    before: before.score,
    after: after.score,
    matched: after.matched,
    missing: after.missing,
    requirements: plan.requirements,
    fit: plan.fit,
  };
}

/** How a keyword reads inside a sentence: "Kubernetes", but "project management". */
export function displayTerm(k: JobKeyword): string {
  return k.skill ? skillInSentence(k.term, k.skill.kind) : k.term;
}

/** A line with a figure in it (a count, a percentage, an amount) shows a result. */
export function quantified(text: string): boolean {
  return /\d/.test(text);
}
