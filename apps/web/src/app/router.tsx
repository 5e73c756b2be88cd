import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { siteApi } from '@/api/http-client';
import { loadAdminMessages } from '@/shared/i18n/load-admin-messages';
import { currentUserQueryOptions } from '@/shared/session/session';
import { adminRoutes } from './admin-routes';
import { BareLayout } from './layouts/bare-layout';
import { HydrateFallback, RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { createNavigationGuard } from './navigation-guard';
import { RouteErrorBoundary } from './route-error-boundary';
import { type AppRoute, layoutOf, type RouteLayout } from './route-handle';
import { siteRoutes } from './site-routes';

export const appRoutes: readonly AppRoute[] = [...siteRoutes, ...adminRoutes];

export function groupByLayout(routes: readonly AppRoute[]): Record<RouteLayout, AppRoute[]> {
  const groups: Record<RouteLayout, AppRoute[]> = { site: [], bare: [], admin: [] };
  for (const route of routes) groups[layoutOf(route.handle)].push(route);
  return groups;
}

/**
 * A layout route, then a pathless boundary route, then the pages. The inner boundary renders a page's
 * failure inside the layout (header and footer stay usable); the outer one catches the layout's own.
 */
function area(layout: Omit<RouteObject, 'children' | 'index'>, pages: RouteObject[]): RouteObject {
  return {
    ...layout,
    ErrorBoundary: RouteErrorBoundary,
    children: [{ ErrorBoundary: RouteErrorBoundary, children: pages }],
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

/**
 * Each route's handle picks its layout (spec §2), so the tables stay flat and the tree is derived here.
 * `guard` is the root loader: it runs before any page of the tree renders.
 */
export function buildRouteTree(
  routes: readonly AppRoute[],
  guard?: LoaderFunction,
  queryClient?: QueryClient,
): RouteObject[] {
  const groups: Record<RouteLayout, RouteObject[]> = { site: [], bare: [], admin: [] };
  for (const [layout, pages] of Object.entries(groupByLayout(routes)))
    groups[layout as RouteLayout] = pages.map((page) => pageRoute(page, queryClient));
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      ...(guard ? { loader: guard, shouldRevalidate: revalidateOnEveryPage, HydrateFallback } : {}),
      children: [
        area({ id: 'site-layout', Component: SiteLayout }, groups.site),
        area({ id: 'bare-layout', Component: BareLayout }, groups.bare),
        // Ant Design lives behind this dynamic import only.
        area(
          {
            id: 'admin-layout',
            lazy: async () => {
              const [layout] = await Promise.all([import('./admin/admin-layout'), loadAdminMessages()]);
              return layout;
            },
          },
          groups.admin,
        ),
      ],
    },
  ];
}

/**
 * The app's route tree, its guard wired to the browser. `isPageLoaded`: the page came rendered from the
 * server (app/ssr), which already applied the first page's rules (redirect rules, status).
 */
export function appRouteTree(queryClient: QueryClient, { isPageLoaded = false } = {}): RouteObject[] {
  const guard = createNavigationGuard({
    routes: appRoutes,
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
  return buildRouteTree(appRoutes, guard, queryClient);
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRouteTree(queryClient));
}
