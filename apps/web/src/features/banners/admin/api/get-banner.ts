import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@tutor/contract/banners';
import { adminApi } from '@/api/http-client';
import { adminBannerKeys } from './query-keys';

export function getBanner(id: number, signal?: AbortSignal): Promise<Banner> {
  return adminApi.get<Banner>(`/banners/${id}`, { signal, silent: true });
}

export const getBannerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminBannerKeys.detail(id),
    queryFn: ({ signal }) => getBanner(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useBanner(id: number | null) {
  return useQuery({ ...getBannerQueryOptions(id ?? 0), enabled: id !== null });
}
