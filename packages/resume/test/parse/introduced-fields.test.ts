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
