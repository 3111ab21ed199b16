import { expect, it } from 'vitest';
import { parseResumeText } from '../../src/parse/index.ts';

it('reads an employer introduced on the line below the title ("à Mairie de …", "at …")', () => {
  const data = parseResumeText(
    [
      'Camille Durand',
      '',
      'EXPÉRIENCES PROFESSIONNELLES',
      'Janvier 2016 à mars 2016 : Agent polyvalent',
      'à Mairie de Villeneuve',
      '2012 à 2015 : Agent d’entretien',
      'chez Nettoyage Dupuis',
    ].join('\n'),
  );
  expect(data.work.map((w) => [w.name, w.position])).toEqual([
    ['Mairie de Villeneuve', 'Agent polyvalent'],
    ['Nettoyage Dupuis', 'Agent d’entretien'],
  ]);
});

it('leaves the words that lead to the school out of the degree', () => {
  const data = parseResumeText(
    ['Camille Durand', '', 'EDUCATION', '2010 - 2012', 'Master of Arts at the University of Leeds'].join(
      '\n',
    ),
  );
  expect(data.education[0]).toMatchObject({
    studyType: 'Master of Arts',
    institution: 'University of Leeds',
  });
});

it('reads jobs written as a form, and keeps a reference given inside a job out of its fields', () => {
  const data = parseResumeText(
    [
      'Mateo Ruiz',
      '',
      'EXPERIENCIA',
      'EMPRESA: Servicios Andinos SAS',
      'Cargo: Técnico de soporte',
      '- Soporte remoto a clientes B2B',
      'Jefe inmediato: Ana Pérez',
      'Cargo: Gerente de operaciones',
      'Teléfono: 300 000 0000',
      'Tiempo laborado: 7 de Mayo del 2018 – A la fecha',
      'EMPRESA: Grupo Central',
      'Cargo: Auxiliar administrativo',
      'Tiempo laborado: 14 de Abril del 2014 – 1 de Mayo del 2018',
    ].join('\n'),
  );
  expect(data.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
    ['Servicios Andinos SAS', 'Técnico de soporte', '2018-05', 'present'],
    ['Grupo Central', 'Auxiliar administrativo', '2014-04', '2018-05'],
  ]);
  // Another person's name and phone are no part of the job: with no references section, they go.
  expect(JSON.stringify(data.work)).not.toMatch(/Ana Pérez|300 000 0000/);
  expect(data.work[0]!.highlights).toEqual(['Soporte remoto a clientes B2B']);
});
