import type { CoverLetter } from '../schema/cover-letter.ts';
import type { ResumeData } from '../schema/resume.ts';
import type { JobKeyword } from './keywords.ts';
import { isPresent, latestJob, quotableIn, realEmployer, realTitle, yearOf } from './facts.ts';
import { keywordsNamedBy } from './match.ts';
import { letterPhrases } from './phrases/index.ts';
import { achievementSentence, bulletForm, joinList, lowerLead } from './phrases.ts';
import { displayTerm, quantified, rank, type TailorPlan } from './plan.ts';
import { achievements, entryText } from './summary.ts';
import { matchHeading } from '../parse/headings.ts';
import { hashText, lowerFirst, normTokens, tokenize, trimEnd, withoutGlyphs } from './text.ts';
import type { Language, ProvenanceEntry, TailorJob } from './types.ts';
import { findSkills, findSkillsInTokens, titleWords } from './vocabulary.ts';

/** The letter's length in words, body paragraphs only: a page a recruiter reads to the end. */
export const LETTER_WORDS = { min: 220, max: 350 } as const;

interface Picked {
  kind: 'work' | 'project';
  index: number;
  lines: Array<{ text: string; path: string }>;
  score: number;
}

function pickEntries(source: ResumeData, relevance: (t: string) => number): Picked[] {
  const picks: Picked[] = [];
  source.work.forEach((w, i) => {
    const lines = achievements(w).map((text, j) => ({
      text,
      path: w.highlights.length ? `work[${i}].highlights[${j}]` : `work[${i}].summary`,
    }));
    if (!lines.length || !realEmployer(w.name)) return;
    const ranked = rank(lines, (l) => relevance(l.text) + (quantified(l.text) ? 0.3 : 0)).map(
      (k) => lines[k]!,
    );
    // Recent jobs weigh a little more when relevance is equal.
    picks.push({
      kind: 'work',
      index: i,
      lines: ranked.slice(0, 4),
      score: relevance(entryText(w)) + 0.05 / (i + 1),
    });
  });
  source.projects.forEach((p, i) => {
    const lines = p.highlights.map((text, j) => ({ text, path: `projects[${i}].highlights[${j}]` }));
    if ((!lines.length && !p.description) || !p.name) return;
    const ranked = rank(lines, (l) => relevance(l.text) + (quantified(l.text) ? 0.3 : 0)).map(
      (k) => lines[k]!,
    );
    const all = [p.description ?? '', ...p.highlights].join('\n');
    picks.push({ kind: 'project', index: i, lines: ranked.slice(0, 2), score: relevance(all) * 0.8 });
  });
  return picks.sort((a, b) => b.score - a.score);
}

/** The held keywords the texts name themselves: a sentence about these lines may cite only those. */
function keywordsNamedIn(texts: string[], held: JobKeyword[]): JobKeyword[] {
  const named = new Set(texts.flatMap((t) => keywordsNamedBy(t, held)));
  return held.filter((k) => named.has(k));
}

/**
 * What a line written in another language shows, in words the letter may use: the posting's own
 * words for a skill it asks for, or a name as the resume writes it (HubSpot, AWS, Python).
 */
function skillsNamed(texts: string[], held: JobKeyword[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const tokens = tokenize(text);
    for (const hit of findSkillsInTokens(tokens, text)) {
      const asked = held.find((k) => k.skill === hit.skill);
      const isName =
        /\p{Lu}.*[\p{Lu}\d+#/.]|^[\p{Lu}\d]/u.test(hit.surface) &&
        (hit.index > 0 || /\p{Lu}.*\p{Lu}/u.test(hit.surface));
      const term = asked ? displayTerm(asked) : isName ? hit.surface : undefined;
      if (term && !out.includes(term)) out.push(term);
    }
  }
  return out;
}

/** A skill-list item that is a vocabulary name as a whole ("HubSpot", "Prospecting"): a name, in any language. */
function isSkillName(text: string): boolean {
  const tokens = tokenize(text);
  return findSkillsInTokens(tokens, text).some((h) => h.length === tokens.length);
}

const LANGUAGE_NAMES: Record<string, Record<Language, string>> = {
  english: { en: 'English', fr: 'anglais', es: 'inglés' },
  french: { en: 'French', fr: 'français', es: 'francés' },
  spanish: { en: 'Spanish', fr: 'espagnol', es: 'español' },
  german: { en: 'German', fr: 'allemand', es: 'alemán' },
  italian: { en: 'Italian', fr: 'italien', es: 'italiano' },
  portuguese: { en: 'Portuguese', fr: 'portugais', es: 'portugués' },
  catalan: { en: 'Catalan', fr: 'catalan', es: 'catalán' },
  arabic: { en: 'Arabic', fr: 'arabe', es: 'árabe' },
  chinese: { en: 'Chinese', fr: 'chinois', es: 'chino' },
};
const LANGUAGE_ALIASES: Record<string, string> = {
  anglais: 'english',
  ingles: 'english',
  francais: 'french',
  frances: 'french',
  espagnol: 'spanish',
  espanol: 'spanish',
  castellano: 'spanish',
  allemand: 'german',
  aleman: 'german',
  italien: 'italian',
  italiano: 'italian',
  portugais: 'portuguese',
  portugues: 'portuguese',
  catala: 'catalan',
  arabe: 'arabic',
  chinois: 'chinese',
  chino: 'chinese',
};

/** A spoken language's name in the letter's language, or undefined for one not known here. */
function languageName(name: string | undefined, lang: Language): string | undefined {
  const key = normTokens(name ?? '')[0];
  if (!key) return undefined;
  const entry = LANGUAGE_NAMES[key] ?? LANGUAGE_NAMES[LANGUAGE_ALIASES[key] ?? ''];
  return entry?.[lang];
}

/** The sender's headline, when it is one: words, not a section heading, a sentence or a paragraph. */
function senderLabel(label: string | undefined): string | undefined {
  const text = withoutGlyphs(label ?? '');
  if (!/\p{L}{2}/u.test(text) || normTokens(text).length > 10 || /[.!?]\s+\p{Lu}/u.test(text))
    return undefined;
  // "Work Experience", "Cursos y certificados": a heading, unless it holds a job title ("Experienced Software Engineer").
  const heading = matchHeading(text);
  if (heading && (!heading.loose || !normTokens(text).some((t) => titleWords.has(t)))) return undefined;
  return text;
}

/** The sender's place, when it is one: words, and no skill names (a misread skills line is not an address). */
function senderPlace(place: string): string | undefined {
  const text = withoutGlyphs(place);
  if (!/\p{L}{2}/u.test(text) || findSkills(text).some((h) => h.skill.kind === 'hard')) return undefined;
  return text;
}

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

function when(lang: Language, start: string | undefined, end: string | undefined): string {
  const from = yearOf(start);
  const current = isPresent(end);
  const to = current ? undefined : yearOf(end);
  if (!from) return to ? { en: `until ${to}`, fr: `jusqu'en ${to}`, es: `hasta ${to}` }[lang] : '';
  if (current) return { en: `since ${from}`, fr: `depuis ${from}`, es: `desde ${from}` }[lang];
  if (!to || to === from) return { en: `in ${from}`, fr: `en ${from}`, es: `en ${from}` }[lang];
  return { en: `from ${from} to ${to}`, fr: `de ${from} à ${to}`, es: `de ${from} a ${to}` }[lang];
}

/**
 * The letter: an opening from the latest real title and employer, two or three real achievements
 * with their employers tied to what the posting requires, and a closing; 220-350 words, all in
 * the posting's language (a bullet written in another language is told through the skills it
 * names, never pasted). When the resume shows little of what is required, the letter says so.
 */
export function writeCoverLetter(
  plan: TailorPlan,
  source: ResumeData,
  job: TailorJob,
  today: Date,
): { letter: CoverLetter; provenance: ProvenanceEntry[] } {
  const { language: lang, held, relevance } = plan;
  const say = letterPhrases[lang];
  const quotable = quotableIn(source, lang);
  const provenance: ProvenanceEntry[] = [];
  const employer = job.employer.trim() || say.yourCompany;
  const position = job.position.trim();
  const variant = hashText(`${position}|${employer}|${source.basics.name ?? ''}`) % 3;
  const low = plan.fit === 'low';
  const top = held.slice(0, 3).map(displayTerm);

  // Opening: the position, then who the candidate is now (latest real title and employer).
  const opening: string[] = [say.apply[variant]!(position, employer)];
  let openingSource: string | null = null;
  const latest = latestJob(source);
  if (latest) {
    const w = latest.work;
    const title = realTitle(w.position);
    const name = realEmployer(w.name)!;
    opening.push(
      isPresent(w.endDate)
        ? say.currentRole(title, name, yearOf(w.startDate))
        : say.pastRole(title, name, yearOf(w.endDate) ?? yearOf(w.startDate)),
    );
    openingSource = `work[${latest.index}]`;
  } else {
    const e = source.education.findIndex((x) => x.institution);
    const school = source.education[e];
    if (school?.institution) {
      const degree = [school.studyType, school.area].filter(Boolean).join(lang === 'en' ? ' in ' : ' en ');
      opening.push(say.studied(degree || undefined, school.institution));
      openingSource = `education[${e}]`;
    }
  }
  // Low fit: said plainly, without naming the missing skills (the letter names only what the resume shows).
  if (low) {
    opening.push(say.lowFit);
  } else if (top.length) {
    opening.push(say.asksFor(joinList(top, lang)));
  } else if (!latest) {
    opening.push(say.nothingYet);
  }

  // Achievements: the strongest entries, told in time order, each with where it happened.
  const ranked = pickEntries(source, relevance);
  const chosen = ranked.slice(0, 3).map((p) => ({ ...p, lines: p.lines.slice(0, 2), more: false }));
  const only = ranked[0];
  if (chosen.length === 1 && only && only.kind === 'work' && only.lines.length >= 3)
    chosen.push({ ...only, lines: only.lines.slice(2, 4), more: true });
  const picks = chosen.sort((a, b) => (a.kind === b.kind ? a.index - b.index : a.kind === 'work' ? -1 : 1));
  const used = new Set<string>();
  const bodies: Array<{ sentences: string[]; source: string }> = [];
  picks.forEach((pick, n) => {
    const sentences: string[] = [];
    const quotableLines = pick.lines.filter((l) => quotable(l.text));
    const foreign = pick.lines.filter((l) => !quotable(l.text));
    if (pick.kind === 'work') {
      const w = source.work[pick.index]!;
      const name = realEmployer(w.name)!;
      const current = isPresent(w.endDate);
      const intro = pick.more
        ? {
            en: `Other results from my time at ${name} speak to the same needs.`,
            fr: `D'autres résultats obtenus chez ${name} répondent aux mêmes besoins.`,
            es: `Otros resultados en ${name} responden a las mismas necesidades.`,
          }[lang]
        : say.roleIntro(name, realTitle(w.position), when(lang, w.startDate, w.endDate), current);
      const earlier = n > 0 && picks[0]!.kind === 'work' && !pick.more;
      sentences.push(earlier ? (n === 1 ? say.earlier(intro) : say.earliest(intro)) : intro);
      quotableLines.forEach((line, k) =>
        sentences.push(achievementSentence(lang, line.text, current, k > 0)),
      );
      const shown = skillsNamed(
        foreign.map((l) => l.text),
        held,
      );
      if (shown.length) sentences.push(say.workedWith(joinList(shown.slice(0, 4), lang), current));
    } else {
      const p = source.projects[pick.index]!;
      const about = p.description && quotable(p.description) ? lowerLead(trimEnd(p.description)) : undefined;
      sentences.push(say.project(p.name!, about));
      quotableLines.forEach((line, k) => sentences.push(achievementSentence(lang, line.text, false, k > 0)));
      const shown = skillsNamed(
        [...foreign.map((l) => l.text), ...(about ? [] : [p.description ?? ''])],
        held,
      );
      if (shown.length) sentences.push(say.workedWith(joinList(shown.slice(0, 4), lang), false));
    }
    const texts = [
      ...(pick.kind === 'project' ? [source.projects[pick.index]!.description ?? ''] : []),
      ...pick.lines.map((l) => l.text),
    ];
    const named = keywordsNamedIn(texts, held).filter((k) => !used.has(k.term));
    named.forEach((k) => used.add(k.term));
    if (named.length && !low)
      sentences.push(say.drewOn[(variant + n) % 2]!(joinList(named.slice(0, 3).map(displayTerm), lang)));
    bodies.push({ sentences, source: pick.lines[0]?.path ?? `projects[${pick.index}].description` });
  });

  const paragraphsSoFar = (): string[] => [opening.join(' '), ...bodies.map((b) => b.sentences.join(' '))];

  // What else the candidate brings, where they studied, and why this employer.
  const remaining = held.filter((k) => !used.has(k.term) && !top.includes(displayTerm(k))).slice(0, 4);
  const extras: string[] = [];
  if (remaining.length && !low) extras.push(say.alsoCovers(joinList(remaining.map(displayTerm), lang)));
  const school = source.education.find((e) => e.institution);
  const optional: string[] = [];
  if (school && openingSource?.startsWith('work')) {
    const what = [school.studyType, school.area].filter(Boolean).join(lang === 'en' ? ' in ' : ' en ');
    optional.push(say.studies(school.institution!, what || undefined));
  }
  const mentioned = new Set(paragraphsSoFar().flatMap((p) => normTokens(p)));
  const tools = source.skills
    .flatMap((s) => (s.keywords.length ? s.keywords : s.name ? [s.name] : []))
    .map(withoutGlyphs)
    .filter(
      (k) =>
        k &&
        normTokens(k).length <= 3 &&
        (isSkillName(k) || quotable(k)) &&
        !normTokens(k).every((t) => mentioned.has(t)),
    )
    .slice(0, 5);
  if (tools.length >= 2) optional.push(say.toolkit(joinList(tools, lang)));
  const spoken = source.languages.map((l) => languageName(l.language, lang)).filter((n): n is string => !!n);
  if (spoken.length >= 2) optional.push(say.speaks(joinList(spoken, lang)));
  const firstMust = plan.requirements.find(
    (r) => r.importance === 'must' && r.evidence && normTokens(r.text).length <= 10,
  );
  if (firstMust && !low) optional.push(say.interest(employer, lowerFirst(firstMust.text)));

  let closing = low ? say.lowFitClosing(employer) : say.closing[variant]!(employer, position, top[0]);
  const assemble = (): string[] => [
    opening.join(' '),
    ...bodies.map((b) => b.sentences.join(' ')),
    [...extras, closing].join(' '),
  ];
  const count = (): number => assemble().reduce((n, p) => n + words(p), 0);

  // Length: add what is true and relevant until 220 words, cut the weakest lines above 350.
  while (count() < LETTER_WORDS.min && optional.length) extras.push(optional.shift()!);
  if (count() < LETTER_WORDS.min) {
    // A longer letter needs more results: the next lines of the entries already told.
    for (const [i, pick] of picks.entries()) {
      const body = bodies[i];
      if (!body || pick.kind !== 'work') continue;
      const w = source.work[pick.index]!;
      const more = achievements(w)
        .filter((t) => !pick.lines.some((l) => l.text === t) && quotable(t))
        .slice(0, 2);
      for (const t of more) {
        if (count() >= LETTER_WORDS.min) break;
        body.sentences.splice(
          body.sentences.length - (body.sentences.length > 2 ? 1 : 0),
          0,
          achievementSentence(lang, t, isPresent(w.endDate), true),
        );
      }
    }
  }
  if (count() < LETTER_WORDS.min) {
    // Still short: the other jobs with a real employer and results in the letter's language, each
    // told with where it happened. Only lines led by a verb: a line that is a name or a place read
    // into the wrong field would not read as something the candidate did.
    const told = new Set(picks.filter((p) => p.kind === 'work').map((p) => p.index));
    source.work.forEach((w, i) => {
      const name = realEmployer(w.name);
      const lines = achievements(w)
        .filter((t) => quotable(t) && bulletForm(t, lang).form !== 'noun')
        .slice(0, 2);
      if (count() >= LETTER_WORDS.min || told.has(i) || !name || !lines.length) return;
      const current = isPresent(w.endDate);
      const intro = say.roleIntro(name, realTitle(w.position), when(lang, w.startDate, w.endDate), current);
      const at = w.highlights.indexOf(lines[0]!);
      bodies.push({
        sentences: [intro, ...lines.map((t, k) => achievementSentence(lang, t, current, k > 0))],
        source: at >= 0 ? `work[${i}].highlights[${at}]` : `work[${i}].summary`,
      });
    });
  }
  if (count() < LETTER_WORDS.min) closing = `${say.available} ${closing}`;
  for (let guard = 0; count() > LETTER_WORDS.max && guard < 20; guard++) {
    if (extras.length) {
      extras.pop();
      continue;
    }
    const longest = bodies
      .filter((b) => b.sentences.length > 2)
      .sort((a, b) => words(b.sentences.join(' ')) - words(a.sentences.join(' ')))[0];
    if (longest) longest.sentences.splice(longest.sentences.length - 2, 1);
    else if (bodies.length > 2) bodies.pop();
    else break;
  }

  const paragraphs = assemble()
    .map(withoutGlyphs)
    .filter((p) => p.trim());
  paragraphs.forEach((text, i) => {
    const src = i === 0 ? openingSource : i <= bodies.length ? bodies[i - 1]!.source : null;
    provenance.push({ path: `coverLetter.paragraphs[${i}]`, source: src, text });
  });

  const b = source.basics;
  const name = withoutGlyphs(b.name ?? '');
  const label = senderLabel(b.label);
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
    greeting: say.greeting,
    paragraphs,
    closing: say.signOff,
    signature: name,
  };
  return { letter, provenance };
}
