import { asRole } from '../phrases.ts';
import type { LetterPhrases } from './types.ts';

/** A sentence after a lead-in: its first word lowered, except "I". */
const lowerLeadWord = (s: string): string =>
  /^I\b/.test(s) ? s : `${s.charAt(0).toLowerCase()}${s.slice(1)}`;

export const en: LetterPhrases = {
  apply: [
    (p, e) => `I am writing to apply for the ${p} position at ${e}.`,
    (p, e) => `Your posting for the ${p} role at ${e} describes work I know well.`,
    (p, e) => `I would like to be considered for the ${p} role at ${e}.`,
  ],
  currentRole: (t, e, since) =>
    t
      ? `I currently work as ${asRole(t)} at ${e}${since ? `, where I have been since ${since}` : ''}.`
      : `I currently work at ${e}${since ? `, where I have been since ${since}` : ''}.`,
  pastRole: (t, e, year) =>
    t
      ? `Most recently I worked as ${asRole(t)} at ${e}${year ? ` (${year})` : ''}.`
      : `Most recently I worked at ${e}${year ? ` (${year})` : ''}.`,
  studied: (d, s) => (d ? `I studied ${d} at ${s}.` : `I studied at ${s}.`),
  asksFor: (list) => `Your posting asks for ${list}, and my work so far shows each of them.`,
  lowFit:
    'I will be direct: my resume shows little of what your posting requires. Below I set out plainly what I can offer, and I would welcome the chance to discuss how I could grow into the rest.',
  roleIntro: (e, p, when, current) => {
    const tail = when ? ` ${when}` : '';
    if (!p) return `I ${current ? 'have worked' : 'worked'} at ${e}${tail}.`;
    return current
      ? `At ${e}, I have worked as ${asRole(p)}${tail}.`
      : `At ${e}, I worked as ${asRole(p)}${tail}.`;
  },
  earlier: (s) =>
    s.startsWith('At ') ? `Before that, at ${s.slice(3)}` : `Before that, ${lowerLeadWord(s)}`,
  earliest: (s) => (s.startsWith('At ') ? `Earlier, at ${s.slice(3)}` : `Earlier, ${lowerLeadWord(s)}`),
  alongside: (s) =>
    s.startsWith('At ') ? `Alongside that, at ${s.slice(3)}` : `Alongside that, ${lowerLeadWord(s)}`,
  workedWith: (list, current) => `My work there ${current ? 'draws' : 'drew'} on ${list}.`,
  drewOn: [
    (list) => `That is the same ${list} work your posting asks for.`,
    (list) => `This work drew directly on ${list}, which your posting lists.`,
  ],
  project: (name, about) =>
    about ? `My project ${name} is a good example: ${about}.` : `My project ${name} is a good example.`,
  toolkit: (list) => `The tools I work with include ${list}.`,
  speaks: (list) => `I speak ${list}.`,
  alsoCovers: (list) => `My experience also covers ${list}.`,
  studies: (school, what) =>
    what
      ? `My studies at ${school} (${what}) gave me a solid grounding for this work.`
      : `I studied at ${school}.`,
  alsoStudied: (school, what) => `I also studied at ${school}${what ? ` (${what})` : ''}.`,
  certified: (list) => `I also hold the following certifications: ${list}.`,
  alsoShows: (list, count) =>
    `Your posting also lists ${list}, and my experience shows ${count > 1 ? 'these' : 'this'} as well.`,
  at: (e, when) => `at ${e}${when ? ` ${when}` : ''}`,
  alsoWorked: (list) => `I have also worked ${list}.`,
  interest: (e, r) =>
    `What draws me to ${e} is the chance to put this experience to work on what your posting puts first: ${r}.`,
  available: 'I am available for an interview at a time that suits you, in person or by video.',
  nothingYet: 'Below I set out the experience I would bring to it.',
  closing: [
    (e, _p, f) =>
      `I would welcome the chance to discuss how my experience${f ? ` with ${f}` : ''} could help ${e}. Thank you for your time and consideration.`,
    (_e, p) =>
      `I would be glad to talk through these results and what I could bring to the ${p} role. Thank you for considering my application.`,
    (e) =>
      `I would appreciate the opportunity to explain in an interview how I could contribute to ${e}. Thank you for reading my application.`,
  ],
  lowFitClosing: (e) =>
    `If ${e} is open to a candidate who would learn the rest on the job, I would be glad to talk. Thank you for reading my application.`,
  subject: (p) => `Application for the ${p} position`,
  greeting: 'Dear Hiring Manager,',
  recipient: 'Hiring Manager',
  signOff: 'Sincerely,',
  yourCompany: 'your company',
};
