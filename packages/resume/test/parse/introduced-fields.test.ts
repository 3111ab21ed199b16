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
