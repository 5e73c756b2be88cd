import type { AppRoute, RouteHandle } from './route-handle';

export type Translate = (key: string) => string;

export const HOME_PATH = '/';

/**
 * `<page title> | <site name>`. The home page always carries the Vietnamese title (spec §2: "a Vietnamese
 * home title with a site-name suffix"), whatever the interface language, hence `translateVi`.
 */
export function documentTitle(
  handle: RouteHandle | undefined,
  pathname: string,
  translate: Translate,
  translateVi: Translate,
): string {
  const siteName = translate('app.siteName');
  if (!handle) return siteName;
  const title = pathname === HOME_PATH ? translateVi(handle.title) : translate(handle.title);
  return `${title} | ${siteName}`;
}

export type Crumb = { key: string; to?: string };

/**
 * 'Trang chủ' then the route's own keys. A crumb links somewhere when its key names a page without
 * parameters (a listing or a menu group); the last crumb is the current page and never links.
 */
export function breadcrumbs(
  handle: RouteHandle | undefined,
  pathname: string,
  links: ReadonlyMap<string, string>,
): Crumb[] {
  if (!handle || pathname === HOME_PATH) return [];
  const keys = handle.breadcrumb ?? [handle.title];
  return [
    { key: 'breadcrumb.home', to: HOME_PATH },
    ...keys.map((key, index): Crumb => {
      const to = index < keys.length - 1 ? links.get(key) : undefined;
      return to ? { key, to } : { key };
    }),
  ];
}

/** Title key → path of each route without parameters, plus extra entries (menu groups) that win. */
export function breadcrumbLinks(
  routes: readonly AppRoute[],
  extra: readonly { key: string; to: string }[] = [],
) {
  const links = new Map<string, string>();
  for (const route of routes) {
    if (/[:*]/.test(route.path) || links.has(route.handle.title)) continue;
    links.set(route.handle.title, route.path);
  }
  for (const entry of extra) links.set(entry.key, entry.to);
  return links;
}
