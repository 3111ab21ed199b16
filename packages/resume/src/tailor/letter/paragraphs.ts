import { isPresent, jobEmployer, titleIn } from '../facts.ts';
import { achievementSentence } from '../letter-clauses.ts';
import { joinList, lowerLead, toldAsClause } from '../sentence-forms.ts';
import { tellable } from '../tellable.ts';
import { hashText, lowerFirst, splitSentences, trimEnd } from '../text.ts';
import { when, words, type LetterContext } from './context.ts';
import { isToolName, keywordsNamedIn, projectName, skillsNamed, type Chosen } from './evidence.ts';
import type { Body } from './order.ts';
import { ownClause } from './own-clause.ts';

/** A field's label before what it labels ("Labor realizada: Monitoreo ..."): no part of the item. */
const ITEM_LABEL =
  /^(?:labor(?:es)? realizadas?|funciones|tareas|logros|responsabilidades|missions?|t[âa]ches|r[ée]alisations|duties|responsibilities|achievements|tasks)\s*:\s*/iu;

/** A line as an item of a list after a colon: no label, no end stop, a common word in lower case. */
function listItem(text: string): string {
  const item = trimEnd(text).replace(ITEM_LABEL, '');
  const lowered = lowerLead(item);
  // "Vente de contrats", "Dépannage à distance": a field's name starts the line, not a tool's.
  const first = /^(\p{Lu}\p{Ll}+)(?=\s+\p{Ll})/u.exec(lowered)?.[1];
  return first && !isToolName(first) ? lowerFirst(lowered) : lowered;
}

/**
 * An entry's lines as sentences: each line that reads as a clause in one ("I led ...", "J'ai conçu
 * ..."), then the others together in one list after a colon, where any form reads (a noun phrase,
 * an infinitive, a verb no list knows). One list, not "Another achievement: ..." line after line.
 * `n`: the paragraph's place, which varies the list's frame from one paragraph to the next.
 */
export function resultSentences(
  ctx: LetterContext,
  lines: Array<{ text: string }>,
  current: boolean,
  n: number,
): { sentences: string[]; list?: ResultList } {
  const { lang, say } = ctx;
  // A noun phrase a verb of the letter's holds ("I worked on the migration") is a sentence too.
  const own = new Map(
    lines
      .filter((l) => !toldAsClause(l.text, lang))
      .map((l) => [l, ownClause(lang, l.text, current)] as const)
      .filter((e): e is readonly [{ text: string }, string] => !!e[1]),
  );
  const clauses = lines.filter((l) => toldAsClause(l.text, lang) || own.has(l));
  // A list after a colon reads as pasted beyond two lines: the best two, each short enough to read.
  const items = lines
    .filter((l) => !clauses.includes(l) && words(l.text) <= LIST_ITEM_WORDS)
    .slice(0, LIST_ITEMS)
    .map((l) => listItem(l.text));
  const sentences = clauses.map((l, k) => {
    const clause = own.get(l);
    if (!clause) return achievementSentence(lang, l.text, current, k > 0);
    return k > 0 ? say.alsoClause(clause) : `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
  });
  if (!items.length) return { sentences };
  const list = { items, current, frame: (hashText(`duties|${ctx.key}`) + n) % say.duties.length };
  return { sentences: [...sentences, listSentence(ctx, list)], list };
}

/** How many lines one list sentence holds as first written (a short letter may add one), and how long each may be. */
const LIST_ITEMS = 3;
const LIST_ITEM_WORDS = 30;

/** Lines listed after a colon in one sentence, in the frame chosen for their paragraph. */
export interface ResultList {
  items: string[];
  current: boolean;
  frame: number;
}

export function listSentence(ctx: LetterContext, list: ResultList): string {
  return ctx.say.duties[list.frame]!(list.items.join(ctx.say.dutySeparator), list.current);
}

/**
 * One more line of a paragraph, to lengthen a short letter: a clause before the paragraph's last
 * sentence, or one more item of its list (a list is started when it has none).
 */
export function addResult(ctx: LetterContext, body: Body, line: string, current: boolean, n: number): void {
  const at = body.sentences.length - (body.sentences.length > 2 ? 1 : 0);
  const own = toldAsClause(line, ctx.lang) ? undefined : ownClause(ctx.lang, line, current);
  if (toldAsClause(line, ctx.lang) || own) {
    body.sentences.splice(
      at,
      0,
      own ? ctx.say.alsoClause(own) : achievementSentence(ctx.lang, line, current, true),
    );
    if (body.list && body.list.at >= at) body.list.at++;
    return;
  }
  if (body.list) {
    if (body.list.items.length >= LIST_ITEMS + 1 || words(line) > LIST_ITEM_WORDS) return;
    body.list.items.push(listItem(line));
    body.sentences[body.list.at] = listSentence(ctx, body.list);
    return;
  }
  const { list } = resultSentences(ctx, [{ text: line }], current, n);
  if (!list) return;
  body.list = { ...list, at };
  body.sentences.splice(at, 0, listSentence(ctx, list));
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
    let list: Body['list'];
    const entryName = pick.kind === 'work' ? source.work[pick.index]!.name : undefined;
    const quotableLines = pick.lines.filter((l) => quotable(l.text) && tellable(l.text, lang, entryName));
    const foreign = pick.lines.filter((l) => !quotableLines.includes(l));
    if (pick.kind === 'work') {
      const w = source.work[pick.index]!;
      const name = jobEmployer(w)!;
      const current = isPresent(w.endDate);
      const intro = pick.more
        ? ctx.choose(say.moreResults, 'moreResults')()
        : ctx.nth(say.roleIntro, 'roleIntro', n)(
            name,
            titleIn(w.position, lang),
            when(ctx, w.startDate, w.endDate),
            current,
          );
      const told = resultSentences(ctx, quotableLines, current, n);
      sentences.push(intro, ...told.sentences);
      if (told.list) list = { ...told.list, at: sentences.length - 1 };
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
      const about = lead && quotable(lead) && tellable(lead, lang) ? lowerLead(trimEnd(lead)) : undefined;
      sentences.push(ctx.nth(say.project, 'project', n)(projectName(p.name!), about));
      const told = resultSentences(ctx, quotableLines, false, n);
      sentences.push(...told.sentences);
      if (told.list) list = { ...told.list, at: sentences.length - 1 };
      const shown = skillsNamed(
        [...foreign.map((l) => l.text), ...(about ? [] : [p.description ?? ''])],
        held,
      );
      if (shown.length)
        sentences.push(ctx.nth(say.workedWith, 'workedWith', n)(joinList(shown.slice(0, 4), lang), false));
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
      ...(list ? { list } : {}),
    };
  });
}
