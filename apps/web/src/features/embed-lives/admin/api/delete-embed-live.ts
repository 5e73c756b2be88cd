import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { adminEmbedLiveKeys } from './query-keys';

export function deleteEmbedLive(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/embed-lives/${id}`);
}

export function useDeleteEmbedLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmbedLive,
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: adminEmbedLiveKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminEmbedLiveKeys.lists() });
    },
  });
}

/** `DELETE /embed-lives` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function deleteManyEmbedLives(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/embed-lives', { ids });
}

export function useDeleteManyEmbedLives() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManyEmbedLives,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminEmbedLiveKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminEmbedLiveKeys.lists() });
    },
  });
}
