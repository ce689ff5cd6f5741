import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, SHARED_CATALOG, type Locale } from '@placard/contract';
import { storeLocale } from './locale';

/** Namespaces written for the admin app, one JSON file each under src/locales/<lang>/. */
export const APP_NAMESPACES = [
  'common',
  'auth',
  'register',
  'account',
  'dashboard',
  'help',
  'android',
  'organizations',
  'licensing',
  'credits',
  'users',
  'theme',
  'impersonation',
  'media',
  'playlists',
  'fonts',
  'editorLibrary',
  'editorProperties',
  'editor',
  'devices',
  'alerts',
  'integrations',
  'menus',
  'providers',
  'canva',
  'assistant',
  'payments',
] as const;
/** Namespaces shared with the server, taken from the contract's catalogue. */
export const SHARED_NAMESPACES = ['errors', 'validation'] as const;

const loaders = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/*/content.json'], {
  import: 'default',
});

/** Loads one language's namespace on demand, so a visitor downloads only the language they read. */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLocale(language)) {
      callback(null, {});
      return;
    }
    if (namespace === 'errors' || namespace === 'validation') {
      callback(null, SHARED_CATALOG[language][namespace]);
      return;
    }
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function setDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Starts i18next in the given language; resolves once that language's texts are loaded. */
export async function initI18n(locale: Locale): Promise<typeof i18next> {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(locale);
    return i18next;
  }
  i18next.on('languageChanged', setDocumentLanguage);
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'languageOnly',
      ns: [...APP_NAMESPACES, ...SHARED_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  setDocumentLanguage(i18next.language);
  return i18next;
}

/** The current interface language as a Placard locale. */
export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** Switches the interface language at once and remembers it under `locale`. */
export async function applyLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  if (currentLocale() !== locale) await i18next.changeLanguage(locale);
}
