import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeVideoListResponse } from '@tutor/contract/videos';
import { siteApi } from '@/api/http-client';

export const freeVideoKeys = { all: ['home', 'free-videos'] as const };

/** `GET /api/videos/free`: the home page's free videos, each leading to its lesson's learning screen. */
export function getFreeVideosQueryOptions() {
  return queryOptions({
    queryKey: freeVideoKeys.all,
    queryFn: ({ signal }) => siteApi.get<FreeVideoListResponse>('/videos/free', { signal, silent: true }),
  });
}

export function useFreeVideos() {
  return useQuery(getFreeVideosQueryOptions());
}
