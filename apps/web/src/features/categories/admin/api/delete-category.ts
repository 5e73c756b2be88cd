import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminCategoryKeys } from './query-keys';

export function deleteCategory(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/categories/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminCategoryKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCategoryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]);
    },
  });
}
