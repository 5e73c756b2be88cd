import type { QueryClient } from '@tanstack/react-query';
import type { PermissionCode } from '@tutor/contract/permissions';
import type { LazyRouteFunction, NonIndexRouteObject, Params, UIMatch } from 'react-router';
import type { TextNamespace } from '@/shared/i18n/text-namespace';

export type { TextNamespace };

export type RouteLayout = 'site' | 'bare' | 'admin';

/** What each route declares about itself; the title bar, breadcrumbs, layouts, guard and menus all read it. */
export type RouteHandle = {
  /** i18n key of the page title. */
  title: string;
  /** i18n keys shown after 'Trang chủ', the last one being the page itself. */
  breadcrumb?: string[];
  /** Defaults to 'site'. */
  layout?: RouteLayout;
  /** Every one is required (spec §6); absent means "login only" for admin routes, "public" for site routes. */
  permissions?: readonly PermissionCode[];
  /** Site pages for signed-in users only: a visitor is sent to /dang-nhap?redirect=<this page>. */
  requiresLogin?: boolean;
  /**
   * The page's own texts, beyond the shell's common ones: loaded with the page's module, in the visitor's
   * language only, before it renders (see `namespacesOf`).
   */
  texts?: readonly TextNamespace[];
};

/**
 * A leaf page of a route table: an absolute path, its handle and a lazily loaded module, so each page is
 * its own chunk and the tables stay plain data that tests can read without rendering anything.
 */
export type AppRoute = {
  path: string;
  handle: RouteHandle;
  lazy: LazyRouteFunction<NonIndexRouteObject>;
  /**
   * Present on public pages, which the server renders: fills the query cache with the queries the page's
   * hooks will read (the same query options), so the server's HTML holds the data and the browser, given
   * that cache, renders the same thing without asking again. It also runs before each navigation in the
   * browser. A failed query is left in the cache for the page to show (404 state…), never thrown.
   */
  prefetch?: PagePrefetch;
};

export type PrefetchInput = { params: Params<string>; url: URL; queryClient: QueryClient };
export type PagePrefetch = (input: PrefetchInput) => Promise<unknown>;

/**
 * What a feature plugs into the route tables: `site` from its `features/<domain>/manifest.ts` joins
 * `site-routes.tsx` (the storefront's entry), `admin` from its `admin-manifest.ts` joins
 * `admin-routes.tsx` (the back office's document), each with one line there.
 */
export type FeatureRoutes = {
  site?: readonly AppRoute[];
  admin?: readonly AppRoute[];
};

export const DEFAULT_LAYOUT: RouteLayout = 'site';

export function layoutOf(handle: RouteHandle): RouteLayout {
  return handle.layout ?? DEFAULT_LAYOUT;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string'
  );
}

/** The deepest matched route that carries a handle: layout routes have none, pages do. */
export function findRouteHandle(matches: readonly UIMatch[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
