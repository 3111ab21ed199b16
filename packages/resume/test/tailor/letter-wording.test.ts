import { describe, expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { projectName, withoutSeason } from '../../src/tailor/letter/evidence.ts';
import { LETTER_WORDS } from '../../src/tailor/letter/fit-length.ts';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';
import { achievementSentence, varyRepeats } from '../../src/tailor/letter-clauses.ts';
import { lowerLead, skillInSentence } from '../../src/tailor/sentence-forms.ts';
import { icuNurse } from './honesty-fixtures.ts';
import { backendDev, backendJob } from './fixtures.ts';
import { apartFromTags, splitSentences } from '../../src/tailor/text.ts';
import { tellable, wholeSentence } from '../../src/tailor/tellable.ts';
import { realTitle, unshout } from '../../src/tailor/facts.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);
const words = (paragraphs: string[]): number => paragraphs.join(' ').split(/\s+/).filter(Boolean).length;

const job: TailorJob = {
  position: 'Embedded Software Engineer',
  employer: 'Northwind Devices',
  description: `Northwind Devices is hiring an Embedded Software Engineer.

Requirements:
- Strong C and C++ experience on microcontrollers
- Excellent communication skills
- Experience with Git and Linux`,
};

const intern = resume({
  basics: { name: 'Sam Rivera' },
  work: [
    {
      name: 'Acme Robotics',
      position: 'Software Engineer Intern',
      startDate: '2023-06',
      endDate: '2023-09',
      highlights: [
        'Implemented serial communication protocols (SPI, I2C) in C for sensor boards',
        'Wrote unit tests in C++ with GoogleTest',
      ],
    },
  ],
  skills: [{ name: 'Languages', keywords: ['C', 'C++', 'Python'] }],
});

describe('letters a person would send', () => {
  test('a job title after "as" takes its article, except a role only one person holds', async () => {
    const { coverLetter } = await tailorResume({ resume: intern, job, today });
    const text = coverLetter.paragraphs.join(' ');
    expect(text).toMatch(/\bas a Software Engineer Intern/i);
    expect(text).not.toMatch(/\bas Software Engineer Intern/i);
    const head = resume({ ...intern, work: [{ ...intern.work[0], position: 'Head of Firmware' }] });
    const other = (await tailorResume({ resume: head, job, today })).coverLetter.paragraphs.join(' ');
    expect(other).toMatch(/\bas Head of Firmware/i);
    expect(other).not.toMatch(/\bas an? Head/i);
  });

  test('French and Spanish letters name the role in their own forms', async () => {
    const fr = await tailorResume({
      resume: intern,
      job: {
        ...job,
        description: `Nous recherchons un développeur embarqué pour rejoindre notre équipe.\n\nProfil recherché :\n- Maîtrise du C et du C++\n- Bonne communication`,
      },
      today,
    });
    expect(fr.coverLetter.paragraphs.join(' ')).toMatch(
      /(?:poste|fonctions) de Software Engineer Intern|en tant que Software Engineer Intern/,
    );
    const es = await tailorResume({
      resume: intern,
      job: {
        ...job,
        description: `Buscamos una persona desarrolladora de software embebido para nuestro equipo.\n\nRequisitos:\n- Experiencia con C y C++\n- Buena comunicación`,
      },
      today,
    });
    expect(es.coverLetter.paragraphs.join(' ')).toMatch(
      /(?:como|puesto de|funciones de) Software Engineer Intern/,
    );
  });

  test('"communication skills" are not shown by serial communication protocols, but by communication with people', async () => {
    const { report } = await tailorResume({ resume: intern, job, today });
    const asked = report.match.requirements.find((r) => /communication/i.test(r.text));
    expect(asked).toBeDefined();
    expect(asked!.evidence).toBeNull();
    const talker = resume({
      ...intern,
      work: [
        {
          ...intern.work[0],
          highlights: [
            ...intern.work[0]!.highlights,
            'Led weekly communication with customers and the hardware team',
          ],
        },
      ],
    });
    const shown = (await tailorResume({ resume: talker, job, today })).report.match.requirements.find((r) =>
      /communication/i.test(r.text),
    );
    expect(shown?.evidence?.text).toMatch(/communication with customers/);
  });

  test('"communication skills" are not shown by a technical term before the word either (UART, wireless, inter-process)', async () => {
    const technical = resume({
      ...intern,
      work: [
        {
          ...intern.work[0],
          highlights: [
            'Built UART communication between the sensor boards in C',
            'Designed wireless communication over BLE for the handheld unit',
            'Wrote inter-process communication via sockets on Linux',
          ],
        },
      ],
    });
    const { report, coverLetter } = await tailorResume({ resume: technical, job, today });
    const asked = report.match.requirements.find((r) => /communication/i.test(r.text));
    expect(asked?.evidence ?? null).toBeNull();
    expect(report.match.matched.map((m) => m.toLowerCase())).not.toContain('communication');
    expect(coverLetter.paragraphs.join(' ')).not.toMatch(/covers communication|asks for[^.]*communication/);
  });

  test('icon glyphs the parser left in the resume never reach the letter', async () => {
    const glyphs = resume({
      ...intern,
      basics: { name: 'Sam Rivera', label: '#', email: 'sam@example.org', location: { city: 'ï' } },
      skills: [{ name: 'Tools', keywords: ['✔ Git', '✔ Linux', '\uF0B7 Docker', '§'] }],
    });
    const { coverLetter } = await tailorResume({ resume: glyphs, job, today });
    expect(coverLetter.sender.label).toBeUndefined();
    expect(coverLetter.sender.location).toBeUndefined();
    const printed = [coverLetter.sender.name, ...coverLetter.paragraphs].join(' ');
    expect(printed).not.toMatch(/[#§✔ï\uF0B7]/u);
    expect(coverLetter.paragraphs.join(' ')).toMatch(/Git/);
  });

  test('a section heading or a skills line misread as the headline and place is not printed as the sender', async () => {
    const misread = resume({
      ...intern,
      basics: {
        name: 'Sam Rivera',
        label: 'Work Experience',
        location: { city: 'Docker, Kubernetes and Linux' },
      },
    });
    const { coverLetter } = await tailorResume({ resume: misread, job, today });
    expect(coverLetter.sender.label).toBeUndefined();
    expect(coverLetter.sender.location).toBeUndefined();
    const courses = resume({ ...intern, basics: { name: 'Sam Rivera', label: 'Cursos y certificados' } });
    expect((await tailorResume({ resume: courses, job, today })).coverLetter.sender.label).toBeUndefined();
    const titled = resume({
      ...intern,
      basics: {
        name: 'Sam Rivera',
        label: 'Experienced Firmware Engineer',
        location: { city: 'Austin', region: 'TX' },
      },
    });
    const kept = (await tailorResume({ resume: titled, job, today })).coverLetter.sender;
    expect(kept.label).toBe('Experienced Firmware Engineer');
    expect(kept.location).toBe('Austin, TX');
  });

  test('a posting without an employer name leaves no gap in the sentences', async () => {
    const { coverLetter } = await tailorResume({ resume: intern, job: { ...job, employer: '' }, today });
    const text = coverLetter.paragraphs.join(' ');
    expect(text).not.toMatch(/ \.| ,|\s{2}| at \.| to \./);
    expect(text).toContain('your company');
  });

  test('a resume with enough results gets a letter of the minimum length or more, every employer a real one', async () => {
    // One result per job: the letter must go beyond the three strongest jobs to reach its length.
    const jobs = [
      'Acme Robotics',
      'Globex Sensors',
      'Initech Labs',
      'Umbrella Motors',
      'Hooli Devices',
      'Vandelay Systems',
    ].map((name, i) => ({
      name,
      position: 'Firmware Engineer',
      startDate: `${2012 + 2 * i}-01`,
      endDate: `${2013 + 2 * i}-12`,
      highlights: [`Shipped firmware in C for ${3 + i} product lines of the ${name} controller family`],
    }));
    const many = resume({
      basics: { name: 'Sam Rivera' },
      work: jobs,
      education: [{ institution: 'Ohio State University', studyType: 'BSc', area: 'Electrical Engineering' }],
    });
    const { coverLetter } = await tailorResume({ resume: many, job, today });
    expect(words(coverLetter.paragraphs)).toBeGreaterThanOrEqual(LETTER_WORDS.min);
    expect(words(coverLetter.paragraphs)).toBeLessThanOrEqual(LETTER_WORDS.max);
    const text = coverLetter.paragraphs.join(' ');
    expect(jobs.filter((j) => text.includes(j.name)).length).toBeGreaterThanOrEqual(5);
    // A place read into a job's results is not told as something the candidate did.
    const misread = resume({
      ...many,
      work: [
        ...many.work.slice(0, 3),
        {
          name: 'Wayne Labs',
          position: 'Engineer',
          startDate: '2011-01',
          endDate: '2011-12',
          highlights: ['University of Utah, Salt Lake City'],
        },
        ...many.work.slice(3),
      ],
    });
    const told = (await tailorResume({ resume: misread, job, today })).coverLetter.paragraphs.join(' ');
    expect(told).not.toMatch(/Utah/i);
    for (const m of text.matchAll(/\b(?:at|At) ((?:\p{Lu}\w+ ?)+)/gu))
      expect(
        [...jobs.map((j) => j.name), 'Ohio State University', 'Northwind Devices'].some((n) =>
          m[1]!.trim().startsWith(n.split(' ')[0]!),
        ),
      ).toBe(true);
  });

  test('a place that starts a quoted line keeps its capitals; a word capitalised only as the start is lowered', async () => {
    expect(lowerLead('Orange County tutoring program for algebra students')).toBe(
      'Orange County tutoring program for algebra students',
    );
    expect(lowerLead('The Data Studio team dashboards')).toBe('the Data Studio team dashboards');
    expect(lowerLead('Position Google Maps as the leader in navigation')).toBe(
      'position Google Maps as the leader in navigation',
    );
    expect(lowerLead('Building React dashboards for sales')).toBe('building React dashboards for sales');
    const tutor = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        {
          name: 'Acme Learning',
          position: 'Math Tutor',
          startDate: '2021-01',
          endDate: '2022-06',
          highlights: ['Orange County tutoring program for algebra and geometry students'],
        },
      ],
    });
    const text = (await tailorResume({ resume: tutor, job, today })).coverLetter.paragraphs.join(' ');
    expect(text).toContain('Orange County tutoring program');
    expect(text).not.toContain('orange County');
  });

  test('jobs told for the requirements they show are each named once, with no lead claiming an order', async () => {
    // The three C jobs are the strongest; the latest job, listed last and unrelated, is added for length.
    const cJob = (name: string, start: number) => ({
      name,
      position: 'Firmware Engineer',
      startDate: `${start}-01`,
      endDate: `${start + 1}-12`,
      highlights: [`Shipped firmware in C for the ${name} controller family`],
    });
    const shortResume = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        cJob('Globex Sensors', 2018),
        cJob('Initech Labs', 2014),
        cJob('Acme Robotics', 2016),
        {
          name: 'Hooli Devices',
          position: 'Support Lead',
          startDate: '2021-01',
          endDate: '2023-06',
          highlights: ['Trained a team of four support agents on the returns process'],
        },
      ],
    });
    const { coverLetter } = await tailorResume({ resume: shortResume, job, today });
    const text = coverLetter.paragraphs.join('\n');
    expect(text).toMatch(/Globex Sensors|Acme Robotics|Initech Labs/);
    // Each employer introduced once ("at Globex Sensors"), its own lines aside.
    for (const name of ['Hooli Devices', 'Globex Sensors', 'Acme Robotics', 'Initech Labs'])
      expect(text.split(new RegExp(`\\b[Aa]t ${name}\\b`)).length - 1).toBeLessThanOrEqual(1);
    expect(text).not.toMatch(/Before that|Prior to that|Earlier still|Further back/);
  });

  test('a label naming a person, a period after a title and tags after a description never reach the letter as words', async () => {
    const researcher = resume({
      basics: { name: 'Sam Rivera', label: 'SPA' },
      work: [
        {
          name: 'Acme Robotics',
          position: 'Firmware Engineer',
          startDate: '2021-01',
          endDate: '2023-06',
          summary:
            'Wrote motor control firmware in C for warehouse robots. Supervisor: Dr. Meng Lai. Point of sale for small shops C · Linux · Git',
        },
      ],
    });
    const { coverLetter, resume: tailored } = await tailorResume({ resume: researcher, job, today });
    const text = coverLetter.paragraphs.join(' ');
    expect(text).toContain('Acme Robotics');
    expect(text).not.toMatch(/Meng Lai|Supervisor|Dr\./);
    expect(text).not.toMatch(/shops C|Linux Git|C · Linux/);
    // A language tab is no headline: the summary does not open with it.
    expect(tailored.basics.summary ?? '').not.toMatch(/\bSPA\b/);
    expect(text).not.toMatch(/\bSPA\b/);
  });
});

describe('sentences of a description', () => {
  test('a period after a title or an initial ends no sentence; a sentence still ends before a capital', () => {
    expect(
      splitSentences('Built the survey. Supervisors: Pr. Ana Ruiz et Dr. B. Lee. Ran the trial.'),
    ).toEqual(['Built the survey.', 'Supervisors: Pr. Ana Ruiz et Dr. B. Lee.', 'Ran the trial.']);
  });

  test('tags set after a description come apart from it', () => {
    expect(apartFromTags('Point of sale for small shops Node.js · React · Prisma ORM')).toEqual([
      'Point of sale for small shops',
      'Node.js · React · Prisma ORM',
    ]);
    expect(apartFromTags('Led the move to a monorepo')).toEqual(['Led the move to a monorepo']);
  });
});

describe('a bullet told in the first person', () => {
  test('what others did to the candidate stays so: promoted, appointed, chosen', () => {
    expect(achievementSentence('en', 'Promoted to Senior Engineer in 2019', false, false)).toBe(
      'There, I was promoted to Senior Engineer in 2019.',
    );
    expect(achievementSentence('en', 'Appointed by the founder to lead the design team', false, true)).toBe(
      'I was also appointed by the founder to lead the design team.',
    );
    expect(achievementSentence('fr', "Nommée responsable de l'équipe qualité", false, false)).toBe(
      "J'y ai notamment été nommée responsable de l'équipe qualité.",
    );
    expect(achievementSentence('es', 'Seleccionado para el programa de liderazgo', false, false)).toBe(
      'Allí fui seleccionado para el programa de liderazgo.',
    );
  });

  test('a result adopted by others stays a result, and a verb in the base form is told as work', () => {
    expect(achievementSentence('en', 'Adopted by 4 teams across the company', false, false)).toBe(
      'The result: it was adopted by 4 teams across the company.',
    );
    expect(achievementSentence('en', 'Position the product as the leader in its market', false, false)).toBe(
      'My work there included positioning the product as the leader in its market.',
    );
  });
});

test('a noun phrase with "par" is no passive result', () => {
  expect(achievementSentence('fr', 'Communication par liaison série', false, false)).toBe(
    'Parmi mes réalisations : communication par liaison série.',
  );
  expect(achievementSentence('fr', 'Adopté par trois équipes', false, false)).toBe(
    'Résultat : adopté par trois équipes.',
  );
});

describe('lines a letter does not tell', () => {
  test('a line cut short, a name in capitals, a product told in the third person, or lines run together', () => {
    expect(tellable('Creation of a front-end base for the integration of the.', 'en')).toBe(false);
    expect(tellable('Section of Biostatistics', 'en')).toBe(false);
    // The next entry's header ran into the line, its dates written with months.
    expect(
      tellable('Lead a team of three accountants Northwind Ltd Leeds ACCOUNTANT Oct. 2019 - Dec. 2021', 'en'),
    ).toBe(false);
    expect(tellable('Cut month-end close from 9 to 5 days in 2021', 'en')).toBe(true);
    expect(tellable('Combines the advantages of two messaging services', 'en')).toBe(false);
    expect(tellable(`Reviewed ${'many pull requests and '.repeat(12)}more`, 'en')).toBe(false);
    expect(tellable('Python tool for access control in the cloud', 'en')).toBe(true);
    expect(tellable('Created the landing page of the company', 'en')).toBe(true);
  });

  test('a sentence of the candidate is quoted whole or not at all', () => {
    expect(wholeSentence('I am interested in using NLP to create a positive impact, and')).toBe(false);
    expect(wholeSentence('Alikhani.')).toBe(false);
    expect(wholeSentence('grado y el máster en IA he trabajado en optimización')).toBe(false);
    expect(wholeSentence('I build reliable data pipelines for research teams.')).toBe(true);
  });

  test('an adverb before the verb, a rating and work under way keep who did what', () => {
    expect(achievementSentence('en', 'Finally determined the cause of the printer fault', false, true)).toBe(
      'I also finally determined the cause of the printer fault.',
    );
    expect(achievementSentence('en', 'Rated "truly distinctive" for analytical skills', false, false)).toBe(
      'There, I was rated "truly distinctive" for analytical skills.',
    );
    expect(achievementSentence('en', 'Currently working with React Native on two apps', true, false)).toBe(
      'There, I am currently working with React Native on two apps.',
    );
    expect(achievementSentence('en', 'Currently working with React Native on two apps', false, false)).toBe(
      'There, I was working with React Native on two apps.',
    );
  });
});

test('an address or a clause of its own is not told as something done', () => {
  expect(tellable('UMR 8068 Temps, MSH Mondes, F-92023 Nanterre.', 'fr')).toBe(false);
  expect(tellable('Campus universitaire, 98702 Punaauia, Polynésie', 'fr')).toBe(false);
  expect(tellable('This information would help geologists build grade control models', 'en')).toBe(false);
  expect(tellable('Development of a scheduler that is used by 7000 students', 'en')).toBe(true);
  expect(tellable('Reduced hosting costs by 15000 Euros a year', 'en')).toBe(true);
});

test('a shouted title is told in title case, its acronyms kept', () => {
  expect(unshout('CNRS RESEARCH ENGINEER')).toBe('CNRS Research Engineer');
  expect(unshout('SR SOFTWARE ENGINEER AT IBM')).toBe('Sr Software Engineer at IBM');
  expect(unshout('JEFE DE PROYECTOS')).toBe('Jefe de Proyectos');
  expect(unshout('HEAD OF DATA')).toBe('HEAD OF DATA');
  expect(unshout('Data Engineer')).toBe('Data Engineer');
});

test('a project is named without the role before it or its web address', () => {
  expect(projectName('Maintainer, Hyperschedule (hyperschedule.io)')).toBe('Hyperschedule');
  expect(projectName('Lead Developer, Atlas')).toBe('Atlas');
  expect(projectName('Smith, Jones and Partners Archive')).toBe('Smith, Jones and Partners Archive');
  expect(projectName('Indeed’s webscraper')).toBe('Indeed’s webscraper');
});

test('a second job still held is told in the present, never before the first', async () => {
  const twoJobs = resume({
    basics: { name: 'Sam Rivera' },
    work: [
      {
        name: 'Globex Sensors',
        position: 'Firmware Engineer',
        startDate: '2022-01',
        endDate: 'Present',
        highlights: ['Shipped firmware in C for the sensor controller family'],
      },
      {
        name: 'Acme Robotics',
        position: 'Embedded Consultant',
        startDate: '2014-01',
        endDate: 'Present',
        highlights: ['Ported the motor control stack in C++ to a new microcontroller'],
      },
    ],
  });
  const { coverLetter } = await tailorResume({ resume: twoJobs, job, today });
  const text = coverLetter.paragraphs.join(' ');
  expect(text).toMatch(/Acme Robotics/);
  expect(text).not.toMatch(/Before that, at Acme Robotics|Acme Robotics[^.]*from 2014 to/);
});

test('a field label run into its text, or a season before a lower-case word, is read for what it is', () => {
  expect(tellable('Description Rédaction des procédures de tests Formation interne', 'fr')).toBe(false);
  expect(tellable('Description of the test procedures for the support team', 'en')).toBe(true);
  expect(withoutSeason('Summer Developed a scheduling tool')).toBe('Developed a scheduling tool');
  expect(withoutSeason('Summer internship program for new hires')).toBe(
    'Summer internship program for new hires',
  );
});

test('a skill that is a common noun reads in lower case inside a sentence; a product keeps its capital', () => {
  expect(skillInSentence('Research', 'hard')).toBe('research');
  expect(skillInSentence('Design', 'hard')).toBe('design');
  expect(skillInSentence('Photography', 'hard')).toBe('photography');
  expect(skillInSentence('Python', 'hard')).toBe('Python');
  expect(skillInSentence('Sage', 'hard')).toBe('Sage');
  expect(skillInSentence('CI/CD', 'hard')).toBe('CI/CD');
});

test('a project, a course or a prize read as a job title is not told as a post held', () => {
  expect(realTitle('Undergraduate Research Project')).toBeUndefined();
  expect(realTitle('Alexa Prize TaskBot Challenge')).toBeUndefined();
  expect(realTitle('Project Engineer')).toBe('Project Engineer');
  expect(realTitle('Training Specialist')).toBe('Training Specialist');
  expect(realTitle('Jefe de Proyecto')).toBe('Jefe de Proyecto');
});

test('qualities are not listed as tools, and one requirement is "this", not "these"', async () => {
  const data = resume({
    basics: { name: 'Sam Rivera' },
    work: [
      {
        name: 'Acme Robotics',
        position: 'Firmware Engineer',
        startDate: '2021-01',
        endDate: '2023-06',
        highlights: ['Wrote motor control firmware in C for warehouse robots'],
      },
    ],
    skills: [
      { name: 'Strengths', keywords: ['Leadership', 'Adaptability', 'Innovation'] },
      { name: 'Tools', keywords: ['Docker', 'Jenkins', 'Kubernetes'] },
    ],
  });
  const { coverLetter } = await tailorResume({ resume: data, job, today });
  const text = coverLetter.paragraphs.join(' ');
  expect(text).toMatch(
    /(?:The tools I work with include|My toolkit includes|Tools I use include) [^.]*Docker/,
  );
  expect(text).not.toMatch(
    /(?:tools I work with include|toolkit includes|Tools I use include)[^.]*Leadership/,
  );
  expect(letterPhrases.en.alsoShows('Git', 1)).toMatch(/shows this as well/);
  expect(letterPhrases.en.alsoShows('Git and Linux', 2)).toMatch(/shows these as well/);
});

test("the results told are the ones that show the posting's first requirements, not the latest or the most keyword-laden", async () => {
  const engineer = resume({
    basics: { name: 'Sam Rivera' },
    work: [
      {
        name: 'Globex Mobile',
        position: 'Software Engineer',
        startDate: '2021-01',
        endDate: '2024-06',
        highlights: [
          'Wrote Python and SQL reports for the finance team every quarter',
          'Maintained Python scripts and SQL views for the quarterly review of 12 product lines',
          'Moved 30 Python jobs and their SQL schedules to a new scheduler',
          'Cut the monthly SQL billing export from 3 hours to 20 minutes with Python',
          'Reduced API latency by 73% with a regional cache',
          'Deployed the client SDK across 50M+ devices',
        ],
      },
      {
        name: 'Initech',
        position: 'Data Engineer',
        startDate: '2019-10',
        endDate: '2020-12',
        highlights: [
          'Built Python and SQL pipelines loading 2 million rows a day',
          'Wrote SQL tests in Python for 40 warehouse tables',
        ],
      },
      {
        name: 'Acme Labs',
        position: 'Software Engineering Intern',
        startDate: '2019-06',
        endDate: '2019-09',
        highlights: [
          'Tested Python and SQL data pipelines for the analytics team',
          'Wrote a Python tool that checked 500 SQL backups a night',
        ],
      },
    ],
  });
  const sdkJob: TailorJob = {
    position: 'Mobile Platform Engineer',
    employer: 'Northwind Apps',
    description: `Northwind Apps is hiring a Mobile Platform Engineer.

Requirements:
- Reduce API latency for mobile clients
- Ship an SDK deployed to millions of devices

Nice to have:
- Python and SQL`,
  };
  const text = (await tailorResume({ resume: engineer, job: sdkJob, today })).coverLetter.paragraphs.join(
    ' ',
  );
  expect(text).toMatch(/73%/);
  expect(text).toMatch(/50M\+ devices/);
});

test('results told one after the other are not all led by "I also"', async () => {
  const { coverLetter } = await tailorResume({ resume: icuNurse.resume, job: icuNurse.job, today });
  for (const paragraph of coverLetter.paragraphs)
    expect(paragraph.match(/\bI also\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
  expect(varyRepeats(['I also led A.', 'I also built B.', 'I also ran C.'], 'en')).toEqual([
    'I also led A.',
    'In addition, I built B.',
    'On top of that, I ran C.',
  ]);
});

test('a full letter says why this employer and role, from what a result shows of its first requirement', async () => {
  // Enough results to fill a letter without anything added for length.
  const rich = resume({
    ...backendDev,
    work: backendDev.work.map((w) => ({
      ...w,
      highlights: [
        ...w.highlights,
        'Rebuilt the Go payment retry service on Kafka so that 99.99% of 3 million daily payments settle within a minute',
        'Led the move of 20 Python and Go services to Kubernetes with Terraform, with on-call runbooks for each of them',
      ],
    })),
  });
  const { coverLetter } = await tailorResume({ resume: rich, job: backendJob, today });
  const last = coverLetter.paragraphs.at(-1)!;
  expect(last).toMatch(
    /What draws me to Northwind[^.]* is the chance to put my experience with|I would like to bring that [^.]+ experience to Northwind|role at Northwind[^.]*, I would build on the same/,
  );
  // Never the requirement pasted whole.
  expect(last).not.toMatch(/puts first:/);
});
