import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmbedLive, UpdateEmbedLiveBody } from '@tutor/contract/embed-lives';
import { adminApi } from '@/api/http-client';
import { adminEmbedLiveKeys } from './query-keys';

export type UpdateEmbedLiveInput = { id: number; body: UpdateEmbedLiveBody };

export function updateEmbedLive({ id, body }: UpdateEmbedLiveInput): Promise<EmbedLive> {
  return adminApi.put<EmbedLive>(`/embed-lives/${id}`, body);
}

export function useUpdateEmbedLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmbedLive,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminEmbedLiveKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminEmbedLiveKeys.detail(id) }),
      ]),
  });
}
