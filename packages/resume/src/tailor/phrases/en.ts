import { asRole, leadIn } from '../sentence-forms.ts';
import type { LetterPhrases, SummaryPhrases } from './types.ts';

export const en: LetterPhrases = {
  apply: [
    (p, e) => `I am writing to apply for the ${p} position at ${e}.`,
    (p, e) => `I would like to be considered for the ${p} role at ${e}.`,
    (p, e) => `Please consider my application for the ${p} opening at ${e}.`,
    (p, e) => `With this letter I apply for the ${p} role at ${e}.`,
  ],
  currentRole: (t, e, since) =>
    t
      ? `I currently work as ${asRole(t)} at ${e}${since ? `, where I have been since ${since}` : ''}.`
      : `I currently work at ${e}${since ? `, where I have been since ${since}` : ''}.`,
  pastRole: (t, e, year) =>
    t
      ? `Most recently I worked as ${asRole(t)} at ${e}${year ? ` (${year})` : ''}.`
      : `Most recently I worked at ${e}${year ? ` (${year})` : ''}.`,
  studied: (d, s) => (d ? `I studied at ${s} (${d}).` : `I studied at ${s}.`),
  asksFor: [
    (list, n) => `Your posting asks for ${list}, and my work so far shows ${n > 1 ? 'each of them' : 'it'}.`,
    (list, n) => `You ask for ${list}; I have used ${n > 1 ? 'each of them' : 'it'} in my own work.`,
    (list, n) =>
      `What you ask for includes ${list}, ${n > 2 ? 'all of which' : n > 1 ? 'both of which' : 'which'} my work has called for.`,
    (list) => `Among what your posting asks for, my work so far shows ${list}.`,
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
  ],
  roleIntro: [
    (e, p, when, current) => {
      const tail = when ? ` ${when}` : '';
      if (!p) return `I ${current ? 'have worked' : 'worked'} at ${e}${tail}.`;
      return current
        ? `At ${e}, I have worked as ${asRole(p)}${tail}.`
        : `At ${e}, I worked as ${asRole(p)}${tail}.`;
    },
    (e, p, when, current) => {
      const tail = when ? ` ${when}` : '';
      if (!p) return `I ${current ? 'have worked' : 'worked'} at ${e}${tail}.`;
      return `I ${current ? 'have worked' : 'worked'} as ${asRole(p)} at ${e}${tail}.`;
    },
  ],
  earlier: [leadIn('Before that'), leadIn('Prior to that')],
  earliest: [leadIn('Earlier'), leadIn('Further back')],
  alongside: leadIn('Alongside that'),
  duties: [
    (list, current) => `What I ${current ? 'do' : 'did'} there, in short: ${list}.`,
    (list, current) => `The role ${current ? 'covers' : 'covered'} the following: ${list}.`,
    (list, current) => `My tasks there ${current ? 'include' : 'included'} the following: ${list}.`,
  ],
  dutySeparator: '; ',
  workedWith: (list, current) => `My work there ${current ? 'draws' : 'drew'} on ${list}.`,
  drewOn: [
    (list) => `That is the same ${list} work your posting asks for.`,
    (list) => `This work drew directly on ${list}, which your posting lists.`,
    (list) => `It is ${list} work of the kind your posting describes.`,
    (list, n) => `Your posting names ${list}; this is where I used ${n > 1 ? 'them' : 'it'}.`,
  ],
  project: (name, about) =>
    about ? `My project ${name} is a good example: ${about}.` : `My project ${name} is a good example.`,
  toolkit: (list) => `The tools I work with include ${list}.`,
  speaks: (list) => `I speak ${list}.`,
  alsoCovers: (list) => `My experience also covers ${list}.`,
  studies: (school, what, fits) =>
    what
      ? fits
        ? `My studies at ${school} (${what}) gave me a solid grounding for this work.`
        : `I studied at ${school} (${what}).`
      : `I studied at ${school}.`,
  alsoStudied: (school, what) => `I also studied at ${school}${what ? ` (${what})` : ''}.`,
  certified: (list) => `I also hold the following certifications: ${list}.`,
  alsoShows: (list, count) =>
    `Your posting also lists ${list}, and my experience shows ${count > 1 ? 'these' : 'this'} as well.`,
  at: (e, when) => `at ${e}${when ? ` ${when}` : ''}`,
  alsoWorked: (list) => `I have also worked ${list}.`,
  interest: [
    (e, p, f) => `What draws me to ${e} is the chance to put my experience with ${f} to work as your ${p}.`,
    (e, _p, f) => `I would like to bring that ${f} experience to ${e}.`,
    (e, p, f) => `In the ${p} role at ${e}, I would build on the same ${f} experience.`,
  ],
  available: [
    'I am available for an interview at a time that suits you, in person or by video.',
    'I can meet at your convenience, in person or by video.',
    'I would be happy to meet whenever it suits you.',
    'My schedule is flexible for an interview.',
  ],
  nothingYet: 'Below I set out the experience I would bring to it.',
  closing: [
    (e, _p, f) =>
      `I would welcome the chance to discuss how my experience${f ? ` with ${f}` : ''} could help ${e}.`,
    (_e, p) => `I would be glad to talk through these results and what I could bring to the ${p} role.`,
    (e) => `I would appreciate the opportunity to explain in an interview how I could contribute to ${e}.`,
    (e) => `I would be glad to tell you more about this work and about what I could do at ${e}.`,
  ],
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
  moreResults: () => 'Other results from my time there speak to the same needs.',
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
