import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { ErrorCode, LANGUAGES } from '@tailor/contract';
import {
  changeLanguage,
  i18n,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  namespaces,
  readStoredLanguage,
} from './i18n.ts';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');

const flatten = (value: unknown, prefix = ''): Record<string, string> => {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
};

const load = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')));

test('every language has the same namespaces, and they are the ones i18n loads', () => {
  for (const language of LANGUAGES) {
    const files = readdirSync(join(localesDir, language))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files, language).toEqual([...namespaces].sort());
  }
});

test('no key is missing or empty in any language', () => {
  for (const namespace of namespaces) {
    const english = load('en', namespace);
    for (const language of LANGUAGES) {
      const other = load(language, namespace);
      expect(Object.keys(other).sort(), `${language}/${namespace}`).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(other))
        expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
    }
  }
});

test('placeholders are kept in every translation', () => {
  const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
  for (const namespace of namespaces) {
    const english = load('en', namespace);
    for (const language of LANGUAGES) {
      const other = load(language, namespace);
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(other[key] ?? ''), `${language}/${namespace}:${key}`).toEqual(placeholders(text));
      }
    }
  }
});

test('every error code of the contract has a message', () => {
  const codes = load('en', 'errors');
  for (const code of Object.values(ErrorCode)) expect(codes[`codes.${code}`], code).toBeTruthy();
});

test('English texts are the ones the spec writes', () => {
  const auth = load('en', 'auth');
  expect(auth['messages.accountCreated']).toBe('Account created successfully! Please log in.');
  // The spec's "OTP sent to your email", in words a newcomer knows: the mail holds a 6-digit code.
  expect(auth['messages.otpSent']).toBe('We sent a 6-digit code to your email');
  expect(auth['messages.resetSuccess']).toBe('Password reset successful! Please log in.');
  expect(auth['validation.passwordsMismatch']).toBe('Passwords do not match');
  expect(auth['validation.newPasswordsMismatch']).toBe('New passwords do not match');
  expect(auth['google.failed']).toBe('Google login failed. Please try again or use email login.');
  const errors = load('en', 'errors');
  expect(errors.operationFailed).toBe('Operation failed');
  expect(errors['limits.applications']).toBe(
    'You have reached your applications limit. Consider deleting old applications to free up space.',
  );
  expect(load('en', 'resumes').empty).toBe("You haven't uploaded any resumes yet");
});

test('the chosen language is saved and used at the next start; the default is en', async () => {
  expect(readStoredLanguage()).toBe('en');
  await initI18n();
  await changeLanguage('fr');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  expect(i18n.t('nav.login', { ns: 'common' })).toBe('Connexion');
  expect(document.documentElement.lang).toBe('fr');
  expect(readStoredLanguage()).toBe('fr');
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
  expect(readStoredLanguage()).toBe('en');
});
