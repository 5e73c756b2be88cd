import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmbedLiveBody, EmbedLive } from '@tutor/contract/embed-lives';
import { adminApi } from '@/api/http-client';
import { adminEmbedLiveKeys } from './query-keys';

export function createEmbedLive(body: CreateEmbedLiveBody): Promise<EmbedLive> {
  return adminApi.post<EmbedLive>('/embed-lives', body);
}

export function useCreateEmbedLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmbedLive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEmbedLiveKeys.lists() }),
  });
}
