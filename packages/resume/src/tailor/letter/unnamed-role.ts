/*
 * A letter with no job it may name (the reader was unsure of every employer) still tells what the
 * candidate did: the lines of one job, without its employer, title or dates ("In one of the roles
 * my resume sets out, I ran the till"). Not the lines of a job whose bounds were doubted: they may
 * be another entry's.
 */
import { jobEmployer } from '../facts.ts';
import { rank } from '../plan.ts';
import { achievements } from '../summary.ts';
import { tellable } from '../tellable.ts';
import type { LetterContext } from './context.ts';
import { isSkillName } from './evidence.ts';
import type { Body } from './order.ts';
import { ownClause } from './own-clause.ts';

/** How many lines of that job are told. */
const LINES = 2;

/**
 * A line that reads as a duty on its own: quotable, and no word capitalised after its first but a
 * tool's name. A doubtful entry's lines are often a layout's pieces run together ("Mise en place de
 * la salle Entretien des chats", "perte d'habilitations) TECHNICIEN VOIES FERREES").
 */
function plainDuty(ctx: LetterContext, text: string): boolean {
  const capitals = text
    .split(/\s+/)
    .slice(1)
    .filter((w) => /^\p{Lu}/u.test(w) && !isSkillName(w.replace(/[^\p{L}\p{N}+#.]+$/u, '')));
  return ctx.quotable(text) && tellable(text, ctx.lang) && !capitals.length;
}

/** The paragraph, or undefined when the letter names a job or no unnamed job has a line to tell. */
export function unnamedRoleBody(ctx: LetterContext): Body | undefined {
  const { source, lang, say, plan } = ctx;
  if (source.work.some((w) => jobEmployer(w))) return undefined;
  const jobs = source.work.flatMap((w, i) => {
    if (plan.doubtedJobs?.has(i)) return [];
    const told = achievements(w)
      .map((text, j) => ({
        text,
        j,
        clause: plainDuty(ctx, text) && ownClause(lang, text, false),
      }))
      .filter((l): l is typeof l & { clause: string } => !!l.clause)
      .slice(0, LINES);
    return told.length ? [{ i, told, score: told.reduce((n, l) => n + plan.relevance(l.text), 0) }] : [];
  });
  const best = jobs[rank(jobs, (j) => j.score)[0] ?? -1];
  if (!best) return undefined;
  const w = source.work[best.i]!;
  const [first, ...more] = best.told;
  return {
    sentences: [say.inOneRole(first!.clause), ...more.map((l) => say.alsoClause(l.clause))],
    source: w.highlights.length ? `work[${best.i}].highlights[${first!.j}]` : `work[${best.i}].summary`,
  };
}
