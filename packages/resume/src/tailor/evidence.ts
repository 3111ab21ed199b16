import type { ResumeData } from '../schema/resume.ts';
import type { ResumeLine } from './match.ts';
import { claimLines, STUDIED } from './skill-claims.ts';
import { readPosting } from './posting/read-posting.ts';
import type { PostingRequirement, RequirementImportance, RequirementKind } from './posting/types.ts';
import { contentStems, showsInSense } from './sense.ts';
import { tokenize } from './text.ts';
import { findSkills, findSkillsInTokens } from './vocabulary.ts';

/** A requirement of the posting with the resume line that shows it, or null when none does. */
export interface RequirementEvidence {
  text: string;
  importance: RequirementImportance;
  kind: RequirementKind;
  /** `path` is a JSON Pointer into the source resume ("/work/0/highlights/2"). */
  evidence: { path: string; text: string } | null;
}

export type Fit = 'good' | 'partial' | 'low';

/** "work[0].highlights[2]" -> "/work/0/highlights/2" */
export function toPointer(path: string): string {
  return `/${(path.match(/[^.[\]]+/g) ?? []).map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

type IndexedLine = ResumeLine & { skills: Set<string>; stems: Set<string> };

/** A result in a job or project shows a skill better than a skills list or a headline does. */
function shows(path: string): number {
  if (/^(?:work|projects|volunteer)\[\d+\]\.(?:highlights|summary|description)/.test(path)) return 2;
  if (STUDIED.test(path)) return 1;
  return 0;
}

/**
 * The resume line that shows a requirement: one naming a skill it names (a true synonym counts, a
 * broader skill does not), or, for a requirement the vocabulary does not know, one holding most of
 * its words. A result in a job wins over a skills list; then the most visible line (recent jobs before old ones).
 */
export function findEvidence(requirements: PostingRequirement[], source: ResumeData): RequirementEvidence[] {
  const index = (kind: RequirementKind): IndexedLine[] =>
    claimLines(source, kind).map((l) => {
      const tokens = tokenize(l.text);
      return {
        ...l,
        skills: new Set(findSkillsInTokens(tokens, l.text).map((h) => h.skill.term)),
        stems: new Set(contentStems(l.text)),
      };
    });
  const byKind = new Map<RequirementKind, IndexedLine[]>();
  return requirements.map((r) => {
    // A degree may show a qualification; a skill is shown only where it is listed or told as done.
    const lines = byKind.get(r.kind) ?? byKind.set(r.kind, index(r.kind)).get(r.kind)!;
    let best: IndexedLine | undefined;
    if (r.skills.length) {
      const terms = new Set(r.skills.map((s) => s.term));
      best = lines
        .filter((l) => r.skills.some((s) => l.skills.has(s.term)) && showsInSense(r.text, terms, l.text))
        .sort((a, b) => shows(b.path) - shows(a.path) || b.visibility - a.visibility)[0];
    } else {
      const wanted = contentStems(r.text);
      const need = wanted.length <= 2 ? wanted.length : Math.max(2, Math.ceil(wanted.length * 0.6));
      if (wanted.length) {
        best = lines
          .map((l) => ({ l, shared: wanted.filter((w) => l.stems.has(w)).length }))
          .filter((x) => x.shared >= need)
          .sort(
            (a, b) =>
              b.shared - a.shared || shows(b.l.path) - shows(a.l.path) || b.l.visibility - a.l.visibility,
          )[0]?.l;
      }
    }
    return {
      text: r.text,
      importance: r.importance,
      kind: r.kind,
      evidence: best ? { path: toPointer(best.path), text: best.text } : null,
    };
  });
}

/**
 * How much a line shows what the posting asks for first: each requirement it shows (a skill the
 * requirement names, or most of its words) counts, must-haves fully and the rest a quarter,
 * earlier ones more. Evidence for a letter is chosen by this, not by date.
 */
export function requirementScorer(requirements: RequirementEvidence[]): (text: string) => number {
  const ordered = [
    ...requirements.filter((r) => r.importance === 'must'),
    ...requirements.filter((r) => r.importance !== 'must'),
  ];
  const wanted = ordered.map((r, i) => ({
    text: r.text,
    skills: new Set(findSkills(r.text).map((h) => h.skill.term)),
    stems: contentStems(r.text),
    weight: (r.importance === 'must' ? 1 : 0.25) / (1 + 0.2 * i),
  }));
  return (text) => {
    const skills = new Set(findSkills(text).map((h) => h.skill.term));
    const stems = new Set(contentStems(text));
    let score = 0;
    for (const r of wanted) {
      if (r.skills.size && [...r.skills].some((s) => skills.has(s)) && showsInSense(r.text, r.skills, text)) {
        score += r.weight;
      } else if (r.stems.length) {
        // Three of its words make a line about it ("Reduced API latency" for "Reduce API latency for
        // mobile clients"); one word alone is chance.
        const shared = r.stems.filter((w) => stems.has(w)).length;
        if (shared >= Math.min(2, r.stems.length) && (shared >= 2 || !r.skills.size))
          score += r.weight * Math.min(1, shared / Math.min(3, r.stems.length));
      }
    }
    return score;
  };
}

/** The share of required items the resume shows (tools and qualifications count double: a screener checks them first). */
export function shownShare(requirements: RequirementEvidence[]): number {
  const must = requirements.filter((r) => r.importance === 'must');
  const list = must.length ? must : requirements;
  if (!list.length) return 0;
  const weight = (r: RequirementEvidence): number =>
    r.kind === 'tool' || r.kind === 'qualification' ? 2 : 1;
  const total = list.reduce((n, r) => n + weight(r), 0);
  return list.filter((r) => r.evidence).reduce((n, r) => n + weight(r), 0) / total;
}

/**
 * How well the resume fits, from two signals that must agree: the share of required items it
 * shows and the keyword score (0-100) before tailoring. Low (both weak) means the letter and the
 * report say so; good needs most requirements shown or a strong keyword match.
 */
export function fitOf(requirements: RequirementEvidence[], score: number): Fit {
  const share = shownShare(requirements);
  if (share < 0.15 && score < 15) return 'low';
  if (share >= 0.45 || score >= 50) return 'good';
  return 'partial';
}

/** Read the posting and find the evidence for each requirement. */
export function requirementsWithEvidence(
  description: string,
  job: { position: string; employer: string },
  source: ResumeData,
  score: number,
): { requirements: RequirementEvidence[]; fit: Fit } {
  const read = readPosting(description, job);
  const requirements = findEvidence(read.requirements, source);
  return { requirements, fit: fitOf(requirements, score) };
}
