import type { i18n as I18n } from 'i18next';
import type { UIMatch } from 'react-router';
import { addNamespaces } from '@/shared/i18n/i18n';
import type { TextNamespace } from '@/shared/i18n/text-namespace';
import { commonTexts } from '@/shared/i18n/texts';
import { type AppRoute, isRouteHandle, type RouteHandle } from './route-handle';

/**
 * Every namespace the matched routes need, the common one first: what a server render loads with
 * `loadNamespaces(language, namespacesOf(matches))` and inlines into the page for `createI18n`.
 */
export function namespacesOf(matches: readonly Pick<UIMatch, 'handle'>[]): TextNamespace[] {
  const namespaces = [commonTexts];
  for (const { handle } of matches) {
    if (isRouteHandle(handle)) namespaces.push(...(handle.texts ?? []));
  }
  return [...new Map(namespaces.map((namespace) => [namespace.name, namespace])).values()];
}

/** The texts a page's handle names, added to the client's instance in parallel with its module. */
export function lazyWithTexts(route: AppRoute, i18n: I18n): AppRoute['lazy'] {
  const handle: RouteHandle = route.handle;
  return async () => {
    const [page] = await Promise.all([route.lazy(), addNamespaces(i18n, handle.texts ?? [])]);
    return page;
  };
}
