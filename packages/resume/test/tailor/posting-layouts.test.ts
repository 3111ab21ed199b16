import { expect, test } from 'vitest';
import { readCase, readFolder, type MadeUpCase } from './posting-corpus.ts';

/*
 * Layouts postings are pasted in from job boards, agencies and public employers: a heading on the
 * same line as its first item, a lead paragraph above a list, a board's field table, header facts
 * apart by middle dots, lists apart by semicolons, lengths of experience said in months. Made-up
 * employers and places; each must-have is checked the way the corpus is scored.
 */

const cases: MadeUpCase[] = [
  {
    name: 'French agency posting, the heading on the line of the first item',
    job: { position: 'Magasinier H/F', employer: 'Agence Horizon Emploi' },
    text: `Magasinier H/F
Agence Horizon Emploi recrute pour son client, entrepôt de pièces détachées.

Vos missions :
- Réception et contrôle des livraisons
- Rangement des pièces en rayonnage

Ce que nous attendons de vous : Expérience de 6 mois minimum en magasin
Maîtrise du terminal de lecture code-barres
Port de charges jusqu'à 20 kg

Pourquoi nous rejoindre ?
Acompte de paie, mutuelle.`,
    must: [
      'Expérience de 6 mois minimum en magasin',
      'terminal de lecture code-barres',
      "Port de charges jusqu'à 20 kg",
      'Réception et contrôle des livraisons',
    ],
    notSkills: ['Horizon Emploi', 'Acompte de paie', 'mutuelle'],
  },
  {
    name: 'English list with a lead paragraph above its bullets',
    job: { position: 'Data Engineer', employer: 'Quillfeather' },
    text: `Data Engineer
Quillfeather

Must haves
You have built batch pipelines in Python for at least two years. You write tests for your transformations and review your peers' code.

- Airflow in production
- Strong SQL
- Data modelling for analytics

Perks
- Home office budget`,
    must: [
      'built batch pipelines in Python for at least two years',
      'write tests for your transformations',
      'Airflow',
      'SQL',
      'Data modelling for analytics',
    ],
    notSkills: ['Quillfeather', 'Home office budget'],
  },
  {
    name: "French public-board layout: 'Profil souhaité', a length before a dash, closing fields",
    job: { position: 'Agent de propreté H/F', employer: 'Nettoyage Clairval' },
    text: `Agent de propreté H/F
Offre n° 100ABCD

Profil souhaité
Expérience
2 ans - en milieu hospitalier
Savoir-être professionnels
Rigueur
Autonomie

Informations complémentaires
Qualification : Ouvrier qualifié
Secteur d'activité : Nettoyage courant des bâtiments

Employeur
Nettoyage Clairval
Entre 20 et 49 salariés`,
    must: ['2 ans - en milieu hospitalier', 'Rigueur', 'Autonomie'],
    notSkills: [
      'Nettoyage Clairval',
      'Ouvrier qualifié',
      'Nettoyage courant des bâtiments',
      'Entre 20 et 49 salariés',
    ],
  },
  {
    name: 'Spanish prose: a header of facts, semicolons, the offer and its pay',
    job: { position: 'Monitor/a de comedor', employer: 'Colegio Los Almendros' },
    text: `Monitor/a de comedor - Colegio Los Almendros
Villanueva del Río (Sevilla)
Media jornada · Contrato fijo discontinuo · Incorporación en septiembre

Somos un colegio concertado con 400 alumnos y comedor propio.

Requisitos: título de Monitor de Ocio y Tiempo Libre; experiencia de 6 meses con grupos de infantil. Carnet de manipulador de alimentos.

Salario según convenio de enseñanza concertada y comida en el centro.`,
    must: [
      'título de Monitor de Ocio y Tiempo Libre',
      'experiencia de 6 meses con grupos de infantil',
      'Carnet de manipulador de alimentos',
    ],
    notSkills: [
      'Villanueva del Río',
      'Media jornada',
      'Contrato fijo discontinuo',
      'Salario según convenio',
      '400 alumnos',
    ],
  },
  {
    name: 'English prose from a small shop: the ideal hire, contact by phone',
    job: { position: 'Bike Mechanic', employer: 'Spoke & Chain' },
    text: `Bike Mechanic wanted at Spoke & Chain

Our ideal mechanic has at least two years in a busy repair shop and can true wheels and bleed hydraulic brakes. You'll need your own basic tools.

Pay 12.50 EUR an hour plus commission on service plans. What Spoke & Chain offers: staff discount, free parking.

Call (555) 301-2299 or drop by the shop.`,
    must: [
      'at least two years in a busy repair shop',
      'true wheels',
      'bleed hydraulic brakes',
      'own basic tools',
    ],
    notSkills: ['Spoke & Chain', '12.50 EUR', 'staff discount', 'free parking', '(555) 301-2299'],
  },
  {
    name: 'Spanish job board fields: studies, languages, and the board footer',
    job: { position: 'Dependiente/a', employer: 'Moda Calablanca' },
    text: `Requisitos
Estudios mínimos
Bachillerato
Idiomas requeridos
Inglés - Nivel Avanzado
Requisitos mínimos
Experiencia en venta de moda. Se valorará conocimiento de alemán.

Descripción
Buscamos dependiente/a para nuestra tienda del centro.

Tipo de industria de la oferta
Comercio minorista
Categoría
Venta al detalle`,
    must: ['Bachillerato', 'Inglés - Nivel Avanzado', 'Experiencia en venta de moda'],
    nice: ['alemán'],
    notSkills: ['Moda Calablanca', 'Comercio minorista', 'Venta al detalle'],
  },
  {
    name: 'requirements said to the reader in three languages, and a field row of years',
    job: { position: 'Support Engineer', employer: 'Brightmoor Labs' },
    text: `Support Engineer – Brightmoor Labs

Qualifications
You know Linux and Bash well enough to debug a customer's server at 3am. You've run a ticket queue in Zendesk.
Tu parles anglais couramment et tu maîtrises Jira.
Tienes el carnet de conducir B.

Requerimientos
Años de experiencia: 2`,
    must: [
      'Linux',
      'Bash',
      'ticket queue in Zendesk',
      'anglais',
      'Jira',
      'carnet de conducir B',
      'Años de experiencia: 2',
    ],
    notSkills: ['Brightmoor Labs'],
  },
  {
    name: 'a requirement that names the employer keeps its own words, a sentence about the employer goes',
    job: { position: 'Clinic Nurse', employer: 'Harbor Lane Community Clinics' },
    text: `Minimum Qualifications:
Active RN license in the state you are applying for the role
Ability to work with patients from diverse backgrounds and support the HLCC commitment to equity
Harbor Lane Community Clinics is hiring nurses for its new site in Eastport`,
    must: ['Active RN license', 'work with patients from diverse backgrounds'],
    notSkills: ['Harbor Lane', 'HLCC', 'Eastport'],
  },
  {
    name: 'a welcome line that opens on a tool named like a page button',
    job: { position: 'Frontend Developer', employer: 'Larkspur Apps' },
    text: `Requirements:
- React
- CSS
Nice to have:
Next.js and Tailwind.`,
    must: ['React', 'CSS'],
    nice: ['Next.js', 'Tailwind'],
    notSkills: ['Larkspur Apps'],
  },
];

for (const c of cases) {
  test(`made-up layout: ${c.name}`, () => {
    const { missed, notWelcome, junk } = readCase(c);
    expect({ missed, notWelcome, junk }).toEqual({ missed: [], notWelcome: [], junk: [] });
  });
}

/**
 * Thirty made-up postings written before the rules above, from many boards, agencies, public
 * employers and small shops, in English, French and Spanish; half of them were never looked at
 * while rules were written. Read at 96.5 % recall and 4.1 % junk among requirements when this
 * floor was set (88.9 % and 5.8 % before).
 */
test('postings of layouts written apart from the rules: must-haves read, little junk', () => {
  const { count, recall, junkRate } = readFolder('postings-unseen');
  expect(count).toBeGreaterThanOrEqual(30);
  expect(recall).toBeGreaterThanOrEqual(0.94);
  expect(junkRate).toBeLessThanOrEqual(0.05);
});
