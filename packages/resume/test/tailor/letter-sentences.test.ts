import { describe, expect, test } from 'vitest';
import { projectName, withoutSeason } from '../../src/tailor/letter/evidence.ts';
import { achievementSentence } from '../../src/tailor/letter-clauses.ts';
import { skillInSentence } from '../../src/tailor/sentence-forms.ts';
import { apartFromTags, splitSentences } from '../../src/tailor/text.ts';
import { tellable, wholeSentence } from '../../src/tailor/tellable.ts';
import { realTitle, unshout } from '../../src/tailor/facts.ts';

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
