import type { CoverLetter } from '../schema/cover-letter.ts';
import type { ResumeData, ResumeWork } from '../schema/resume.ts';
import { extractKeywordsDetailed, type JobKeyword } from './keywords.ts';
import { detectLanguage } from './language.ts';
import { keywordsNamedBy, relevanceScorer, scoreResume, scoreTailored } from './match.ts';
import { achievementSentence, article, cleanLabel, de, isCurrent, joinList, lowerLead, period, roleSentence, skillInSentence } from './phrases.ts';
import { capitalize, hashText, lowerFirst, splitSentences, squash, trimEnd } from './text.ts';
import type { Language, ProvenanceEntry, TailorJob, TailorResult } from './types.ts';

/** What both engines start from: the posting read once, the resume reordered by relevance. */
export interface TailorPlan {
  language: Language;
  keywords: JobKeyword[];
  /** Keywords the resume really holds, strongest first. */
  held: JobKeyword[];
  relevance: (text: string) => number;
  resume: ResumeData;
  provenance: ProvenanceEntry[];
}

/** Old indices in their new order: most relevant first, ties keep the original order. */
function rank<T>(items: T[], score: (item: T) => number): number[] {
  return items
    .map((item, index) => ({ index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.index);
}

function permute<T>(items: T[], order: number[]): T[] {
  return order.map((i) => items[i]!);
}

const SECTION_KEYS = ['work', 'skills', 'projects', 'education', 'certificates', 'awards', 'publications', 'volunteer', 'languages', 'interests', 'references'] as const;

/** Read the posting and reorder the resume for it; no text is changed here. */
export function planTailoring(source: ResumeData, job: TailorJob): TailorPlan {
  const language = detectLanguage(`${job.description}\n${job.position}`);
  const keywords = extractKeywordsDetailed(job.description, [job.employer]);
  const relevance = relevanceScorer(keywords);
  const resume: ResumeData = structuredClone(source);
  const provenance: ProvenanceEntry[] = [];

  // Jobs and schools stay in date order (a recruiter reads a timeline); what is inside them moves.
  resume.work = source.work.map((w, i) => {
    const order = rank(w.highlights, relevance);
    order.forEach((old, j) => provenance.push({ path: `work[${i}].highlights[${j}]`, source: `work[${i}].highlights[${old}]`, text: w.highlights[old]! }));
    return { ...w, highlights: permute(w.highlights, order) };
  });
  resume.volunteer = source.volunteer.map((v, i) => {
    const order = rank(v.highlights, relevance);
    order.forEach((old, j) => provenance.push({ path: `volunteer[${i}].highlights[${j}]`, source: `volunteer[${i}].highlights[${old}]`, text: v.highlights[old]! }));
    return { ...v, highlights: permute(v.highlights, order) };
  });
  resume.education = source.education.map((e) => ({ ...e, courses: permute(e.courses, rank(e.courses, relevance)) }));

  const projectText = (p: ResumeData['projects'][number]): string => [p.name, p.description, ...p.highlights, ...p.keywords].join('\n');
  const projectOrder = rank(source.projects, (p) => relevance(projectText(p)));
  resume.projects = projectOrder.map((old, i) => {
    const p = source.projects[old]!;
    const order = rank(p.highlights, relevance);
    order.forEach((o, j) => provenance.push({ path: `projects[${i}].highlights[${j}]`, source: `projects[${old}].highlights[${o}]`, text: p.highlights[o]! }));
    return { ...p, highlights: permute(p.highlights, order), keywords: permute(p.keywords, rank(p.keywords, relevance)) };
  });

  const skillOrder = rank(source.skills, (s) => relevance([s.name ?? '', ...s.keywords].join('\n')));
  resume.skills = skillOrder.map((old, i) => {
    const s = source.skills[old]!;
    const keywordsOrder = rank(s.keywords, relevance);
    provenance.push({ path: `skills[${i}]`, source: `skills[${old}]`, text: [s.name, ...permute(s.keywords, keywordsOrder)].filter(Boolean).join(', ') });
    return { ...s, keywords: permute(s.keywords, keywordsOrder) };
  });
  resume.certificates = permute(source.certificates, rank(source.certificates, (c) => relevance(`${c.name ?? ''} ${c.issuer ?? ''}`)));
  resume.awards = permute(source.awards, rank(source.awards, (a) => relevance(`${a.title ?? ''} ${a.summary ?? ''}`)));

  // Section order hint for the renderer: the summary right under the header (the engine always
  // writes one when it has something to say), experience next, then the sections that match most.
  const sectionScore = (key: (typeof SECTION_KEYS)[number]): number => relevance(JSON.stringify(source[key] ?? []));
  const present = SECTION_KEYS.filter((k) => (source[k]?.length ?? 0) > 0);
  const rest = present.filter((k) => k !== 'work');
  const ranked = rank(rest, sectionScore).map((i) => rest[i]!);
  const sectionOrder = ['summary', ...(present.includes('work') ? ['work'] : []), ...ranked, ...(source.custom.length ? ['custom'] : [])];
  resume.meta = { ...source.meta, language, sectionOrder };

  const matched = new Set(scoreResume(source, keywords).matched);
  const held = keywords.filter((k) => matched.has(k.term));
  return { language, keywords, held, relevance, resume, provenance };
}

/** How a keyword reads inside a sentence: "Kubernetes", but "project management". */
export function displayTerm(k: JobKeyword): string {
  return k.skill ? skillInSentence(k.term, k.skill.kind) : k.term;
}

function entryText(w: ResumeWork): string {
  return [w.position, w.summary, ...w.highlights].filter(Boolean).join('\n');
}

/** Achievement lines of a job: its bullets, or the sentences of its summary. */
function achievements(w: ResumeWork): string[] {
  if (w.highlights.length) return w.highlights;
  return w.summary ? splitSentences(w.summary) : [];
}

interface SummaryPart {
  text: string;
  source: string | null;
}

/** A targeted summary in the posting's language, every sentence built from resume facts. */
export function writeSummary(plan: TailorPlan, source: ResumeData, job: TailorJob): SummaryPart[] {
  const { language: lang, held, relevance } = plan;
  const parts: SummaryPart[] = [];
  const label = cleanLabel(source.basics.label) ?? source.work[0]?.position;
  const employers = [...new Set(source.work.map((w) => w.name?.trim()).filter((n): n is string => !!n))].slice(0, 3);

  if (label || employers.length) {
    const list = joinList(employers, lang);
    let text: string;
    if (lang === 'fr') text = employers.length ? `${label ? `${capitalize(label)}, ` : ''}expérience chez ${list}.` : `${capitalize(label!)}.`;
    else if (lang === 'es') text = employers.length ? `${label ? `${capitalize(label)} con experiencia` : 'Experiencia'} en ${list}.` : `${capitalize(label!)}.`;
    else text = employers.length ? `${label ? `${capitalize(label)} with experience` : 'Experience'} at ${list}.` : `${capitalize(label!)}.`;
    parts.push({ text, source: source.basics.label ? 'basics.label' : source.work.length ? 'work[0].position' : null });
  } else {
    const school = source.education.findIndex((e) => e.institution);
    const e = source.education[school];
    if (e?.institution) {
      const degree = [e.studyType, e.area].filter(Boolean).join(lang === 'en' ? ' in ' : ' en ');
      const text = degree
        ? { en: `${capitalize(degree)} from ${e.institution}.`, fr: `${capitalize(degree)}, ${e.institution}.`, es: `${capitalize(degree)} por ${e.institution}.` }[lang]
        : { en: `Studied at ${e.institution}.`, fr: `Formation à ${e.institution}.`, es: `Formación en ${e.institution}.` }[lang];
      parts.push({ text, source: `education[${school}]` });
    }
  }

  const skills = held.slice(0, 5).map(displayTerm);
  if (skills.length) {
    const list = joinList(skills, lang);
    const position = job.position.trim();
    const text = {
      en: position ? `Brings ${list} to the ${position} role.` : `Key strengths: ${list}.`,
      fr: position ? `Atouts pour le poste de ${position} : ${list}.` : `Atouts clés : ${list}.`,
      es: position ? `Aporta al puesto de ${position}: ${list}.` : `Puntos fuertes: ${list}.`,
    }[lang];
    parts.push({ text, source: null });
  } else {
    const own = source.skills.flatMap((s) => (s.keywords.length ? s.keywords : s.name ? [s.name] : [])).slice(0, 5);
    if (own.length) {
      const list = joinList(own, lang);
      parts.push({ text: { en: `Skills include ${list}.`, fr: `Compétences : ${list}.`, es: `Competencias: ${list}.` }[lang], source: 'skills' });
    }
  }

  // The strongest achievement, with where it happened.
  let best: { text: string; path: string; employer: string; score: number } | undefined;
  source.work.forEach((w, i) => {
    w.highlights.forEach((h, j) => {
      const score = relevance(h) + (quantified(h) ? 0.3 : 0) + (i === 0 ? 0.01 : 0);
      if (w.name && (!best || score > best.score)) best = { text: h, path: `work[${i}].highlights[${j}]`, employer: w.name, score };
    });
  });
  if (best && best.score > 0.01) {
    const line = lowerLead(trimEnd(best.text));
    const text = { en: `Notable result at ${best.employer}: ${line}.`, fr: `Réalisation marquante chez ${best.employer} : ${line}.`, es: `Logro destacado en ${best.employer}: ${line}.` }[lang];
    parts.push({ text, source: best.path });
  } else {
    // No job to quote: the most relevant project result.
    let project: { text: string; path: string; name: string; score: number } | undefined;
    source.projects.forEach((p, i) => {
      p.highlights.forEach((h, j) => {
        const score = relevance(h) + relevance(p.description ?? '') + (quantified(h) ? 0.3 : 0);
        if (p.name && (!project || score > project.score)) project = { text: h, path: `projects[${i}].highlights[${j}]`, name: p.name, score };
      });
    });
    if (project) {
      const line = lowerLead(trimEnd(project.text));
      const text = { en: `Project ${project.name}: ${line}.`, fr: `Projet ${project.name} : ${line}.`, es: `Proyecto ${project.name}: ${line}.` }[lang];
      parts.push({ text, source: project.path });
    }
  }

  // The candidate's own words, the most relevant sentences first, kept in their original order.
  const own = source.basics.summary ? splitSentences(source.basics.summary) : [];
  const keep = new Set(rank(own, relevance).slice(0, 2));
  own.forEach((s, i) => {
    if (keep.has(i) && !parts.some((p) => squash(p.text).includes(squash(trimEnd(s))))) parts.push({ text: squash(s), source: 'basics.summary' });
  });
  return parts;
}

interface Picked {
  kind: 'work' | 'project';
  index: number;
  lines: Array<{ text: string; path: string }>;
  score: number;
}

function pickEntries(source: ResumeData, relevance: (t: string) => number): Picked[] {
  const picks: Picked[] = [];
  source.work.forEach((w, i) => {
    const lines = achievements(w).map((text, j) => ({ text, path: w.highlights.length ? `work[${i}].highlights[${j}]` : `work[${i}].summary` }));
    if (!lines.length || !w.name) return;
    const ranked = rank(lines, (l) => relevance(l.text) + (quantified(l.text) ? 0.3 : 0)).map((k) => lines[k]!);
    // Recent jobs weigh a little more when relevance is equal.
    picks.push({ kind: 'work', index: i, lines: ranked.slice(0, 4), score: relevance(entryText(w)) + 0.05 / (i + 1) });
  });
  source.projects.forEach((p, i) => {
    const lines = p.highlights.map((text, j) => ({ text, path: `projects[${i}].highlights[${j}]` }));
    if ((!lines.length && !p.description) || !p.name) return;
    const ranked = rank(lines, (l) => relevance(l.text) + (quantified(l.text) ? 0.3 : 0)).map((k) => lines[k]!);
    const all = [p.description ?? '', ...p.highlights].join('\n');
    picks.push({ kind: 'project', index: i, lines: ranked.slice(0, 2), score: relevance(all) * 0.8 });
  });
  return picks.sort((a, b) => b.score - a.score);
}

/** A line with a figure in it (a count, a percentage, an amount) shows a result. */
function quantified(text: string): boolean {
  return /\d/.test(text);
}

/** The held keywords the texts name themselves: a sentence about these lines may cite only those. */
function keywordsNamedIn(texts: string[], held: JobKeyword[]): JobKeyword[] {
  const named = new Set(texts.flatMap((t) => keywordsNamedBy(t, held)));
  return held.filter((k) => named.has(k));
}

/** The letter: opening naming the role and employer, two paragraphs of real results, closing. */
export function writeCoverLetter(plan: TailorPlan, source: ResumeData, job: TailorJob, today: Date): { letter: CoverLetter; provenance: ProvenanceEntry[] } {
  const { language: lang, held, relevance } = plan;
  const provenance: ProvenanceEntry[] = [];
  const paragraphs: string[] = [];
  const employer = job.employer.trim();
  const position = job.position.trim();
  const variant = hashText(`${position}|${employer}|${source.basics.name ?? ''}`) % 3;
  const label = cleanLabel(source.basics.label) ?? source.work[0]?.position;
  const latest = source.work[0];
  const top = held.slice(0, 3).map(displayTerm);
  const skillList = joinList(top, lang);

  // Opening: the position and the employer, and why this candidate.
  let opening: string;
  if (lang === 'fr') {
    const first = [
      `Je vous adresse ma candidature au poste ${de(position)} chez ${employer}.`,
      `Votre annonce pour le poste ${de(position)} chez ${employer} a retenu toute mon attention.`,
      `C'est avec un vif intérêt que je postule au poste ${de(position)} au sein ${de(employer)}.`,
    ][variant]!;
    const where = latest?.name ? `, ${isCurrent(latest.endDate) ? 'actuellement' : 'notamment'} chez ${latest.name},` : '';
    const who = label ? `Mon parcours ${de(lowerFirst(label))}${where}` : 'Mon parcours';
    opening = top.length
      ? `${first} ${who} m'a permis d'acquérir une solide expérience dans les domaines que votre annonce place au cœur du poste : ${skillList}.`
      : `${first} Je vous présente ci-dessous l'expérience que j'apporterais à ce poste.`;
  } else if (lang === 'es') {
    const first = [
      `Les escribo para presentar mi candidatura al puesto de ${position} en ${employer}.`,
      `Su oferta para el puesto de ${position} en ${employer} ha captado toda mi atención.`,
      `Me complace presentar mi candidatura al puesto de ${position} en ${employer}.`,
    ][variant]!;
    const who = label ? `Mi trayectoria como ${lowerFirst(label)}` : 'Mi trayectoria';
    opening = top.length
      ? `${first} ${who} me ha dado una sólida experiencia en las áreas que su oferta sitúa en el centro del puesto: ${skillList}.`
      : `${first} A continuación les presento la experiencia que aportaría a este puesto.`;
  } else {
    const first = [
      `I am writing to apply for the ${position} position at ${employer}.`,
      `Your posting for the ${position} role at ${employer} describes work I know well.`,
      `I would like to be considered for the ${position} role at ${employer}.`,
    ][variant]!;
    const who = label ? `My background as ${article(label)} ${label}` : 'My background';
    opening = top.length
      ? `${first} ${who} has given me solid, hands-on practice in ${skillList}, which your posting puts at the centre of the role.`
      : `${first} Below I set out the experience I would bring to it.`;
  }
  paragraphs.push(opening);
  provenance.push({ path: 'coverLetter.paragraphs[0]', source: source.basics.label ? 'basics.label' : latest ? 'work[0].position' : null, text: opening });

  // Two paragraphs of real results, from the most relevant jobs or projects.
  // The two strongest entries, told in time order: the recent job first, then "before that".
  const ranked = pickEntries(source, relevance);
  const chosen = ranked.slice(0, 2).map((p) => ({ ...p, lines: p.lines.slice(0, 2), more: false }));
  // One job only: its next results make the second paragraph.
  const only = ranked[0];
  if (chosen.length === 1 && only && only.kind === 'work' && only.lines.length >= 3) chosen.push({ ...only, lines: only.lines.slice(2, 4), more: true });
  const picks = chosen.sort((a, b) => (a.kind === b.kind ? a.index - b.index : a.kind === 'work' ? -1 : 1));
  const used = new Set<string>();
  picks.forEach((pick, n) => {
    const sentences: string[] = [];
    if (pick.kind === 'work') {
      const w = source.work[pick.index]!;
      const current = isCurrent(w.endDate) && pick.index === 0;
      const intro = pick.more
        ? { en: `Other results from my time at ${w.name} speak to the same needs.`, fr: `D'autres résultats obtenus chez ${w.name} répondent aux mêmes besoins.`, es: `Otros resultados en ${w.name} responden a las mismas necesidades.` }[lang]
        : roleSentence(lang, w.name!, w.position, period(lang, w.startDate, w.endDate), current);
      const earlier = n === 1 && picks[0]!.kind === 'work' && !pick.more;
      sentences.push(earlier ? earlierPrefix(lang, intro) : intro);
      pick.lines.forEach((line, k) => sentences.push(achievementSentence(lang, line.text, current, k > 0)));
    } else {
      const p = source.projects[pick.index]!;
      const about = p.description ? trimEnd(p.description) : '';
      sentences.push(
        about
          ? { en: `My project ${p.name} is a good example: ${lowerLead(about)}.`, fr: `Mon projet ${p.name} en est un bon exemple : ${lowerLead(about)}.`, es: `Mi proyecto ${p.name} es un buen ejemplo: ${lowerLead(about)}.` }[lang]
          : { en: `My project ${p.name} is a good example.`, fr: `Mon projet ${p.name} en est un bon exemple.`, es: `Mi proyecto ${p.name} es un buen ejemplo.` }[lang],
      );
      pick.lines.forEach((line, k) => sentences.push(achievementSentence(lang, line.text, false, k > 0)));
    }
    const texts = pick.kind === 'project' ? [source.projects[pick.index]!.description ?? '', ...pick.lines.map((l) => l.text)] : pick.lines.map((l) => l.text);
    const named = keywordsNamedIn(texts, held).filter((k) => !used.has(k.term));
    named.forEach((k) => used.add(k.term));
    if (named.length) {
      const list = joinList(named.slice(0, 3).map(displayTerm), lang);
      sentences.push(
        [
          { en: `That is the same ${list} work your team is asking for.`, fr: `Vous y retrouverez des compétences que vous recherchez : ${list}.`, es: `Es justo la experiencia que buscan: ${list}.` },
          { en: `It drew directly on ${list}, which your posting asks for.`, fr: `Ce travail mobilisait directement des compétences que votre annonce met en avant : ${list}.`, es: `Ese trabajo se apoyó directamente en competencias que su oferta destaca: ${list}.` },
        ][(variant + n) % 2]![lang],
      );
    }
    const paragraph = sentences.join(' ');
    paragraphs.push(paragraph);
    const firstSource = pick.lines[0]?.path ?? `projects[${pick.index}].description`;
    provenance.push({ path: `coverLetter.paragraphs[${paragraphs.length - 1}]`, source: firstSource, text: paragraph });
  });

  // What else the candidate brings that the posting asks for, and where they studied.
  const remaining = held.filter((k) => !used.has(k.term) && !top.includes(displayTerm(k))).slice(0, 4);
  const school = source.education.find((e) => e.institution);
  const extras: string[] = [];
  if (remaining.length) {
    const list = joinList(remaining.map(displayTerm), lang);
    extras.push({ en: `My experience also covers ${list}.`, fr: `Mon profil couvre également : ${list}.`, es: `Mi perfil incluye también: ${list}.` }[lang]);
  }
  if (school && paragraphs.length < 3) {
    const what = [school.studyType, school.area].filter(Boolean).join(lang === 'en' ? ' in ' : lang === 'fr' ? ' en ' : ' en ');
    extras.push(
      what
        ? { en: `My studies at ${school.institution} (${what}) gave me a solid grounding for this work.`, fr: `Ma formation à ${school.institution} (${what}) m'a donné des bases solides pour ce poste.`, es: `Mi formación en ${school.institution} (${what}) me dio una base sólida para este puesto.` }[lang]
        : { en: `I studied at ${school.institution}.`, fr: `J'ai étudié à ${school.institution}.`, es: `Estudié en ${school.institution}.` }[lang],
    );
  }

  // Closing: an invitation to talk, and thanks.
  const focus = top[0];
  const closingText = {
    en: [
      `I would welcome the chance to discuss how my experience${focus ? ` with ${focus}` : ''} could help ${employer}. Thank you for your time and consideration.`,
      `I would be glad to talk through these results and what I could bring to the ${position} role. Thank you for considering my application.`,
      `I would appreciate the opportunity to explain in an interview how I could contribute to ${employer}. Thank you for reading my application.`,
    ],
    fr: [
      `J'aimerais beaucoup échanger avec vous sur la manière dont mon expérience${focus ? ` en ${focus}` : ''} pourrait servir ${employer}. Je vous remercie de l'attention portée à ma candidature.`,
      `Je me tiens à votre disposition pour un entretien afin de vous présenter plus en détail ces réalisations. Je vous remercie de votre attention.`,
      `Je souhaiterais vous expliquer lors d'un entretien ce que je pourrais apporter à ${employer}. Merci de l'attention que vous porterez à ma candidature.`,
    ],
    es: [
      `Me encantaría conversar sobre cómo mi experiencia${focus ? ` en ${focus}` : ''} puede aportar valor a ${employer}. Muchas gracias por su tiempo y consideración.`,
      `Quedo a su disposición para una entrevista en la que pueda detallar estos resultados. Gracias por considerar mi candidatura.`,
      `Agradecería la oportunidad de explicarles en una entrevista cómo podría contribuir a ${employer}. Gracias por leer mi candidatura.`,
    ],
  }[lang][variant]!;
  const closingParagraph = extras.length ? `${extras.join(' ')} ${closingText}` : closingText;
  paragraphs.push(closingParagraph);
  provenance.push({ path: `coverLetter.paragraphs[${paragraphs.length - 1}]`, source: null, text: closingParagraph });

  const b = source.basics;
  const location = [b.location?.city, b.location?.region ?? b.location?.countryCode].filter(Boolean).join(', ');
  const letter: CoverLetter = {
    language: lang,
    sender: {
      name: b.name ?? '',
      ...(b.label ? { label: b.label } : {}),
      ...(b.email ? { email: b.email } : {}),
      ...(b.phone ? { phone: b.phone } : {}),
      ...(location ? { location } : {}),
      ...(b.url ? { url: b.url } : {}),
    },
    recipient: { employer, name: { en: 'Hiring Manager', fr: 'Service recrutement', es: 'Responsable de selección' }[lang] },
    date: today.toISOString().slice(0, 10),
    subject: { en: `Application for the ${position} position`, fr: `Candidature au poste de ${position}`, es: `Candidatura al puesto de ${position}` }[lang],
    greeting: { en: 'Dear Hiring Manager,', fr: 'Madame, Monsieur,', es: 'Estimado equipo de selección:' }[lang],
    paragraphs,
    closing: {
      en: 'Sincerely,',
      fr: "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
      es: 'Atentamente,',
    }[lang],
    signature: b.name ?? '',
  };
  return { letter, provenance };
}

function earlierPrefix(lang: Language, sentence: string): string {
  const lead = { en: 'Before that', fr: 'Auparavant', es: 'Antes' }[lang];
  if (lang === 'en' && sentence.startsWith('At ')) return `${lead}, at ${sentence.slice(3)}`;
  if (lang === 'fr' && sentence.startsWith('Chez ')) return `${lead}, chez ${sentence.slice(5)}`;
  if (lang === 'es' && sentence.startsWith('En ')) return `${lead}, en ${sentence.slice(3)}`;
  return `${lead}, ${lowerFirst(sentence)}`;
}

/** The offline engine: deterministic, no network, no invented fact. */
export function tailorOffline(source: ResumeData, job: TailorJob, today: Date): TailorResult {
  const plan = planTailoring(source, job);
  const summary = writeSummary(plan, source, job);
  const resume = plan.resume;
  resume.basics = { ...resume.basics, summary: summary.map((p) => p.text).join(' ') };
  const before = scoreResume(source, plan.keywords);
  if (scoreTailored(resume, plan.keywords, job).score < before.score && source.basics.summary) {
    // Never hide what the candidate wrote: if the short summary surfaces less, keep their words whole.
    const own = squash(source.basics.summary);
    summary.splice(0, summary.length, ...summary.filter((p) => p.source !== 'basics.summary'), { text: own, source: 'basics.summary' });
    resume.basics.summary = summary.map((p) => p.text).join(' ');
  }
  const { letter, provenance: letterProvenance } = writeCoverLetter(plan, source, job, today);
  const after = scoreTailored(resume, plan.keywords, job);
  return {
    resume,
    coverLetter: letter,
    report: {
      engine: 'offline',
      language: plan.language,
      match: { before: before.score, after: after.score, matched: after.matched, missing: after.missing },
      provenance: [...summary.map((p) => ({ path: 'basics.summary', source: p.source, text: p.text })), ...plan.provenance, ...letterProvenance],
      reverted: [],
    },
  };
}
