import { afterColon, leadIn } from '../letter-clauses.ts';
import { asRole } from '../sentence-forms.ts';
import { capitalize, lowerFirst } from '../text.ts';
import { enThe } from './places.ts';
import type { LetterPhrases, SummaryPhrases } from './types.ts';

/** A tense by whether the job is ongoing: "have worked" or "worked". */
const tense = (current: boolean, now: string, then: string): string => (current ? now : then);
/** A year span at the start of a sentence: "From 2018 to 2020", "Since 2021". */
const lead = (when: string): string => when.charAt(0).toUpperCase() + when.slice(1);

export const en: LetterPhrases = {
  apply: [
    (p, e) => `I am writing to apply for the ${p} position at ${enThe(e)}.`,
    (p, e) => `I would like to be considered for the ${p} role at ${enThe(e)}.`,
    (p, e) => `Please consider my application for the ${p} opening at ${enThe(e)}.`,
    (p, e) => `I would like to apply for the ${p} position advertised by ${enThe(e)}.`,
    (p, e) => `Your ${p} opening at ${enThe(e)} caught my attention, and I would like to apply.`,
    (p, e) => `This letter is my application for the ${p} role at ${enThe(e)}.`,
    (p, e) => `I would like to put myself forward for the ${p} role at ${enThe(e)}.`,
    (p, e) => `I was glad to see the ${p} opening at ${enThe(e)}, and I would like to apply for it.`,
  ],
  currentRole: [
    (t, e, since) =>
      t
        ? `I currently work as ${asRole(t)} at ${enThe(e)}${since ? `, where I have been since ${since}` : ''}.`
        : `I currently work at ${enThe(e)}${since ? `, where I have been since ${since}` : ''}.`,
    (t, e, since) =>
      t
        ? `My current role is ${t} at ${enThe(e)}${since ? `, which I have held since ${since}` : ''}.`
        : `I have worked at ${enThe(e)}${since ? ` since ${since}` : ' for some time'}.`,
    (t, e, since) =>
      t
        ? `Today I work at ${enThe(e)} as ${asRole(t)}${since ? `, a role I have held since ${since}` : ''}.`
        : `Today I work at ${enThe(e)}${since ? `, where I started in ${since}` : ''}.`,
  ],
  pastRole: [
    (t, e, year) =>
      t
        ? `Most recently I worked as ${asRole(t)} at ${enThe(e)}${year ? ` (${year})` : ''}.`
        : `Most recently I worked at ${enThe(e)}${year ? ` (${year})` : ''}.`,
    (t, e, year) =>
      t
        ? `My most recent role was ${t} at ${enThe(e)}${year ? ` (${year})` : ''}.`
        : `My most recent job was at ${enThe(e)}${year ? ` (${year})` : ''}.`,
    (t, e, year) =>
      t
        ? `My last position was ${t} at ${enThe(e)}${year ? `, in ${year}` : ''}.`
        : `My last position was at ${enThe(e)}${year ? `, in ${year}` : ''}.`,
  ],
  applyAsCurrent: [
    (t, e, since, p) =>
      `As ${asRole(t)} at ${enThe(e)}${since ? ` since ${since}` : ''}, I am applying for your ${p} position.`,
    (t, e, since, p) =>
      `${since ? `Since ${since} I have worked` : 'I currently work'} as ${asRole(t)} at ${enThe(e)}, and I would now like to bring that experience to your ${p} role.`,
  ],
  applyAfter: [
    (t, e, year, p) =>
      `After my time as ${asRole(t)} at ${enThe(e)}${year ? ` (${year})` : ''}, I am applying for your ${p} position.`,
    (t, e, year, p) =>
      `My work as ${asRole(t)} at ${enThe(e)}${year ? ` (${year})` : ''} leads me to apply for your ${p} role.`,
  ],
  studied: (d, s) => (d ? `I studied at ${enThe(s)} (${d}).` : `I studied at ${enThe(s)}.`),
  asksFor: [
    (list, n) => `Your posting asks for ${list}, and my work so far shows ${n > 1 ? 'each of them' : 'it'}.`,
    (list, n) => `You ask for ${list}; I have used ${n > 1 ? 'each of them' : 'it'} in my own work.`,
    (list, n) =>
      `What you ask for includes ${list}, ${n > 2 ? 'all of which' : n > 1 ? 'both of which' : 'which'} my work has called for.`,
    (list) => `Among what your posting asks for, my work so far shows ${list}.`,
    (list) => `The results below draw on ${list}, which your posting asks for.`,
    (list, n) =>
      `${n > 1 ? 'Several of your requirements' : 'One of your requirements'}, ${list}, ${n > 1 ? 'run' : 'runs'} through the work described below.`,
  ],
  applyingFor: [
    (told) =>
      told
        ? 'The experience set out below is what I would bring to the role.'
        : 'I would bring to the role the experience I have gained so far.',
    (told) =>
      told
        ? 'The paragraphs below set out the work I would build on in it.'
        : 'I would build on the work I have done so far.',
    (told) =>
      told
        ? 'Here is the experience I would bring to it.'
        : 'I would bring to it what my work so far has taught me.',
    (told) =>
      told ? 'What follows is a short account of my work so far.' : 'My resume sets out my work so far.',
  ],
  roleIntro: [
    (e, p, when, current) =>
      p
        ? `At ${enThe(e)}, I ${tense(current, 'have worked', 'worked')} as ${asRole(p)}${when ? ` ${when}` : ''}.`
        : `I ${tense(current, 'have worked', 'worked')} at ${enThe(e)}${when ? ` ${when}` : ''}.`,
    (e, p, when, current) =>
      p
        ? `I ${tense(current, 'have worked', 'worked')} as ${asRole(p)} at ${enThe(e)}${when ? ` ${when}` : ''}.`
        : `${when ? `${lead(when)}, I` : 'I'} ${tense(current, 'have been', 'was')} with ${enThe(e)}.`,
    (e, p, when, current) =>
      when
        ? `${lead(when)}, I ${tense(current, 'have worked', 'worked')} ${p ? `as ${asRole(p)} ` : ''}at ${enThe(e)}.`
        : `I ${tense(current, 'am', 'was')} ${p ? `${asRole(p)} ` : 'employed '}at ${enThe(e)}.`,
    (e, p, when, current) =>
      `At ${enThe(e)} I ${tense(current, 'have been', 'was')} ${p ? asRole(p) : 'on the team'}${when ? ` ${when}` : ''}.`,
    (e, p, when, current) =>
      `I ${tense(current, 'have been', 'was')} employed by ${enThe(e)}${p ? ` as ${asRole(p)}` : ''}${when ? ` ${when}` : ''}.`,
    (e, p, when, current) =>
      p
        ? `I ${tense(current, 'have held', 'held')} the role of ${p} at ${enThe(e)}${when ? ` ${when}` : ''}.`
        : `I ${tense(current, 'have been', 'was')} part of ${enThe(e)}${when ? ` ${when}` : ''}.`,
    (e, p, when, current) =>
      `My time at ${enThe(e)}${when ? ` ${when}` : ''} ${tense(current, 'has been', 'was')} spent${p ? ` as ${asRole(p)}` : ' on the work below'}.`,
    (e, p, when, current) =>
      `I ${tense(current, 'have served', 'served')}${p ? ` as ${asRole(p)}` : ''} at ${enThe(e)}${when ? ` ${when}` : ''}.`,
    (e, p, when, current) =>
      `I ${tense(current, 'have worked', 'worked')} for ${enThe(e)}${p ? ` as ${asRole(p)}` : ''}${when ? ` ${when}` : ''}.`,
    (e, p, when, current) =>
      `I ${tense(current, 'have been', 'was')} ${p ? asRole(p) : 'employed'} at ${enThe(e)}${when ? ` ${when}` : ''}.`,
  ],
  earlier: {
    number: [
      afterColon('An earlier role also brought results I can put a figure on'),
      afterColon('My earlier work has measurable results too'),
      afterColon('Further back, the results were just as concrete'),
    ],
    tool: [
      (s, tool) => afterColon(`My experience with ${tool} goes back further`)(s),
      (s, tool) => afterColon(`I had already worked with ${tool} before that`)(s),
      (s, tool) => afterColon(`${capitalize(tool)} was part of an earlier role as well`)(s),
    ],
    field: [
      afterColon('Before that, I was already working in this field'),
      afterColon('My earlier experience is in the same line of work'),
      afterColon('The role before that was of the same kind'),
    ],
    plain: [leadIn('Before that'), leadIn('Prior to that'), leadIn('Previously'), leadIn('Earlier')],
  },
  alongside: leadIn('Alongside that'),
  duties: [
    (list, current) => `What I ${tense(current, 'do', 'did')} there, in short: ${list}.`,
    (list, current) => `The role ${tense(current, 'covers', 'covered')} the following: ${list}.`,
    (list, current) => `My tasks there ${tense(current, 'include', 'included')} the following: ${list}.`,
    (list, current) => `My responsibilities ${tense(current, 'include', 'included')}: ${list}.`,
    (list, current) => `Among other things, the job ${tense(current, 'covers', 'covered')}: ${list}.`,
    (list, current) => `Day to day, the work ${tense(current, 'involves', 'involved')}: ${list}.`,
  ],
  dutySeparator: '; ',
  workedWith: [
    (list, current) => `My work there ${tense(current, 'draws', 'drew')} on ${list}.`,
    (list, current) => `That role ${tense(current, 'calls', 'called')} for ${list}.`,
    (list, current) => `The job ${tense(current, 'involves', 'involved')} ${list}.`,
  ],
  drewOn: [
    (list) => `That is the same ${list} work your posting asks for.`,
    (list) => `This work drew directly on ${list}, which your posting lists.`,
    (list) => `It is ${list} work of the kind your posting describes.`,
    (list, n) => `Your posting names ${list}; this is where I used ${n > 1 ? 'them' : 'it'}.`,
    (list) => `That is where I used ${list}, as this role requires.`,
    (list, n) =>
      `${capitalize(list)}, which your posting mentions, ${n > 1 ? 'were' : 'was'} central to this work.`,
    (list) => `This is the experience with ${list} that your posting calls for.`,
  ],
  project: [
    (name, about) => (about ? `One of my projects is ${name}: ${about}.` : `One of my projects is ${name}.`),
    (name, about) => (about ? `${name} is a project of mine: ${about}.` : `${name} is a project of mine.`),
    (name, about) =>
      about
        ? `I would also point to my project ${name}: ${about}.`
        : `I would also point to my project ${name}.`,
    (name, about) =>
      about ? `My project ${name} is worth a mention: ${about}.` : `My project ${name} is worth a mention.`,
  ],
  toolkit: [
    (list) => `The tools I work with include ${list}.`,
    (list) => `My toolkit includes ${list}.`,
    (list) => `Tools I use include ${list}.`,
  ],
  speaks: [(list) => `I speak ${list}.`, (list) => `I can work in ${list}.`],
  alsoCovers: [
    (list) => `My experience also covers ${list}.`,
    (list) => `My work has also involved ${list}.`,
    (list) => `I also bring experience of ${list}.`,
  ],
  studies: (school, what, fits) =>
    what
      ? fits
        ? `My studies at ${enThe(school)} (${what}) gave me a solid grounding for this work.`
        : `I studied at ${enThe(school)} (${what}).`
      : `I studied at ${enThe(school)}.`,
  alsoStudied: (school, what) => `I also studied at ${enThe(school)}${what ? ` (${what})` : ''}.`,
  certified: (list) => `I also hold the following certifications: ${list}.`,
  alsoShows: (list, count) =>
    `Your posting also lists ${list}, and my experience shows ${count > 1 ? 'these' : 'this'} as well.`,
  at: (e, when) => `at ${enThe(e)}${when ? ` ${when}` : ''}`,
  alsoWorked: (list) => `I have also worked ${list}.`,
  interest: [
    (e, p, f) =>
      `What draws me to ${enThe(e)} is the chance to put my experience with ${f} to work as your ${p}.`,
    (e, _p, f) => `I would like to bring that ${f} experience to ${enThe(e)}.`,
    (e, p, f) => `In the ${p} role at ${enThe(e)}, I would build on the same ${f} experience.`,
    (_e, p, f) => `The ${p} role puts ${f} first, and that is where my experience lies.`,
    (e, _p, f) => `Your emphasis on ${f} is what made this opening at ${enThe(e)} stand out to me.`,
  ],
  roleDoes: [
    (_e, d) => `What draws me to this role is the chance to ${d}, as your posting puts it.`,
    (e, d) => `The work you describe, to ${d}, is the kind of work I want to do at ${enThe(e)}.`,
    (_e, d) => `The chance to ${d} is what drew me to this opening.`,
  ],
  employerAim: [
    (e, a) => `${capitalize(enThe(e))} sets out to ${a}, and I would like to contribute to that.`,
    (_e, a) => `Your aim to ${a} is what draws me to this opening.`,
    (e, a) => `I would like to help ${enThe(e)} ${a}.`,
  ],
  available: [
    'I am available for an interview at a time that suits you, in person or by video.',
    'I can meet at your convenience, in person or by video.',
    'I would be happy to meet whenever it suits you.',
    'My schedule is flexible for an interview.',
    'I can make myself available for an interview at short notice.',
  ],
  nothingYet: 'Below I set out the experience I would bring to it.',
  closing: {
    number: [
      () => `I would be happy to walk you through these results and how I reached them.`,
      (e) => `I would welcome the chance to tell you how results like these could carry over to ${enThe(e)}.`,
      (_e, p) =>
        `I would be glad to go through these figures in more detail, and to hear more about the ${p} role.`,
    ],
    tool: [
      (e, _p, f) =>
        `I would welcome the chance to discuss how my experience with ${f} could help ${enThe(e)}.`,
      (_e, p, f) =>
        `I would be glad to tell you more about my ${f} work in an interview, and to hear how the ${p} role draws on it.`,
      (e, _p, f) => `I would enjoy talking with you about the ${f} work ahead at ${enThe(e)}.`,
    ],
    field: [
      (_e, p) => `I would enjoy discussing the ${p} role with you.`,
      (e) =>
        `I would be glad to tell you more about my work in this field and what I could do at ${enThe(e)}.`,
      (_e, p) => `A conversation about the ${p} role and how I could contribute to it would be very welcome.`,
    ],
    degree: [
      (e) => `I would be glad to tell you more about my studies and what I could bring to ${enThe(e)}.`,
      (_e, p) => `I would welcome the chance to discuss how my training fits the ${p} role.`,
      (e) =>
        `I would appreciate the opportunity to explain in an interview how I could contribute to ${enThe(e)}.`,
    ],
    plain: [
      (e) =>
        `I would appreciate the opportunity to explain in an interview how I could contribute to ${enThe(e)}.`,
      (_e, p) => `I would enjoy discussing the ${p} role with you.`,
      (e) => `A conversation about how I could help ${enThe(e)} would be very welcome.`,
    ],
  },
  thanks: [
    'Thank you for your time and consideration.',
    'Thank you for considering my application.',
    'Thank you for reading my application.',
    'I look forward to hearing from you.',
    'Many thanks for your consideration.',
    'Thank you for taking the time to read this letter.',
    'I appreciate your time and attention.',
  ],
  subject: (p) => `Application for the ${p} position`,
  greeting: 'Dear Hiring Manager,',
  recipient: 'Hiring Manager',
  signOff: 'Sincerely,',
  yourCompany: 'your company',
  until: (year) => `until ${year}`,
  since: (year) => `since ${year}`,
  inYear: (year) => `in ${year}`,
  fromTo: (from, to) => `from ${from} to ${to}`,
  requirement: {
    number: [
      (t, ev) => `${capitalize(t)} is on your list, and I have a figure to show for it. ${ev}`,
      (t, ev) => `On ${t}, my results speak for themselves. ${ev}`,
      (t, ev) => `${ev} That result speaks to ${t}, which your posting asks for.`,
    ],
    tool: [
      (t, ev) => `Your posting names ${t}. ${ev}`,
      (t, ev) => `${capitalize(t)} has been part of my own work. ${ev}`,
      (t, ev) => `${ev} That is where I used ${t}, which this role calls for.`,
      (t, ev) => `${ev} That work relied on ${t}.`,
      (t, ev) => `On ${t}, here is my own experience. ${ev}`,
      (t, ev) => `I have hands-on experience of ${t}. ${ev}`,
    ],
    field: [
      (t, ev) => `Your posting asks for ${t}, which has been part of my work in this field. ${ev}`,
      (t, ev) => `${ev} That speaks to ${t}, which your posting asks for.`,
      (t, ev) => `${capitalize(t)} matters in this role, as it did in mine. ${ev}`,
    ],
    plain: [
      (t, ev) => `You ask for ${t}. ${ev}`,
      (t, ev) => `${capitalize(t)} is on your list. ${ev}`,
      (t, ev) => `Regarding ${t}: ${/^I\b/.test(ev) ? ev : lowerFirst(ev)}`,
    ],
  },
  shownAt: [
    (e, _p, _w, c) => `At ${enThe(e)}, ${c}.`,
    (e, p, w, c) =>
      p ? `As ${asRole(p)} at ${enThe(e)}, ${c}.` : `At ${enThe(e)}${w ? ` (${w})` : ''}, ${c}.`,
    (e, _p, w, c) => `At ${enThe(e)}${w ? ` (${w})` : ''}, ${c}.`,
    (e, _p, _w, c) => `My time at ${enThe(e)} shows it: ${c}.`,
  ],
  shownAtLatest: (e, p, w, c) => `${p ? `As ${asRole(p)} at` : 'At'} ${enThe(e)}${w ? ` (${w})` : ''}, ${c}.`,
  shownAgain: (e, c) => `At ${e} as well, ${c}.`,
  shownAgainCurrent: (c) => `In my current role, ${c}.`,
  shownInProject: (name, c) => `In my project ${name}, ${c}.`,
  alsoClause: (c) =>
    `${capitalize(
      c
        .replace(/^I (am|was) /, 'I $1 also ')
        .replace(/^I (?!(?:am|was) also )/, 'I also ')
        .replace(/^my work (\w+):/, 'my work also $1:'),
    )}.`,
  moreResults: [
    () => 'Other results from my time there speak to the same needs.',
    () => 'The same job gave me more experience of this kind.',
    () => 'That role also brought results that matter here.',
  ],
  firstPerson: /(?:^|\s)(?:I|I'm|I’m|[Mm]y)\s/,
  languageNames: {
    english: 'English',
    french: 'French',
    spanish: 'Spanish',
    german: 'German',
    italian: 'Italian',
    portuguese: 'Portuguese',
    catalan: 'Catalan',
    arabic: 'Arabic',
    chinese: 'Chinese',
  },
};

export const enSummary: SummaryPhrases = {
  experienceAt: (title, list) => `${title ? `${title} with experience` : 'Experience'} at ${list}.`,
  degreeFrom: (degree, school) => `${degree} from ${school}.`,
  studiedAt: (school) => `Studied at ${school}.`,
  brings: (list, position) => `Brings ${list} to the ${position} role.`,
  keyStrengths: (list) => `Key strengths: ${list}.`,
  skillsInclude: (list) => `Skills include ${list}.`,
  notableResult: (e, line) => `Notable result at ${e}: ${line}.`,
  project: (name, line) => `Project ${name}: ${line}.`,
};
