import type { LetterPhrases } from './types.ts';

export const es: LetterPhrases = {
  apply: [
    (p, e) => `Les escribo para presentar mi candidatura al puesto de ${p} en ${e}.`,
    (p, e) => `Su oferta para el puesto de ${p} en ${e} ha captado toda mi atención.`,
    (p, e) => `Me complace presentar mi candidatura al puesto de ${p} en ${e}.`,
  ],
  currentRole: (t, e, since) =>
    t
      ? `Actualmente trabajo como ${t} en ${e}${since ? ` desde ${since}` : ''}.`
      : `Actualmente trabajo en ${e}${since ? ` desde ${since}` : ''}.`,
  pastRole: (t, e, year) =>
    t
      ? `Mi puesto más reciente fue ${t} en ${e}${year ? ` (${year})` : ''}.`
      : `Mi experiencia más reciente fue en ${e}${year ? ` (${year})` : ''}.`,
  studied: (d, s) => (d ? `Estudié ${d} en ${s}.` : `Estudié en ${s}.`),
  asksFor: (list) => `Su oferta pide ${list}, y mi trayectoria lo demuestra.`,
  lowFit:
    'Prefiero ser franco: mi trayectoria todavía muestra poco de lo que su oferta exige. A continuación expongo con claridad lo que puedo aportar, y me gustaría conversar sobre cómo adquirir el resto.',
  roleIntro: (e, p, when, current) => {
    const tail = when ? ` ${when}` : '';
    if (!p) return `${current ? 'Trabajo' : 'Trabajé'} en ${e}${tail}.`;
    return `En ${e} ${current ? 'trabajo' : 'trabajé'} como ${p}${tail}.`;
  },
  earlier: (s) =>
    s.startsWith('En ') ? `Antes, en ${s.slice(3)}` : `Antes, ${s.charAt(0).toLowerCase()}${s.slice(1)}`,
  earliest: (s) =>
    s.startsWith('En ')
      ? `Anteriormente, en ${s.slice(3)}`
      : `Anteriormente, ${s.charAt(0).toLowerCase()}${s.slice(1)}`,
  alongside: (s) =>
    s.startsWith('En ')
      ? `Paralelamente, en ${s.slice(3)}`
      : `Paralelamente, ${s.charAt(0).toLowerCase()}${s.slice(1)}`,
  workedWith: (list, current) => `En ese puesto ${current ? 'trabajo' : 'trabajé'} con ${list}.`,
  drewOn: [
    (list) => `Es justo la experiencia que buscan: ${list}.`,
    (list) => `Ese trabajo se apoyó directamente en competencias que su oferta destaca: ${list}.`,
  ],
  project: (name, about) =>
    about ? `Mi proyecto ${name} es un buen ejemplo: ${about}.` : `Mi proyecto ${name} es un buen ejemplo.`,
  toolkit: (list) => `Entre las herramientas que manejo: ${list}.`,
  speaks: (list) => `Hablo ${list}.`,
  alsoCovers: (list) => `Mi perfil incluye también: ${list}.`,
  studies: (school, what) =>
    what
      ? `Mi formación en ${school} (${what}) me dio una base sólida para este puesto.`
      : `Estudié en ${school}.`,
  alsoStudied: (school, what) => `También estudié en ${school}${what ? ` (${what})` : ''}.`,
  certified: (list) => `Además, cuento con las siguientes certificaciones: ${list}.`,
  alsoShows: (list) => `Su oferta menciona también ${list}, y mi trayectoria lo refleja igualmente.`,
  at: (e, when) => `en ${e}${when ? ` ${when}` : ''}`,
  alsoWorked: (list) => `También he trabajado ${list}.`,
  interest: (e, r) =>
    `Lo que me atrae de ${e} es la posibilidad de poner esta experiencia al servicio de lo que su oferta sitúa en primer lugar: ${r}.`,
  available: 'Quedo disponible para una entrevista cuando les convenga, en persona o por videollamada.',
  nothingYet: 'A continuación les presento la experiencia que aportaría a este puesto.',
  closing: [
    (e, _p, f) =>
      `Me encantaría conversar sobre cómo mi experiencia${f ? ` en ${f}` : ''} puede aportar valor a ${e}. Muchas gracias por su tiempo y consideración.`,
    () =>
      `Quedo a su disposición para una entrevista en la que pueda detallar estos resultados. Gracias por considerar mi candidatura.`,
    (e) =>
      `Agradecería la oportunidad de explicarles en una entrevista cómo podría contribuir a ${e}. Gracias por leer mi candidatura.`,
  ],
  lowFitClosing: (e) =>
    `Si ${e} está abierta a un perfil dispuesto a aprender el resto en el puesto, me encantaría conversar. Gracias por leer mi candidatura.`,
  subject: (p) => `Candidatura al puesto de ${p}`,
  greeting: 'Estimado equipo de selección:',
  recipient: 'Responsable de selección',
  signOff: 'Atentamente,',
  yourCompany: 'su empresa',
};
