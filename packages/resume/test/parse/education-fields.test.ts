import { describe, expect, it } from 'vitest';
import { parseEducation } from '../../src/parse/education.ts';
import { prepareLines, type Line } from '../../src/parse/lines.ts';

const lines = (texts: string[], extra: Partial<Line> = {}) =>
  prepareLines(texts.map((text) => ({ text }))).map((l) => ({ ...l, ...extra }));
describe('education field reader', () => {
  it("takes a school's acronym closing the degree phrase for the school", () => {
    const [edu] = parseEducation(lines(['2019 Master Finance ESSEC']));
    expect([edu?.studyType, edu?.institution]).toEqual(['Master', 'ESSEC']);
  });

  it('finds the school named at the end of the degree phrase', () => {
    const [edu] = parseEducation(lines(['2018 Maestría en Logística Universidad Central']));
    expect([edu?.studyType, edu?.area, edu?.institution]).toEqual([
      'Maestría',
      'Logística',
      'Universidad Central',
    ]);
  });

  it('reads a specialisation (Especialista en ...) as a degree before its school', () => {
    const [edu] = parseEducation(lines(['2015 Especialista en Finanzas Universidad del Norte']));
    expect([edu?.studyType, edu?.area, edu?.institution]).toEqual([
      'Especialista',
      'Finanzas',
      'Universidad del Norte',
    ]);
  });

  it('parts undated degrees set one under the other, each with its school', () => {
    const edu = parseEducation(
      lines([
        'Master of Science in Civil Engineering',
        'University of Springfield, WA, US.',
        'Bachelor of Science in Geology',
        'Shelbyville Technical University, Faculty of Mines, Shelbyville, Colombia.',
      ]),
    );
    expect(edu.map((e) => [e.studyType, e.institution])).toEqual([
      ['Master of Science', 'University of Springfield'],
      ['Bachelor of Science', 'Shelbyville Technical University'],
    ]);
  });

  it('finds the school by its words and splits the degree', () => {
    const [edu] = parseEducation(
      lines(['Master of Science in Computer Science', 'Stanford University', '2016 – 2018']),
    );
    expect(edu).toMatchObject({
      institution: 'Stanford University',
      studyType: 'Master of Science',
      area: 'Computer Science',
      startDate: '2016',
      endDate: '2018',
    });
  });

  it('opens an entry at a second named school under an undated one, not at a faculty', () => {
    const edu = parseEducation(
      lines([
        'Brookfield High School GCSEs in Maths and English',
        'Lakeside College',
        'NVQ Level 2 Catering',
      ]),
    );
    expect(edu.map((e) => e.institution)).toEqual([
      'Brookfield High School GCSEs in Maths and English',
      'Lakeside College',
    ]);
    const one = parseEducation(lines(['Westbrook University', 'School of Engineering', 'MS Robotics']));
    expect(one.map((e) => e.institution)).toEqual(['Westbrook University']);
  });

  it('reads a long line that opens with a school and a comma as the header of its entry', () => {
    const edu = parseEducation(
      lines([
        'Northgate University, Joint Program in Clinical Psychology. Health Track. M.S. in Psychology, May 2024.',
        'Eastfield University, B.Sc. in Neuroscience, double minor in Psychology and Art History.',
        'Honors Program, May 2015',
        'COLEGIO SAN MARTIN. Estudios secundarios. Bachiller académico 2005. Ciudad Real.',
      ]),
    );
    expect(edu.map((e) => e.institution)).toEqual(
      expect.arrayContaining(['Northgate University', 'Eastfield University', 'COLEGIO SAN MARTIN']),
    );
  });

  it('drops the word leading to the school and joins a school name cut after "de"', () => {
    const [edu] = parseEducation(
      lines(['Grado en Historia\tat Universidad Central de\tsept 2011 - jun 2015', 'Valdemoro']),
    );
    expect(edu?.institution).toBe('Universidad Central de Valdemoro');
  });

  it('takes the phrase after "À:" for the school, on its line or the line below', () => {
    const edu = parseEducation(
      lines([
        "2020 - Validation d'un master MEEF (Métiers de l'Enseignement) À:",
        'INSPE NORD',
        '2015-2017 - Validation de deux années de CPGE À: LYCÉE DU PARC, LYON',
      ]),
    );
    expect(edu.map((e) => e.institution)).toEqual(['INSPE NORD', 'LYCÉE DU PARC']);
  });

  it('reads degrees written as a form, each school label opening one', () => {
    const edu = parseEducation(
      lines([
        'Institution:\tLakeside University',
        'Degree:\tBachelor of Arts in History',
        'Year:\t2019',
        'Institución: Colegio San José',
        'Título: Bachiller',
        'Año: 2012',
      ]),
    );
    expect(edu.map((e) => [e.institution, e.studyType, e.area, e.endDate])).toEqual([
      ['Lakeside University', 'Bachelor of Arts', 'History', '2019'],
      ['Colegio San José', 'Bachiller', undefined, '2012'],
    ]);
  });

  it('reads "Formation", "Certificat", "Brevet" and "Curso" as degrees, leaving the school its own phrase', () => {
    const edu = parseEducation(
      lines([
        'Formation Esthéticienne',
        'Les Oliviers - Dunkerque (2009)',
        '• Soins du visage',
        'Curso de Diseño Digital',
        'Estudio Norte (2020)',
      ]),
    );
    expect(edu.map((e) => [e.studyType, e.area, e.institution])).toEqual([
      ['Formation', 'Esthéticienne', 'Les Oliviers'],
      ['Curso', 'Diseño Digital', 'Estudio Norte'],
    ]);
  });

  it('leaves out a word that only says the dates are the class year', () => {
    const [edu] = parseEducation(lines(['Generación 1991-1994- Secundaria Técnica #4 Las Palmas']));
    expect(edu?.institution).toBe('Secundaria Técnica #4 Las Palmas');
  });

  it('reads a single date as the year the degree was obtained', () => {
    const [edu] = parseEducation(lines(['Université de Lyon, Licence de mathématiques, 2015']));
    expect(edu?.endDate).toBe('2015');
    expect(edu?.startDate).toBeUndefined();
  });

  it('takes only the grade written inside a header line, leaving the school after it', () => {
    const [bac] = parseEducation(
      lines([
        '2017-2020\t|  Bac professionnel Systèmes Numériques (mention bien) - Lycée Jean Moulin – Lille',
      ]),
    );
    expect(bac).toMatchObject({ institution: 'Lycée Jean Moulin', score: 'bien', startDate: '2017' });
    const [lit] = parseEducation(
      lines(['2015 - Obtention du baccalauréat littéraire, Mention TB À: Lycée Victor Hugo']),
    );
    expect(lit).toMatchObject({ institution: 'Lycée Victor Hugo', score: 'TB' });
    const [master] = parseEducation(lines(['Master of Science, Lakeside University', 'GPA: 3.8/4.0']));
    expect(master).toMatchObject({ institution: 'Lakeside University', score: '3.8/4.0' });
  });

  it('reads a courses label, alone over its list or leading it, as the courses of the degree above', () => {
    const edu = parseEducation(
      lines([
        'Northfield College\t2016 – 2020',
        'BA in History',
        'Coursework',
        'Medieval Europe, Archival Methods',
        'Riverbend University\t2020 – 2022',
        'MA in History',
        'Relevant coursework: Oral History',
      ]),
    );
    expect(edu.map((e) => [e.institution, e.courses])).toEqual([
      ['Northfield College', ['Medieval Europe', 'Archival Methods']],
      ['Riverbend University', ['Oral History']],
    ]);
  });
});

describe('degree phrases kept whole', () => {
  it('reads a long French diploma name as the degree, not as a degree and its field', () => {
    const [cap, bep] = parseEducation(
      lines([
        "2006 Certificat d'Aptitude Professionnelle Coiffure, Lycée Jean Vilar",
        "2004 Brevet d'Études Professionnelles : Vente, Lycée Paul Éluard",
      ]),
    );
    expect([cap?.studyType, cap?.area, cap?.institution]).toEqual([
      "Certificat d'Aptitude Professionnelle",
      'Coiffure',
      'Lycée Jean Vilar',
    ]);
    expect([bep?.studyType, bep?.area]).toEqual(["Brevet d'Études Professionnelles", 'Vente']);
  });

  it('keeps "Degree" whole after the degree ("Bachelor Degree in …")', () => {
    const [edu] = parseEducation(
      lines(['2012 – 2015 Bachelor Degree in Marine Biology, Harbour University']),
    );
    expect([edu?.studyType, edu?.area]).toEqual(['Bachelor Degree', 'Marine Biology']);
  });

  it('reads the phrase after a comma as the field when no school is named', () => {
    const [edu] = parseEducation(lines(["2019 Certificat d'Aptitude Professionnelle, Petite Enfance"]));
    expect([edu?.studyType, edu?.area, edu?.institution]).toEqual([
      "Certificat d'Aptitude Professionnelle",
      'Petite Enfance',
      undefined,
    ]);
  });

  it('leaves a note under a degree out of its fields', () => {
    const edu = parseEducation(
      lines([
        'Bachelor of Arts in History, 2010',
        'Reason for leaving: moved abroad',
        'Notes: evening classes',
      ]),
    );
    expect(edu).toHaveLength(1);
    expect(edu[0]?.institution).toBeUndefined();
    expect(JSON.stringify(edu)).not.toContain('abroad');
  });

  it('keeps a grade labelled like a note ("Note : 15/20") as the score', () => {
    const [edu] = parseEducation(lines(['Bac pro commerce, 2010', 'Note : 15/20']));
    expect([edu?.studyType, edu?.score]).toEqual(['Bac pro', '15/20']);
  });
});
