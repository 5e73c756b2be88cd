import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNews, UpdateNewsBody } from '@tutor/contract/news';
import { adminApi } from '@/api/http-client';
import { adminNewsKeys } from './query-keys';

export type UpdateNewsInput = { id: number; body: UpdateNewsBody };

export function updateNews({ id, body }: UpdateNewsInput): Promise<AdminNews> {
  return adminApi.put<AdminNews>(`/news/${id}`, body);
}

export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNews,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNewsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminNewsKeys.detail(id) }),
      ]),
  });
}
