import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, languageSchema, type Language } from '@tailor/contract';

const defaultLanguage: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export const namespaces = [
  'common',
  'landing',
  'pricing',
  'auth',
  'errors',
  'dashboard',
  'profile',
  'resumes',
  'applications',
] as const;

const isLanguage = (value: unknown): value is Language => languageSchema.safeParse(value).success;

/** Each language is its own chunk: a visitor downloads only the language they read. */
const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load = localeLoaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const readStoredLanguage = (): Language => {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
};

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

export const initI18n = async (language: Language = readStoredLanguage()): Promise<typeof i18n> => {
  if (!i18n.isInitialized) {
    await i18n
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: defaultLanguage,
        supportedLngs: [...LANGUAGES],
        ns: [...namespaces],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  return i18n;
};

/** Switches the interface language and remembers it for the next visit. */
export const changeLanguage = async (language: Language): Promise<void> => {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  await i18n.changeLanguage(language);
};

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : defaultLanguage);
