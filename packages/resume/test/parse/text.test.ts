import { expect, test } from 'vitest';
import { parseResumeText } from '../../src/parse/index.ts';

test('an English resume as pasted text: roles under one employer, towns beside dates, list sections', () => {
  const data = parseResumeText(`Sarah O'Connor
Marketing professional with 10 years in consumer brands, leading campaigns across Europe and the US.
sarah.oconnor@gmail.com · 07700 900123 · Manchester, UK

EMPLOYMENT HISTORY
Head of Marketing at Boots UK
Mar 2019 - Present | Nottingham
- Own a 5M marketing budget across 4 product lines
- Launched loyalty app reaching 2M downloads in year one
Unilever
Brand Manager, 2016 - 2019
Assistant Brand Manager, 2014 - 2016
- Managed Dove men's range relaunch

EDUCATION
BSc Business Management, University of Leeds (2010 - 2014)

KEY SKILLS
- Brand strategy
- Market research

PUBLICATIONS
The Future of Loyalty, Marketing Week, 2021

REFERENCES
Available on request`);
  expect(data.basics).toMatchObject({
    name: "Sarah O'Connor",
    email: 'sarah.oconnor@gmail.com',
    phone: '07700 900123',
    location: { city: 'Manchester', region: 'UK' },
  });
  expect(data.basics.summary).toMatch(/^Marketing professional/);
  expect(data.work.map((w) => [w.name, w.position, w.startDate, w.endDate, w.location])).toEqual([
    ['Boots UK', 'Head of Marketing', '2019-03', 'present', 'Nottingham'],
    ['Unilever', 'Brand Manager', '2016', '2019', undefined],
    ['Unilever', 'Assistant Brand Manager', '2014', '2016', undefined],
  ]);
  expect(data.work[0]?.highlights).toHaveLength(2);
  expect(data.education[0]).toMatchObject({
    institution: 'University of Leeds',
    studyType: 'BSc',
    area: 'Business Management',
    startDate: '2010',
    endDate: '2014',
  });
  expect(data.skills[0]?.keywords).toEqual(['Brand strategy', 'Market research']);
  expect(data.publications[0]).toMatchObject({
    name: 'The Future of Loyalty',
    publisher: 'Marketing Week',
    releaseDate: '2021',
  });
  expect(data.references).toEqual([{ reference: 'Available on request' }]);
  expect(data.meta?.language).toBe('en');
});

test('a French resume: "Depuis", "De ... à", a street address, a document title, an unknown section kept', () => {
  const data = parseResumeText(`CURRICULUM VITAE
Marie Dubois
Infirmière diplômée d'État
12 rue des Lilas, 69003 Lyon
marie.dubois@orange.fr – 06 11 22 33 44

EXPÉRIENCES PROFESSIONNELLES
Depuis septembre 2020 : Infirmière en réanimation, Hospices Civils de Lyon
• Prise en charge de patients en détresse vitale
De janvier 2017 à août 2020 : Infirmière, Clinique du Parc, Lyon
• Soins post-opératoires en chirurgie orthopédique

FORMATION
2014 – 2017 : Diplôme d'État d'infirmier, IFSI Croix-Rouge, Lyon

LANGUES
Anglais : B2 ; Espagnol : notions

PERMIS
Permis B`);
  expect(data.basics).toMatchObject({
    name: 'Marie Dubois',
    label: "Infirmière diplômée d'État",
    email: 'marie.dubois@orange.fr',
    phone: '06 11 22 33 44',
  });
  expect(data.basics.location).toEqual({ address: '12 rue des Lilas', postalCode: '69003', city: 'Lyon' });
  expect(data.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
    ['Hospices Civils de Lyon', 'Infirmière en réanimation', '2020-09', 'present'],
    ['Clinique du Parc', 'Infirmière', '2017-01', '2020-08'],
  ]);
  expect(data.education[0]).toMatchObject({
    institution: 'IFSI Croix-Rouge',
    startDate: '2014',
    endDate: '2017',
  });
  expect(data.languages).toEqual([
    { language: 'Anglais', fluency: 'B2' },
    { language: 'Espagnol', fluency: 'notions' },
  ]);
  expect(data.custom).toEqual([{ name: 'PERMIS', items: ['Permis B'] }]);
  expect(data.meta?.language).toBe('fr');
});

test('a Spanish resume: "Empresa — Puesto", a plain unknown heading after a blank line', () => {
  const data = parseResumeText(`Carlos Pérez García
Profesor de Educación Primaria
carlos.perez@gmail.com | 600 123 456 | Valencia

Experiencia profesional
Colegio Público San José — Maestro de Primaria
sept. 2018 – actualidad
• Tutor de 25 alumnos de 4.º curso
Academia Luna — Profesor de Inglés
2015 – 2018

Formación académica
Grado en Maestro en Educación Primaria — Universitat de València, 2011 – 2015

Idiomas
Español: nativo
Inglés: C1

Otros datos
Carné de conducir B`);
  expect(data.basics).toMatchObject({
    name: 'Carlos Pérez García',
    label: 'Profesor de Educación Primaria',
    phone: '600 123 456',
    location: { city: 'Valencia' },
  });
  expect(data.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
    ['Colegio Público San José', 'Maestro de Primaria', '2018-09', 'present'],
    ['Academia Luna', 'Profesor de Inglés', '2015', '2018'],
  ]);
  expect(data.education[0]).toMatchObject({
    institution: 'Universitat de València',
    studyType: 'Grado',
    startDate: '2011',
    endDate: '2015',
  });
  expect(data.languages.map((l) => l.language)).toEqual(['Español', 'Inglés']);
  expect(data.custom).toEqual([{ name: 'Otros datos', items: ['Carné de conducir B'] }]);
  expect(data.meta?.language).toBe('es');
});

test('never drops text: lines before any heading that are not contact details are kept', () => {
  const data = parseResumeText(`Jane Doe
Engineer
Open to relocation
jane@example.com

EXPERIENCE
Acme Corp — Engineer
2020 – 2022`);
  expect(data.basics.label).toBe('Engineer');
  expect(data.custom).toEqual([{ name: 'Other', items: ['Open to relocation'] }]);
});

test('one-line entries with pipes, a name beside its contacts, inline sections and a tech line', () => {
  const data = parseResumeText(`John Smith\tjohn.smith@example.com | (555) 123-4567
Mechanical Engineer\tMontreal, QC | linkedin.com/in/jsmith

Experience
Siemens Canada | Senior Mechanical Engineer | Jan. 2020 – now
• Designed cooling for 3 data centres
Bombardier Inc | Design Engineer | Sept. 2016 – Dec. 2019
• Modeled airflow with ANSYS Fluent

Education
Bachelor of Engineering (B.Eng.), Mechanical Engineering — McGill University, Montreal, QC — 2012–2016

Projects
Solar Kiln — 2021
• Built a solar lumber kiln for a community workshop
Tech: Arduino, SolidWorks

Skills: SolidWorks, ANSYS, AutoCAD, Python
Languages: English (native), French (fluent)`);
  expect(data.basics).toMatchObject({
    name: 'John Smith',
    label: 'Mechanical Engineer',
    phone: '(555) 123-4567',
    location: { city: 'Montreal', region: 'QC' },
  });
  expect(data.basics.profiles).toEqual([
    { network: 'LinkedIn', username: 'jsmith', url: 'https://linkedin.com/in/jsmith' },
  ]);
  expect(data.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
    ['Siemens Canada', 'Senior Mechanical Engineer', '2020-01', 'present'],
    ['Bombardier Inc', 'Design Engineer', '2016-09', '2019-12'],
  ]);
  expect(data.education[0]).toMatchObject({
    institution: 'McGill University',
    studyType: 'Bachelor of Engineering (B.Eng.)',
    area: 'Mechanical Engineering',
    location: 'Montreal, QC',
    startDate: '2012',
    endDate: '2016',
  });
  expect(data.projects).toEqual([
    {
      name: 'Solar Kiln',
      startDate: '2021',
      'x-printed': { dates: '2021', startDate: '2021' },
      highlights: ['Built a solar lumber kiln for a community workshop'],
      keywords: ['Arduino', 'SolidWorks'],
      roles: [],
    },
  ]);
  expect(data.skills).toEqual([{ keywords: ['SolidWorks', 'ANSYS', 'AutoCAD', 'Python'] }]);
  expect(data.languages).toEqual([
    { language: 'English', fluency: 'native' },
    { language: 'French', fluency: 'fluent' },
  ]);
  expect(data.custom).toEqual([]);
});
