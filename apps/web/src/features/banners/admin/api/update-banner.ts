import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Banner, UpdateBannerBody } from '@tutor/contract/banners';
import { adminApi } from '@/api/http-client';
import { adminBannerKeys } from './query-keys';

export type UpdateBannerInput = { id: number; body: UpdateBannerBody };

export function updateBanner({ id, body }: UpdateBannerInput): Promise<Banner> {
  return adminApi.put<Banner>(`/banners/${id}`, body);
}

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBanner,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBannerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminBannerKeys.detail(id) }),
      ]),
  });
}
