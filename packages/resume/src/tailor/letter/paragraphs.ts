import { isPresent, jobEmployer } from '../facts.ts';
import { achievementSentence } from '../letter-clauses.ts';
import { joinList, lowerLead, toldAsClause } from '../sentence-forms.ts';
import { tellable } from '../tellable.ts';
import { splitSentences, trimEnd } from '../text.ts';
import { when, type LetterContext } from './context.ts';
import { roleTitle } from './role-title.ts';
import { keywordsNamedIn, projectName, skillsNamed, type Chosen } from './evidence.ts';
import type { Body } from './order.ts';
import { ownClause } from './own-clause.ts';

/**
 * An entry's lines as sentences: each line that reads as a clause in the candidate's voice ("I led
 * ...", "J'ai conçu ...", "I worked on the migration"). A line no clause holds (a label and its
 * text, a place, a title) is left out: pasted after a colon ("My tasks included: ...") it reads as
 * a template, not as the candidate's own words.
 */
/** "... participants Role: Project co-leader Tasks: ...": fields of the entry run into its description, no sentence to quote. */
const RUN_IN_LABEL = /\s\p{Lu}\p{Ll}+\s?:\s/u;

export function resultSentences(
  ctx: LetterContext,
  lines: Array<{ text: string }>,
  current: boolean,
): { sentences: string[] } {
  const { lang, say } = ctx;
  const told = lines.flatMap((l): Array<{ line: string; clause?: string }> => {
    if (toldAsClause(l.text, lang)) return [{ line: l.text }];
    const clause = ownClause(lang, l.text, current);
    return clause ? [{ line: l.text, clause }] : [];
  });
  const sentences = told.map(({ line, clause }, k) => {
    if (!clause) return achievementSentence(lang, line, current, k > 0);
    return k > 0 ? say.alsoClause(clause) : `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
  });
  return { sentences };
}

/** One more line of a paragraph, to lengthen a short letter: a clause before the paragraph's last sentence. */
export function addResult(ctx: LetterContext, body: Body, line: string, current: boolean): void {
  if (!body.sentences.length) return;
  const at = body.sentences.length - (body.sentences.length > 2 ? 1 : 0);
  const own = toldAsClause(line, ctx.lang) ? undefined : ownClause(ctx.lang, line, current);
  if (!toldAsClause(line, ctx.lang) && !own) return;
  body.sentences.splice(
    at,
    0,
    own
      ? at > 1
        ? ctx.say.alsoClause(own)
        : `${own.charAt(0).toUpperCase()}${own.slice(1)}.`
      : achievementSentence(ctx.lang, line, current, at > 1),
  );
}

/**
 * One paragraph per entry, in the order given: where it happened, its results as first-person
 * sentences (a line in another language is told through the skills it names, never pasted), and
 * the posting's skills these very lines show. `used`: keywords already named, which are not named
 * again; those named here are added.
 */
export function writeBodies(ctx: LetterContext, entries: Chosen[], used: Set<string>): Body[] {
  const { say, lang, source, quotable, low } = ctx;
  const held = ctx.plan.held;
  return entries.map((pick, n) => {
    const sentences: string[] = [];
    const entryName = pick.kind === 'work' ? source.work[pick.index]!.name : undefined;
    const quotableLines = pick.lines.filter((l) => quotable(l.text) && tellable(l.text, lang, entryName));
    const foreign = pick.lines.filter((l) => !quotableLines.includes(l));
    if (pick.kind === 'work') {
      const w = source.work[pick.index]!;
      const name = jobEmployer(w)!;
      const current = isPresent(w.endDate);
      const intro = pick.more
        ? ctx.choose(say.moreResults, 'moreResults')(current)
        : ctx.nth(say.roleIntro, 'roleIntro', n)(
            name,
            roleTitle(w.position, lang, ctx.resumeLang),
            when(ctx, w.startDate, w.endDate),
            current,
          );
      const told = resultSentences(ctx, quotableLines, current);
      // A second paragraph about the same job says nothing without results of its own.
      if (pick.more && !told.sentences.length)
        return { sentences: [], source: pick.lines[0]?.path ?? '', job: { index: pick.index, more: true } };
      sentences.push(intro, ...told.sentences);
      const shown = skillsNamed(
        foreign.map((l) => l.text),
        held,
      );
      if (shown.length)
        sentences.push(ctx.nth(say.workedWith, 'workedWith', n)(joinList(shown.slice(0, 4), lang), current));
    } else {
      const p = source.projects[pick.index]!;
      // Its first sentence: what follows is often a place or the names of others read into it.
      const lead = splitSentences(p.description ?? '')[0];
      // Fields run together are no description: neither quoted nor read for the skills it names.
      const runIn = !!lead && RUN_IN_LABEL.test(lead);
      const about =
        lead && !runIn && quotable(lead) && tellable(lead, lang) ? lowerLead(trimEnd(lead)) : undefined;
      sentences.push(ctx.nth(say.project, 'project', n)(projectName(p.name!), about));
      sentences.push(...resultSentences(ctx, quotableLines, false).sentences);
      const shown = skillsNamed(
        [...foreign.map((l) => l.text), ...(about || runIn ? [] : [p.description ?? ''])],
        held,
      );
      // "That role called for ...": a project is no role; what it drew on is said as of any work.
      if (shown.length)
        sentences.push(ctx.nth(say.drewOn, 'drewOn', n)(joinList(shown.slice(0, 4), lang), shown.length));
    }
    const texts = [
      ...(pick.kind === 'project' ? [source.projects[pick.index]!.description ?? ''] : []),
      ...pick.lines.map((l) => l.text),
    ];
    // "Which your posting lists": only skills these very lines name, in the words the posting uses.
    const named = keywordsNamedIn(texts, held).filter(
      (k) => !used.has(k.term) && ctx.asked(k) && k.skill?.kind !== 'soft',
    );
    named.forEach((k) => used.add(k.term));
    const asked = named.slice(0, 3).map((k) => ctx.asked(k)!);
    if (asked.length && !low)
      sentences.push(ctx.nth(say.drewOn, 'drewOn', n)(joinList(asked, lang), asked.length));
    return {
      sentences,
      source: pick.lines[0]?.path ?? `projects[${pick.index}].description`,
      ...(pick.kind === 'work' ? { job: { index: pick.index, more: pick.more } } : {}),
    };
  });
}
