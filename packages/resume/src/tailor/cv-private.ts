/*
 * What a tailored CV never prints of people's private details. A referee is named with their post
 * and organisation; their phone, email and street address are given on request, not to every
 * reader of a CV sent out. An identity or social security number, the candidate's or anyone's, is
 * printed nowhere. Nothing is reworded: the details are cut out of the line that holds them.
 */
import { allLanguages, lexicons } from '../lexicon/index.ts';
import * as common from '../lexicon/common.ts';
import { streetKind } from '../parse/basics-contacts.ts';
import { findEmail, findPhone } from '../parse/contact-fields.ts';
import { opensOnStreet } from '../parse/summary-places.ts';
import type { ResumeData } from '../schema/resume.ts';
import { fold } from '../text/fold.ts';
import { withoutIdNumbers } from './cv-words.ts';
import { squash } from './text.ts';

/** "Tel:", "Mob :", "Teléfono", "E-mail:": what labels a contact detail, left behind by it. */
const CONTACT_LABEL = new RegExp(
  String.raw`^(?:${[...common.contactLabels, ...allLanguages('contactLabels'), ...allLanguages('phoneWords'), ...common.phoneWords].join('|')})\.?$`,
  'u',
);

/** Separators a detail leaves at either end or twice in a row ("Office, , London", "Ana Ruiz ·"). */
const tidySeparators = (text: string): string =>
  squash(
    text
      .replace(/\s*([,;·|])(?:\s*[,;·|])+\s*/gu, (_, c: string) => (/[,;]/.test(c) ? `${c} ` : ` ${c} `))
      .replace(/^[\s,;:·|–—-]+|[\s,;:·|–—-]+$/gu, ''),
  );

/** The text before a cut detail without the label it ends on ("Ana Ruiz, Teléfono:" -> "Ana Ruiz,"). */
function withoutTrailingLabel(text: string): string {
  const words = text.trimEnd().split(/\s+/);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const label = fold(words.slice(-n).join(' ')).replace(/^[([]|[:.\s)\]]+$/gu, '');
    // "(Tel." leaves its bracket open for the ")" after the detail.
    if (label && CONTACT_LABEL.test(label))
      return [...words.slice(0, -n), /^[([]/u.test(words.at(-n)!) ? words.at(-n)![0] : ''].join(' ');
  }
  return text;
}

/** The text without the phones and emails it holds, nor the labels they leave ("Mob: …"). */
export function withoutContacts(text: string): string {
  let out = squash(text);
  for (let found = findEmail(out) ?? findPhone(out); found; found = findEmail(out) ?? findPhone(out)) {
    const at = out.indexOf(found);
    out = `${withoutTrailingLabel(out.slice(0, at))} ¶ ${out.slice(at + found.length)}`;
  }
  return out === squash(text) ? out : tidySeparators(out.replace(/\s*¶\s*/gu, ' ').replace(/\(\s*\)/gu, ''));
}

/** A line of a referee's that opens on their street ("49B Harbour Rd, Kilbride, BT1 1AA"). */
const isAddress = (text: string): boolean =>
  opensOnStreet(text) || streetKind(text.split(',')[0]!.trim()) !== undefined;

/**
 * The references as a tailored CV prints them: each referee's name, post and organisation, their
 * phone, email, street address and any identity number cut out; where nothing of them is left to
 * print, one line saying they are available on request, in the CV's language.
 */
export function referencesForCv(resume: ResumeData): ResumeData['references'] {
  if (!resume.references.length) return [];
  const kept = resume.references
    .map((r) => {
      const reference = r.reference && withoutIdNumbers(withoutContacts(r.reference));
      const name = r.name && withoutIdNumbers(withoutContacts(r.name));
      return { ...r, name, reference: reference && !isAddress(reference) ? reference : '' };
    })
    .filter((r) => /\p{L}{2}/u.test(`${r.name ?? ''} ${r.reference}`));
  if (kept.length) return kept;
  const language = resume.meta?.language ?? 'en';
  return [{ reference: lexicons[language].referencesOnRequest }];
}

/** The custom sections and the summary without the identity numbers they state; a line left empty goes. */
export function withoutIdNumbersIn(resume: ResumeData): Pick<ResumeData, 'basics' | 'custom'> {
  const summary = resume.basics.summary && withoutIdNumbers(resume.basics.summary);
  return {
    basics: summary === resume.basics.summary ? resume.basics : { ...resume.basics, summary },
    custom: resume.custom
      .map((c) => ({
        ...c,
        // An item that held an identity number goes when nothing else is left of it; others stay as read.
        items: c.items.flatMap((item) => {
          const kept = withoutIdNumbers(item);
          return kept === item || /[\p{L}\p{N}]/u.test(kept) ? [kept] : [];
        }),
      }))
      .filter((c) => c.items.length),
  };
}
