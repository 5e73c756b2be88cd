import type { Language } from '@tutor/contract/i18n';
import type { i18n as I18n, ResourceLanguage } from 'i18next';
import { buildResources, initI18n } from '@/shared/i18n/init-i18n';

/*
 * The one place where server rendering meets i18n, kept narrow on purpose: a language and its
 * resources in, an i18n instance out. The server renders in the visitor's language and puts the
 * resources it rendered with into the page; the browser hydrates with exactly those, so the first
 * render in the browser says what the server's HTML says. Whatever loads catalogues (per feature, per
 * language) changes what `pageResources` returns and nothing else here.
 */

/** Resources of one language, per namespace, as the page carries them. */
export type PageResources = ResourceLanguage;

/** Server: the instance a page renders with. */
export function serverPageI18n(language: Language): I18n {
  return initI18n(language);
}

/** Server: the resources of the visitor's language the render used, to put into the page. */
export function pageResources(i18n: I18n, language: Language): PageResources {
  return i18n.store.data[language] ?? {};
}

/** Browser: the instance hydration renders with: the page's resources over the bundled catalogues. */
export function browserPageI18n(language: Language, resources: PageResources): I18n {
  const bundled = buildResources();
  return initI18n(language, { ...bundled, [language]: { ...bundled[language], ...resources } });
}
