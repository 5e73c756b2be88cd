import type { Language } from '@tutor/contract/i18n';
import type { i18n as I18n } from 'i18next';
import type { RouteHandle } from '@/app/route-handle';
import { namespacesOf } from '@/app/route-texts';
import { createI18n, loadNamespaces, type Resources } from '@/shared/i18n/i18n';

/*
 * The one place where server rendering meets i18n: the server loads the texts the page needs (the
 * common ones and its route's namespaces) in the visitor's language only and puts them into the page;
 * the browser hydrates with exactly those, so its first render says what the server's HTML says, and
 * its route loaders find those namespaces already held (nothing is fetched again).
 */

/** The texts of one language the page rendered with, as the page carries them. */
export type PageResources = Resources;

/** Server: the texts of the page's route and the instance it renders with. */
export async function serverPageI18n(
  language: Language,
  handle: RouteHandle,
): Promise<{ i18n: I18n; resources: PageResources }> {
  const resources = await loadNamespaces(language, namespacesOf([{ handle }]));
  return { i18n: createI18n(language, resources), resources };
}

/** Browser: the instance hydration renders with, holding the page's texts. */
export function browserPageI18n(language: Language, resources: PageResources): I18n {
  return createI18n(language, resources);
}
