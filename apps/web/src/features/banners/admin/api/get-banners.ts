import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@tutor/contract/banners';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminBannerKeys } from './query-keys';

export function getBanners(query: ListRequestQuery, signal?: AbortSignal): Promise<ListResponse<Banner>> {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<Banner>>('/banners', { query, signal, silent: true });
}

export const getBannersQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminBannerKeys.list(query),
    queryFn: ({ signal }) => getBanners(query, signal),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useBanners(query: ListRequestQuery) {
  return useQuery(getBannersQueryOptions(query));
}
