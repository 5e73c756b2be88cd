import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slideshow } from '@tutor/contract/slideshows';
import { adminApi } from '@/api/http-client';
import { adminSlideshowKeys } from './query-keys';

export function getSlideshow(id: number, signal?: AbortSignal): Promise<Slideshow> {
  return adminApi.get<Slideshow>(`/slideshows/${id}`, { signal, silent: true });
}

export const getSlideshowQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminSlideshowKeys.detail(id),
    queryFn: ({ signal }) => getSlideshow(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useSlideshow(id: number | null) {
  return useQuery({ ...getSlideshowQueryOptions(id ?? 0), enabled: id !== null });
}
