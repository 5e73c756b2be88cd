import { errorMessages } from '@tutor/contract/errors';
import type { Language } from '@tutor/contract/i18n';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import vi from './vi.json';

const catalogues = { vi, en } satisfies Record<Language, object>;

/**
 * Both storefront catalogues are bundled: the home page title is always Vietnamese (spec §2) even in
 * English, and they are small. Error texts come from the contract so the server and the web app never
 * disagree. The back office's texts (`admin`, `adminPage`) load with the admin chunks: see
 * `loadAdminMessages`.
 */
export function buildResources() {
  return {
    vi: { translation: { ...catalogues.vi, error: errorMessages('vi') } },
    en: { translation: { ...catalogues.en, error: errorMessages('en') } },
  };
}

let current: I18n | undefined;

/** `resources`: what a server-rendered page carried (app/ssr/page-i18n.ts); the bundled catalogues otherwise. */
export function initI18n(language: Language, resources: Resource = buildResources()): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'vi',
    supportedLngs: ['vi', 'en'],
    resources,
    // Resources are in memory, so init finishes synchronously and the first render is already translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // The server renders with an instance of its own, and no document.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  current = instance;
  return instance;
}

/** The instance `initI18n` made (undefined in unit tests that render without the app shell). */
export function currentI18n(): I18n | undefined {
  return current;
}
