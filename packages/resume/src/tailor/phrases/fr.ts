import { afterColon, leadIn } from '../letter-clauses.ts';
import { de } from '../sentence-forms.ts';
import { frAt, frOf, frThe, frTo } from './places.ts';
import type { LetterPhrases, SummaryPhrases } from './types.ts';

/** A verb by whether the job is ongoing: "occupe" or "ai occupé". */
const tense = (current: boolean, now: string, then: string): string => (current ? now : then);
const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const tail = (when: string): string => (when ? ` ${when}` : '');

export const fr: LetterPhrases = {
  apply: [
    (p, e) => `Je vous adresse ma candidature au poste ${de(p)} ${frAt(e)}.`,
    (p, e) => `Votre annonce pour le poste ${de(p)} ${frAt(e)} a retenu toute mon attention.`,
    (p, e) => `C'est avec un vif intérêt que je postule au poste ${de(p)} au sein ${frOf(e)}.`,
    (p, e) => `Je souhaite rejoindre ${frThe(e)} au poste ${de(p)}.`,
    (p, e) => `Je me permets de vous proposer ma candidature au poste ${de(p)} ${frAt(e)}.`,
    (p, e) => `Par cette lettre, je postule au poste ${de(p)} ${frAt(e)}.`,
    (p, e) => `Je présente ma candidature au poste ${de(p)} ouvert ${frAt(e)}.`,
    (p, e) =>
      `Le poste ${de(p)} proposé ${frAt(e)} correspond à ce que je recherche : je vous adresse ma candidature.`,
  ],
  currentRole: [
    (t, e, since) =>
      t
        ? `J'occupe actuellement le poste ${de(t)} ${frAt(e)}${since ? ` depuis ${since}` : ''}.`
        : `Je travaille actuellement ${frAt(e)}${since ? ` depuis ${since}` : ''}.`,
    (t, e, since) =>
      `${since ? `Depuis ${since}, j'exerce` : "J'exerce actuellement"} ${t ? `les fonctions ${de(t)} ` : ''}${frAt(e)}.`,
    (t, e, since) =>
      t
        ? `Mon poste actuel est celui ${de(t)}, ${frAt(e)}${since ? ` depuis ${since}` : ''}.`
        : `Mon poste actuel se trouve ${frAt(e)}${since ? ` depuis ${since}` : ''}.`,
  ],
  pastRole: [
    (t, e, year) =>
      t
        ? `Mon dernier poste était celui ${de(t)} ${frAt(e)}${year ? ` (${year})` : ''}.`
        : `J'ai récemment travaillé ${frAt(e)}${year ? ` (${year})` : ''}.`,
    (t, e, year) =>
      t
        ? `J'ai récemment occupé le poste ${de(t)} ${frAt(e)}${year ? ` (${year})` : ''}.`
        : `Mon expérience la plus récente s'est déroulée ${frAt(e)}${year ? ` (${year})` : ''}.`,
    (t, e, year) =>
      `Dernièrement, j'ai exercé ${t ? `les fonctions ${de(t)} ` : ''}${frAt(e)}${year ? ` en ${year}` : ''}.`,
  ],
  applyAsCurrent: [
    (t, e, since, p) =>
      `Actuellement au poste ${de(t)} ${frAt(e)}${since ? ` depuis ${since}` : ''}, je vous adresse ma candidature au poste ${de(p)}.`,
    (t, e, since, p) =>
      `${since ? `Depuis ${since}, j'occupe` : "J'occupe aujourd'hui"} le poste ${de(t)} ${frAt(e)} ; c'est cette expérience que je souhaite mettre au service du poste ${de(p)}.`,
  ],
  applyAfter: [
    (t, e, year, p) =>
      `Après avoir occupé le poste ${de(t)} ${frAt(e)}${year ? ` (${year})` : ''}, je vous adresse ma candidature au poste ${de(p)}.`,
    (t, e, year, p) =>
      `Mon expérience au poste ${de(t)} ${frAt(e)}${year ? ` (${year})` : ''} m'amène à postuler au poste ${de(p)}.`,
  ],
  studied: (d, s) => (d ? `J'ai étudié ${frTo(s)} (${d}).` : `J'ai étudié ${frTo(s)}.`),
  asksFor: [
    (list, n) => `Votre annonce demande ${list}, et mon parcours en témoigne${n > 1 ? ' pour chacun' : ''}.`,
    (list, n) =>
      `Vous recherchez ${list} : ${n > 1 ? 'je les ai mis' : "je l'ai mis"} en pratique dans mon travail.`,
    (list) => `Parmi les compétences demandées, mon expérience montre ${list}.`,
    (list, n) =>
      `${n > 1 ? 'Ces points de votre annonce' : 'Ce point de votre annonce'}, ${list}, se ${n > 1 ? 'retrouvent' : 'retrouve'} dans mon travail.`,
    (list) => `Les résultats présentés ci-dessous s'appuient sur ${list}, que votre annonce demande.`,
    (list, n) =>
      `${n > 1 ? 'Plusieurs points' : 'Un point'} de votre annonce, ${list}, ${n > 1 ? 'se retrouvent' : 'se retrouve'} dans le travail décrit ci-dessous.`,
  ],
  applyingFor: [
    (told) => `J'y apporterais l'expérience ${told ? 'décrite ci-dessous' : 'acquise jusqu’ici'}.`,
    (told) =>
      told
        ? 'Voici le parcours sur lequel je m’appuierais dans ce poste.'
        : 'Je m’appuierais sur le travail mené jusqu’ici.',
    (told) =>
      told
        ? "Voici, en quelques lignes, le travail que j'ai mené jusqu'ici."
        : "Mon CV présente le travail mené jusqu'ici.",
  ],
  roleIntro: [
    (e, p, when, current) =>
      p
        ? `${cap(frAt(e))}, j'${tense(current, 'occupe', 'ai occupé')} le poste ${de(p)}${tail(when)}.`
        : `J'${tense(current, 'exerce', 'ai exercé')} ${frAt(e)}${tail(when)}.`,
    (e, p, when, current) =>
      p
        ? `J'${tense(current, 'occupe', 'ai occupé')} le poste ${de(p)} ${frAt(e)}${tail(when)}.`
        : `${tense(current, 'Je travaille', "J'ai travaillé")} ${frAt(e)}${tail(when)}.`,
    (e, p, when, current) =>
      `${when ? `${cap(when)}, j'` : "J'"}${tense(current, 'exerce', 'ai exercé')} ${p ? `les fonctions ${de(p)} ` : ''}${frAt(e)}.`,
    (e, p, when, current) =>
      p
        ? `${cap(frAt(e))}, mon poste ${tense(current, 'est', 'était')} celui ${de(p)}${tail(when)}.`
        : `${cap(frAt(e))}, j'${tense(current, 'exerce', 'ai exercé')}${tail(when)}.`,
    (e, p, when, current) =>
      `Mon expérience ${frAt(e)}${tail(when)} ${tense(current, 'se déroule', "s'est déroulée")}${p ? ` au poste ${de(p)}` : ''}.`,
    (e, p, when, current) =>
      `J'${tense(current, 'exerce', 'ai exercé')} ${frAt(e)}${p ? ` en tant ${/^[aeiouyhàâéèêîôû]/i.test(p) ? `qu'${p}` : `que ${p}`}` : ''}${tail(when)}.`,
    (e, p, when, current) =>
      `${cap(frAt(e))}${when ? ` ${when}` : ''}, j'${tense(current, 'assure', 'ai assuré')} ${p ? `les fonctions ${de(p)}` : 'les missions ci-dessous'}.`,
    (e, p, when, current) =>
      `${tense(current, 'Je travaille', "J'ai travaillé")} ${frAt(e)}${tail(when)}${p ? `, au poste ${de(p)}` : ''}.`,
  ],
  earlier: {
    number: [
      afterColon("Un poste précédent m'a aussi donné des résultats chiffrés"),
      afterColon('Mes expériences antérieures ont elles aussi des résultats mesurables'),
      afterColon('Plus tôt, les résultats étaient tout aussi concrets'),
    ],
    tool: [
      (s, tool) => afterColon(`Mon expérience ${de(tool)} remonte plus loin`)(s),
      (s, tool) => afterColon(`J'avais déjà travaillé avec ${tool} auparavant`)(s),
      (s, tool) => afterColon(`${cap(tool)} faisait déjà partie d'un poste précédent`)(s),
    ],
    field: [
      afterColon('Auparavant, je travaillais déjà dans ce domaine'),
      afterColon('Mon expérience précédente relève du même métier'),
      afterColon('Le poste précédent était du même type'),
    ],
    plain: [leadIn('Auparavant'), leadIn('Avant cela'), leadIn('Précédemment'), leadIn('Plus tôt')],
  },
  alongside: leadIn('En parallèle'),
  duties: [
    (list, current) => `Mes missions y ${tense(current, 'comprennent', 'comprenaient')} : ${list}.`,
    (list, current) => `Ce poste ${tense(current, 'recouvre', 'recouvrait')} notamment : ${list}.`,
    (list, current) => `Mon quotidien y ${tense(current, 'comprend', 'comprenait')} : ${list}.`,
    (list, current) => `J'y ${tense(current, 'assure', 'assurais')} notamment : ${list}.`,
    (list, current) => `Parmi mes tâches ${tense(current, 'figurent', 'figuraient')} : ${list}.`,
    (list, current) => `Au quotidien, ce travail ${tense(current, 'comprend', 'comprenait')} : ${list}.`,
  ],
  dutySeparator: ' ; ',
  workedWith: [
    (list, current) => `Ce poste ${tense(current, 'mobilise', 'mobilisait')} notamment : ${list}.`,
    (list, current) => `J'y ${tense(current, 'utilise', 'utilisais')} notamment : ${list}.`,
    (list, current) => `Ce travail ${tense(current, 'fait', 'faisait')} appel à : ${list}.`,
  ],
  drewOn: [
    (list) => `Vous y retrouverez des compétences que vous recherchez : ${list}.`,
    (list) => `Ce travail mobilisait directement des compétences que votre annonce met en avant : ${list}.`,
    (list, n) =>
      `${n > 1 ? 'Votre annonce cite ces compétences' : 'Votre annonce cite cette compétence'} : ${list}.`,
    (list) => `C'est là que j'ai pratiqué ce que vous demandez : ${list}.`,
    (list) => `J'y ai mis en pratique ce que votre annonce demande : ${list}.`,
    (list, n) =>
      `${n > 1 ? 'Des compétences' : 'Une compétence'} de votre annonce ${n > 1 ? 'étaient' : 'était'} au cœur de ce travail : ${list}.`,
  ],
  project: [
    (name, about) =>
      about ? `Parmi mes projets figure ${name} : ${about}.` : `Parmi mes projets figure ${name}.`,
    (name, about) =>
      about ? `${name} est l'un de mes projets : ${about}.` : `${name} est l'un de mes projets.`,
    (name, about) =>
      about ? `Je citerais aussi mon projet ${name} : ${about}.` : `Je citerais aussi mon projet ${name}.`,
    (name, about) =>
      about
        ? `Mon projet ${name} mérite d'être mentionné : ${about}.`
        : `Mon projet ${name} mérite d'être mentionné.`,
  ],
  toolkit: [
    (list) => `Parmi les outils que je maîtrise : ${list}.`,
    (list) => `J'utilise notamment les outils suivants : ${list}.`,
    (list) => `Mes outils de travail incluent : ${list}.`,
  ],
  speaks: [(list) => `Je parle ${list}.`, (list) => `Je m'exprime en ${list}.`],
  alsoCovers: [
    (list) => `Mon profil couvre également : ${list}.`,
    (list) => `Mon expérience porte aussi sur : ${list}.`,
    (list) => `J'ai également pratiqué : ${list}.`,
  ],
  studies: (school, what, fits) =>
    what
      ? fits
        ? `Ma formation ${frTo(school)} (${what}) m'a donné des bases solides pour ce poste.`
        : `J'ai étudié ${frTo(school)} (${what}).`
      : `J'ai étudié ${frTo(school)}.`,
  alsoStudied: (school, what) => `J'ai également étudié ${frTo(school)}${what ? ` (${what})` : ''}.`,
  certified: (list) => `Je suis également titulaire des certifications suivantes : ${list}.`,
  alsoShows: (list) => `Votre annonce mentionne aussi ${list}, que mon parcours illustre également.`,
  at: (e, when) => `${frAt(e)}${when ? ` ${when}` : ''}`,
  alsoWorked: (list) => `J'ai également travaillé ${list}.`,
  interest: [
    (e, p, f) =>
      `Ce qui m'attire ${frAt(e)}, c'est la possibilité de mettre mon expérience en ${f} au service du poste ${de(p)}.`,
    (e, _p, f) => `J'aimerais apporter cette expérience en ${f} ${frTo(e)}.`,
    (e, p, f) => `Au poste ${de(p)} ${frAt(e)}, je m'appuierais sur cette même expérience en ${f}.`,
    (_e, p, f) =>
      `Le poste ${de(p)} demande avant tout une expérience en ${f} : c'est précisément la mienne.`,
    (e, _p, f) => `Mettre mon expérience en ${f} au service ${frOf(e)} me motive particulièrement.`,
  ],
  roleDoes: [
    (_e, d) => `Ce qui m'attire dans ce poste, c'est la perspective ${de(d)}, comme le décrit votre annonce.`,
    (e, d) => `Pouvoir ${d} ${frAt(e)} : c'est ce qui me motive dans ce poste.`,
    (_e, d) => `La possibilité ${de(d)} est ce qui a retenu mon attention dans votre annonce.`,
  ],
  employerAim: [
    (e, a) => `${cap(frThe(e))} s'est donné pour mission ${de(a)}, et je souhaite y contribuer.`,
    (_e, a) => `Votre volonté ${de(a)} est ce qui m'attire dans cette offre.`,
    (e, a) => `J'aimerais aider ${frThe(e)} à ${a}.`,
  ],
  available: [
    'Je suis disponible pour un entretien au moment qui vous conviendra, en personne ou en visioconférence.',
    'Je peux vous rencontrer à votre convenance, sur place ou en visioconférence.',
    'Une rencontre me ferait grand plaisir, quand cela vous conviendra.',
    'Mon emploi du temps me permet de vous rencontrer rapidement.',
    'Je reste disponible pour un entretien dans les prochains jours.',
  ],
  nothingYet: "Je vous présente ci-dessous l'expérience que j'apporterais à ce poste.",
  closing: {
    number: [
      () =>
        `Je vous présenterai volontiers ces résultats, et la manière dont je les ai obtenus, lors d'un entretien.`,
      (e) => `J'aimerais vous expliquer comment des résultats de ce type pourraient profiter ${frTo(e)}.`,
      (_e, p) =>
        `Je reviendrai volontiers sur ces chiffres lors d'un entretien, et j'aimerais en savoir plus sur le poste ${de(p)}.`,
    ],
    tool: [
      (e, _p, f) =>
        `J'aimerais beaucoup échanger avec vous sur la manière dont mon expérience en ${f} pourrait servir ${frThe(e)}.`,
      (_e, _p, f) => `Je vous parlerai volontiers de mon travail en ${f} lors d'un entretien.`,
      (_e, p, f) => `Un échange sur la place ${de(f)} dans le poste ${de(p)} me ferait grand plaisir.`,
    ],
    field: [
      (_e, p) => `Un échange sur le poste ${de(p)} me ferait grand plaisir.`,
      (e) =>
        `Je vous en dirais volontiers plus sur mon travail dans ce domaine et sur ce que je pourrais faire ${frAt(e)}.`,
      (_e, p) =>
        `Je me tiens à votre disposition pour échanger sur le poste ${de(p)} et sur ce que je pourrais y apporter.`,
    ],
    degree: [
      (e) => `Je vous présenterai volontiers ma formation et ce que je pourrais apporter ${frTo(e)}.`,
      (_e, p) => `J'aimerais vous expliquer en quoi ma formation prépare au poste ${de(p)}.`,
      (e) => `Je souhaiterais vous expliquer lors d'un entretien ce que je pourrais apporter ${frTo(e)}.`,
    ],
    plain: [
      (e) => `Je souhaiterais vous expliquer lors d'un entretien ce que je pourrais apporter ${frTo(e)}.`,
      (_e, p) => `Un échange sur le poste ${de(p)} me ferait grand plaisir.`,
      (e) => `Je me réjouirais de pouvoir échanger avec vous sur ce que je pourrais apporter ${frTo(e)}.`,
    ],
  },
  thanks: [
    "Je vous remercie de l'attention portée à ma candidature.",
    'Je vous remercie de votre attention.',
    "Merci de l'attention que vous porterez à ma candidature.",
    'Dans l’attente de votre réponse, je vous remercie de votre lecture.',
    'Merci pour le temps consacré à ma candidature.',
    'Je vous remercie du temps que vous voudrez bien m’accorder.',
    'Merci de votre lecture attentive.',
  ],
  subject: (p) => `Candidature au poste ${de(p)}`,
  greeting: 'Madame, Monsieur,',
  recipient: 'Service recrutement',
  signOff: "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
  yourCompany: 'votre entreprise',
  until: (year) => `jusqu'en ${year}`,
  since: (year) => `depuis ${year}`,
  inYear: (year) => `en ${year}`,
  fromTo: (from, to) => `de ${from} à ${to}`,
  requirement: {
    number: [
      (t, ev) => `Pour ${t}, un résultat chiffré parle de lui-même. ${ev}`,
      (t, ev) => `${ev} Cela répond à votre attente, ${t}, chiffres à l'appui.`,
      (t, ev) => `Votre annonce mentionne ${t}. Un résultat mesuré en témoigne. ${ev}`,
    ],
    tool: [
      (t, ev) => `Votre annonce cite ${t}. ${ev}`,
      (t, ev) => `${cap(t)} fait partie de mon propre travail. ${ev}`,
      (t, ev) => `${ev} C'est là que j'ai utilisé ${t}, que ce poste demande.`,
      (t, ev) => `${ev} Ce travail reposait sur ${t}.`,
      (t, ev) => `Sur ${t}, voici mon expérience concrète. ${ev}`,
      (t, ev) => `${cap(t)} : j'en ai une expérience concrète. ${ev}`,
    ],
    field: [
      (t, ev) => `Vous recherchez ${t}, qui fait partie de mon travail dans ce domaine. ${ev}`,
      (t, ev) => `${ev} Cela répond à l'une de vos attentes : ${t}.`,
      (t, ev) => `${cap(t)} compte dans ce poste, comme dans le mien. ${ev}`,
    ],
    plain: [
      (t, ev) => `Votre annonce mentionne ${t}. ${ev}`,
      (t, ev) => `Concernant ${t} : ${ev.charAt(0).toLowerCase()}${ev.slice(1)}`,
      (t, ev) => `${cap(t)} figure parmi vos attentes. ${ev}`,
    ],
  },
  shownAt: [
    (e, _p, _w, c) => `${cap(frAt(e))}, ${c}.`,
    (e, p, w, c) => (p ? `En tant que ${p} ${frAt(e)}, ${c}.` : `${cap(frAt(e))}${tail(w)}, ${c}.`),
    (e, _p, w, c) => `${cap(frAt(e))}${w ? ` (${w})` : ''}, ${c}.`,
  ],
  shownAtLatest: (e, p, w, c) =>
    `${p ? `En tant que ${p} ${frAt(e)}` : cap(frAt(e))}${w ? ` (${w})` : ''}, ${c}.`,
  shownAgain: (e, c) => `${cap(frAt(e))} également, ${c}.`,
  shownAgainCurrent: (c) => `Dans mon poste actuel, ${c}.`,
  shownInProject: (name, c) => `Dans mon projet ${name}, ${c}.`,
  alsoClause: (c) =>
    `${cap(c.replace(/^j'ai /, "j'ai aussi ").replace(/^mon travail (\S+) notamment/, 'mon travail $1 aussi'))}.`,
  moreResults: [
    () => "D'autres résultats obtenus dans ce même poste répondent aux mêmes besoins.",
    () => "D'autres réalisations dans ce même poste vont dans le même sens.",
    () => 'Ce même poste compte d’autres résultats utiles ici.',
  ],
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
  studiedAt: (school) => `Formation ${frTo(school)}.`,
  brings: (list, position) => `Atouts pour le poste ${de(position)} : ${list}.`,
  keyStrengths: (list) => `Atouts clés : ${list}.`,
  skillsInclude: (list) => `Compétences : ${list}.`,
  notableResult: (e, line) => `Réalisation marquante ${frAt(e)} : ${line}.`,
  project: (name, line) => `Projet ${name} : ${line}.`,
};
