import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNews, CreateNewsBody } from '@tutor/contract/news';
import { adminApi } from '@/api/http-client';
import { adminNewsKeys } from './query-keys';

export function createNews(body: CreateNewsBody): Promise<AdminNews> {
  return adminApi.post<AdminNews>('/news', body);
}

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNewsKeys.lists() }),
  });
}
