import { expect, test } from 'vitest';
import { formatDateRange, formatLetterDate, formatResumeDate } from '../../src/render/i18n.ts';

test('resume dates: month and year localized, year alone kept, free text kept as written', () => {
  expect(formatResumeDate('2020-01', 'en')).toBe('Jan 2020');
  expect(formatResumeDate('2020-02-15', 'fr')).toBe('févr. 2020');
  expect(formatResumeDate('2020-08', 'es')).toBe('ago. 2020');
  expect(formatResumeDate('2020', 'fr')).toBe('2020');
  expect(formatResumeDate('Summer 2019', 'en')).toBe('Summer 2019');
  expect(formatResumeDate('2020-13', 'en')).toBe('2020');
  expect(formatResumeDate("aujourd'hui", 'en')).toBe('Present');
  expect(formatResumeDate('Present', 'es')).toBe('Actualidad');
  expect(formatResumeDate(undefined, 'en')).toBe('');
});

test('date ranges: ongoing when only the start is known', () => {
  expect(formatDateRange('2020-01', undefined, 'en')).toBe('Jan 2020 – Present');
  expect(formatDateRange('2020-01', 'present', 'fr')).toBe('janv. 2020 – Présent');
  expect(formatDateRange('2019-09', '2021-06', 'es')).toBe('sept. 2019 – jun. 2021');
  expect(formatDateRange(undefined, '2021', 'en')).toBe('2021');
  expect(formatDateRange('2021', '2021', 'en')).toBe('2021');
  expect(formatDateRange(undefined, undefined, 'en')).toBe('');
});

test('letter dates written out in each language', () => {
  expect(formatLetterDate('2026-11-21', 'en')).toBe('November 21, 2026');
  expect(formatLetterDate('2026-11-21', 'fr')).toBe('21 novembre 2026');
  expect(formatLetterDate('2026-11-01', 'fr')).toBe('1er novembre 2026');
  expect(formatLetterDate('2026-11-21', 'es')).toBe('21 de noviembre de 2026');
  expect(formatLetterDate('2026-02', 'es')).toBe('febrero de 2026');
  expect(formatLetterDate('le 3 mai', 'fr')).toBe('le 3 mai');
});
