import { expect, test } from 'vitest';
import { parseResumeText } from '../../src/parse/index.ts';

test('a town alone at the top of the profile is where the person lives, not the summary', () => {
  const data = parseResumeText(
    [
      'Jane Roe',
      'jane.roe@example.com',
      '',
      'Profile',
      'Québec',
      'Analyst with ten years of experience in retail banking and credit risk models.',
    ].join('\n'),
  );
  expect(data.basics.summary).toBe(
    'Analyst with ten years of experience in retail banking and credit risk models.',
  );
  expect(data.basics.location?.city).toBe('Québec');
});

test('a long street address left over from the header is no summary', () => {
  const data = parseResumeText(
    [
      'Jane Roe',
      'Calle 12 con Carrera 7 No. 45 Barrio Centro, Edificio Los Pinos Torre 2 Apartamento 301',
      'jane.roe@example.com',
      '',
      'Experiencia',
      '2019 – 2023 Contadora, Acme Ltda',
    ].join('\n'),
  );
  expect(data.basics.summary ?? '').not.toContain('Calle');
});

test('a degree word cut by a line end is whole again', () => {
  const data = parseResumeText(
    [
      'Jane Roe',
      'jane.roe@example.com',
      '',
      'Education',
      '2012 – 2015  Bachelor’s De-',
      'gree in Economics, Springfield University',
    ].join('\n'),
  );
  expect([data.education[0]?.studyType, data.education[0]?.area]).toEqual(['Bachelor’s Degree', 'Economics']);
});

test('an address cut after a hyphen keeps the hyphen', () => {
  const data = parseResumeText(
    [
      'Jane Roe',
      'jane.roe@example.com',
      'https://www.linkedin.com/in/jane-',
      'roe-4242',
      '',
      'Skills',
      'Excel',
    ].join('\n'),
  );
  expect(JSON.stringify(data.basics)).not.toContain('janeroe');
});
