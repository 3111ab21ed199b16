import type { RenderLanguage } from './i18n.ts';

/*
 * Headings of sections the resume names itself (custom sections): shown in the document's
 * language when they are a common heading, and in the same case as the standard headings
 * ("TEACHING EXPERIENCE" -> "Teaching experience") otherwise.
 */

const COMMON: Array<{ names: string[]; label: Record<RenderLanguage, string> }> = [
  {
    names: [
      'other',
      'others',
      'miscellaneous',
      'additional',
      'additional information',
      'autres',
      'divers',
      'informations complementaires',
      'otros',
      'otro',
      'otra informacion',
      'informacion adicional',
    ],
    label: { en: 'Additional information', fr: 'Informations complémentaires', es: 'Información adicional' },
  },
  {
    names: [
      'honors',
      'honours',
      'honors and awards',
      'awards and honors',
      'prix',
      'distinctions',
      'premios',
      'reconocimientos',
      'premios y reconocimientos',
    ],
    label: { en: 'Honors', fr: 'Distinctions', es: 'Reconocimientos' },
  },
  {
    names: [
      'activities',
      'extracurricular activities',
      'activites',
      'activites extrascolaires',
      'actividades',
      'actividades extracurriculares',
    ],
    label: { en: 'Activities', fr: 'Activités', es: 'Actividades' },
  },
  {
    names: [
      'teaching',
      'teaching experience',
      'enseignement',
      'experience d enseignement',
      'docencia',
      'experiencia docente',
    ],
    label: { en: 'Teaching', fr: 'Enseignement', es: 'Docencia' },
  },
  {
    names: ['research', 'research experience', 'recherche', 'investigacion', 'experiencia en investigacion'],
    label: { en: 'Research', fr: 'Recherche', es: 'Investigación' },
  },
  {
    names: [
      'talks',
      'presentations',
      'conferences',
      'talks and presentations',
      'conferences et presentations',
      'communications',
      'conferencias',
      'ponencias',
    ],
    label: { en: 'Talks', fr: 'Conférences', es: 'Conferencias' },
  },
  {
    names: ['leadership', 'leadership experience', 'leadership et engagement', 'liderazgo'],
    label: { en: 'Leadership', fr: 'Leadership', es: 'Liderazgo' },
  },
  {
    names: [
      'training',
      'courses',
      'professional development',
      'formations',
      'formation continue',
      'cours',
      'cursos',
      'formacion complementaria',
      'formacion continua',
    ],
    label: { en: 'Training', fr: 'Formation continue', es: 'Formación complementaria' },
  },
  {
    names: [
      'memberships',
      'affiliations',
      'professional memberships',
      'adhesions',
      'associations',
      'membresias',
      'asociaciones',
    ],
    label: { en: 'Memberships', fr: 'Associations', es: 'Asociaciones' },
  },
  {
    names: ['hobbies', 'hobbies and interests', 'loisirs', 'passions', 'aficiones', 'pasatiempos'],
    label: { en: 'Hobbies', fr: 'Loisirs', es: 'Aficiones' },
  },
  {
    names: [
      'skills',
      'technical skills',
      'competences',
      'competences techniques',
      'habilidades',
      'competencias',
      'conocimientos',
    ],
    label: { en: 'Skills', fr: 'Compétences', es: 'Habilidades' },
  },
  {
    names: ['languages', 'langues', 'idiomas', 'lenguas'],
    label: { en: 'Languages', fr: 'Langues', es: 'Idiomas' },
  },
  {
    names: [
      'projects',
      'personal projects',
      'projets',
      'projets personnels',
      'proyectos',
      'proyectos personales',
    ],
    label: { en: 'Projects', fr: 'Projets', es: 'Proyectos' },
  },
  {
    names: [
      'certifications',
      'certificates',
      'licenses and certifications',
      'certificats',
      'certificaciones',
      'certificados',
    ],
    label: { en: 'Certifications', fr: 'Certifications', es: 'Certificaciones' },
  },
  {
    names: ['publications', 'publicaciones', 'selected publications'],
    label: { en: 'Publications', fr: 'Publications', es: 'Publicaciones' },
  },
  {
    names: ['volunteering', 'volunteer', 'volunteer experience', 'benevolat', 'voluntariado'],
    label: { en: 'Volunteering', fr: 'Bénévolat', es: 'Voluntariado' },
  },
  {
    names: ['references', 'referencias', 'references professionnelles'],
    label: { en: 'References', fr: 'Références', es: 'Referencias' },
  },
  {
    names: ['interests', 'centres d interet', 'intereses'],
    label: { en: 'Interests', fr: 'Centres d’intérêt', es: 'Intereses' },
  },
];

function key(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(?:and|et|y|&)\b/g, (m) => m)
    .trim();
}

const byName = new Map<string, Record<RenderLanguage, string>>();
for (const c of COMMON) for (const n of c.names) byName.set(key(n), c.label);

/** "TEACHING EXPERIENCE" -> "Teaching experience"; a heading already in mixed case stays as written. */
export function headingCase(text: string): string {
  const t = text
    .replace(/\s+/g, ' ')
    .replace(/[\s:：]+$/u, '')
    .trim();
  if (/\p{Ll}/u.test(t) || !/\p{Lu}/u.test(t)) return t.charAt(0).toUpperCase() + t.slice(1);
  // Acronyms of 2-4 letters in an all-caps heading cannot be told apart from words; keep short ones as written.
  const lower = t.toLocaleLowerCase();
  return lower.charAt(0).toLocaleUpperCase() + lower.slice(1);
}

/** A custom section's heading in the document's language (common headings) and the standard case. */
export function customHeading(name: string, lang: RenderLanguage): string {
  const known = byName.get(key(name));
  return known ? known[lang] : headingCase(name);
}

const MARKER = /^\s*(?:[-–—•*·▪◦‣►▸●○■□✓✔➢➤→]+|\(?\d{1,2}[.)]|\(?[a-z][.)](?=\s))\s+/u;

/** A list item without the marker it was typed with: the template draws the marker ("• 4. Item" never). */
export function withoutMarker(item: string): string {
  const stripped = item.replace(MARKER, '');
  return stripped.trim() ? stripped : item;
}
