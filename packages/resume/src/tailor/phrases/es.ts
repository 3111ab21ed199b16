import { afterColon, leadIn } from '../letter-clauses.ts';
import { esIn, esOf, esTo } from './places.ts';
import type { LetterPhrases, SummaryPhrases } from './types.ts';

/** A verb by whether the job is ongoing: "trabajo" or "trabajé". */
const tense = (current: boolean, now: string, then: string): string => (current ? now : then);
const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const tail = (when: string): string => (when ? ` ${when}` : '');

export const es: LetterPhrases = {
  apply: [
    (p, e) => `Les escribo para presentar mi candidatura al puesto de ${p} ${esIn(e)}.`,
    (p, e) => `Su oferta para el puesto de ${p} ${esIn(e)} ha captado toda mi atención.`,
    (p, e) => `Me complace presentar mi candidatura al puesto de ${p} ${esIn(e)}.`,
    (p, e) => `Me gustaría incorporarme ${esTo(e)} en el puesto de ${p}.`,
    (p, e) => `Por medio de esta carta me postulo al puesto de ${p} ${esIn(e)}.`,
    (p, e) => `Deseo postularme a la vacante de ${p} ${esIn(e)}.`,
    (p, e) => `Quisiera que consideraran mi candidatura al puesto de ${p} ${esIn(e)}.`,
    (p, e) => `He leído con interés su oferta de ${p} ${esIn(e)} y me gustaría postularme.`,
  ],
  currentRole: [
    (t, e, since) =>
      t
        ? `Actualmente trabajo como ${t} ${esIn(e)}${since ? ` desde ${since}` : ''}.`
        : `Actualmente trabajo ${esIn(e)}${since ? ` desde ${since}` : ''}.`,
    (t, e, since) =>
      `${since ? `Desde ${since} ocupo` : 'Hoy ocupo'} ${t ? `el puesto de ${t}` : 'un puesto'} ${esIn(e)}.`,
    (t, e, since) =>
      t
        ? `Mi puesto actual es el de ${t} ${esIn(e)}${since ? `, que ocupo desde ${since}` : ''}.`
        : `Mi trabajo actual está ${esIn(e)}${since ? `, desde ${since}` : ''}.`,
  ],
  pastRole: [
    (t, e, year) =>
      t
        ? `Mi puesto más reciente fue ${t} ${esIn(e)}${year ? ` (${year})` : ''}.`
        : `Mi experiencia más reciente fue ${esIn(e)}${year ? ` (${year})` : ''}.`,
    (t, e, year) =>
      t
        ? `Hace poco ocupé el puesto de ${t} ${esIn(e)}${year ? ` (${year})` : ''}.`
        : `Hace poco trabajé ${esIn(e)}${year ? ` (${year})` : ''}.`,
    (t, e, year) => `Mi último empleo fue ${t ? `como ${t} ` : ''}${esIn(e)}${year ? `, en ${year}` : ''}.`,
  ],
  applyAsCurrent: [
    (t, e, since, p) =>
      `Como ${t} ${esIn(e)}${since ? ` desde ${since}` : ''}, les presento mi candidatura al puesto de ${p}.`,
    (t, e, since, p) =>
      `${since ? `Desde ${since} trabajo` : 'Actualmente trabajo'} como ${t} ${esIn(e)}, y me gustaría aportar esa experiencia al puesto de ${p}.`,
  ],
  applyAfter: [
    (t, e, year, p) =>
      `Tras mi etapa como ${t} ${esIn(e)}${year ? ` (${year})` : ''}, les presento mi candidatura al puesto de ${p}.`,
    (t, e, year, p) =>
      `Mi experiencia como ${t} ${esIn(e)}${year ? ` (${year})` : ''} me lleva a postularme al puesto de ${p}.`,
  ],
  studied: (d, s) => (d ? `Estudié ${esIn(s)} (${d}).` : `Estudié ${esIn(s)}.`),
  asksFor: [
    (list, n) => `Su oferta pide ${list}, y mi trayectoria ${n > 1 ? 'demuestra cada uno' : 'lo demuestra'}.`,
    (list, n) => `Buscan ${list}: ${n > 1 ? 'los he aplicado' : 'lo he aplicado'} en mi propio trabajo.`,
    (list) => `De lo que pide su oferta, mi experiencia muestra ${list}.`,
    (list, n) =>
      `${n > 1 ? 'Estos puntos de su oferta' : 'Este punto de su oferta'}, ${list}, ${n > 1 ? 'forman' : 'forma'} parte de mi trabajo.`,
    (list) => `Los resultados que describo a continuación se apoyan en ${list}, que su oferta pide.`,
    (list, n) =>
      `${n > 1 ? 'Varios requisitos' : 'Un requisito'} de su oferta, ${list}, ${n > 1 ? 'aparecen' : 'aparece'} en el trabajo que describo a continuación.`,
  ],
  applyingFor: [
    (told) =>
      `Aportaría a este puesto la experiencia ${told ? 'que describo a continuación' : 'adquirida hasta ahora'}.`,
    (told) =>
      told
        ? 'A continuación resumo el trabajo en el que me apoyaría en este puesto.'
        : 'Me apoyaría en el trabajo realizado hasta ahora.',
    (told) =>
      told
        ? 'Estas líneas resumen el trabajo que he realizado hasta ahora.'
        : 'Mi currículum recoge el trabajo realizado hasta ahora.',
  ],
  roleIntro: [
    (e, p, when, current) =>
      p
        ? `${cap(esIn(e))} ${tense(current, 'trabajo', 'trabajé')} como ${p}${tail(when)}.`
        : `${tense(current, 'Trabajo', 'Trabajé')} ${esIn(e)}${tail(when)}.`,
    (e, p, when, current) =>
      p
        ? `${tense(current, 'Trabajo', 'Trabajé')} como ${p} ${esIn(e)}${tail(when)}.`
        : `${when ? `${cap(when)} ${tense(current, 'trabajo', 'trabajé')}` : tense(current, 'Trabajo', 'Trabajé')} ${esIn(e)}.`,
    (e, p, when, current) =>
      `${when ? `${cap(when)} ${tense(current, 'ocupo', 'ocupé')}` : tense(current, 'Ocupo', 'Ocupé')} ${p ? `el puesto de ${p}` : 'un puesto'} ${esIn(e)}.`,
    (e, p, when, current) =>
      p
        ? `${cap(esIn(e))} mi puesto ${tense(current, 'es', 'fue')} el de ${p}${tail(when)}.`
        : `${cap(esIn(e))} ${tense(current, 'trabajo', 'trabajé')}${tail(when)}.`,
    (e, p, when, current) =>
      `${cap(esIn(e))}${tail(when)} ${tense(current, 'he trabajado', 'trabajé')}${p ? ` en el puesto de ${p}` : ''}.`,
    (e, p, when, current) =>
      `${tense(current, 'Me desempeño', 'Me desempeñé')}${p ? ` como ${p}` : ''} ${esIn(e)}${tail(when)}.`,
    (e, p, when, current) =>
      `${cap(esIn(e))}${tail(when)} ${tense(current, 'ejerzo', 'ejercí')} ${p ? `las funciones de ${p}` : 'mi labor'}.`,
    (e, p, when, current) =>
      `${tense(current, 'Formo', 'Formé')} parte ${esOf(e)}${tail(when)}${p ? `, en el puesto de ${p}` : ''}.`,
  ],
  earlier: {
    number: [
      afterColon('Un puesto anterior también me dio resultados medibles'),
      afterColon('Mi experiencia previa también tiene resultados con cifras'),
      afterColon('Más atrás, los resultados fueron igual de concretos'),
    ],
    tool: [
      (s, tool) => afterColon(`Mi experiencia con ${tool} viene de antes`)(s),
      (s, tool) => afterColon(`Ya había trabajado con ${tool} antes de eso`)(s),
      (s, tool) => afterColon(`${cap(tool)} también formó parte de un puesto anterior`)(s),
    ],
    field: [
      afterColon('Antes de eso ya trabajaba en este campo'),
      afterColon('Mi experiencia anterior es del mismo oficio'),
      afterColon('El puesto anterior era del mismo tipo'),
    ],
    plain: [leadIn('Antes'), leadIn('Antes de eso'), leadIn('Previamente'), leadIn('Anteriormente')],
  },
  alongside: leadIn('Paralelamente'),
  duties: [
    (list, current) => `Mis funciones allí ${tense(current, 'incluyen', 'incluían')}: ${list}.`,
    (list, current) => `En ese puesto me ${tense(current, 'ocupo', 'ocupé')} de lo siguiente: ${list}.`,
    (list, current) => `Ese puesto ${tense(current, 'abarca', 'abarcó')}, entre otras cosas: ${list}.`,
    (list, current) => `Entre mis tareas ${tense(current, 'están', 'estaban')}: ${list}.`,
    (list, current) => `Mi día a día allí ${tense(current, 'incluye', 'incluía')}: ${list}.`,
    (list, current) => `Allí ${tense(current, 'me encargo', 'me encargué')} de lo siguiente: ${list}.`,
  ],
  dutySeparator: '; ',
  workedWith: [
    (list, current) => `En ese puesto ${tense(current, 'trabajo', 'trabajé')} con ${list}.`,
    (list, current) => `Allí ${tense(current, 'utilizo', 'utilicé')} ${list}.`,
    (list, current) => `Ese trabajo ${tense(current, 'requiere', 'requería')} ${list}.`,
  ],
  drewOn: [
    (list) => `Es justo la experiencia que buscan: ${list}.`,
    (list) => `Ese trabajo se apoyó directamente en competencias que su oferta destaca: ${list}.`,
    (list, n) =>
      `${n > 1 ? 'Su oferta nombra estas competencias' : 'Su oferta nombra esta competencia'}: ${list}.`,
    (list) => `Ahí puse en práctica lo que ustedes piden: ${list}.`,
    (list) => `En ese trabajo apliqué lo que pide su oferta: ${list}.`,
    (list, n) =>
      `${n > 1 ? 'Competencias' : 'Una competencia'} de su oferta ${n > 1 ? 'fueron' : 'fue'} centrales en ese trabajo: ${list}.`,
  ],
  project: [
    (name, about) =>
      about ? `Entre mis proyectos está ${name}: ${about}.` : `Entre mis proyectos está ${name}.`,
    (name, about) =>
      about ? `${name} es uno de mis proyectos: ${about}.` : `${name} es uno de mis proyectos.`,
    (name, about) =>
      about ? `También destacaría mi proyecto ${name}: ${about}.` : `También destacaría mi proyecto ${name}.`,
    (name, about) =>
      about
        ? `Vale la pena mencionar mi proyecto ${name}: ${about}.`
        : `Vale la pena mencionar mi proyecto ${name}.`,
  ],
  toolkit: [
    (list) => `Entre las herramientas que manejo: ${list}.`,
    (list) => `Trabajo habitualmente con herramientas como ${list}.`,
    (list) => `Mis herramientas de trabajo incluyen ${list}.`,
  ],
  speaks: [(list) => `Hablo ${list}.`, (list) => `Puedo trabajar en ${list}.`],
  alsoCovers: [
    (list) => `Mi perfil incluye también: ${list}.`,
    (list) => `Mi experiencia abarca además: ${list}.`,
    (list) => `También he trabajado en: ${list}.`,
  ],
  studies: (school, what, fits) =>
    what
      ? fits
        ? `Mi formación ${esIn(school)} (${what}) me dio una base sólida para este puesto.`
        : `Estudié ${esIn(school)} (${what}).`
      : `Estudié ${esIn(school)}.`,
  alsoStudied: (school, what) => `También estudié ${esIn(school)}${what ? ` (${what})` : ''}.`,
  certified: (list) => `Además, cuento con las siguientes certificaciones: ${list}.`,
  alsoShows: (list) => `Su oferta menciona también ${list}, y mi trayectoria lo refleja igualmente.`,
  at: (e, when) => `${esIn(e)}${when ? ` ${when}` : ''}`,
  alsoWorked: (list) => `También he trabajado ${list}.`,
  interest: [
    (e, p, f) =>
      `Lo que me atrae ${esOf(e)} es la posibilidad de poner mi experiencia en ${f} al servicio del puesto de ${p}.`,
    (e, _p, f) => `Me gustaría aportar esa experiencia en ${f} ${esTo(e)}.`,
    (e, p, f) => `En el puesto de ${p} ${esIn(e)} partiría de esa misma experiencia en ${f}.`,
    (_e, p, f) => `El puesto de ${p} pide ante todo experiencia en ${f}, y es justamente la mía.`,
    (e, _p, f) => `Poner mi experiencia en ${f} al servicio ${esOf(e)} me motiva especialmente.`,
  ],
  roleDoes: [
    (_e, d) => `Lo que me atrae de este puesto es la oportunidad de ${d}, tal como lo describe su oferta.`,
    (e, d) => `Poder ${d} ${esIn(e)} es justo el trabajo que busco.`,
    (_e, d) => `Me motiva especialmente la posibilidad de ${d}.`,
  ],
  employerAim: [
    (_e, a) => `Me gustaría contribuir a su objetivo de ${a}.`,
    (_e, a) => `Su propósito de ${a} es lo que me atrae de esta oferta.`,
    (e, a) => `Me gustaría ayudar ${esTo(e)} a ${a}.`,
  ],
  available: [
    'Quedo disponible para una entrevista cuando les convenga, en persona o por videollamada.',
    'Puedo reunirme con ustedes cuando les venga bien, en persona o por videollamada.',
    'Me encantaría conversar con ustedes cuando lo consideren oportuno.',
    'Tengo disponibilidad para una entrevista en los próximos días.',
    'Puedo acudir a una entrevista con poca antelación.',
  ],
  nothingYet: 'A continuación les presento la experiencia que aportaría a este puesto.',
  closing: {
    number: [
      () => `Con gusto les explicaré en una entrevista estos resultados y cómo los obtuve.`,
      (e) => `Me gustaría contarles cómo resultados como estos podrían trasladarse ${esTo(e)}.`,
      (_e, p) => `Puedo detallar estas cifras en una entrevista y conocer mejor el puesto de ${p}.`,
    ],
    tool: [
      (e, _p, f) =>
        `Me encantaría conversar sobre cómo mi experiencia en ${f} puede aportar valor ${esTo(e)}.`,
      (_e, _p, f) => `Con gusto les hablaré de mi trabajo en ${f} en una entrevista.`,
      (_e, p, f) => `Me gustaría hablar con ustedes del papel de ${f} en el puesto de ${p}.`,
    ],
    field: [
      (_e, p) => `Me gustaría conversar con ustedes sobre el puesto de ${p}.`,
      (e) =>
        `Con gusto les contaré más sobre mi trabajo en este campo y sobre lo que podría hacer ${esIn(e)}.`,
      (_e, p) => `Quedo a su disposición para hablar del puesto de ${p} y de lo que podría aportar.`,
    ],
    degree: [
      (e) => `Con gusto les contaré más sobre mi formación y lo que podría aportar ${esTo(e)}.`,
      (_e, p) => `Me gustaría explicarles cómo mi formación se ajusta al puesto de ${p}.`,
      (e) => `Agradecería la oportunidad de explicarles en una entrevista cómo podría contribuir ${esTo(e)}.`,
    ],
    plain: [
      (e) => `Agradecería la oportunidad de explicarles en una entrevista cómo podría contribuir ${esTo(e)}.`,
      (_e, p) => `Me gustaría conversar con ustedes sobre el puesto de ${p}.`,
      (e) => `Sería un placer hablar de lo que podría aportar ${esTo(e)}.`,
    ],
  },
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
  requirement: {
    number: [
      (t, ev) => `Piden ${t}, y puedo mostrar un resultado medible. ${ev}`,
      (t, ev) => `Sobre ${t}, destaca un resultado. ${ev}`,
      (t, ev) => `${ev} Eso responde a ${t}, con cifras que lo respaldan.`,
    ],
    tool: [
      (t, ev) => `Su oferta menciona ${t}. ${ev}`,
      (t, ev) => `${cap(t)} forma parte de mi propio trabajo. ${ev}`,
      (t, ev) => `${ev} Ahí utilicé ${t}, que este puesto requiere.`,
      (t, ev) => `${ev} Ese trabajo se apoyaba en ${t}.`,
      (t, ev) => `Sobre ${t}, esta es mi experiencia concreta. ${ev}`,
      (t, ev) => `Tengo experiencia práctica con ${t}. ${ev}`,
    ],
    field: [
      (t, ev) => `Piden ${t}, algo que forma parte de mi trabajo en este campo. ${ev}`,
      (t, ev) => `${ev} Esto responde a uno de sus requisitos: ${t}.`,
      (t, ev) => `${cap(t)} importa en este puesto, como en el mío. ${ev}`,
    ],
    plain: [
      (t, ev) => `Su oferta menciona ${t}. ${ev}`,
      (t, ev) => `En cuanto a ${t}: ${ev}`,
      (t, ev) => `${cap(t)} figura entre sus requisitos. ${ev}`,
    ],
  },
  shownAt: [
    (e, _p, _w, c) => `${cap(esIn(e))}, ${c}.`,
    (e, p, w, c) => (p ? `Como ${p} ${esIn(e)}, ${c}.` : `${cap(esIn(e))}${w ? ` (${w})` : ''}, ${c}.`),
    (e, _p, w, c) => `${cap(esIn(e))}${w ? ` (${w})` : ''}, ${c}.`,
  ],
  shownAtLatest: (e, p, w, c) => `${p ? `Como ${p} ${esIn(e)}` : cap(esIn(e))}${w ? ` (${w})` : ''}, ${c}.`,
  shownAgain: (e, c) => `También ${esIn(e)}, ${c}.`,
  shownAgainCurrent: (c) => `En mi puesto actual, ${c}.`,
  shownInProject: (name, c) => `En mi proyecto ${name}, ${c}.`,
  alsoClause: (c) => `Además, ${c}.`,
  moreResults: [
    () => 'Otros resultados de ese mismo puesto responden a las mismas necesidades.',
    () => 'Ese mismo puesto me dejó otros logros que vienen al caso.',
    () => 'Otros logros de ese puesto van en la misma línea.',
  ],
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
  notableResult: (e, line) => `Logro destacado ${esIn(e)}: ${line}.`,
  project: (name, line) => `Proyecto ${name}: ${line}.`,
};
