import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeResponse } from '@tutor/contract/home';
import { siteApi } from '@/api/http-client';

export const homeKeys = { all: ['home'] as const };

/** `GET /api/home`: every section of the home page in one answer. */
export function getHome(signal?: AbortSignal) {
  return siteApi.get<HomeResponse>('/home', { signal, silent: true });
}

export function getHomeQueryOptions() {
  return queryOptions({ queryKey: homeKeys.all, queryFn: ({ signal }) => getHome(signal) });
}

export function useHome() {
  return useQuery(getHomeQueryOptions());
}
