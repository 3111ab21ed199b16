import { expect, test } from 'vitest';
import {
  formatDateRange,
  formatEntryDate,
  formatEntryDates,
  formatLetterDate,
  formatResumeDate,
} from '../../src/render/i18n.ts';

test('resume dates: month and year localized, year alone kept, free text kept as written', () => {
  expect(formatResumeDate('2020-01', 'en')).toBe('Jan 2020');
  expect(formatResumeDate('2020-02-15', 'fr')).toBe('févr. 2020');
  expect(formatResumeDate('2020-08', 'es')).toBe('ago. 2020');
  expect(formatResumeDate('2020', 'fr')).toBe('2020');
  expect(formatResumeDate('Summer 2019', 'en')).toBe('Summer 2019');
  expect(formatResumeDate('2020-13', 'en')).toBe('2020');
  expect(formatResumeDate("aujourd'hui", 'en')).toBe('Present');
  expect(formatResumeDate('Present', 'es')).toBe('Actualidad');
  // Any word the reader takes for "present", in any language and with or without its accents.
  expect(formatResumeDate('À ce jour', 'en')).toBe('Present');
  expect(formatResumeDate('Aujourd’hui', 'es')).toBe('Actualidad');
  expect(formatResumeDate('hasta la fecha', 'fr')).toBe('Présent');
  expect(formatResumeDate(undefined, 'en')).toBe('');
});

test('date ranges: ongoing when only the start is known', () => {
  // One printed date is shown alone: "Present" only when the end says so.
  expect(formatDateRange('2020-01', undefined, 'en')).toBe('Jan 2020');
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

test('dates as the resume printed them while the entry keeps the dates read there', () => {
  const printed = { dates: 'Summer 2022', startDate: '2022' };
  expect(formatEntryDates({ startDate: '2022', 'x-printed': printed }, 'en')).toBe('Summer 2022');
  expect(
    formatEntryDates(
      {
        startDate: '2011-02',
        endDate: '2011-12',
        'x-printed': { dates: '2011 Feb.–Dec.', startDate: '2011-02', endDate: '2011-12' },
      },
      'fr',
    ),
  ).toBe('2011 févr.–déc.');
  expect(
    formatEntryDates(
      {
        startDate: '2015-09',
        endDate: 'present',
        'x-printed': { dates: 'Sep 15 – NOW', startDate: '2015-09', endDate: 'present' },
      },
      'en',
    ),
  ).toBe('Sep 15 – NOW');
  // Edited dates are formatted from the ISO values; a removed end never becomes "Present".
  expect(formatEntryDates({ startDate: '2023', 'x-printed': printed }, 'en')).toBe('2023');
  expect(formatEntryDates({ startDate: '2022', endDate: '2023-05', 'x-printed': printed }, 'en')).toBe(
    '2022 – May 2023',
  );
  expect(formatEntryDates({ startDate: '2022-01', endDate: 'Actualidad' }, 'es')).toBe(
    'ene. 2022 – Actualidad',
  );
  expect(formatEntryDates({ startDate: '2022-01' }, 'es')).toBe('ene. 2022');
  expect(formatEntryDates({ 'x-printed': { dates: ' Expected   June 2023 ' } }, 'en')).toBe(
    'Expected June 2023',
  );
  expect(formatEntryDate('2021-06', { dates: 'June 21', endDate: '2021-06' }, 'en')).toBe('June 21');
  expect(formatEntryDate('2022', { dates: 'June 21', endDate: '2021-06' }, 'en')).toBe('2022');
});

test('dates printed in another language follow the CV language: months and "present" words, never an English "Present" in a French CV', () => {
  const ongoing = (dates: string, start: string, language: 'en' | 'fr' | 'es') =>
    formatEntryDates(
      { startDate: start, endDate: 'present', 'x-printed': { dates, startDate: start, endDate: 'present' } },
      language,
    );
  expect(ongoing('Aug. 2021 – Present', '2021-08', 'fr')).toBe('août 2021 – Présent');
  expect(ongoing('Jan 2020 – Current', '2020-01', 'es')).toBe('ene. 2020 – Actualidad');
  expect(ongoing('janv. 2019 – aujourd’hui', '2019-01', 'en')).toBe('Jan 2019 – Present');
  expect(ongoing('Sept 2018 to date', '2018-09', 'fr')).toBe('sept. 2018 – Présent');
  // Once a month was put in the CV's language, every month of the dates takes its short form.
  expect(
    formatEntryDates(
      {
        startDate: '2015-10',
        endDate: '2018-06',
        'x-printed': { dates: 'Oct 2015 – Jun 2018', startDate: '2015-10', endDate: '2018-06' },
      },
      'fr',
    ),
  ).toBe('oct. 2015 – juin 2018');
  // The CV's own language is left as printed.
  expect(ongoing('2018 – en cours', '2018', 'fr')).toBe('2018 – en cours');
  expect(ongoing('Mayo 2018 – Presente', '2018-05', 'es')).toBe('Mayo 2018 – Presente');
  // A date word with no counterpart here ("since", a season): the dates are written from their values.
  expect(ongoing('Since March 2020', '2020-03', 'es')).toBe('mar. 2020 – Actualidad');
  expect(
    formatEntryDates({ startDate: '2016', 'x-printed': { dates: 'Summer 2016', startDate: '2016' } }, 'fr'),
  ).toBe('2016');
  expect(formatEntryDate('2021-06', { dates: 'June 2021', endDate: '2021-06' }, 'es')).toBe('jun. 2021');
});

test('printed dates: a date word spelt as another language spells it is written in the CV language', () => {
  const dated = (dates: string, startDate: string, endDate?: string) => ({
    startDate,
    endDate,
    'x-printed': { dates, startDate, endDate },
  });
  // "présent" folds as English "present" does, but is the French word.
  expect(formatEntryDates(dated('2024 – présent', '2024', 'present'), 'en')).toBe('2024 – Present');
  expect(formatEntryDates(dated('Jan 2021 – Present', '2021-01', 'present'), 'fr')).toBe(
    'janv. 2021 – Présent',
  );
  expect(formatEntryDates(dated('2019 - Présent', '2019', 'present'), 'fr')).toBe('2019 - Présent');
  // A French "à" between two months in a Spanish CV: the dates are written out in Spanish.
  expect(formatEntryDates(dated('janv. 2016 à mars 2016', '2016-01', '2016-03'), 'es')).toBe(
    'ene. 2016 – mar. 2016',
  );
  expect(formatEntryDates(dated('févr. 2020 – présent', '2020-02', 'present'), 'en')).toBe(
    'Feb 2020 – Present',
  );
});
