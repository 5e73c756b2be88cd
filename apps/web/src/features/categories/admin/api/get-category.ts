import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@tutor/contract/categories';
import { adminApi } from '@/api/http-client';
import { adminCategoryKeys } from './query-keys';

export function getCategory(id: number, signal?: AbortSignal): Promise<Category> {
  return adminApi.get<Category>(`/categories/${id}`, { signal, silent: true });
}

export const getCategoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminCategoryKeys.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
    // An edit form starts from what the server holds now.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useCategory(id: number | null) {
  return useQuery({ ...getCategoryQueryOptions(id ?? 0), enabled: id !== null });
}
