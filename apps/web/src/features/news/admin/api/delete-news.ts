import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { adminNewsKeys } from './query-keys';

export function deleteNews(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/news/${id}`);
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: adminNewsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminNewsKeys.lists() });
    },
  });
}

/** `DELETE /news` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function deleteManyNewsList(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/news', { ids });
}

export function useDeleteManyNewsList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManyNewsList,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminNewsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminNewsKeys.lists() });
    },
  });
}
