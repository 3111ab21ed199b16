import type { CoverLetter } from '../schema/cover-letter.ts';
import type { ResumeData } from '../schema/resume.ts';
import type { JobKeyword } from './keywords.ts';
import { keywordsNamedBy } from './match.ts';
import { achievementSentence, article, cleanLabel, de, isCurrent, joinList, lowerLead, period, roleSentence } from './phrases.ts';
import { displayTerm, quantified, rank, type TailorPlan } from './plan.ts';
import { achievements, entryText } from './summary.ts';
import { hashText, lowerFirst, trimEnd } from './text.ts';
import type { Language, ProvenanceEntry, TailorJob } from './types.ts';

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
