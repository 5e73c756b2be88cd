import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Banner, CreateBannerBody } from '@tutor/contract/banners';
import { adminApi } from '@/api/http-client';
import { adminBannerKeys } from './query-keys';

export function createBanner(body: CreateBannerBody): Promise<Banner> {
  return adminApi.post<Banner>('/banners', body);
}

export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBannerKeys.lists() }),
  });
}
