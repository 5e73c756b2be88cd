import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { siteApi } from '@/api/http-client';
import { currentUserQueryOptions } from '@/shared/session/session';
import { HydrateFallback, RootLayout } from './layouts/root-layout';
import { createNavigationGuard } from './navigation-guard';
import { RouteErrorBoundary } from './route-error-boundary';
import { type AppRoute, layoutOf, type RouteLayout } from './route-handle';
import { lazyWithTexts } from './route-texts';

/*
 * A document's route tree from a flat route table, shared by the storefront's (router.tsx) and the back
 * office's (admin/admin-router.tsx). Neither table is imported here, so each build holds only its own.
 */

function groupByLayout(routes: readonly AppRoute[]): Record<RouteLayout, AppRoute[]> {
  const groups: Record<RouteLayout, AppRoute[]> = { site: [], bare: [], admin: [] };
  for (const route of routes) groups[layoutOf(route.handle)].push(route);
  return groups;
}

/** A layout route as a document's tree holds it: its component, or its lazy module (the back office's). */
export type LayoutRoute = Omit<RouteObject, 'children' | 'index' | 'id' | 'path'>;

/**
 * A layout route, then a pathless boundary route, then the pages. The inner boundary renders a page's
 * failure inside the layout (header and footer stay usable); the outer one catches the layout's own.
 */
function area(id: string, layout: LayoutRoute, pages: RouteObject[]): RouteObject {
  return {
    ...layout,
    id,
    ErrorBoundary: RouteErrorBoundary,
    children: [{ id: `${id}-pages`, ErrorBoundary: RouteErrorBoundary, children: pages }],
  };
}

/**
 * A page's route object. Its prefetch becomes its loader when a query client is given (the app; tests of
 * the tree may leave it out). The loader's data is the query cache, so it returns nothing; a failed query
 * stays in the cache for the page to show, rather than sending the visitor to an error boundary.
 */
function pageRoute({ prefetch, ...page }: AppRoute, queryClient?: QueryClient): RouteObject {
  if (!prefetch || !queryClient) return { ...page };
  return {
    ...page,
    loader: async ({ params, request }) => {
      await prefetch({ params, url: new URL(request.url), queryClient }).catch(() => undefined);
      return null;
    },
  };
}

/** The guard decides on every change of page, not only when the router's defaults would reload data. */
const revalidateOnEveryPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

export type RouteTreeOptions = {
  /** The root loader: it runs before any page of the tree renders. */
  guard?: LoaderFunction;
  /**
   * The client's i18n instance: each page's lazy loader then adds the page's texts to it before the page
   * renders. A server render leaves it out and loads `namespacesOf(matches)` for its own instance.
   */
  i18n?: I18n;
  /** Turns each page's prefetch into its loader (the app and the server render; tree tests leave it out). */
  queryClient?: QueryClient;
  /** The document's layouts, by name: the storefront's (router.tsx) or the back office's (admin-router.tsx). */
  layouts: Partial<Record<RouteLayout, LayoutRoute>>;
};

/** Each route's handle picks its layout (spec §2), so the tables stay flat and the tree is derived here. */
export function buildRouteTree(
  routes: readonly AppRoute[],
  { guard, i18n, queryClient, layouts }: RouteTreeOptions,
): RouteObject[] {
  const groups = groupByLayout(routes);
  const areas = (Object.keys(groups) as RouteLayout[]).flatMap((name) => {
    const layout = layouts[name];
    if (!layout) {
      if (groups[name].length > 0)
        throw new Error(`${groups[name][0]?.path}: no ${name} layout in this tree`);
      return [];
    }
    const pages = groups[name].map((page) =>
      pageRoute(i18n ? { ...page, lazy: lazyWithTexts(page, i18n) } : page, queryClient),
    );
    return [area(`${name}-layout`, layout, pages)];
  });
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      ...(guard ? { loader: guard, shouldRevalidate: revalidateOnEveryPage, HydrateFallback } : {}),
      children: [
        ...areas,
        // A tree without the site's catch-all (the back office's) still matches every path, so that its
        // guard runs for the storefront's paths too, and leaves for them with a full page load.
        ...(groups.site.some((route) => route.path === '*')
          ? []
          : [{ path: '*', Component: HydrateFallback }]),
      ],
    },
  ];
}

/** The browser's guard for one document: its routes, the user from the query cache, redirect rules. */
export function browserNavigationGuard(
  queryClient: QueryClient,
  {
    routes,
    isOwnPath,
    isPageLoaded = false,
  }: { routes: readonly AppRoute[]; isOwnPath: (pathname: string) => boolean; isPageLoaded?: boolean },
): LoaderFunction {
  return createNavigationGuard({
    routes,
    isOwnPath,
    // A cached user answers at once; a stale one is refetched in the background.
    getUser: () => queryClient.ensureQueryData({ ...currentUserQueryOptions(), revalidateIfStale: true }),
    lookupRedirectRule: async (slug) => {
      const rule = await siteApi.get<{ targetUrl: string | null }>(`/rules/${encodeURIComponent(slug)}`, {
        silent: true,
      });
      return rule.targetUrl || null;
    },
    assignLocation: (url) => window.location.assign(url),
    isPageLoaded,
  });
}
