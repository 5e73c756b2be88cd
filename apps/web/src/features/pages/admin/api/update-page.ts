import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPage, UpdatePageBody } from '@tutor/contract/pages';
import { adminApi } from '@/api/http-client';
import { adminPageKeys } from './query-keys';

export type UpdatePageInput = { id: number; body: UpdatePageBody };

export function updatePage({ id, body }: UpdatePageInput): Promise<AdminPage> {
  return adminApi.put<AdminPage>(`/pages/${id}`, body);
}

export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePage,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPageKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminPageKeys.detail(id) }),
      ]),
  });
}
