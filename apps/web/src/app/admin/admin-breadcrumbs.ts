import type { Crumb } from '@/app/page-meta';
import type { RouteHandle } from '@/app/route-handle';

export const ADMIN_HOME_CRUMB = 'adminPage.dashboard';

/**
 * The admin area's trail: the dashboard, then the route's breadcrumb keys (or its title). Middle crumbs
 * link to their page when it has no parameters (a list); the last one is the current page.
 */
export function adminBreadcrumbs(
  handle: Pick<RouteHandle, 'title' | 'breadcrumb'> | undefined,
  pathname: string,
  links: ReadonlyMap<string, string>,
): Crumb[] {
  if (!handle) return [];
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/admin') return [{ key: ADMIN_HOME_CRUMB }];
  const keys = (handle.breadcrumb ?? [handle.title]).filter((key) => key !== ADMIN_HOME_CRUMB);
  return [
    { key: ADMIN_HOME_CRUMB, to: '/admin' },
    ...keys.map((key, index): Crumb => {
      const to = index < keys.length - 1 ? links.get(key) : undefined;
      return to ? { key, to } : { key };
    }),
  ];
}
