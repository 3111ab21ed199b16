import { de, leadIn } from '../sentence-forms.ts';
import type { LetterPhrases, SummaryPhrases } from './types.ts';

export const fr: LetterPhrases = {
  apply: [
    (p, e) => `Je vous adresse ma candidature au poste ${de(p)} chez ${e}.`,
    (p, e) => `Votre annonce pour le poste ${de(p)} chez ${e} a retenu toute mon attention.`,
    (p, e) => `C'est avec un vif intérêt que je postule au poste ${de(p)} au sein ${de(e)}.`,
    (p, e) => `Je souhaite rejoindre ${e} au poste ${de(p)}.`,
  ],
  currentRole: (t, e, since) =>
    t
      ? `J'occupe actuellement le poste ${de(t)} chez ${e}${since ? ` depuis ${since}` : ''}.`
      : `Je travaille actuellement chez ${e}${since ? ` depuis ${since}` : ''}.`,
  pastRole: (t, e, year) =>
    t
      ? `Mon dernier poste était celui ${de(t)} chez ${e}${year ? ` (${year})` : ''}.`
      : `J'ai récemment travaillé chez ${e}${year ? ` (${year})` : ''}.`,
  studied: (d, s) => (d ? `J'ai étudié à ${s} (${d}).` : `J'ai étudié à ${s}.`),
  asksFor: [
    (list, n) => `Votre annonce demande ${list}, et mon parcours en témoigne${n > 1 ? ' pour chacun' : ''}.`,
    (list, n) =>
      `Vous recherchez ${list} : ${n > 1 ? 'je les ai mis' : "je l'ai mis"} en pratique dans mon travail.`,
    (list) => `Parmi les compétences demandées, mon expérience montre ${list}.`,
    (list, n) =>
      `${n > 1 ? 'Ces points de votre annonce' : 'Ce point de votre annonce'}, ${list}, se ${n > 1 ? 'retrouvent' : 'retrouve'} dans mon travail.`,
  ],
  applyingFor: [
    (told) => `J'y apporterais l'expérience ${told ? 'décrite ci-dessous' : 'acquise jusqu’ici'}.`,
    (told) =>
      told
        ? 'Voici le parcours sur lequel je m’appuierais dans ce poste.'
        : 'Je m’appuierais sur le travail mené jusqu’ici.',
  ],
  roleIntro: [
    (e, p, when, current) => {
      const tail = when ? ` ${when}` : '';
      if (!p) return `J'${current ? 'exerce' : 'ai exercé'} chez ${e}${tail}.`;
      return `Chez ${e}, j'${current ? 'occupe' : 'ai occupé'} le poste ${de(p)}${tail}.`;
    },
    (e, p, when, current) => {
      const tail = when ? ` ${when}` : '';
      if (!p) return `J'${current ? 'exerce' : 'ai exercé'} chez ${e}${tail}.`;
      return `J'${current ? 'occupe' : 'ai occupé'} le poste ${de(p)} chez ${e}${tail}.`;
    },
  ],
  earlier: [leadIn('Auparavant'), leadIn('Avant cela')],
  earliest: [leadIn('Plus tôt'), leadIn('Précédemment')],
  alongside: leadIn('En parallèle'),
  duties: [
    (list, current) => `Mes missions y ${current ? 'comprennent' : 'comprenaient'} : ${list}.`,
    (list, current) => `Ce poste ${current ? 'recouvre' : 'recouvrait'} notamment : ${list}.`,
    (list, current) => `Mon quotidien y ${current ? 'comprend' : 'comprenait'} : ${list}.`,
  ],
  dutySeparator: ' ; ',
  workedWith: (list, current) => `Ce poste ${current ? 'mobilise' : 'mobilisait'} notamment : ${list}.`,
  drewOn: [
    (list) => `Vous y retrouverez des compétences que vous recherchez : ${list}.`,
    (list) => `Ce travail mobilisait directement des compétences que votre annonce met en avant : ${list}.`,
    (list, n) =>
      `${n > 1 ? 'Votre annonce cite ces compétences' : 'Votre annonce cite cette compétence'} : ${list}.`,
    (list) => `C'est là que j'ai pratiqué ce que vous demandez : ${list}.`,
  ],
  project: (name, about) =>
    about
      ? `Mon projet ${name} en est un bon exemple : ${about}.`
      : `Mon projet ${name} en est un bon exemple.`,
  toolkit: (list) => `Parmi les outils que je maîtrise : ${list}.`,
  speaks: (list) => `Je parle ${list}.`,
  alsoCovers: (list) => `Mon profil couvre également : ${list}.`,
  studies: (school, what, fits) =>
    what
      ? fits
        ? `Ma formation à ${school} (${what}) m'a donné des bases solides pour ce poste.`
        : `J'ai étudié à ${school} (${what}).`
      : `J'ai étudié à ${school}.`,
  alsoStudied: (school, what) => `J'ai également étudié à ${school}${what ? ` (${what})` : ''}.`,
  certified: (list) => `Je suis également titulaire des certifications suivantes : ${list}.`,
  alsoShows: (list) => `Votre annonce mentionne aussi ${list}, que mon parcours illustre également.`,
  at: (e, when) => `chez ${e}${when ? ` ${when}` : ''}`,
  alsoWorked: (list) => `J'ai également travaillé ${list}.`,
  interest: [
    (e, p, f) =>
      `Ce qui m'attire chez ${e}, c'est la possibilité de mettre mon expérience en ${f} au service du poste ${de(p)}.`,
    (e, _p, f) => `J'aimerais apporter cette expérience en ${f} à ${e}.`,
    (e, p, f) => `Au poste ${de(p)} chez ${e}, je m'appuierais sur cette même expérience en ${f}.`,
  ],
  available: [
    'Je suis disponible pour un entretien au moment qui vous conviendra, en personne ou en visioconférence.',
    'Je peux vous rencontrer à votre convenance, sur place ou en visioconférence.',
    'Je serais heureux de vous rencontrer quand cela vous conviendra.',
    'Mon emploi du temps me permet de vous rencontrer rapidement.',
  ],
  nothingYet: "Je vous présente ci-dessous l'expérience que j'apporterais à ce poste.",
  closing: [
    (e, _p, f) =>
      `J'aimerais beaucoup échanger avec vous sur la manière dont mon expérience${f ? ` en ${f}` : ''} pourrait servir ${e}.`,
    () =>
      `Je me tiens à votre disposition pour un entretien afin de vous présenter plus en détail ces réalisations.`,
    (e) => `Je souhaiterais vous expliquer lors d'un entretien ce que je pourrais apporter à ${e}.`,
    (e) => `Je serais heureux de vous en dire plus sur ce travail et sur ce que je pourrais faire chez ${e}.`,
  ],
  thanks: [
    "Je vous remercie de l'attention portée à ma candidature.",
    'Je vous remercie de votre attention.',
    "Merci de l'attention que vous porterez à ma candidature.",
    'Dans l’attente de votre réponse, je vous remercie de votre lecture.',
    'Merci pour le temps consacré à ma candidature.',
    'Je vous remercie du temps que vous voudrez bien m’accorder.',
    'Merci de votre lecture attentive.',
  ],
  subject: (p) => `Candidature au poste de ${p}`,
  greeting: 'Madame, Monsieur,',
  recipient: 'Service recrutement',
  signOff: "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
  yourCompany: 'votre entreprise',
  until: (year) => `jusqu'en ${year}`,
  since: (year) => `depuis ${year}`,
  inYear: (year) => `en ${year}`,
  fromTo: (from, to) => `de ${from} à ${to}`,
  moreResults: () => "D'autres résultats obtenus dans ce même poste répondent aux mêmes besoins.",
  firstPerson: /(?:^|\s)(?:[Jj]e\s|[Jj]['’]|[Mm]on\s|[Mm]a\s|[Mm]es\s)/,
  languageNames: {
    english: 'anglais',
    french: 'français',
    spanish: 'espagnol',
    german: 'allemand',
    italian: 'italien',
    portuguese: 'portugais',
    catalan: 'catalan',
    arabic: 'arabe',
    chinese: 'chinois',
  },
};

export const frSummary: SummaryPhrases = {
  experienceAt: (title, list) => `${title ? `${title}, ` : ''}expérience chez ${list}.`,
  degreeFrom: (degree, school) => `${degree}, ${school}.`,
  studiedAt: (school) => `Formation à ${school}.`,
  brings: (list, position) => `Atouts pour le poste de ${position} : ${list}.`,
  keyStrengths: (list) => `Atouts clés : ${list}.`,
  skillsInclude: (list) => `Compétences : ${list}.`,
  notableResult: (e, line) => `Réalisation marquante chez ${e} : ${line}.`,
  project: (name, line) => `Projet ${name} : ${line}.`,
};
