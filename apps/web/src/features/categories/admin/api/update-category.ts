import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, UpdateCategoryBody } from '@tutor/contract/categories';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminCategoryKeys } from './query-keys';

export type UpdateCategoryInput = { id: number; body: UpdateCategoryBody };

export function updateCategory({ id, body }: UpdateCategoryInput): Promise<Category> {
  return adminApi.put<Category>(`/categories/${id}`, body);
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCategoryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminCategoryKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]),
  });
}
