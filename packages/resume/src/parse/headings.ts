import { foldOnce, oneEditApart } from './util.ts';
import type { SectionKey as ResumeSectionKey } from '../schema/resume.ts';

/** A heading names a resume section, or the contact block the parser reads into basics. */
export type SectionKey = ResumeSectionKey | 'contact';

type Lang = 'en' | 'fr' | 'es';

/** Known section names, accents folded, per language (the language votes for meta.language). */
const NAMES: Record<SectionKey, Partial<Record<Lang, string[]>>> = {
  summary: {
    en: [
      'summary',
      'professional summary',
      'career summary',
      'profile',
      'professional profile',
      'about',
      'about me',
      'objective',
      'career objective',
      'summary of qualifications',
      'personal statement',
    ],
    fr: [
      'profil',
      'profil professionnel',
      'resume',
      'resume professionnel',
      'a propos',
      'a propos de moi',
      'objectif',
      'objectif professionnel',
      'presentation',
    ],
    es: [
      'perfil',
      'perfil profesional',
      'resumen',
      'resumen profesional',
      'sobre mi',
      'acerca de mi',
      'objetivo',
      'objetivo profesional',
      'extracto',
    ],
  },
  work: {
    en: [
      'experience',
      'work experience',
      'professional experience',
      'employment',
      'employment history',
      'work history',
      'career history',
      'relevant experience',
      'professional background',
      'career',
      // Posts held at school or in student bodies are posts too.
      'campus involvement',
      'on campus involvement',
      'student involvement',
      'campus activities',
      'leadership experience',
      'leadership and activities',
      'leadership & activities',
      'extracurricular activities',
      'appointments',
      'academic appointments',
      'faculty appointments',
      'hospital appointments',
      'appointments at hospitals',
      'postdoctoral training',
      'research positions',
      'professional positions',
      'other professional positions',
    ],
    fr: [
      'experience professionnelle',
      'experiences professionnelles',
      'experiences',
      'parcours professionnel',
      'emplois',
      'experience pro',
    ],
    es: [
      'experiencia',
      'experiencia laboral',
      'experiencia profesional',
      'historial laboral',
      'trayectoria profesional',
      'experiencias',
    ],
  },
  education: {
    en: [
      'education',
      'academic background',
      'educational background',
      'educational attainment',
      'educational qualifications',
      'education and training',
      'academic history',
      'qualifications',
      'studies',
    ],
    fr: [
      'formation',
      'formations',
      'diplomes',
      'diplomes et formations',
      'formation academique',
      'parcours academique',
      'etudes',
      'cursus',
    ],
    es: [
      'educacion',
      'formacion',
      'formacion academica',
      'estudios',
      'educacion y formacion',
      'titulaciones',
    ],
  },
  skills: {
    en: [
      'skills',
      'technical skills',
      'core competencies',
      'competencies',
      'key skills',
      'expertise',
      'skills and tools',
      'skills & tools',
      'tools',
      'technologies',
      'areas of expertise',
      'core skills',
      'strengths',
      'key strengths',
      'programming',
      'programming skills',
      'computer skills',
      'it skills',
      'soft skills',
      'qualities',
      'personal qualities',
    ],
    fr: [
      'competences',
      'competences techniques',
      'competences cles',
      'savoir-faire',
      'outils',
      'compétences informatiques',
      'points forts',
      'atouts',
      'programmation',
      'informatique',
      'qualites',
      'savoir-etre',
    ],
    es: [
      'habilidades',
      'aptitudes',
      'conocimientos',
      'competencias',
      'habilidades tecnicas',
      'conocimientos tecnicos',
      'herramientas',
      'fortalezas',
      'puntos fuertes',
      'programacion',
      'informatica',
      'cualidades',
      'habilidades blandas',
    ],
  },
  projects: {
    en: [
      'projects',
      'personal projects',
      'side projects',
      'selected projects',
      'key projects',
      'open source',
      'portfolio',
    ],
    fr: ['projets', 'projets personnels', 'realisations', 'projets cles'],
    es: ['proyectos', 'proyectos personales', 'proyectos destacados'],
  },
  languages: {
    en: ['languages', 'language skills'],
    fr: ['langues', 'langues etrangeres'],
    es: ['idiomas', 'lenguas'],
  },
  certificates: {
    en: [
      'certifications',
      'certificates',
      'licenses and certifications',
      'licenses & certifications',
      'certification',
    ],
    fr: ['certificats', 'certifications et licences'],
    es: ['certificaciones', 'certificados', 'licencias y certificaciones'],
  },
  awards: {
    en: [
      'awards',
      'honors',
      'honours',
      'awards and honors',
      'awards & honors',
      'honors and awards',
      'honors & awards',
      'achievements',
      'distinctions',
    ],
    fr: ['prix', 'prix et distinctions', 'recompenses'],
    es: ['premios', 'reconocimientos', 'premios y reconocimientos', 'logros'],
  },
  volunteer: {
    en: ['volunteer', 'volunteering', 'volunteer experience', 'volunteer work', 'community involvement'],
    fr: ['benevolat', 'engagement associatif', 'engagements', 'vie associative', 'activites benevoles'],
    es: ['voluntariado', 'actividades de voluntariado', 'experiencia de voluntariado'],
  },
  publications: { en: ['publications', 'papers'], fr: ['publications'], es: ['publicaciones'] },
  interests: {
    en: ['interests', 'hobbies', 'hobbies and interests', 'hobbies & interests', 'personal interests'],
    fr: ["centres d'interet", 'centres d interet', 'loisirs', 'interets'],
    es: ['intereses', 'aficiones', 'pasatiempos', 'hobbies'],
  },
  references: { en: ['references'], fr: ['references'], es: ['referencias'] },
  contact: {
    en: ['contact', 'contact information', 'contact details', 'personal details', 'personal information'],
    fr: ['coordonnees', 'contact', 'informations personnelles'],
    es: [
      'contacto',
      'datos personales',
      'informacion de contacto',
      'datos de contacto',
      'informacion personal',
    ],
  },
};

const LOOKUP = new Map<string, { key: SectionKey; langs: Lang[] }>();
for (const [key, byLang] of Object.entries(NAMES) as [SectionKey, Partial<Record<Lang, string[]>>][]) {
  for (const [lang, names] of Object.entries(byLang) as [Lang, string[]][]) {
    for (const name of names) {
      for (const form of [foldOnce(name), foldOnce(name).replace(/[^\p{L}]/gu, '')]) {
        const entry = LOOKUP.get(form) ?? { key, langs: [] };
        if (!entry.langs.includes(lang)) entry.langs.push(lang);
        LOOKUP.set(form, entry);
      }
    }
  }
}

/**
 * Words that name a section wherever they stand in a longer heading ("Experiencia en la industria",
 * "Formation académique", "Compétences techniques", "Research Experience"), in priority order:
 * "Volunteer experience" is volunteering, "Skills and Awards" is skills.
 */
const KEYWORDS: [SectionKey, RegExp][] = [
  ['volunteer', /\b(?:volunteer\w*|benevol\w*|voluntariado|voluntario\w*|associati\w*)\b/u],
  ['references', /\b(?:references?|referees?|referencias?)\b/u],
  ['publications', /\b(?:publications?|publicaciones|papers|articles|articulos)\b/u],
  [
    'work',
    /\b(?:experiences?|experiencias?|employment|employ\w*|emplois?|empleos?|positions?|postes?|work|career|carriere|trayectoria|parcours professionnel|historial laboral|affiliations?|activites (?:professionnelles|anterieures)|actividades profesionales|involvement)\b/u,
  ],
  [
    'education',
    /\b(?:education|educational|educacion|educativa|formations?|formacion|etudes|estudios|academic|academique|academica|diplomes?|degrees?|cursus|schooling|scolarite|escolaridad)\b/u,
  ],
  [
    'skills',
    /\b(?:skills?|skillset|destrezas|qualites|qualities|cualidades|software|logiciels|ofimatica|proficienc\w*|competences?|competencias?|habilidades|conocimientos?|aptitudes|technologies|tecnologias|tools|outils|herramientas|expertise|softskills|programming|informatique|computacion)\b/u,
  ],
  ['languages', /\b(?:languages|langues|idiomas|lenguas)\b/u],
  ['projects', /\b(?:projects|projets|proyectos)\b/u],
  ['certificates', /\b(?:certifications?|certificates?|certificados?|certificaciones|licenses)\b/u],
  ['awards', /\b(?:awards?|honou?rs|prix|premios|distinctions|reconocimientos|fellowships|becas)\b/u],
  ['interests', /\b(?:interests|hobbies|loisirs|interets|intereses|aficiones|pasatiempos)\b/u],
  ['summary', /\b(?:summary|profile|profil|perfil|objective|objectif|objetivo|resumen)\b/u],
  ['contact', /\b(?:contact|contacto|coordonnees)\b/u],
];

/** The section a heading text names, if it is a known one (any of the three languages). */
export function matchHeading(text: string): { key: SectionKey; langs: Lang[]; loose?: boolean } | undefined {
  const cleaned = foldOnce(text)
    .replace(/^[\s\d.#§)(-]+/, '')
    .replace(/[\s:.\-–|]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned || cleaned.length > 48) return undefined;
  const known = LOOKUP.get(cleaned) ?? LOOKUP.get(cleaned.replace(/[^\p{L}]/gu, ''));
  if (known) return known;
  // A longer heading built around a section word; a sentence is not a heading.
  if (cleaned.split(' ').length > 5 || /[\d@,;.!?]/.test(cleaned)) return undefined;
  for (const [key, pattern] of KEYWORDS) if (pattern.test(cleaned)) return { key, langs: [], loose: true };
  return undefined;
}

/** Section words of six letters or more, to recognise a heading with one letter wrong. */
const HEADING_WORDS = [
  ...new Set([
    ...[...LOOKUP.keys()].flatMap((name) => name.split(/[^\p{L}]+/u)),
    ...KEYWORDS.flatMap(([, pattern]) => pattern.source.replace(/s\?|\\w\*/g, '').match(/\p{L}+/gu) ?? []),
  ]),
].filter((w) => w.length >= 6);

/**
 * The section a heading names when one of its words is misspelt ("Current Postition"): only for
 * a line the layout already shows is a heading.
 */
export function matchMisspeltHeading(text: string): ReturnType<typeof matchHeading> {
  const folded = foldOnce(text).replace(/\s+/g, ' ').trim();
  // A different ending is another word or form ("cursos", "academiques"), not a typo: the
  // slip must sit before the last two letters.
  const slipInside = (a: string, b: string) => {
    let i = 0;
    while (a[i] === b[i]) i++;
    return i < Math.min(a.length, b.length) - 2;
  };
  const fixed = folded.replace(
    /\p{L}{7,}/gu,
    (word) => HEADING_WORDS.find((w) => oneEditApart(word, w) && slipInside(word, w)) ?? word,
  );
  return fixed === folded ? undefined : matchHeading(fixed);
}
