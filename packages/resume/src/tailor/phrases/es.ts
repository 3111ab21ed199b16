import { leadIn } from '../sentence-forms.ts';
import type { LetterPhrases, SummaryPhrases } from './types.ts';

export const es: LetterPhrases = {
  apply: [
    (p, e) => `Les escribo para presentar mi candidatura al puesto de ${p} en ${e}.`,
    (p, e) => `Su oferta para el puesto de ${p} en ${e} ha captado toda mi atención.`,
    (p, e) => `Me complace presentar mi candidatura al puesto de ${p} en ${e}.`,
    (p, e) => `Me gustaría incorporarme a ${e} en el puesto de ${p}.`,
  ],
  currentRole: (t, e, since) =>
    t
      ? `Actualmente trabajo como ${t} en ${e}${since ? ` desde ${since}` : ''}.`
      : `Actualmente trabajo en ${e}${since ? ` desde ${since}` : ''}.`,
  pastRole: (t, e, year) =>
    t
      ? `Mi puesto más reciente fue ${t} en ${e}${year ? ` (${year})` : ''}.`
      : `Mi experiencia más reciente fue en ${e}${year ? ` (${year})` : ''}.`,
  studied: (d, s) => (d ? `Estudié en ${s} (${d}).` : `Estudié en ${s}.`),
  asksFor: [
    (list, n) => `Su oferta pide ${list}, y mi trayectoria ${n > 1 ? 'demuestra cada uno' : 'lo demuestra'}.`,
    (list, n) => `Buscan ${list}: ${n > 1 ? 'los he aplicado' : 'lo he aplicado'} en mi propio trabajo.`,
    (list) => `De lo que pide su oferta, mi experiencia muestra ${list}.`,
    (list, n) =>
      `${n > 1 ? 'Estos puntos de su oferta' : 'Este punto de su oferta'}, ${list}, ${n > 1 ? 'forman' : 'forma'} parte de mi trabajo.`,
  ],
  applyingFor: [
    (told) =>
      `Aportaría a este puesto la experiencia ${told ? 'que describo a continuación' : 'adquirida hasta ahora'}.`,
    (told) =>
      told
        ? 'A continuación resumo el trabajo en el que me apoyaría en este puesto.'
        : 'Me apoyaría en el trabajo realizado hasta ahora.',
  ],
  roleIntro: [
    (e, p, when, current) => {
      const tail = when ? ` ${when}` : '';
      if (!p) return `${current ? 'Trabajo' : 'Trabajé'} en ${e}${tail}.`;
      return `En ${e} ${current ? 'trabajo' : 'trabajé'} como ${p}${tail}.`;
    },
    (e, p, when, current) => {
      const tail = when ? ` ${when}` : '';
      if (!p) return `${current ? 'Trabajo' : 'Trabajé'} en ${e}${tail}.`;
      return `${current ? 'Trabajo' : 'Trabajé'} como ${p} en ${e}${tail}.`;
    },
  ],
  earlier: [leadIn('Antes'), leadIn('Antes de eso')],
  earliest: [leadIn('Anteriormente'), leadIn('Tiempo atrás')],
  alongside: leadIn('Paralelamente'),
  duties: [
    (list, current) => `Mis funciones allí ${current ? 'incluyen' : 'incluían'}: ${list}.`,
    (list, current) => `En ese puesto me ${current ? 'ocupo' : 'ocupé'} de lo siguiente: ${list}.`,
    (list, current) => `Ese puesto ${current ? 'abarca' : 'abarcó'}, entre otras cosas: ${list}.`,
  ],
  dutySeparator: '; ',
  workedWith: (list, current) => `En ese puesto ${current ? 'trabajo' : 'trabajé'} con ${list}.`,
  drewOn: [
    (list) => `Es justo la experiencia que buscan: ${list}.`,
    (list) => `Ese trabajo se apoyó directamente en competencias que su oferta destaca: ${list}.`,
    (list, n) =>
      `${n > 1 ? 'Su oferta nombra estas competencias' : 'Su oferta nombra esta competencia'}: ${list}.`,
    (list) => `Ahí puse en práctica lo que ustedes piden: ${list}.`,
  ],
  project: (name, about) =>
    about ? `Mi proyecto ${name} es un buen ejemplo: ${about}.` : `Mi proyecto ${name} es un buen ejemplo.`,
  toolkit: (list) => `Entre las herramientas que manejo: ${list}.`,
  speaks: (list) => `Hablo ${list}.`,
  alsoCovers: (list) => `Mi perfil incluye también: ${list}.`,
  studies: (school, what, fits) =>
    what
      ? fits
        ? `Mi formación en ${school} (${what}) me dio una base sólida para este puesto.`
        : `Estudié en ${school} (${what}).`
      : `Estudié en ${school}.`,
  alsoStudied: (school, what) => `También estudié en ${school}${what ? ` (${what})` : ''}.`,
  certified: (list) => `Además, cuento con las siguientes certificaciones: ${list}.`,
  alsoShows: (list) => `Su oferta menciona también ${list}, y mi trayectoria lo refleja igualmente.`,
  at: (e, when) => `en ${e}${when ? ` ${when}` : ''}`,
  alsoWorked: (list) => `También he trabajado ${list}.`,
  interest: [
    (e, p, f) =>
      `Lo que me atrae de ${e} es la posibilidad de poner mi experiencia en ${f} al servicio del puesto de ${p}.`,
    (e, _p, f) => `Me gustaría aportar esa experiencia en ${f} a ${e}.`,
    (e, p, f) => `En el puesto de ${p} en ${e} partiría de esa misma experiencia en ${f}.`,
  ],
  available: [
    'Quedo disponible para una entrevista cuando les convenga, en persona o por videollamada.',
    'Puedo reunirme con ustedes cuando les venga bien, en persona o por videollamada.',
    'Me encantaría conversar con ustedes cuando lo consideren oportuno.',
    'Tengo disponibilidad para una entrevista en los próximos días.',
  ],
  nothingYet: 'A continuación les presento la experiencia que aportaría a este puesto.',
  closing: [
    (e, _p, f) =>
      `Me encantaría conversar sobre cómo mi experiencia${f ? ` en ${f}` : ''} puede aportar valor a ${e}.`,
    () => `Quedo a su disposición para una entrevista en la que pueda detallar estos resultados.`,
    (e) => `Agradecería la oportunidad de explicarles en una entrevista cómo podría contribuir a ${e}.`,
    (e) => `Con gusto les contaré más sobre este trabajo y sobre lo que podría hacer en ${e}.`,
  ],
  thanks: [
    'Muchas gracias por su tiempo y consideración.',
    'Gracias por considerar mi candidatura.',
    'Gracias por leer mi candidatura.',
    'Quedo a la espera de su respuesta.',
    'Les agradezco de antemano su atención.',
    'Gracias de antemano por su tiempo.',
    'Agradezco el tiempo dedicado a leer esta carta.',
  ],
  subject: (p) => `Candidatura al puesto de ${p}`,
  greeting: 'Estimado equipo de selección:',
  recipient: 'Responsable de selección',
  signOff: 'Atentamente,',
  yourCompany: 'su empresa',
  until: (year) => `hasta ${year}`,
  since: (year) => `desde ${year}`,
  inYear: (year) => `en ${year}`,
  fromTo: (from, to) => `de ${from} a ${to}`,
  moreResults: () => 'Otros resultados de ese mismo puesto responden a las mismas necesidades.',
  firstPerson: /^(?:Soy|Tengo|Me|Mi|Mis|He|Estoy|Trabajo)\s|\s(?:mi|mis)\s/,
  languageNames: {
    english: 'inglés',
    french: 'francés',
    spanish: 'español',
    german: 'alemán',
    italian: 'italiano',
    portuguese: 'portugués',
    catalan: 'catalán',
    arabic: 'árabe',
    chinese: 'chino',
  },
};

export const esSummary: SummaryPhrases = {
  experienceAt: (title, list) => `${title ? `${title} con experiencia` : 'Experiencia'} en ${list}.`,
  degreeFrom: (degree, school) => `${degree} por ${school}.`,
  studiedAt: (school) => `Formación en ${school}.`,
  brings: (list, position) => `Aporta al puesto de ${position}: ${list}.`,
  keyStrengths: (list) => `Puntos fuertes: ${list}.`,
  skillsInclude: (list) => `Competencias: ${list}.`,
  notableResult: (e, line) => `Logro destacado en ${e}: ${line}.`,
  project: (name, line) => `Proyecto ${name}: ${line}.`,
};
