import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@tutor/contract/categories';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminCategoryKeys } from './query-keys';

export function getCategories(
  query: ListRequestQuery,
  signal?: AbortSignal,
): Promise<ListResponse<Category>> {
  // Silent: the table shows a failed load in place.
  return adminApi.get<ListResponse<Category>>('/categories', { query, signal, silent: true });
}

export const getCategoriesQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminCategoryKeys.list(query),
    queryFn: ({ signal }) => getCategories(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useCategories(query: ListRequestQuery) {
  return useQuery(getCategoriesQueryOptions(query));
}
