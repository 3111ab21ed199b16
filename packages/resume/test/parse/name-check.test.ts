import { expect, test } from 'vitest';
import { emailConfirmsName } from '../../src/parse/name-check.ts';
import { parseLines } from '../../src/parse/pipeline.ts';
import { UncertainList } from '../../src/parse/uncertain.ts';

test.each([
  ['Jane Doe', 'jane.doe@example.com'],
  ['Jane Doe', 'jdoe84@example.com'],
  ['María Pérez-Núñez', 'perez.maria@example.es'],
  ['Jean-Luc Martin', 'jeanluc.martin@example.fr'],
])('the email bears out %s', (name, email) => {
  expect(emailConfirmsName(name, email)).toBe(true);
});

test.each<[string, string | undefined, string]>([
  ['Jane Doe', 'contact@bakery.example', 'an email with no word of the name'],
  ['Jane', 'jane.doe@example.com', 'a single word: a name cut short'],
  ['Jane Doe', undefined, 'no email'],
  ['Operations Manager At Large Retail Chain', 'jane.doe@example.com', 'more than five words'],
])('the email does not bear out %s (%s, %s)', (name, email) => {
  expect(emailConfirmsName(name, email)).toBe(false);
});

/** A resume typed in one size, so no line stands out as the name by its size. */
const flat = (first: string, email: string) => {
  const uncertain = new UncertainList();
  const text = [
    first,
    `${email} · 555 010 2030`,
    '',
    'Experience',
    'Line cook, Blue Harbor Grill',
    '2019 - 2023',
  ];
  parseLines(
    text.map((t) => ({ text: t, size: 10 })),
    { uncertain },
  );
  return uncertain.items.filter((u) => u.path === '/basics/name').map((u) => u.reason);
};

test('a name in body size that the email bears out is not flagged for checking', () => {
  expect(flat('Jane Doe', 'jane.doe@example.com')).toEqual([]);
});

test('a name in body size with nothing to bear it out is still flagged', () => {
  expect(flat('Jane Doe', 'orders@harbor.example')).toEqual(['name_guessed']);
});
