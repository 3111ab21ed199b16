import { describe, expect, it } from 'vitest';
import { addLinkedContacts, parseBasics } from '../../src/parse/basics.ts';
import { profileOf } from '../../src/parse/fields.ts';
import { parseEducation } from '../../src/parse/education.ts';
import { prepareLines, type Line } from '../../src/parse/lines.ts';
import { parseLanguages } from '../../src/parse/languages.ts';
import { parseSkills } from '../../src/parse/skills.ts';
import { UncertainList } from '../../src/parse/uncertain.ts';
import { parseWork } from '../../src/parse/work.ts';

const lines = (texts: string[], extra: Partial<Line> = {}) =>
  prepareLines(texts.map((text) => ({ text }))).map((l) => ({ ...l, ...extra }));

describe('work field reader', () => {
  it('names a team by the employer printed right after it ("Analyst, Pricing Team, Globex")', () => {
    const work = parseWork(
      lines([
        'Mar 2019-present: Senior Analyst, Pricing Models Team, Globex (mostly in R)',
        '• Built the model',
      ]),
    );
    expect(work[0]).toMatchObject({ name: 'Pricing Models Team, Globex', position: 'Senior Analyst' });
  });

  it('reads "Pasante" beside the dates as the title, not a town', () => {
    const work = parseWork(lines(['1998 – 1999 | Pasante', 'Ferromar | Valencia-Estado Carabobo.']));
    expect(work[0]).toMatchObject({ name: 'Ferromar', position: 'Pasante' });
  });

  it('reads a table of jobs by its column labels ("Year(s)", "Position Title", "Institution")', () => {
    const work = parseWork(
      lines([
        'Year(s)',
        'Position Title',
        'Department',
        '(if any)',
        'Institution',
        '2016 – 2018\tResident\tDepartment of Surgery\tNorthgate Hospital',
        '2019\tStaff Nurse\tWard 4\tEastfield Clinic',
      ]),
    );
    expect(work.map((w) => [w.name, w.position, w.startDate, w.highlights])).toEqual([
      ['Northgate Hospital', 'Resident', '2016', ['Department of Surgery']],
      ['Eastfield Clinic', 'Staff Nurse', '2019', ['Ward 4']],
    ]);
  });

  it('leaves no bracket of the dates in the employer ("Editor at Acme (2017 – 2018)")', () => {
    const work = parseWork(
      lines(['Music Editor at The Quay (Aug 2016 – June 2017)', 'Clerk at Globex (2015)']),
    );
    expect(work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['The Quay', 'Music Editor', '2016-08'],
      ['Globex', 'Clerk', '2015'],
    ]);
  });

  it('reads a short name opening in lower case before a capitalised word as the employer', () => {
    const work = parseWork(
      lines(['2016', 'Cashier', 'banco Andino - Quito', '2014-2015', 'mairie de Lyon', 'Clerk']),
    );
    expect(work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['banco Andino', 'Cashier', '2016'],
      ['mairie de Lyon', 'Clerk', '2014'],
    ]);
  });

  it('tells the title from the employer by their words, whatever the order', () => {
    const work = parseWork(
      lines([
        'Acme Corp — Senior Engineer',
        'Jan 2020 – Mar 2022',
        '• Shipped things',
        'Data Analyst, Globex Inc.',
        '2018 – 2019',
      ]),
    );
    expect(work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
      ['Acme Corp', 'Senior Engineer', '2020-01', '2022-03'],
      ['Globex Inc.', 'Data Analyst', '2018', '2019'],
    ]);
    expect(work[0]?.highlights).toEqual(['Shipped things']);
  });

  it('splits an employer and a title joined by a slash, but not two titles', () => {
    const work = parseWork(
      lines([
        'Globex Corporation / Office Manager 2019-01 - 2020-06',
        '• Ran the office',
        'Initech / Accountant 2018-01 - 2018-12',
        'Senior Engineer / Team Lead 2017-01 - 2017-12',
      ]),
    );
    expect(work.map((w) => [w.name, w.position])).toEqual([
      ['Globex Corporation', 'Office Manager'],
      ['Initech', 'Accountant'],
      // A second role under the same employer repeats only the title and dates.
      ['Initech', 'Senior Engineer / Team Lead'],
    ]);
  });

  it('keeps a slash inside a title when the jobs are not written "Employer / Title"', () => {
    const work = parseWork(
      lines([
        'Sales / Marketing Manager, Globex Corporation',
        '2019 - 2020',
        'Accountant, Initech',
        '2017 - 2018',
      ]),
    );
    expect(work.map((w) => [w.name, w.position])).toEqual([
      ['Globex Corporation', 'Sales / Marketing Manager'],
      ['Initech', 'Accountant'],
    ]);
  });

  it('keeps sentences set smaller than the dated line out of the employer and title', () => {
    const work = parseWork(
      prepareLines([
        { text: 'Globex Corporation / Office Manager 2019-01 - 2020-06', size: 10 },
        { text: 'Organised the daily work of a team of twelve people', size: 9 },
        { text: 'and kept the budget.', size: 9 },
        { text: 'Initech / Logistics Coordinator 2016-01 - 2018-12', size: 10 },
      ]),
    );
    expect(work.map((w) => [w.name, w.position])).toEqual([
      ['Globex Corporation', 'Office Manager'],
      ['Initech', 'Logistics Coordinator'],
    ]);
    expect(work[0]?.summary).toContain('kept the budget');
  });

  it('keeps an employer name in lower-case words, set smaller than the dates, as the employer', () => {
    const [job] = parseWork(
      prepareLines([
        { text: 'Chargée de mission\t2019 – 2021', size: 11 },
        { text: 'Ministère de la transition écologique et solidaire', size: 10 },
      ]),
    );
    expect(job?.name).toBe('Ministère de la transition écologique et solidaire');
  });

  it("takes a bare web address beside the employer as the employer's site, not its name", () => {
    const [job] = parseWork(lines(['Globex\tLead Developer\tglobex.com 2024 – Present']));
    expect([job?.name, job?.position, job?.url, job?.location]).toEqual([
      'Globex',
      'Lead Developer',
      'https://globex.com',
      undefined,
    ]);
  });

  it('knows a scientist by field as a title', () => {
    const [job] = parseWork(
      lines(['Field Geologist', 'Northwind Mining – Globex, Springfield', '2019 – 2021']),
    );
    expect([job?.name, job?.position]).toEqual(['Northwind Mining', 'Field Geologist']);
  });

  it('keeps a short title written in lower case as the title', () => {
    const [job] = parseWork(
      lines(['Globex SA / jefe de ventas 2019-01 - 2020-06', 'Initech SL / Contable 2017-01 - 2018-12']),
    );
    expect([job?.name, job?.position]).toEqual(['Globex SA', 'jefe de ventas']);
  });

  it('makes no job of a date standing alone after the last one', () => {
    const work = parseWork(
      lines(['Accountant, Globex SA', '2019-01 - 2020-06', '• Closed the books', '2024']),
    );
    expect(work.map((w) => w.name)).toEqual(['Globex SA']);
  });

  it('keeps a dashed title that fills its own cell whole', () => {
    const [job] = parseWork(
      lines([
        'Director of IT – Cloud Automation\tMarch 2019 – November 2021 Globex Corporation – Springfield, IL',
      ]),
    );
    expect([job?.name, job?.position]).toEqual(['Globex Corporation', 'Director of IT – Cloud Automation']);
  });

  it('keeps an employer named like a web site as the employer', () => {
    const [job] = parseWork(lines(['Booking.com\tSoftware Engineer\t2019 – 2021']));
    expect([job?.name, job?.position]).toEqual(['Booking.com', 'Software Engineer']);
  });

  it('says present only when the resume prints it', () => {
    const [open, closed] = parseWork(
      lines(['Acme Corp, Engineer', 'Jan 2020 – Present', 'Globex Inc., Engineer', 'Jan 2019']),
    );
    expect(open?.endDate).toBe('present');
    expect(closed?.endDate).toBeUndefined();
  });

  it('reports the employer as guessed when only line order tells', () => {
    const uncertain = new UncertainList();
    parseWork(lines(['Blue Fox', 'Night Owl', '2019 – 2020']), uncertain);
    expect(uncertain.items.map((i) => i.reason)).toContain('employer_guessed');
  });
});

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
});

describe('skills field reader', () => {
  it('finishes an item with the short lower-case line under it', () => {
    const groups = parseSkills(lines(['Illustrator', 'Programas de edición', 'multimedia', 'Photoshop']));
    expect(groups[0]?.keywords).toEqual(['Illustrator', 'Programas de edición multimedia', 'Photoshop']);
  });

  it('reads the rows of tags under a group name set bigger, whatever their look', () => {
    const rows = [
      { text: 'Teaching', size: 8 },
      { text: 'Differentiated instruction', size: 6 },
      { text: 'Assessment by skills\tFlipped classroom', size: 6 },
      { text: 'Digital', size: 8 },
      { text: 'GeoGebra\tPython\tMoodle', size: 6 },
      { text: 'LaTeX', size: 6 },
    ];
    const groups = parseSkills(prepareLines(rows.map((r) => ({ ...r, bold: true }))));
    expect(groups).toEqual([
      {
        name: 'Teaching',
        keywords: ['Differentiated instruction', 'Assessment by skills', 'Flipped classroom'],
      },
      { name: 'Digital', keywords: ['GeoGebra', 'Python', 'Moodle', 'LaTeX'] },
    ]);
  });

  it('leaves the check marks of a grid of skills out of the skills', () => {
    expect(parseSkills(lines(['Bash\t✔ Vue\t✔ Podman', 'Python\t✔ React\t✔ Docker']))).toEqual([
      { keywords: ['Bash', 'Vue', 'Podman', 'Python', 'React', 'Docker'] },
    ]);
  });

  it('parts the last two items of a list joined by "and", "et" or "y"', () => {
    expect(parseSkills(lines(['Spreadsheets: Microsoft Excel, LibreOffice Calc et Framacalc']))).toEqual([
      { name: 'Spreadsheets', keywords: ['Microsoft Excel', 'LibreOffice Calc', 'Framacalc'] },
    ]);
    expect(parseSkills(lines(['Web: R, HTML and CSS']))[0]?.keywords).toEqual(['R', 'HTML', 'CSS']);
    expect(parseSkills(lines(['Research and Development']))[0]?.keywords).toEqual([
      'Research and Development',
    ]);
  });

  it('joins a word cut at the end of a skills line', () => {
    const [group] = parseSkills(
      lines(['Teamwork: experience in the devel-', 'opment of projects with many people']),
    );
    expect(JSON.stringify(group)).toContain('development of projects');
  });

  it('opens a group at each label set among the tags, and reads the LaTeX logo as one word', () => {
    expect(
      parseSkills(lines(['Languages:, C/C++, Python, Tools:, Git, Docker, LAT X', 'E', 'Design:'])),
    ).toEqual([
      { name: 'Languages', keywords: ['C/C++', 'Python'] },
      { name: 'Tools', keywords: ['Git', 'Docker', 'LaTeX'] },
    ]);
  });

  it('reads a language in its column and how well it is spoken in the next; two languages side by side stay two', () => {
    expect(parseLanguages(lines(['Français\tLangue maternelle.', 'Anglais\tLu, parlé et écrit.']))).toEqual([
      { language: 'Français', fluency: 'Langue maternelle' },
      { language: 'Anglais', fluency: 'Lu, parlé et écrit' },
    ]);
    expect(parseLanguages(lines(['Français\tAnglais'])).map((l) => l.language)).toEqual([
      'Français',
      'Anglais',
    ]);
  });

  it('reads a language named beside another as a second language, not as how well the first is spoken', () => {
    expect(parseLanguages(lines(['English (Yoruba)', 'Tamil\tEnglish']))).toEqual([
      { language: 'English' },
      { language: 'Yoruba' },
      { language: 'Tamil' },
      { language: 'English' },
    ]);
    expect(parseLanguages(lines(['English (C1)', 'Swahili (native)', 'Inglés (intermedio)']))).toEqual([
      { language: 'English', fluency: 'C1' },
      { language: 'Swahili', fluency: 'native' },
      { language: 'Inglés', fluency: 'intermedio' },
    ]);
  });

  it('reads a row of short cells as skills side by side, not as a label and its list', () => {
    expect(parseSkills(lines(['Python\tJavaScript\tGo\tSQL', 'Languages\tFrench\tEnglish']))).toEqual([
      { keywords: ['Python', 'JavaScript', 'Go', 'SQL'] },
      { name: 'Languages', keywords: ['French', 'English'] },
    ]);
  });

  it('reads "Group: a, b" lines as named groups', () => {
    expect(parseSkills(lines(['Languages: Go, Rust', 'Cloud: AWS (EC2, S3), GCP']))).toEqual([
      { name: 'Languages', keywords: ['Go', 'Rust'] },
      { name: 'Cloud', keywords: ['AWS (EC2, S3)', 'GCP'] },
    ]);
  });

  it('reads spoken languages with their level', () => {
    expect(parseLanguages(lines(['English (native), French – B2']))).toEqual([
      { language: 'English', fluency: 'native' },
      { language: 'French', fluency: 'B2' },
    ]);
  });
});

describe('basics field reader', () => {
  it('takes the biggest first-page text as the name and reads contact pieces', () => {
    const header = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'jane@example.com | +1 555 123 4567 | Austin, TX', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    const { basics } = parseBasics(header, [], header);
    expect(basics).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+1 555 123 4567',
      location: { city: 'Austin', region: 'TX' },
    });
  });

  it('leaves the document title beside the name out of the name', () => {
    const header = prepareLines([
      { text: 'Jane Doe | CV', size: 24 },
      { text: 'jane@example.com', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    expect(parseBasics(header, [], header).basics.name).toBe('Jane Doe');
  });

  it('takes no link to the resume in another language for the headline', () => {
    for (const tab of ['SPA', 'EN | FR', 'English version', 'Versión en inglés']) {
      const header = prepareLines([
        { text: tab, size: 9 },
        { text: 'Jane Doe', size: 24 },
        { text: 'Curriculum Vitae', size: 12 },
        { text: 'jane@example.com', size: 10 },
      ]);
      const { basics } = parseBasics(header, [], header);
      expect(basics.name).toBe('Jane Doe');
      expect(basics.label).toBeUndefined();
    }
    const titled = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'Data Engineer', size: 12 },
      { text: 'jane@example.com', size: 10 },
    ]);
    expect(parseBasics(titled, [], titled).basics.label).toBe('Data Engineer');
  });

  it('takes no headline from a line that prints where the links go', () => {
    const basics = { name: 'Jane Doe', label: 'ï JaneDoe ⋄ l jane.dev', profiles: [] };
    addLinkedContacts(basics, ['https://www.linkedin.com/in/janedoe/', 'https://jane.dev']);
    expect(basics.label).toBeUndefined();
    const titled = { name: 'Jane Doe', label: 'Data Engineer', profiles: [] };
    addLinkedContacts(titled, ['https://www.linkedin.com/in/janedoe/', 'https://jane.dev']);
    expect(titled.label).toBe('Data Engineer');
  });

  it('takes a job title beside contact details as the headline, not any other words', () => {
    const header = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'Open to remote work | jane@example.com', size: 10 },
    ]);
    expect(parseBasics(header, [], header).basics.label).toBeUndefined();
    const titled = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'Data Engineer | jane@example.com', size: 10 },
    ]);
    expect(parseBasics(titled, [], titled).basics.label).toBe('Data Engineer');
  });

  it('takes the name from an introduction when no line stands out as the name', () => {
    const all = prepareLines([
      { text: 'EXPERIENCE', size: 16 },
      { text: 'Acme Corp / Engineer 2019 - 2020', size: 10 },
      { text: 'Hello, my name is Jane', size: 14 },
      { text: 'Doe | About me', size: 14 },
      { text: 'I build things for the web and like it a lot.', size: 9 },
    ]);
    expect(parseBasics([], [], all).basics.name).toBe('Jane Doe');
  });

  it('does not take a site whose name ends in x.com for a Twitter profile', () => {
    expect(profileOf('https://www.spacex.com/')).toBeUndefined();
    expect(profileOf('x.com/janedoe')?.network).toBe('Twitter');
  });

  it('finds the name on a line that goes on with contact details', () => {
    const header = prepareLines([{ text: 'Jane Doe | jane@example.com | 555-123-4567' }]);
    const { basics } = parseBasics(header, [], header);
    expect([basics.name, basics.email, basics.phone]).toEqual([
      'Jane Doe',
      'jane@example.com',
      '555-123-4567',
    ]);
  });

  it('reads an email address written with [at] as printed', () => {
    const header = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'jane.doe[at]example.org    Lyon, France', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    expect(parseBasics(header, [], header).basics.email).toBe('jane.doe[at]example.org');
  });

  it('reads a phone whose area code is in brackets and whose digits run together', () => {
    const header = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: '+1(555)1234567\tjane.example.io', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    expect(parseBasics(header, [], header).basics.phone).toBe('+1(555)1234567');
  });

  it('takes no phone from the digits of a web address', () => {
    const all = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'jane@example.com', size: 10 },
      { text: 'Doe J. 2020. Fish bones (Scaridae). https://doi.org/10.26028/journal/2020-441-008', size: 10 },
    ]);
    expect(parseBasics(all.slice(0, 2), [], all).basics.phone).toBeUndefined();
  });

  it('keeps a country code written in brackets with the phone', () => {
    const header = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: '(+33) 6 12 34 56 78 | jane@example.com', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    expect(parseBasics(header, [], header).basics.phone).toBe('(+33) 6 12 34 56 78');
  });
});

describe('skills set in two columns', () => {
  const row = (text: string, x: number) => ({ text, x, size: 9 });
  it('are items, not a name and its skill, when every row starts at one edge and no cell is a list', () => {
    const skills = parseSkills(
      prepareLines([
        row('Wound care\tTeamwork', 160),
        row('Triage\tPatient education', 160),
        row('Infection control\tCharting', 160),
      ]),
    );
    expect(skills).toEqual([
      {
        keywords: ['Wound care', 'Teamwork', 'Triage', 'Patient education', 'Infection control', 'Charting'],
      },
    ]);
  });

  it('keep a label column set flush right, and a skill beside its years', () => {
    const labelled = parseSkills(
      prepareLines([
        row('Tools\tExcel, Opera PMS', 70),
        row('Management\tRostering, Budgets', 97),
        row('Service\tReservations, Complaints', 88),
      ]),
    );
    expect(labelled.map((g) => g.name)).toEqual(['Tools', 'Management', 'Service']);
    const years = parseSkills(
      prepareLines([row('Python\t5+ yrs', 160), row('Linux\t5+ yrs', 160), row('Go\t3+ yrs', 160)]),
    );
    expect(years.map((g) => [g.name, g.keywords])).toEqual([
      ['Python', ['5+ yrs']],
      ['Linux', ['5+ yrs']],
      ['Go', ['3+ yrs']],
    ]);
  });
});
