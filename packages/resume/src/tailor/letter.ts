import type { CoverLetter } from '../schema/cover-letter.ts';
import type { ResumeData } from '../schema/resume.ts';
import type { JobKeyword } from './keywords.ts';
import { buildFactBase, findOngoingClaims, resumeTexts } from './fact-guard.ts';
import {
  degreeOf,
  isPresent,
  jobEmployer,
  latestJob,
  quotableIn,
  realLabel,
  resumeLanguage,
  titleIn,
  yearOf,
} from './facts.ts';
import { keywordsNamedBy } from './match.ts';
import { letterPhrases } from './phrases/index.ts';
import { achievementSentence, bulletForm, joinList, lowerLead, varyRepeats } from './sentence-forms.ts';
import { displayTerm, quantified, rank, type TailorPlan } from './plan.ts';
import { achievements } from './summary.ts';
import { CONTACT, DATE_RANGE, tellable, wholeSentence } from './tellable.ts';
import { fold } from '../text/fold.ts';
import {
  hashText,
  joinBrokenWords,
  normTokens,
  singleStops,
  splitSentences,
  tokenize,
  trimEnd,
  withoutGlyphs,
  withoutHeadingWord,
} from './text.ts';
import { requirementScorer } from './evidence.ts';
import type { Language, ProvenanceEntry, RequirementEvidence, TailorJob } from './types.ts';
import { findSkills, findSkillsInTokens, titleWords } from './vocabulary.ts';

/** The letter's length in words, body paragraphs only: a page a recruiter reads to the end. */
export const LETTER_WORDS = { min: 220, max: 350 } as const;

interface Picked {
  kind: 'work' | 'project';
  index: number;
  lines: Array<{ text: string; path: string }>;
  score: number;
}

const FIRST_PERSON: Record<Language, RegExp> = {
  en: /(?:^|\s)(?:I|I'm|I’m|[Mm]y)\s/,
  fr: /(?:^|\s)(?:[Jj]e\s|[Jj]['’]|[Mm]on\s|[Mm]a\s|[Mm]es\s)/,
  es: /^(?:Soy|Tengo|Me|Mi|Mis|He|Estoy|Trabajo)\s|\s(?:mi|mis)\s/,
};

/** A line without the season a layout printed before it: "Summer Developed a tool" -> "Developed a tool". */
export function withoutSeason(text: string): string {
  // The capital is checked apart: under the i flag, \p{Lu} matches a lower-case letter too.
  const season =
    /^\s*(?:summer|winter|spring|fall|autumn|été|hiver|printemps|automne|verano|invierno|primavera|otoño)\s+/iu.exec(
      text,
    );
  return season && /^\p{Lu}/u.test(text.slice(season[0].length)) ? text.slice(season[0].length) : text;
}

/**
 * The entries whose lines best show what the posting asks for first, each with those lines: an
 * entry is worth what the lines a letter would tell from it are worth, not all its text or its date.
 */
function pickEntries(
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
    if ((!lines.length && !p.description) || !p.name) return;
    const ranked = rank(lines, (l) => worth(l.text)).map((k) => lines[k]!);
    const score = told(ranked) + worth(p.description ?? '') / 2;
    picks.push({ kind: 'project', index: i, lines: ranked.slice(0, 2), score: score * 0.8 });
  });
  return picks.sort((a, b) => b.score - a.score);
}

/** The lines that show what the candidate did: results of jobs and projects, and their own summary. */
function resultTexts(source: ResumeData): string[] {
  return [
    source.basics.summary ?? '',
    ...source.work.flatMap((w) => [w.summary ?? '', ...w.highlights]),
    ...source.projects.flatMap((p) => [p.description ?? '', ...p.highlights]),
    ...source.volunteer.flatMap((v) => [v.summary ?? '', ...v.highlights]),
  ].filter(Boolean);
}

/** A requirement shown by a result (a job's, project's or volunteer post's line), not by a skills list. */
const byResult = (r: RequirementEvidence): boolean =>
  !!r.evidence &&
  /^\/(?:work|projects|volunteer)\/\d+\/(?:highlights|summary|description)/.test(r.evidence.path);

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

/** The sender's place, when it is one: words, and no skill names (a misread skills line is not an address). */
function senderPlace(place: string): string | undefined {
  const text = withoutGlyphs(place);
  if (!/\p{L}{2}/u.test(text) || findSkills(text).some((h) => h.skill.kind === 'hard')) return undefined;
  return text;
}

const SCHOOL_WORD =
  /\b(?:universit\w*|college|colegio|school|ecole|escuela|institut\w*|academ\w*|polytechn\w*|politecni\w*|lycee|liceo|iut|conservato\w*)\b/;

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
  // The language the resume is written in: a degree named in it keeps its own words.
  const resumeLang = resumeLanguage(source);
  const provenance: ProvenanceEntry[] = [];
  const employer = job.employer.trim() || say.yourCompany;
  const position = job.position.trim();
  const key = `${position}|${employer}|${source.basics.name ?? ''}`;
  /** One wording of a slot, chosen apart for each slot: two letters rarely share the same frames. */
  const choose = <T>(list: T[], slot: string): T => list[hashText(`${slot}|${key}`) % list.length]!;
  const low = plan.fit === 'low';
  // A requirement is named in the posting's own words: a term the vocabulary put in its place may be in another language.
  const posting = ` ${normTokens(job.description).join(' ')} `;
  const inPosting = (text: string): boolean => posting.includes(` ${normTokens(text).join(' ')} `);
  /** How the posting writes a keyword, or undefined when its words are not the posting's. */
  const asked = (k: JobKeyword): string | undefined =>
    inPosting(displayTerm(k)) ? displayTerm(k) : inPosting(k.surface) ? k.surface : undefined;
  // "My work shows X" needs a result that shows X: a line of a job or project, or the candidate's
  // own summary, never a skills list alone.
  const shownByResults = new Set(keywordsNamedIn(resultTexts(source), held));
  const shown = held.filter((k) => shownByResults.has(k) && asked(k));
  const top = shown.slice(0, 3).map((k) => asked(k)!);

  // Opening: the position, then who the candidate is now (latest real title and employer).
  const opening: string[] = [choose(say.apply, 'apply')(position, employer)];
  let openingSource: string | null = null;
  const latest = latestJob(source);
  if (latest) {
    const w = latest.work;
    const title = titleIn(w.position, lang);
    const name = jobEmployer(w)!;
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
      const degree = degreeOf(school, lang, resumeLang);
      opening.push(say.studied(degree || undefined, school.institution));
      openingSource = `education[${e}]`;
    }
  }
  // Low fit is told to the user in the match report; the letter says what the resume shows, no confession.
  const ranked = pickEntries(source, relevance, requirementScorer(plan.requirements), lang);
  if (low && position) {
    opening.push(say.applyingFor(position, ranked.length > 0));
  } else if (top.length && !low) {
    opening.push(choose(say.asksFor, 'asksFor')(joinList(top, lang), top.length));
  } else if (!latest) {
    opening.push(say.nothingYet);
  }

  // Achievements: the strongest entries, told in time order, each with where it happened.
  const chosen = ranked.slice(0, 3).map((p) => ({ ...p, lines: p.lines.slice(0, 2), more: false }));
  const only = ranked[0];
  if (chosen.length === 1 && only && only.kind === 'work' && only.lines.length >= 3)
    chosen.push({ ...only, lines: only.lines.slice(2, 4), more: true });
  // Jobs from the latest back, whatever order the resume lists them in: "Before that" must be true.
  const recencyOf = (index: number): string => {
    const w = source.work[index]!;
    const date = w.endDate ?? w.startDate ?? '';
    return isPresent(w.endDate) ? '9999' : /^\d{4}/.test(date) ? date : (yearOf(date) ?? '');
  };
  const recency = (p: Picked): string => recencyOf(p.index);
  /** Latest first where both have a date; otherwise as they came. */
  const byRecency = (a: number, b: number): number => {
    const [ra, rb] = [recencyOf(a), recencyOf(b)];
    return ra && rb && ra !== rb ? (rb > ra ? 1 : -1) : 0;
  };
  const picks = chosen.sort((a, b) => {
    if (a.kind !== b.kind) return a.kind === 'work' ? -1 : 1;
    if (a.kind === 'project' || a.index === b.index) return a.index - b.index;
    const [ra, rb] = [recency(a), recency(b)];
    return ra && rb && ra !== rb ? (rb > ra ? 1 : -1) : a.index - b.index;
  });
  // What the opening already named is not named again under each job.
  const used = new Set<string>(low ? [] : shown.slice(0, 3).map((k) => k.term));
  /** A paragraph; one about a job starts with its intro, which gets "Before that" or "Earlier" by its place among the jobs told. */
  const bodies: Array<{ sentences: string[]; source: string; job?: { index: number; more: boolean } }> = [];
  picks.forEach((pick, n) => {
    const sentences: string[] = [];
    const entryName = pick.kind === 'work' ? source.work[pick.index]!.name : undefined;
    const quotableLines = pick.lines.filter((l) => quotable(l.text) && tellable(l.text, lang, entryName));
    const foreign = pick.lines.filter((l) => !quotableLines.includes(l));
    if (pick.kind === 'work') {
      const w = source.work[pick.index]!;
      const name = jobEmployer(w)!;
      const current = isPresent(w.endDate);
      const intro = pick.more
        ? {
            en: `Other results from my time at ${name} speak to the same needs.`,
            fr: `D'autres résultats obtenus chez ${name} répondent aux mêmes besoins.`,
            es: `Otros resultados en ${name} responden a las mismas necesidades.`,
          }[lang]
        : choose(say.roleIntro, 'roleIntro')(
            name,
            titleIn(w.position, lang),
            when(lang, w.startDate, w.endDate),
            current,
          );
      sentences.push(intro);
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
      // Its first sentence: what follows is often a place or the names of others read into it.
      const lead = splitSentences(p.description ?? '')[0];
      const about = lead && quotable(lead) && tellable(lead, lang) ? lowerLead(trimEnd(lead)) : undefined;
      sentences.push(say.project(projectName(p.name!), about));
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
    // "Which your posting lists": only skills these very lines name, in the words the posting uses.
    const named = keywordsNamedIn(texts, held).filter((k) => !used.has(k.term) && asked(k));
    named.forEach((k) => used.add(k.term));
    const list = named.slice(0, 3).map((k) => asked(k)!);
    if (list.length && !low)
      sentences.push(
        say.drewOn[(hashText(`drewOn|${key}`) + n) % say.drewOn.length]!(joinList(list, lang), list.length),
      );
    bodies.push({
      sentences,
      source: pick.lines[0]?.path ?? `projects[${pick.index}].description`,
      ...(pick.kind === 'work' ? { job: { index: pick.index, more: pick.more } } : {}),
    });
  });

  /**
   * The paragraphs in the order they are told: jobs from the latest back (those added to lengthen
   * a short letter among them), then projects. The second job told is introduced with "Before
   * that", the third with "Earlier"; further ones need no lead-in, the dates say the rest.
   */
  const toldBodies = (): Array<{ text: string; source: string; body: (typeof bodies)[number] }> => {
    const jobs = bodies.filter((b) => b.job).sort((a, b) => byRecency(a.job!.index, b.job!.index));
    let k = 0;
    const told = jobs.map((b, n) => {
      // A job still held after one told before it runs beside it, not before it.
      const beside = n > 0 && isPresent(source.work[b.job!.index]!.endDate);
      const lead =
        !b.job!.more && k++ > 0
          ? beside
            ? say.alongside
            : k === 2
              ? choose(say.earlier, 'earlier')
              : k === 3
                ? choose(say.earliest, 'earliest')
                : null
          : null;
      const [intro = '', ...rest] = b.sentences;
      return {
        text: varyRepeats([lead ? lead(intro) : intro, ...rest], lang).join(' '),
        source: b.source,
        body: b,
      };
    });
    return [
      ...told,
      ...bodies
        .filter((b) => !b.job)
        .map((b) => ({ text: varyRepeats(b.sentences, lang).join(' '), source: b.source, body: b })),
    ];
  };

  const paragraphsSoFar = (): string[] => [opening.join(' '), ...toldBodies().map((b) => b.text)];

  // What else the candidate brings, where they studied, and why this employer.
  const remaining = shown.filter((k) => !used.has(k.term) && !top.includes(asked(k)!)).slice(0, 4);
  const extras: string[] = [];
  if (remaining.length && !low)
    extras.push(
      say.alsoCovers(
        joinList(
          remaining.map((k) => asked(k)!),
          lang,
        ),
      ),
    );
  const school = source.education.find((e) => e.institution);
  const optional: string[] = [];
  if (school && openingSource?.startsWith('work')) {
    const what = degreeOf(school, lang, resumeLang);
    // "A solid grounding" only for studies whose words the posting asks for.
    optional.push(say.studies(school.institution!, what || undefined, !low && relevance(what) > 0));
  }
  const mentioned = new Set(paragraphsSoFar().flatMap((p) => normTokens(p)));
  const tools = source.skills
    .flatMap((s) => (s.keywords.length ? s.keywords : s.name ? [s.name] : []))
    // "others: C": the item, not the label a skills table put before it; "and Hibernate", "Experience
    // with PostgreSQL": the name, not the words of the sentence it was cut from.
    .map((k) =>
      withoutGlyphs(k)
        .replace(/^[^:]{1,20}:\s*/, '')
        .replace(
          /^(?:and|or|et|ou|y|o|e)\s+|^(?:programming|experience|knowledge|proficient|familiar(?:ity)?)\s+(?:with|in|of)\s+/iu,
          '',
        ),
    )
    .filter(
      (k) =>
        k &&
        normTokens(k).length <= 3 &&
        // "français (langue maternelle)": a language the letter tells apart, not a tool.
        !languageName(k, lang) &&
        !/^\d/.test(k) &&
        (isSkillName(k) || (quotable(k) && findSkills(k).length > 0)) &&
        // "Leadership", "Adaptability": qualities, not tools.
        findSkills(k).some((h) => h.skill.kind === 'hard') &&
        !normTokens(k).every((t) => mentioned.has(t)),
    )
    .slice(0, 5);
  if (tools.length >= 2) optional.push(say.toolkit(joinList(tools, lang)));
  const spoken = source.languages.map((l) => languageName(l.language, lang)).filter((n): n is string => !!n);
  if (spoken.length >= 2) optional.push(say.speaks(joinList(spoken, lang)));
  // ...and only when every skill it names is the resume's: "Ruby, NodeJS and other languages" is no
  // requirement to quote for a resume without Ruby.
  const ownSkills = buildFactBase(resumeTexts(source)).skills;
  const allOwn = (text: string): boolean => findSkills(text).every((h) => ownSkills.has(h.skill.term));
  // Why this employer: the posting's role and employer, and the skills of its first requirement
  // that a result shows (never the requirement pasted whole).
  const firstMust = plan.requirements.find(
    (r) =>
      r.importance === 'must' &&
      byResult(r) &&
      allOwn(r.text) &&
      shown.some((k) => keywordsNamedBy(r.text, [k]).length),
  );
  const focus = firstMust ? shown.filter((k) => keywordsNamedBy(firstMust.text, [k]).length).slice(0, 2) : [];
  // Told in every letter that has it, just before the closing; the last thing cut from a long one.
  let why =
    focus.length && !low && position
      ? choose(say.interest, 'interest')(
          employer,
          position,
          joinList(
            focus.map((k) => asked(k)!),
            lang,
          ),
        )
      : undefined;

  /**
   * Material a short letter may still tell, each built when its turn comes (so it never repeats
   * what the letter already says): more requirements the resume shows, the other jobs by employer
   * and years, other schools, certificates.
   */
  function* furtherMaterial(): Generator<string | undefined> {
    const said = (): Set<string> => new Set(assemble().flatMap((p) => normTokens(p)));
    if (!low) {
      const seen = said();
      const shown = plan.requirements
        .filter(
          (r) =>
            byResult(r) &&
            (r.kind === 'skill' || r.kind === 'tool') &&
            inPosting(r.text) &&
            allOwn(r.text) &&
            normTokens(r.text).length <= 5 &&
            !normTokens(r.text).every((t) => seen.has(t)),
        )
        .sort((a, b) => (a.importance === b.importance ? 0 : a.importance === 'must' ? -1 : 1))
        .map((r) => lowerLead(withoutGlyphs(r.text)))
        .filter((t, i, all) => t && all.indexOf(t) === i)
        .slice(0, 3);
      yield shown.length ? say.alsoShows(joinList(shown, lang), shown.length) : undefined;
    }
    const text = assemble().join(' ');
    const others = source.work
      .map((w, i) => ({ w, i, name: jobEmployer(w) }))
      // Named without a result to back it: only a dated entry whose name holds no skill name (a
      // course or skills line read as a job often does).
      .filter(
        (j): j is typeof j & { name: string } =>
          !!j.name &&
          !!(j.w.startDate || j.w.endDate) &&
          !findSkills(j.name).some((h) => h.skill.kind === 'hard') &&
          !told.has(j.i) &&
          j.i !== latest?.index &&
          !text.includes(j.name),
      )
      .filter((j, k, all) => all.findIndex((o) => o.name === j.name) === k)
      .sort((a, b) => byRecency(a.i, b.i))
      .slice(0, 4)
      .map((j) => say.at(j.name, when(lang, j.w.startDate, j.w.endDate)));
    yield others.length ? say.alsoWorked(joinList(others, lang)) : undefined;
    // Another school only when its name reads as one: a degree read into the name would not.
    const schools = source.education.filter(
      (e) => e.institution && /^\p{Lu}/u.test(e.institution) && SCHOOL_WORD.test(fold(e.institution)),
    );
    const firstSchool = schools[0]?.institution;
    for (const e of schools.slice(1, 3)) {
      if (e.institution === firstSchool || assemble().join(' ').includes(e.institution!)) continue;
      const what = degreeOf(e, lang, resumeLang);
      yield say.alsoStudied(withoutGlyphs(e.institution!), what && quotable(what) ? what : undefined);
    }
    // The candidate's own sentences, in the first person and the letter's language.
    const written = assemble().join(' ');
    const own = splitSentences(withoutHeadingWord(source.basics.summary ?? ''))
      .map(joinBrokenWords)
      .filter(
        (sentence) =>
          FIRST_PERSON[lang].test(sentence) &&
          /[.!?]$/.test(sentence) &&
          wholeSentence(sentence) &&
          words(sentence) <= 40 &&
          quotable(sentence) &&
          !CONTACT.test(sentence) &&
          !DATE_RANGE.test(sentence) &&
          // "Currently I develop ...": not beside jobs the resume says have ended.
          !findOngoingClaims(sentence, source).length &&
          !written.includes(sentence),
      );
    // The most relevant first, told in the order the candidate wrote them.
    const keep = new Set(rank(own, relevance).slice(0, 3));
    for (const [i, sentence] of own.entries()) if (keep.has(i)) yield sentence;
    const certificates = source.certificates
      .map((c) => trimEnd(withoutGlyphs(c.name ?? '')))
      .filter(
        (n) => normTokens(n).length >= 2 && normTokens(n).length <= 8 && (quotable(n) || isSkillName(n)),
      )
      .slice(0, 3);
    yield certificates.length ? say.certified(joinList(certificates, lang)) : undefined;
  }

  // "These results" only when the letter tells some.
  const closings = bodies.length ? say.closing : say.closing.filter((_, i) => i % 2 === 0);
  let closing = `${choose(closings, 'closing')(employer, position, low ? undefined : top[0])} ${choose(say.thanks, 'thanks')}`;
  const assemble = (): string[] => [
    opening.join(' '),
    ...toldBodies().map((b) => b.text),
    [...extras, ...(why ? [why] : []), closing].join(' '),
  ];
  // Counted as printed: glyphs the parser left are dropped from the final text.
  const count = (): number => assemble().reduce((n, p) => n + words(withoutGlyphs(p)), 0);

  // Length: add what is true and relevant until 220 words, cut the weakest lines above 350.
  const told = new Set(picks.filter((p) => p.kind === 'work').map((p) => p.index));
  while (count() < LETTER_WORDS.min && optional.length) extras.push(optional.shift()!);
  if (count() < LETTER_WORDS.min) {
    // A longer letter needs more results: the next lines of the entries already told, each told once.
    const quoted = new Set(picks.flatMap((p) => (p.kind === 'work' ? p.lines.map((l) => l.text) : [])));
    for (const [i, pick] of picks.entries()) {
      const body = bodies[i];
      if (!body || pick.kind !== 'work') continue;
      const w = source.work[pick.index]!;
      const more = achievements(w)
        .map(withoutSeason)
        .filter((t) => !quoted.has(t) && quotable(t) && tellable(t, lang, w.name))
        .slice(0, 2);
      for (const t of more) {
        if (count() >= LETTER_WORDS.min) break;
        quoted.add(t);
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
    source.work.forEach((w, i) => {
      const name = jobEmployer(w);
      const lines = achievements(w)
        .filter((t) => quotable(t) && bulletForm(t, lang).form !== 'noun')
        .slice(0, 2);
      if (count() >= LETTER_WORDS.min || told.has(i) || !name || !lines.length) return;
      const current = isPresent(w.endDate);
      const intro = choose(say.roleIntro, 'roleIntro')(
        name,
        titleIn(w.position, lang),
        when(lang, w.startDate, w.endDate),
        current,
      );
      const at = w.highlights.indexOf(lines[0]!);
      told.add(i);
      bodies.push({
        sentences: [intro, ...lines.map((t, k) => achievementSentence(lang, t, current, k > 0))],
        source: at >= 0 ? `work[${i}].highlights[${at}]` : `work[${i}].summary`,
        job: { index: i, more: false },
      });
    });
  }
  // Still short: more that the resume states, each in the letter's language or as a name.
  for (const next of furtherMaterial()) {
    if (count() >= LETTER_WORDS.min) break;
    if (next) extras.push(next);
  }
  if (count() < LETTER_WORDS.min) closing = `${choose(say.available, 'available')} ${closing}`;
  for (let guard = 0; count() > LETTER_WORDS.max && guard < 20; guard++) {
    if (extras.length) {
      extras.pop();
      continue;
    }
    if (why) {
      why = undefined;
      continue;
    }
    // Measured as told, lead-in included.
    const longest = toldBodies()
      .filter((t) => t.body.sentences.length > 2)
      .sort((a, b) => words(b.text) - words(a.text))[0]?.body;
    if (longest) longest.sentences.splice(longest.sentences.length - 2, 1);
    else if (bodies.length > 2) bodies.pop();
    else break;
  }

  const sources = toldBodies().map((b) => b.source);
  const paragraphs = assemble()
    .map((p) => singleStops(withoutGlyphs(p)))
    .filter((p) => p.trim());
  paragraphs.forEach((text, i) => {
    const src = i === 0 ? openingSource : i <= sources.length ? sources[i - 1]! : null;
    provenance.push({ path: `coverLetter.paragraphs[${i}]`, source: src, text });
  });

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
    greeting: say.greeting,
    paragraphs,
    closing: say.signOff,
    signature: name,
  };
  return { letter, provenance };
}
