import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomDataResponse, PublicMenus } from '@tutor/contract/custom-data';
import { siteApi } from '@/api/http-client';

/** `GET /custom-data?code=menu`: the five header menus as trees. Types only: no zod in the storefront. */
export function getSiteMenus(signal?: AbortSignal): Promise<PublicMenus> {
  return siteApi
    .get<CustomDataResponse['menu']>('/custom-data', { query: { code: 'menu' }, signal, silent: true })
    .then((answer) => answer.menu);
}

export const getSiteMenusQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'custom-data', 'menu'] as const,
    queryFn: ({ signal }) => getSiteMenus(signal),
    // Menus change rarely; every page shows them, so one fetch serves a whole visit.
    staleTime: 5 * 60_000,
  });

/** Without the menus (loading, or the call failed) the header shows its group links alone. */
export function useSiteMenus() {
  return useQuery(getSiteMenusQueryOptions());
}
