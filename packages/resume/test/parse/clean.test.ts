import { expect, test } from 'vitest';
import { cleanText } from '../../src/extract/clean.ts';
import { normalizeText } from '../../src/parse/normalize.ts';

test('ligature glyphs become letters, also when the font maps them to NUL or the private use area', () => {
  expect(cleanText('Pro\uFB01le, work\uFB02ow, o\uFB03ce')).toBe('Profile, workflow, office');
  expect(cleanText('Pro\u0000le')).toBe('Profile');
  expect(cleanText('Work\u0000ow')).toBe('Workflow');
  expect(cleanText('O\uE001ce')).toBe('Office');
  expect(cleanText('Certi\u0000ed')).toBe('Certified');
});

test("the Libertine fonts' private-use ligatures become their letters, at a word's end too", () => {
  expect(cleanText('So\uE039ware Engineer, a\uE03Cack, Do\uE03Aer, j\uE048ery, Swi\uE039')).toBe(
    'Software Engineer, attack, Docker, jQuery, Swift',
  );
});

test('no control character, NUL or lone surrogate survives', () => {
  const cleaned = cleanText('A\u0000 B\u0007C\u001Fd\uD800e\u007F');
  expect(
    [...cleaned].filter(
      (c) =>
        c.charCodeAt(0) < 0x20 ||
        c.charCodeAt(0) === 0x7f ||
        (c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdfff),
    ),
  ).toEqual([]);
  expect(cleaned).toBe('A BCde');
});

test('icon glyphs and hidden labels are dropped', () => {
  expect(cleanText('mailto:jane@example.com')).toBe('jane@example.com');
  expect(cleanText('tel:+33 6 12 34 56 78')).toBe('+33 6 12 34 56 78');
  expect(cleanText('\\faTrophy : Best paper').trim()).toBe('Best paper');
  expect(cleanText('ð jane@example.com').trim()).toBe('jane@example.com');
  expect(cleanText('\uF0E0 Lyon').trim()).toBe('Lyon');
  expect(cleanText('\uF0B7 Led a team')).toBe('• Led a team');
  expect(cleanText('Café à Paris')).toBe('Café à Paris');
});

test('accents set apart by old TeX fonts and decomposed accents are composed', () => {
  expect(cleanText('Soluci ´on global')).toBe('Solución global');
  expect(cleanText('Ingenier´\u0131a')).toBe('Ingeniería');
  expect(cleanText('Biling ¨ue')).toBe('Bilingüe');
  expect(cleanText('Se\u0301bastien')).toBe('Sébastien');
});

test('soft hyphens and dashes read as what they mean; letter-spaced words are joined', () => {
  expect(normalizeText('2019\u00AD2021')).toBe('2019–2021');
  expect(normalizeText('2019 \u00AD 2021')).toBe('2019 – 2021');
  expect(normalizeText('infor\u00ADmation')).toBe('information');
  expect(normalizeText('manage\u00AD')).toBe('manage-');
  expect(normalizeText('Jan 2020 \u2010 Dec 2021')).toBe('Jan 2020 - Dec 2021');
  expect(normalizeText('R y a n  L e s t e r')).toBe('Ryan Lester');
});

test('capitals whose I the font draws as a lower-case i read as capitals', () => {
  expect(normalizeText('CNRS RESEARCH ENGiNEER')).toBe('CNRS RESEARCH ENGINEER');
  expect(normalizeText('ASTROPHYSiCiST')).toBe('ASTROPHYSICIST');
  expect(normalizeText('iOS and iPadOS apps, Wi-Fi')).toBe('iOS and iPadOS apps, Wi-Fi');
});

test('a word cut at a line end and joined back with a space is one word; a suspended hyphen stays', () => {
  expect(normalizeText('abierto a nuevas tec- nologías')).toBe('abierto a nuevas tecnologías');
  expect(normalizeText('short- and long-term plans')).toBe('short- and long-term plans');
  expect(normalizeText('pré- ou post-opératoire')).toBe('pré- ou post-opératoire');
});
