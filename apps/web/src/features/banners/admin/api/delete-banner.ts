import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { adminBannerKeys } from './query-keys';

export function deleteBanner(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/banners/${id}`);
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: adminBannerKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminBannerKeys.lists() });
    },
  });
}

/** `DELETE /banners` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function deleteManyBanners(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/banners', { ids });
}

export function useDeleteManyBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManyBanners,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminBannerKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminBannerKeys.lists() });
    },
  });
}
