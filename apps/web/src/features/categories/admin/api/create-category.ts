import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CreateCategoryBody } from '@tutor/contract/categories';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminCategoryKeys } from './query-keys';

export function createCategory(body: CreateCategoryBody): Promise<Category> {
  return adminApi.post<Category>('/categories', body);
}

/** Forms elsewhere read categories from extra-data (spec §4): a change reloads it. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCategoryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]),
  });
}
