import { de } from '../phrases.ts';
import type { LetterPhrases } from './types.ts';

export const fr: LetterPhrases = {
  apply: [
    (p, e) => `Je vous adresse ma candidature au poste ${de(p)} chez ${e}.`,
    (p, e) => `Votre annonce pour le poste ${de(p)} chez ${e} a retenu toute mon attention.`,
    (p, e) => `C'est avec un vif intérêt que je postule au poste ${de(p)} au sein ${de(e)}.`,
  ],
  currentRole: (t, e, since) =>
    t
      ? `J'occupe actuellement le poste ${de(t)} chez ${e}${since ? ` depuis ${since}` : ''}.`
      : `Je travaille actuellement chez ${e}${since ? ` depuis ${since}` : ''}.`,
  pastRole: (t, e, year) =>
    t
      ? `Mon dernier poste était celui ${de(t)} chez ${e}${year ? ` (${year})` : ''}.`
      : `J'ai récemment travaillé chez ${e}${year ? ` (${year})` : ''}.`,
  studied: (d, s) => (d ? `J'ai suivi une formation (${d}) à ${s}.` : `J'ai étudié à ${s}.`),
  asksFor: (list) => `Votre annonce demande ${list}, et mon parcours en témoigne.`,
  lowFit:
    "Je préfère être franc : mon parcours montre encore peu de ce que votre annonce exige. Je vous présente simplement ce que je peux apporter, et je serais heureux d'échanger sur la manière d'acquérir le reste.",
  roleIntro: (e, p, when, current) => {
    const tail = when ? ` ${when}` : '';
    if (!p) return `J'${current ? 'exerce' : 'ai exercé'} chez ${e}${tail}.`;
    return `Chez ${e}, j'${current ? 'occupe' : 'ai occupé'} le poste ${de(p)}${tail}.`;
  },
  earlier: (s) =>
    s.startsWith('Chez ')
      ? `Auparavant, chez ${s.slice(5)}`
      : `Auparavant, ${s.charAt(0).toLowerCase()}${s.slice(1)}`,
  earliest: (s) =>
    s.startsWith('Chez ')
      ? `Plus tôt, chez ${s.slice(5)}`
      : `Plus tôt, ${s.charAt(0).toLowerCase()}${s.slice(1)}`,
  alongside: (s) =>
    s.startsWith('Chez ')
      ? `En parallèle, chez ${s.slice(5)}`
      : `En parallèle, ${s.charAt(0).toLowerCase()}${s.slice(1)}`,
  workedWith: (list, current) => `Ce poste ${current ? 'mobilise' : 'mobilisait'} notamment : ${list}.`,
  drewOn: [
    (list) => `Vous y retrouverez des compétences que vous recherchez : ${list}.`,
    (list) => `Ce travail mobilisait directement des compétences que votre annonce met en avant : ${list}.`,
  ],
  project: (name, about) =>
    about
      ? `Mon projet ${name} en est un bon exemple : ${about}.`
      : `Mon projet ${name} en est un bon exemple.`,
  toolkit: (list) => `Parmi les outils que je maîtrise : ${list}.`,
  speaks: (list) => `Je parle ${list}.`,
  alsoCovers: (list) => `Mon profil couvre également : ${list}.`,
  studies: (school, what) =>
    what
      ? `Ma formation à ${school} (${what}) m'a donné des bases solides pour ce poste.`
      : `J'ai étudié à ${school}.`,
  alsoStudied: (school, what) => `J'ai également étudié à ${school}${what ? ` (${what})` : ''}.`,
  certified: (list) => `Je suis également titulaire des certifications suivantes : ${list}.`,
  alsoShows: (list) => `Votre annonce mentionne aussi ${list}, que mon parcours illustre également.`,
  at: (e, when) => `chez ${e}${when ? ` ${when}` : ''}`,
  alsoWorked: (list) => `J'ai également travaillé ${list}.`,
  interest: (e, r) =>
    `Ce qui m'attire chez ${e}, c'est la possibilité de mettre cette expérience au service de ce que votre annonce place en premier : ${r}.`,
  available:
    'Je suis disponible pour un entretien au moment qui vous conviendra, en personne ou en visioconférence.',
  nothingYet: "Je vous présente ci-dessous l'expérience que j'apporterais à ce poste.",
  closing: [
    (e, _p, f) =>
      `J'aimerais beaucoup échanger avec vous sur la manière dont mon expérience${f ? ` en ${f}` : ''} pourrait servir ${e}. Je vous remercie de l'attention portée à ma candidature.`,
    () =>
      `Je me tiens à votre disposition pour un entretien afin de vous présenter plus en détail ces réalisations. Je vous remercie de votre attention.`,
    (e) =>
      `Je souhaiterais vous expliquer lors d'un entretien ce que je pourrais apporter à ${e}. Merci de l'attention que vous porterez à ma candidature.`,
  ],
  lowFitClosing: (e) =>
    `Si ${e} est ouvert à un profil prêt à apprendre le reste sur le terrain, je serais heureux d'en parler. Je vous remercie de votre attention.`,
  subject: (p) => `Candidature au poste de ${p}`,
  greeting: 'Madame, Monsieur,',
  recipient: 'Service recrutement',
  signOff: "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
  yourCompany: 'votre entreprise',
};
