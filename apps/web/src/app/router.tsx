import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoutes } from './admin-routes';
import { BareLayout } from './layouts/bare-layout';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
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
function area(layout: Omit<RouteObject, 'children' | 'index'>, pages: AppRoute[]): RouteObject {
  return {
    ...layout,
    ErrorBoundary: RouteErrorBoundary,
    children: [{ ErrorBoundary: RouteErrorBoundary, children: pages.map((page) => ({ ...page })) }],
  };
}

/** Each route's handle picks its layout (spec §2), so the tables stay flat and the tree is derived here. */
export function buildRouteTree(routes: readonly AppRoute[]): RouteObject[] {
  const groups = groupByLayout(routes);
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        area({ id: 'site-layout', Component: SiteLayout }, groups.site),
        area({ id: 'bare-layout', Component: BareLayout }, groups.bare),
        // Ant Design lives behind this dynamic import only.
        area(
          {
            id: 'admin-layout',
            lazy: () => import('./admin/admin-layout'),
          },
          groups.admin,
        ),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteTree(appRoutes));
}
