import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { BareLayout } from './layouts/bare-layout';
import { SiteLayout } from './layouts/site-layout';
import { isAdminPath } from './navigation-guard';
import type { RouteLayout } from './route-handle';
import {
  browserNavigationGuard,
  buildRouteTree,
  type LayoutRoute,
  type RouteTreeOptions,
} from './route-tree';
import { siteRoutes } from './site-routes';

/** The storefront's layouts; the back office has its own document (app/admin/admin-router.tsx). */
const SITE_LAYOUTS: Partial<Record<RouteLayout, LayoutRoute>> = {
  site: { Component: SiteLayout },
  bare: { Component: BareLayout },
};

/** The storefront's tree of `siteRoutes`: the browser's below, the server's render (app/ssr). */
export const storefrontRouteTree = (options: Omit<RouteTreeOptions, 'layouts'> = {}) =>
  buildRouteTree(siteRoutes, { ...options, layouts: SITE_LAYOUTS });

/** The storefront's paths: every path but the back office's, which the server answers with its own document. */
const isStorefrontPath = (pathname: string) => !isAdminPath(pathname);

/**
 * The storefront's route tree, its guard wired to the browser. `isPageLoaded`: the page came rendered
 * from the server (app/ssr), which already applied the first page's rules (redirect rules, status).
 */
export function appRouteTree(
  queryClient: QueryClient,
  i18n: I18n,
  { isPageLoaded = false } = {},
): RouteObject[] {
  const guard = browserNavigationGuard(queryClient, {
    routes: siteRoutes,
    isOwnPath: isStorefrontPath,
    isPageLoaded,
  });
  return storefrontRouteTree({ guard, i18n, queryClient });
}

export function createAppRouter(queryClient: QueryClient, i18n: I18n) {
  return createBrowserRouter(appRouteTree(queryClient, i18n));
}
