import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import {
  createBrowserRouter,
  type LoaderFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { siteApi } from '@/api/http-client';
import { addNamespaces } from '@/shared/i18n/i18n';
import { adminTexts } from '@/shared/i18n/texts';
import { currentUserQueryOptions } from '@/shared/session/session';
import { BareLayout } from './layouts/bare-layout';
import { HydrateFallback, RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { createNavigationGuard, isAdminPath } from './navigation-guard';
import { RouteErrorBoundary } from './route-error-boundary';
import { type AppRoute, layoutOf, type RouteLayout } from './route-handle';
import { lazyWithTexts } from './route-texts';
import { siteRoutes } from './site-routes';

/**
 * The back office's route table, imported on the first navigation to an /admin path: its ~70 routes
 * (titles, permissions, the names of their chunks) stay out of the entry every storefront visitor
 * downloads. The browser caches the module, so later calls cost nothing.
 */
export const loadAdminRoutes = (): Promise<readonly AppRoute[]> =>
  import('./admin-routes').then((module) => module.adminRoutes);

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
    children: [{ id: pagesRouteId(layout.id ?? ''), ErrorBoundary: RouteErrorBoundary, children: pages }],
  };
}

/** The boundary route holding a layout's pages: where the admin pages are patched in. */
const pagesRouteId = (layoutId: string) => `${layoutId}-pages`;
const LAYOUT_IDS: Record<RouteLayout, string> = {
  site: 'site-layout',
  bare: 'bare-layout',
  admin: 'admin-layout',
};

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

/** Pages as route objects: their texts loaded with them (given `i18n`), their prefetch as loader. */
function pageRoutes(pages: readonly AppRoute[], { i18n, queryClient }: RouteTreeOptions): RouteObject[] {
  return pages.map((page) =>
    pageRoute(i18n ? { ...page, lazy: lazyWithTexts(page, i18n) } : page, queryClient),
  );
}

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
};

/** Each route's handle picks its layout (spec §2), so the tables stay flat and the tree is derived here. */
export function buildRouteTree(
  routes: readonly AppRoute[],
  { guard, i18n, queryClient }: RouteTreeOptions = {},
): RouteObject[] {
  const withTexts = (pages: AppRoute[]) => pageRoutes(pages, { i18n, queryClient });
  const groups = groupByLayout(routes);
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      ...(guard ? { loader: guard, shouldRevalidate: revalidateOnEveryPage, HydrateFallback } : {}),
      children: [
        area({ id: LAYOUT_IDS.site, Component: SiteLayout }, withTexts(groups.site)),
        area({ id: LAYOUT_IDS.bare, Component: BareLayout }, withTexts(groups.bare)),
        // Ant Design lives behind this dynamic import only.
        area(
          {
            id: LAYOUT_IDS.admin,
            lazy: async () => {
              const [layout] = await Promise.all([
                import('./admin/admin-layout'),
                i18n ? addNamespaces(i18n, [adminTexts]) : undefined,
              ]);
              return layout;
            },
          },
          withTexts(groups.admin),
        ),
      ],
    },
  ];
}

/**
 * The app's route tree, its guard wired to the browser: the storefront's pages, and the layouts that the
 * admin pages join on the first admin navigation (`patchAdminRoutes`). `isPageLoaded`: the page came
 * rendered from the server (app/ssr), which already applied the first page's rules (redirect rules, status).
 */
export function appRouteTree(
  queryClient: QueryClient,
  i18n: I18n,
  { isPageLoaded = false } = {},
): RouteObject[] {
  const guard = createNavigationGuard({
    routes: siteRoutes,
    // The guard decides for an admin page from the admin table, so it loads it first (spec §2: nothing
    // of a page renders before the guard has decided).
    loadAdminRoutes,
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
  return buildRouteTree(siteRoutes, { guard, i18n, queryClient });
}

/**
 * The router's `patchRoutesOnNavigation`: on the first navigation to an /admin path (the page load or a
 * link from the storefront) it imports the admin table and adds its pages under their layouts, before
 * the guard and the page's loaders run. The router asks on every path with parameters; others than
 * admin ones return at once. Patching again is harmless (the router skips routes it already has), and
 * needed when the first admin navigation was cancelled before its patch applied.
 */
export function patchAdminRoutes(
  pageOptions: Pick<RouteTreeOptions, 'i18n' | 'queryClient'> = {},
): PatchRoutesOnNavigationFunction {
  let adminPages: Promise<Record<RouteLayout, RouteObject[]>> | undefined;
  const loadAdminPages = () => {
    adminPages ??= loadAdminRoutes().then((routes) => {
      const groups = groupByLayout(routes);
      return {
        site: [],
        bare: pageRoutes(groups.bare, pageOptions),
        admin: pageRoutes(groups.admin, pageOptions),
      };
    });
    // A failed download is tried again on the next admin navigation.
    adminPages.catch(() => {
      adminPages = undefined;
    });
    return adminPages;
  };
  return async ({ path, patch }) => {
    if (!isAdminPath(path)) return;
    const pages = await loadAdminPages();
    patch(pagesRouteId(LAYOUT_IDS.bare), pages.bare);
    patch(pagesRouteId(LAYOUT_IDS.admin), pages.admin);
  };
}

export function createAppRouter(queryClient: QueryClient, i18n: I18n) {
  return createBrowserRouter(appRouteTree(queryClient, i18n), {
    patchRoutesOnNavigation: patchAdminRoutes({ queryClient, i18n }),
  });
}
