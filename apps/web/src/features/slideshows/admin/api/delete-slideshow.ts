import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { adminSlideshowKeys } from './query-keys';

export function deleteSlideshow(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/slideshows/${id}`);
}

export function useDeleteSlideshow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlideshow,
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: adminSlideshowKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminSlideshowKeys.lists() });
    },
  });
}

/** `DELETE /slideshows` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function deleteManySlideshows(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/slideshows', { ids });
}

export function useDeleteManySlideshows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManySlideshows,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminSlideshowKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminSlideshowKeys.lists() });
    },
  });
}
