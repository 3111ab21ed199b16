import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../src/parse/index.ts';

const read = (lines: string[]) => parseResumeText(lines.join('\n'));

describe('a degree listed under the experience', () => {
  it('is read as a study, not as a job at its school', () => {
    const data = read([
      'Lou Exemple',
      '',
      'EXPÉRIENCE PROFESSIONNELLE',
      'Vendeuse – Boulangerie des Tilleuls – 2021 - 2023',
      '• Accueil des clients et tenue de caisse',
      'BTS Management commercial opérationnel – Lycée Jean Moulin – 2019 - 2021',
      '• Stage de huit semaines en magasin',
      '',
      'COMPÉTENCES',
      'Caisse, vitrine',
    ]);
    expect(data.work.map((w) => w.position)).toEqual(['Vendeuse']);
    expect(data.education).toEqual([
      expect.objectContaining({ institution: 'Lycée Jean Moulin', startDate: '2019', endDate: '2021' }),
    ]);
    expect(data.education[0]?.studyType).toMatch(/^BTS/);
  });

  it('keeps a student post ("PhD Student") among the jobs', () => {
    const data = read([
      'Sam Example',
      '',
      'EXPERIENCE',
      'PhD Student – University of Westhaven – 2019 - 2023',
      '• Ran field surveys of river birds',
    ]);
    expect(data.work.map((w) => w.position)).toEqual(['PhD Student']);
  });

  it('keeps a doctorate among the jobs when the education lists it too', () => {
    const data = read([
      'Sam Example',
      '',
      'EXPÉRIENCE',
      'Doctorat – Université de Port-Clair – 2016 - 2019',
      '• Contrat doctoral en écologie',
      '',
      'FORMATION',
      'Doctorat en écologie – Université de Port-Clair – 2019',
    ]);
    expect(data.work.map((w) => w.position)).toEqual(['Doctorat']);
    expect(data.education).toHaveLength(1);
  });
});
