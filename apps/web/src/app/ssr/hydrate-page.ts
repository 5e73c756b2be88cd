import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { appRouteTree } from '@/app/router';
import type { PageData } from './page-data';

/**
 * The first page's lazy routes, loaded before hydration: React must render at once what the server
 * rendered, not a fallback while a page module arrives.
 */
async function loadMatchedRoutes(routes: RouteObject[], location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * The server's query cache into the browser's, each query as the server left it (data or error, and
 * when it was fetched, so `staleTime` counts from then). TanStack's `hydrate` does this and more
 * (mutations, promises still pending) that a rendered page never holds; this is its first-load-sized part.
 */
function fillQueryCache(queryClient: QueryClient, data: PageData) {
  const cache = queryClient.getQueryCache();
  for (const { queryKey, queryHash, state } of data.queries.queries) {
    cache.build(queryClient, { queryKey, queryHash }, { ...state, fetchStatus: 'idle' });
  }
}

/**
 * The browser's router for a page the server rendered: the query cache as the server left it, the
 * router's loader data, and the page's module already loaded. Nothing is fetched again.
 */
export async function createHydratedRouter(queryClient: QueryClient, i18n: I18n, data: PageData) {
  fillQueryCache(queryClient, data);
  const routes = appRouteTree(queryClient, i18n, { isPageLoaded: true });
  await loadMatchedRoutes(routes, window.location);
  return createBrowserRouter(routes, { hydrationData: data.router });
}
