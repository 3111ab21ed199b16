/*
 * The cover letter, part by part: opening.ts, evidence.ts (which entries and lines), paragraphs.ts,
 * order.ts ("Before that"), closing.ts, fit-length.ts (180-350 words) with more-material.ts. The
 * wording of each language is its lexicon's (`letterPhrases` in lexicon/en.ts, fr.ts, es.ts).
 */
import type { CoverLetter } from '../../schema/cover-letter.ts';
import type { ResumeData } from '../../schema/resume.ts';
import { requirementScorer } from '../evidence.ts';
import { realLabel } from '../facts.ts';
import type { TailorPlan } from '../plan.ts';
import { singleStops, withoutGlyphs } from '../text.ts';
import type { ProvenanceEntry, TailorJob } from '../types.ts';
import { findSkills } from '../vocabulary.ts';
import { alsoCovers, whyThisEmployer, writeClosing } from './closing.ts';
import { askedCertificates } from './listed-skills.ts';
import { letterContext, type LetterContext } from './context.ts';
import { assemble, countWords, toldParagraphs, type Draft } from './draft.ts';
import { chooseEntries, pickEntries } from './evidence.ts';
import { LETTER_WORDS, lengthen, shorten } from './fit-length.ts';
import { optionalMaterial } from './more-material.ts';
import { plainApply, writeOpening } from './opening.ts';
import { tellBodies, tellingOrder, type Body } from './order.ts';
import { requirementDraft } from './requirement-letter.ts';
import { headlineResult, seniorFirst } from './headline.ts';
import { requirementBodies } from './requirement-paragraphs.ts';
import { writeBodies } from './paragraphs.ts';
import { unnamedRoleBody } from './unnamed-role.ts';

/** The sender's place, when it is one: words, and no skill names (a misread skills line is not an address). */
function senderPlace(place: string): string | undefined {
  const text = withoutGlyphs(place);
  if (!/\p{L}{2}/u.test(text) || findSkills(text).some((h) => h.skill.kind === 'hard')) return undefined;
  return text;
}

/**
 * The letter: an opening with the position and who the candidate is now; the one result that best
 * answers the posting's first requirements, from whichever job holds it, with its employer; one
 * paragraph of more evidence grouped by the requirement each answers (requirement-letter.ts); why
 * this employer from what the posting says of it, and a short closing. 180-350 words, all in the
 * posting's language. A resume with no job line the letter may tell gets a letter told entry by
 * entry. A requirement no line shows is never claimed.
 */
export function writeCoverLetter(
  plan: TailorPlan,
  source: ResumeData,
  job: TailorJob,
  today: Date,
): { letter: CoverLetter; provenance: ProvenanceEntry[] } {
  let ctx = letterContext(plan, source, job);
  const { say, lang, position } = ctx;
  // No line shows a first requirement: the one result that says most of what the posting asks leads.
  const requirementLed = seniorFirst(ctx, requirementBodies(ctx));
  const headline = requirementLed.length ? undefined : headlineResult(ctx);
  const led = headline ? [headline] : requirementLed;
  let { draft, openingSource } = led.length ? fromRequirements(ctx, led) : byEntries(ctx, plan, source);
  // A letter that stays short even with every job that answers nothing: the letter told entry by
  // entry, each job with its dates, when that alone reaches a letter's length.
  if (led.length && countWords(ctx, draft) < LETTER_WORDS.min) {
    const other = letterContext(plan, source, job);
    const told = byEntries(other, plan, source);
    if (countWords(other, told.draft) >= LETTER_WORDS.min) {
      ctx = other;
      ({ draft, openingSource } = told);
    }
  }
  shorten(ctx, draft);
  // Nothing certain told between the opening and the closing: a sentence true of any application.
  if (!draft.bodies.length && !draft.extras.length && !draft.why)
    draft.extras.push(ctx.choose(say.nothingToTell, 'nothingToTell'));

  const sources = toldParagraphs(ctx, draft.bodies).map((b) => b.source);
  const paragraphs = assemble(ctx, draft)
    .map((p) => say.finish(singleStops(withoutGlyphs(p))))
    .filter((p) => p.trim());
  const provenance: ProvenanceEntry[] = paragraphs.map((text, i) => ({
    path: `coverLetter.paragraphs[${i}]`,
    source: i === 0 ? openingSource : i <= sources.length ? sources[i - 1]! : null,
    text,
  }));

  const b = source.basics;
  const name = withoutGlyphs(b.name ?? '');
  const label = realLabel(b.label, b.name);
  const location = senderPlace(
    [b.location?.city, b.location?.region ?? b.location?.countryCode].filter(Boolean).join(', '),
  );
  const letter: CoverLetter = {
    language: lang,
    sender: {
      name,
      ...(label ? { label } : {}),
      ...(b.email ? { email: b.email } : {}),
      ...(b.phone ? { phone: b.phone } : {}),
      ...(location ? { location } : {}),
      ...(b.url ? { url: b.url } : {}),
    },
    recipient: { employer: job.employer.trim(), name: say.recipient },
    date: today.toISOString().slice(0, 10),
    subject: say.subject(position),
    greeting: job.employer.trim() ? say.greetingTo(ctx.employer) : say.greeting,
    paragraphs,
    closing: say.signOff,
    signature: name,
  };
  return { letter, provenance };
}

/** A letter whose body is one paragraph per requirement shown (requirement-paragraphs.ts). */
function fromRequirements(
  ctx: LetterContext,
  bodies: Body[],
): { draft: Draft; openingSource: string | null } {
  const { draft, source } = requirementDraft(ctx, bodies);
  return { draft, openingSource: source };
}

/**
 * A letter told entry by entry, for a resume whose lines show none of the posting's first
 * requirements: the strongest entries, the most relevant first, each with where it happened.
 */
function byEntries(
  ctx: LetterContext,
  plan: TailorPlan,
  source: ResumeData,
): { draft: Draft; openingSource: string | null } {
  const { lang } = ctx;
  const ranked = pickEntries(source, plan.relevance, requirementScorer(plan.requirements), lang);
  // The strongest entries, the most relevant to the posting first, each with where it happened.
  const entries = tellingOrder(source, chooseEntries(ranked));
  const tellsJob = (index: number | undefined): boolean =>
    entries.some((e) => e.kind === 'work' && e.index === index);
  const opening = writeOpening(ctx, tellsJob(ctx.latest?.index));
  if (opening.source?.startsWith('work')) ctx.openedWith = ctx.latest?.index;
  // What the opening already named is not named again under each job.
  const used = new Set<string>(ctx.low ? [] : ctx.shown.slice(0, 3).map((k) => k.term));
  const bodies = writeBodies(ctx, entries, used);
  // No job it may name: what one of them holds, told without its employer.
  const unnamed = bodies.length ? undefined : unnamedRoleBody(ctx);
  if (unnamed) bodies.push(unnamed);
  const toldSoFar = [opening.sentences.join(' '), ...tellBodies(ctx, bodies).map((b) => b.text)];
  const draft: Draft = {
    opening: opening.sentences,
    bodies,
    extras: [...askedCertificates(ctx), ...alsoCovers(ctx, used)],
    why: undefined,
    closing: '',
  };
  const optional = optionalMaterial(ctx, opening.source, toldSoFar);
  draft.why = opening.toldWhy ? undefined : whyThisEmployer(ctx);
  draft.closing = writeClosing(
    ctx,
    tellBodies(ctx, bodies).map((b) => b.text),
  );
  lengthen(ctx, draft, entries, optional);
  // A paragraph left with nothing to tell (entries stay aligned with bodies until here).
  draft.bodies = draft.bodies.filter((b) => b.sentences.length);
  // A short letter may have added a paragraph about the latest job: the opening then leaves it to it.
  if (opening.source?.startsWith('work') && draft.bodies.some((b) => b.job?.index === ctx.latest?.index)) {
    // The first sentence that applied from that job names the position alone.
    if (opening.fromLatest) draft.opening[0] = plainApply(ctx);
    else draft.opening.splice(1, 1);
    opening.source = null;
    ctx.openedWith = undefined;
  }
  return { draft, openingSource: opening.source };
}
