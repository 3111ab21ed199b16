import { fold } from '../text/fold.ts';
import { normTokens, splitItems, squash, tokenize } from './text.ts';
import { anyStopword, findSkillsInTokens, genericWords, titleWords, type Skill } from './vocabulary.ts';

/*
 * Reading a job posting as users paste it: job-board clutter out first (front matter, HTML,
 * navigation, "Apply now", cookie and legal text, benefits and salary blocks, company pitch), then
 * the sections that say what the job needs, split into what is required and what is only welcome.
 * Rules lean on structure (headings, bullets) and the skills vocabulary, never on one posting's words.
 */

export type RequirementImportance = 'must' | 'nice';
export type RequirementKind = 'skill' | 'tool' | 'qualification' | 'language';

export interface PostingRequirement {
  /** The posting's words for it, shortened to the requirement itself ("Python", "Linux environment"). */
  text: string;
  importance: RequirementImportance;
  kind: RequirementKind;
  /** Vocabulary skills it names (empty for a requirement the vocabulary does not know). */
  skills: Skill[];
  /** Where it came from: a requirement list, a "nice to have" list, or the duties of the role. */
  from: 'requirements' | 'preferred' | 'duties' | 'text';
}

export interface ReadPosting {
  /** The posting without clutter. */
  text: string;
  /** Text of the sections that describe the job (requirements, duties), or all of `text` when none is found. */
  focus: string;
  requirements: PostingRequirement[];
}

type SectionKind = 'must' | 'nice' | 'duties' | 'other' | 'none';

/* Headings by what follows them, in English, French and Spanish (folded, matched as words). */
const NICE_HEADINGS = [
  'nice to have',
  'nice-to-have',
  'preferred',
  'bonus',
  'bonus points',
  'desirable',
  'desired',
  'a plus',
  'assets',
  'asset',
  'pluses',
  'atout',
  'atouts',
  'un plus',
  'souhaite',
  'souhaitee',
  'apprecie',
  'appreciee',
  'serait un plus',
  'deseable',
  'deseables',
  'deseado',
  'deseada',
  'opcional',
  'opcionales',
  'valorable',
  'se valorara',
  'valoraremos',
  'plus',
];
const MUST_HEADINGS = [
  'requirements',
  'requirement',
  'qualifications',
  'qualification',
  'required',
  'must have',
  'must-have',
  'what you bring',
  "what you'll bring",
  'what we are looking for',
  "what we're looking for",
  'who you are',
  'about you',
  'you have',
  'your profile',
  'profile',
  'skills',
  'competencies',
  'specialized experience',
  'experience',
  'we will evaluate you',
  "we'll evaluate you",
  'you will be scored',
  'key skills',
  'your skills',
  'exigences',
  'qualifications requises',
  'profil',
  'profil recherche',
  'competences',
  'ce que nous recherchons',
  'vous avez',
  'votre profil',
  'nous vous evaluerons',
  'savoir-faire',
  'requisitos',
  'requerimientos',
  'habilidades',
  'perfil',
  'buscamos',
  'conocimientos',
  'tu perfil',
  'que buscamos',
  'experiencia',
  'competencias',
  'lo que necesitas',
];
const DUTY_HEADINGS = [
  'responsibilities',
  'responsibility',
  "what you'll do",
  'what you will do',
  'duties',
  'the role',
  'your role',
  'you will',
  'in this role',
  'day to day',
  'your mission',
  'key responsibilities',
  'what you will be doing',
  'the job',
  'job description',
  'description of duties',
  'responsabilites',
  'descriptif du poste',
  'description du poste',
  'missions',
  'vos missions',
  'taches',
  'ce que vous ferez',
  'vos responsabilites',
  'le poste',
  'role',
  'responsabilidades',
  'funciones',
  'tareas',
  'que haras',
  'tu mision',
  'el puesto',
  'descripcion del puesto',
  'descripcion del empleo',
];
const OTHER_HEADINGS = [
  'benefits',
  'perks',
  'salary',
  'compensation',
  'total rewards',
  'about us',
  'about the company',
  'company description',
  'team description',
  'who we are',
  'our stack',
  'how to apply',
  'equal opportunity',
  'why join',
  'what we offer',
  'we offer',
  'our team',
  'about the team',
  'pay',
  'avantages',
  'remuneration',
  'a propos',
  'qui sommes-nous',
  'nous offrons',
  'ce que nous offrons',
  'conditions',
  'processus',
  'beneficios',
  'ofrecemos',
  'sobre nosotros',
  'quienes somos',
  'salario',
  'que ofrecemos',
  'condiciones',
];

/** Page furniture and boilerplate that is never part of a job: a whole line matching one of these goes. */
const CLUTTER_LINE: RegExp[] = [
  /^(?:apply(?: now| for this job| here)?|easy apply|save(?: job)?|share(?: this job)?|show (?:more|less)|see (?:more|less)|read (?:more|next story)|close|menu|skip to (?:main )?content|sign (?:in|up)|log ?in|register|back to (?:all )?jobs|similar jobs|related jobs|more jobs|report (?:this )?job|print|next|previous|home|search)\b.{0,60}$/i,
  /^(?:postuler|postulez|partager|enregistrer|fermer|voir plus|voir moins|offres similaires|retour|se connecter|postula(?:r)?(?: hoy mismo| ahora)?|compartir|guardar|cerrar|ver m[aá]s|ver menos|empleos similares|ofertas similares|inicia sesi[oó]n)\b.{0,60}$/i,
  /cookie|privacy policy|terms of (?:use|service)|all rights reserved|©|politique de confidentialit|pol[ií]tica de privacidad|mentions l[eé]gales/i,
  /^(?:https?:\/\/|www\.)\S+$|^\S+@\S+\.\S+$/i,
  /^(?:posted|published|updated|last updated|publi[eé]|publicado)\b.{0,60}$/i,
  /\b(?:equal opportunity employer|without regard to (?:race|age)|accommodation|lottery|loter[ií]a)\b/i,
  /^\W*$/,
];

/** Words of a line that mean it speaks of pay, benefits or the company, not of the job. */
const OTHER_LINE =
  /(?:\$|€|£)\s?\d|\b\d+(?:[.,]\d+)?\s?(?:k|€|\$)\b|\b(?:salary|per hour|\/hour|401\(?k|insurance|paid (?:time off|leave)|pto|vacation|stock|rsus?|bonus program|pension|parental leave|salaire|mutuelle|tickets? restaurant|sueldo|vacaciones|seguro m[eé]dico)\b/i;

/** Conditions of employment (documents, checks, union, contact), not skills. */
const CONDITION_LINE =
  /\S+@\S+\.\w|\b(?:vaccin\w*|immuni[sz]\w*|tuberculosis|background check|drug (?:test|screen)|bargaining unit|union dues|work authori[sz]ation|visa sponsorship|citizenship|contact us|for more information|casier judiciaire|antecedentes penales)\b/i;

/** A sentence about the employer or its process ("We will use ...", "Our team ..."), not about the candidate. */
const ABOUT_US =
  /^(?:we|we'll|we're|our|us|this (?:position|role|job)|nous|notre|nos|ce poste|nosotros|nuestr[oa]s?|estamos|este puesto)\b/i;

const BULLET = /^\s*(?:[-•*·▪◦‣–—]|\\-|\d{1,2}[.)]|[a-z][.)])\s+/;

function matchesAny(text: string, list: string[]): boolean {
  const norm = ` ${fold(text)
    .replace(/[^\p{L}\p{N}'’ -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
  return list.some((h) => norm.includes(` ${h} `));
}

function classifyHeading(text: string): SectionKind {
  if (matchesAny(text, NICE_HEADINGS)) return 'nice';
  if (matchesAny(text, OTHER_HEADINGS)) return 'other';
  if (matchesAny(text, DUTY_HEADINGS)) return 'duties';
  if (matchesAny(text, MUST_HEADINGS)) return 'must';
  return 'none';
}

/** Front-matter keys whose value is part of the job itself. */
const FRONT_MATTER_CONTENT =
  /^(?:qualifications?|requirements?|responsibilities|duties|skills|description|job_description|profile|profil|missions?|requisitos|funciones)$/i;

/** The job-text fields of a front matter block as "Heading:" and their lines; the rest goes. */
function frontMatterSections(body: string): string {
  const out: string[] = [];
  for (const m of body.matchAll(/^([A-Za-z_]+)\s*[:=]\s*(["']?)(.*)\2[ \t]*$/gm)) {
    if (!FRONT_MATTER_CONTENT.test(m[1]!) || !m[3]!.trim()) continue;
    const value = m[2] === '"' ? m[3]!.replace(/\\r\\n|\\n|\\r/g, '\n').replace(/\\"/g, '"') : m[3]!;
    out.push(`${m[1]!.replace(/_/g, ' ')}:`, value, '');
  }
  return out.join('\n');
}

/** Markup and site metadata out: front matter, HTML, Markdown marks, escaped bullets. */
export function cleanPostingText(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n');
  // Front matter (TOML +++ or YAML ---) at the start: site metadata, except the fields that hold
  // the job's own text ("qualifications: ..."), which are kept as a section under their name.
  text = text.replace(/^\s*(\+\+\+|---)\n([\s\S]*?)\n\1[ \t]*(?:\n|$)/, (_m, _fence, body: string) =>
    frontMatterSections(body),
  );
  text = text.replace(/^\[\/\/\]: #.*$/gm, '');
  text = text.replace(/<(?:br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, '\n').replace(/<[^>\n]{1,400}>/g, ' ');
  text = text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
  text = text.replace(/^\\-\s/gm, '- ').replace(/\\([*_#-])/g, '$1');
  text = text.replace(/\*\*|__/g, '').replace(/^#{1,6}\s*/gm, '');
  text = text.replace(/\[([^\]\n]+)\]\([^)\n]*\)/g, '$1');
  // A scraped page glued into one line: headings stuck to the next word ("RequirementsBachelors"),
  // sentences stuck together ("analystsProven"). Put the breaks back.
  const lines = text.split('\n');
  const longest = Math.max(...lines.map((l) => l.length));
  if (longest > 2000 && lines.filter((l) => l.trim()).length < 15) {
    text = text.replace(/(?<=[\p{Ll}.)%])(?=\p{Lu}\p{Ll})/gu, '\n').replace(/\s{4,}/g, '\n');
  }
  return text;
}

function isClutter(line: string): boolean {
  const t = squash(line);
  return CLUTTER_LINE.some((re) => re.test(t));
}

interface Block {
  kind: SectionKind;
  heading: string;
  /** A sub-heading that took its list's kind. */
  inherited?: boolean;
  lines: Array<{ text: string; bullet: boolean }>;
}

function isHeadingLine(line: string, raw: string): boolean {
  if (BULLET.test(raw)) return false;
  const words = normTokens(line).length;
  if (words === 0 || words > 9) return false;
  if (/(?:[:：]|…|\.\.\.)\s*$/.test(line)) return true;
  // A question that names a section ("What will you do?", "¿Qué buscamos en ti?").
  if (/\?\s*$/.test(line) && words <= 7 && classifyHeading(line) !== 'none') return true;
  if (/^(?:#{1,6}\s|\*\*[^*]+\*\*\s*:?\s*$)/.test(raw.trim())) return true;
  // A short line with no sentence end that names a known section.
  return !/[.!?;,]\s*$/.test(line) && words <= 6 && classifyHeading(line) !== 'none';
}

/**
 * A job board's field table puts a section's name and its text on one row, apart by a tab
 * ("Profil recherché<TAB>bac secrétariat avec ..."): the name is a heading of its own.
 */
function splitLabelRow(line: string): string[] {
  const m = /^([^\t]{3,40})\t+(.+)$/.exec(line);
  if (!m || classifyHeading(m[1]!) === 'none' || normTokens(m[1]!).length > 5) return [line];
  return [`${m[1]!.trim()}:`, m[2]!];
}

function blocksOf(raw: string): Block[] {
  const cleaned = cleanPostingText(raw);
  const blocks: Block[] = [{ kind: 'none', heading: '', lines: [] }];
  for (const original of cleaned.split('\n').flatMap(splitLabelRow)) {
    const line = squash(original);
    if (!line || isClutter(line)) continue;
    const current = blocks[blocks.length - 1]!;
    if (isHeadingLine(line, original)) {
      const kind = classifyHeading(line);
      // A sub-heading inside a requirement list that names skills ("Experience in Python and Django, including:") belongs to it.
      if (
        kind === 'none' &&
        (current.kind === 'must' || current.kind === 'nice') &&
        findSkillsInTokens(tokenize(line), line).length
      ) {
        current.lines.push({ text: line.replace(/[:：]\s*$/, ''), bullet: true });
        continue;
      }
      // A sub-heading right under a list's heading ("Vos missions :" then "Auprès de l'enfant :"),
      // and each sibling after it, keeps the list's kind.
      const inherits =
        kind === 'none' &&
        current.kind !== 'none' &&
        current.kind !== 'other' &&
        (!current.lines.length || current.inherited) &&
        /[:：]\s*$/.test(line);
      blocks.push({ kind: inherits ? current.kind : kind, heading: line, lines: [], inherited: inherits });
      continue;
    }
    current.lines.push({ text: line, bullet: BULLET.test(original) });
  }
  return blocks;
}

const FILLER_LEAD = new RegExp(
  [
    '^(?:you (?:have|bring|are|will have)\\s+)?',
    '(?:(?:a|an|the)\\s+)?',
    '(?:(?:strong|solid|proven|excellent|good|deep|extensive|demonstrated|previous|prior|hands-on|working|broad|sound|keen|thorough|advanced|basic)\\s+)*',
    '(?:(?:experience|knowledge|understanding|expertise|proficiency|familiarity|background|track record|command|mastery)\\s+(?:of|in|with|using|writing|working with|working in)\\s+)?',
    '(?:(?:the|a|an)\\s+)?',
  ].join(''),
  'i',
);
const FILLER_LEAD_FR_ES =
  /^(?:(?:une?|la|le|les|el|los|las)\s+)?(?:(?:bonne|solide|excellente|forte|buena|s[oó]lida|amplia)s?\s+)?(?:exp[eé]rience|connaissances?|ma[iî]trise|experiencia|conocimientos?|dominio)\s+(?:de la |des |du |de l'|de |d'|en |avec |con |del |de los |de las |de |sur )/i;

/** The requirement itself, without "Strong experience with" before it or the examples after it. */
export function shortenRequirement(line: string): string {
  let text = squash(line.replace(BULLET, ''));
  // "Amazing Salesperson. 8-10+ years of ...": a label before the requirement.
  text = text.replace(/^(?:\p{Lu}[\p{L} ]{1,30}[.!])\s+(?=[\p{Lu}\d])/u, (m) =>
    m.split(' ').filter(Boolean).length <= 3 ? '' : m,
  );
  // After a semicolon or a spaced dash comes an example, a grade or a note ("Product Manager - GS-15").
  text = text.split(/;\s|\s+[-–—]\s+/u)[0]!;
  text = text.split(
    /,\s+(?:with|preferably|ideally|including|especially|such as|de préférence|idéalement|idealmente|preferiblemente)\s|\s(?:prepared by|provided by|in collaboration with|together with|alongside|en collaboration avec|en colaboración con|préparée?s? par|preparad[oa]s? por)\s/iu,
  )[0]!;
  text = text.replace(/\s*\((?:e\.g\.|i\.e\.|ex\.|p\. ?ej\.|por ejemplo|par exemple)[^)]*\)/gi, '');
  const short = text.replace(FILLER_LEAD, '').replace(FILLER_LEAD_FR_ES, '');
  if (normTokens(short).length >= 1) text = short;
  text = text.replace(/[\s.;:,!]+$/u, '').trim();
  const words = text.split(/\s+/);
  if (words.length > 16) text = words.slice(0, 16).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const LANGUAGE_RE =
  /\b(?:english|french|spanish|german|portuguese|italian|mandarin|bilingual|bilingualism|anglais|fran[cç]ais|espagnol|allemand|bilinguisme|bilingue|ingl[eé]s|franc[eé]s|espa[nñ]ol|alem[aá]n|idioma|langue)\b/i;
const QUALIFICATION_RE =
  /\b(?:degree|bachelor|bachelors|master'?s?|phd|doctorate|diploma|licen[cs]e|licensed|certifi(?:ed|cate|cation)|accredit\w*|\d+\+?\s*(?:years?|ans|años)|years? of|dipl[oô]me|licence|dipl[oó]mado|t[ií]tulo|titulaci[oó]n|licenciatura|grado en|maestr[ií]a|certificaci[oó]n|clearance|gs-\d+)\b/i;

function kindOf(text: string, skills: Skill[]): RequirementKind {
  if (LANGUAGE_RE.test(text) && !skills.some((s) => s.kind === 'hard' && !LANGUAGE_RE.test(s.term)))
    return 'language';
  if (QUALIFICATION_RE.test(text)) return 'qualification';
  if (skills.some((s) => s.kind === 'hard') && normTokens(text).length <= 6) return 'tool';
  return 'skill';
}

/** A text worth listing as a requirement: it has content words, and is neither the title, the employer nor a generic word. */
function worthKeeping(text: string, banned: Set<string>): boolean {
  const tokens = normTokens(text).filter((t) => t !== '/');
  const content = tokens.filter((t) => !anyStopword.has(t) && !genericWords.has(t) && !/^\d+$/.test(t));
  if (!content.length) return false;
  if (content.every((t) => banned.has(t) || titleWords.has(t))) return false;
  return true;
}

const MAX_REQUIREMENTS = 30;

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
  const mentionsEmployer = (line: string): boolean =>
    !!employer && (fold(line).includes(fold(employer)) || !!initialsRe?.test(line));

  const requirements: PostingRequirement[] = [];
  const seen = new Set<string>();
  const add = (raw: string, importance: RequirementImportance, from: PostingRequirement['from']): void => {
    const shortened = shortenRequirement(raw);
    const tokens = tokenize(shortened);
    const skills = [...new Set(findSkillsInTokens(tokens, shortened).map((h) => h.skill))];
    // A bare tool name ("React.js", "Git") reads as the vocabulary's name.
    const textOut =
      skills.length === 1 && normTokens(shortened).length <= 2 && skills[0]!.kind === 'hard'
        ? skills[0]!.term
        : shortened;
    if (!worthKeeping(textOut, banned) && !skills.length) return;
    const key = normTokens(textOut).join(' ');
    if (seen.has(key)) return;
    seen.add(key);
    requirements.push({ text: textOut, importance, kind: kindOf(textOut, skills), skills, from });
  };

  const hasLists = blocks.some((b) => (b.kind === 'must' || b.kind === 'nice') && b.lines.length > 0);
  for (const block of blocks) {
    if (block.kind !== 'must' && block.kind !== 'nice') continue;
    const bullets = block.lines.filter((l) => l.bullet);
    const items = bullets.length ? bullets : block.lines.flatMap((l) => splitItems(l.text));
    for (const item of items) {
      const itemText = typeof item === 'string' ? item : item.text;
      if (
        mentionsEmployer(itemText) ||
        OTHER_LINE.test(itemText) ||
        CONDITION_LINE.test(itemText) ||
        ABOUT_US.test(itemText)
      )
        continue;
      const nice =
        block.kind === 'nice' ||
        /\b(?:preferred|a plus|nice to have|is an asset|un atout|un plus|souhait\w*|deseable|se valorar[aá]|valorable)\b/i.test(
          itemText,
        );
      add(itemText, nice ? 'nice' : 'must', nice ? 'preferred' : 'requirements');
    }
  }
  // Duties name the skills the job needs too ("Design RESTful API endpoints in Python").
  for (const block of blocks) {
    if (block.kind !== 'duties') continue;
    const bullets = block.lines.filter((l) => l.bullet).map((l) => l.text);
    const items = bullets.length ? bullets : block.lines.flatMap((l) => splitItems(l.text));
    for (const item of items) {
      if (mentionsEmployer(item) || OTHER_LINE.test(item) || CONDITION_LINE.test(item) || ABOUT_US.test(item))
        continue;
      add(item, 'must', 'duties');
    }
  }
  // Skills named anywhere in the job's own text (not in the company pitch or the benefits).
  const body = blocks
    .filter((b) => b.kind !== 'other')
    .flatMap((b) => [b.heading, ...b.lines.map((l) => l.text)]);
  const known = new Set(requirements.flatMap((r) => r.skills.map((s) => s.term)));
  for (const line of body) {
    if (OTHER_LINE.test(line) || CONDITION_LINE.test(line) || mentionsEmployer(line)) continue;
    const tokens = tokenize(line);
    for (const hit of findSkillsInTokens(tokens, line)) {
      if (known.has(hit.skill.term)) continue;
      if (banned.size && normTokens(hit.surface).every((t) => banned.has(t))) continue;
      known.add(hit.skill.term);
      const optional =
        /\b(?:preferred|a plus|nice to have|bonus|un atout|un plus|souhait\w*|deseable|se valorar[aá]|valorable|ideally|id[eé]alement)\b/i.test(
          line,
        );
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

  const focusBlocks = blocks.filter((b) => b.kind === 'must' || b.kind === 'nice' || b.kind === 'duties');
  const focus =
    hasLists || focusBlocks.some((b) => b.lines.length)
      ? focusBlocks.map((b) => [b.heading, ...b.lines.map((l) => l.text)].join('\n')).join('\n\n')
      : text;
  return { text, focus, requirements: ordered };
}
