import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminCategoryKeys } from './query-keys';

/** `DELETE /categories` with the ids in the body: the answer says, per id, what was deleted. */
export function deleteCategories(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/categories', { ids });
}

export function useDeleteCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategories,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminCategoryKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCategoryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]);
    },
  });
}
