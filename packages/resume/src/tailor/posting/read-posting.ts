import { fold } from '../../text/fold.ts';
import { detectLanguage } from '../../parse/language.ts';
import { normTokens, splitItems, squash, tokenize } from '../text.ts';
import { anyStopword, findSkillsInTokens, genericWords } from '../vocabulary.ts';
import { blocksOf, type Block } from './blocks.ts';
import { asksForSomething, namesQualification, onlyWelcome, withoutWelcomeWords } from './cues.ts';
import { demandOf, looseItems, partsAtAnd, piecesOf, withoutSurroundings } from './loose.ts';
import { kindOf, shortenRequirement, worthKeeping } from './requirement.ts';
import type { PostingRequirement, ReadPosting, RequirementImportance } from './types.ts';

/*
 * Reading a job posting as users paste it: job-board clutter out first (front matter, HTML,
 * navigation, "Apply now", cookie and legal text, benefits and salary blocks, company pitch), then
 * the sections that say what the job needs, split into what is required and what is only welcome.
 * Rules lean on structure (headings, bullets) and the skills vocabulary, never on one posting's words.
 */

/** Words of a line that mean it speaks of pay, benefits or the company, not of the job. */
const OTHER_LINE =
  /(?:\$|€|£)\s?\d|\b\d+(?:[.,]\d+)?\s?(?:k|€|\$|eur|euros?|usd|gbp)\b|\b(?:salary|per hour|\/hour|401\(?k|(?:health|dental|medical|life|vision|disability) insurance|insurance (?:plans?|coverage|benefits?)|paid (?:time off|leave)|pto|vacation|stock (?:options?|grants?|purchase)|rsus?|bonus program|pension|parental leave|salaire|mutuelle|tickets? restaurant|sueldo|vacaciones|seguro m[eé]dico)\b/i;

/** Conditions of employment (documents, checks, union, contact), not skills. */
const CONDITION_LINE =
  /\S+@\S+\.\w|\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b0\d(?:[\s.]\d{2}){4}\b|\b(?:vaccin\w*|immuni[sz]\w*|tuberculosis|background (?:check|investigation)|contingent (?:up)?on|drug (?:test|screen)|bargaining unit|union dues|work authori[sz]ation|visa sponsorship|citizenship|contact us|for more information|casier judiciaire|antecedentes penales)\b/i;

const MAX_REQUIREMENTS = 40;

/**
 * The text is one skill and generic words after it ("Customer service skills"), written as the
 * vocabulary names the skill ("Trabajo en equipo" keeps its language), and names no qualification.
 */
function onlyGenericBesides(
  text: string,
  hits: Array<{ surface: string; skill: { term: string } }>,
): boolean {
  const hit = hits[0];
  if (hits.length !== 1 || !hit || fold(hit.surface) !== fold(hit.skill.term) || namesQualification(text))
    return false;
  const tokens = normTokens(text);
  const named = normTokens(hit.surface);
  if (tokens.slice(0, named.length).join(' ') !== named.join(' ')) return false;
  return tokens.slice(named.length).every((t) => genericWords.has(t) || anyStopword.has(t));
}

/**
 * A list's items: its bullets, and the sentences of a paragraph before them ("You know Go well.
 * - 5+ years of ..."), but not one that only opens the list ("The ideal candidate has:"); after
 * them, only a sentence that asks ("You must also work weekends"), not a note that lost its heading.
 */
function blockItems(lines: Array<{ text: string; bullet: boolean }>): string[] {
  const first = lines.findIndex((l) => l.bullet);
  if (first < 0) return lines.flatMap((l) => splitItems(l.text));
  return lines.flatMap((l, i) => {
    if (l.bullet) return [l.text];
    const sentences = splitItems(l.text).filter((s) => !/[:：]\s*$/.test(s));
    return i < first ? sentences : sentences.filter(asksForSomething);
  });
}

/** Clean a posting and list what it asks for. `position` and `employer` are never requirements. */
export function readPosting(
  description: string,
  job: { position?: string; employer?: string } = {},
): ReadPosting {
  const blocks = blocksOf(description);
  const text = blocks
    .map((b) => [b.heading, ...b.lines.map((l) => l.text)].filter(Boolean).join('\n'))
    .join('\n\n')
    .trim();
  const employer = squash(job.employer ?? '');
  const position = squash(job.position ?? '');
  const banned = new Set([...normTokens(employer), ...normTokens(position)]);
  // The employer by name or by its initials ("Service numérique canadien" -> SNC).
  const initials = employer
    .split(/[\s-]+/)
    .filter((w) => w.length > 2 && /^\p{L}/u.test(w))
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const initialsRe = initials.length >= 2 ? new RegExp(`\\b${initials}\\b`) : null;
  // A long name by its first two words ("Acme Widget Holdings of Ohio" -> "Acme Widget"), when both are capitalised.
  const lead = /^\p{Lu}\p{L}+\s+\p{Lu}\p{L}+(?=\s+\S+)/u.exec(employer)?.[0];
  const mentionsEmployer = (line: string): boolean =>
    !!employer &&
    (fold(line).includes(fold(employer)) ||
      !!initialsRe?.test(line) ||
      (!!lead && fold(line).includes(fold(lead))));

  const language = detectLanguage(text);
  const requirements: PostingRequirement[] = [];
  const seen = new Set<string>();
  const employerWords = normTokens(employer).length;
  const add = (raw: string, importance: RequirementImportance, from: PostingRequirement['from']): void => {
    // A sentence that opens on the employer speaks of it ("Acme is hiring a clerk for its office").
    if (
      mentionsEmployer(
        raw
          .split(/\s+/)
          .slice(0, employerWords + 2)
          .join(' '),
      )
    )
      return;
    // A piece cut from a longer sentence may speak only of the employer ("..., we can hire any candidate"),
    // or name it ("... that shows Acme's commitment to ..."): the job's other pieces stay.
    for (const piece of piecesOf(raw).flatMap((p) => (mentionsEmployer(p) ? partsAtAnd(p) : [p])))
      if (demandOf(piece) && !mentionsEmployer(piece)) addOne(piece, importance, from);
  };
  const addOne = (raw: string, importance: RequirementImportance, from: PostingRequirement['from']): void => {
    const shortened = shortenRequirement(raw);
    const tokens = tokenize(shortened);
    const hits = findSkillsInTokens(tokens, shortened);
    const skills = [...new Set(hits.map((h) => h.skill))];
    // A bare tool name ("React.js", "Git"), or one skill and only generic words ("Customer service
    // skills"), reads as the vocabulary's name.
    const onlySkill =
      skills.length === 1 &&
      ((normTokens(shortened).length <= 2 && skills[0]!.kind === 'hard') ||
        onlyGenericBesides(shortened, hits));
    const textOut = onlySkill ? skills[0]!.term : shortened;
    // A length of experience is kept though its words are generic ("Años de experiencia: 2").
    const length = namesQualification(textOut) || (/\d/.test(textOut) && asksForSomething(textOut));
    if (!worthKeeping(textOut, banned) && !skills.length && !length) return;
    const key = normTokens(textOut).join(' ');
    if (seen.has(key)) return;
    seen.add(key);
    requirements.push({ text: textOut, importance, kind: kindOf(textOut, skills), skills, from });
  };

  const hasLists = blocks.some((b) => (b.kind === 'must' || b.kind === 'nice') && b.lines.length > 0);
  for (const block of blocks) {
    if (block.kind !== 'must' && block.kind !== 'nice') continue;
    const items = blockItems(block.lines);
    for (const item of items) {
      const itemText = demandOf(item);
      if (!itemText || OTHER_LINE.test(itemText) || CONDITION_LINE.test(itemText)) continue;
      const nice = block.kind === 'nice' || onlyWelcome(itemText);
      add(
        nice ? withoutWelcomeWords(itemText) : itemText,
        nice ? 'nice' : 'must',
        nice ? 'preferred' : 'requirements',
      );
    }
  }
  // Duties name the skills the job needs too ("Design RESTful API endpoints in Python").
  for (const block of blocks) {
    if (block.kind !== 'duties') continue;
    const bullets = block.lines.filter((l) => l.bullet).map((l) => l.text);
    const items = bullets.length ? bullets : block.lines.flatMap((l) => splitItems(l.text));
    for (const line of items) {
      const item = demandOf(line);
      if (!item || OTHER_LINE.test(item) || CONDITION_LINE.test(item)) continue;
      // A duty list may say a tool is welcome ("Experience with Terraform is a plus").
      if (onlyWelcome(item)) add(withoutWelcomeWords(item), 'nice', 'preferred');
      else add(item, 'must', 'duties');
    }
  }
  // Blocks under a heading of unknown kind, or none: their bullets, and the sentences that ask for something.
  const asking = new Set<Block>();
  for (const block of blocks) {
    if (block.kind !== 'none') continue;
    for (const item of looseItems(block, language)) {
      if (OTHER_LINE.test(item.text) || CONDITION_LINE.test(item.text)) continue;
      add(item.text, item.importance, item.from);
      asking.add(block);
    }
  }
  // Skills named anywhere in the job's own text (not in the company pitch or the benefits).
  const body = blocks
    .filter((b) => b.kind !== 'other')
    .flatMap((b) => [b.heading, ...b.lines.map((l) => l.text)]);
  const known = new Set(requirements.flatMap((r) => r.skills.map((s) => s.term)));
  for (const line of body) {
    if (OTHER_LINE.test(line) || CONDITION_LINE.test(line) || mentionsEmployer(line)) continue;
    const bare = withoutSurroundings(line);
    for (const hit of findSkillsInTokens(tokenize(bare), bare)) {
      if (known.has(hit.skill.term)) continue;
      if (banned.size && normTokens(hit.surface).every((t) => banned.has(t))) continue;
      known.add(hit.skill.term);
      const optional = onlyWelcome(line);
      requirements.push({
        text: hit.skill.term,
        importance: optional ? 'nice' : 'must',
        kind: kindOf(hit.skill.term, [hit.skill]),
        skills: [hit.skill],
        from: 'text',
      });
    }
  }

  // Required first, then preferred; the lists' own order within each (postings list essentials first).
  const rankFrom = { requirements: 0, preferred: 1, duties: 2, text: 3 } as const;
  const ordered = requirements
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) =>
        (a.r.importance === b.r.importance ? 0 : a.r.importance === 'must' ? -1 : 1) ||
        rankFrom[a.r.from] - rankFrom[b.r.from] ||
        a.i - b.i,
    )
    .map((x) => x.r)
    .slice(0, MAX_REQUIREMENTS);

  // The job's own sections; where no section lists the duties, the paragraph without a known
  // heading that gives them ("You will deliver patient care ..." above "Requirements: ...").
  const prose = !blocks.some((b) => b.kind === 'duties' && b.lines.length);
  const focusBlocks = blocks.filter(
    (b) => b.kind === 'must' || b.kind === 'nice' || b.kind === 'duties' || (prose && asking.has(b)),
  );
  const focus =
    hasLists || focusBlocks.some((b) => b.lines.length)
      ? focusBlocks.map((b) => [b.heading, ...b.lines.map((l) => l.text)].join('\n')).join('\n\n')
      : text;
  return { text, focus, requirements: ordered };
}
