import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '@/app/admin-routes';
import { BareLayout } from '@/app/layouts/bare-layout';
import { isAdminPath } from '@/app/navigation-guard';
import type { RouteLayout } from '@/app/route-handle';
import { browserNavigationGuard, buildRouteTree, type LayoutRoute } from '@/app/route-tree';

/**
 * The back office's layouts. Its login page is bare; the others sit in the admin layout, loaded with
 * the first of them (Ant Design's shell), so the login page arrives without it.
 */
export const ADMIN_LAYOUTS: Partial<Record<RouteLayout, LayoutRoute>> = {
  bare: { Component: BareLayout },
  admin: { lazy: () => import('./admin-layout') },
};

/** The back office's route tree: its own pages, and the guard that sends other paths to the storefront. */
export function adminRouteTree(queryClient: QueryClient, i18n: I18n) {
  const guard = browserNavigationGuard(queryClient, { routes: adminRoutes, isOwnPath: isAdminPath });
  return buildRouteTree(adminRoutes, { guard, i18n, queryClient, layouts: ADMIN_LAYOUTS });
}

export function createAdminRouter(queryClient: QueryClient, i18n: I18n) {
  return createBrowserRouter(adminRouteTree(queryClient, i18n));
}
