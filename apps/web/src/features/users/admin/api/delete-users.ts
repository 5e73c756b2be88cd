import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { adminUserKeys } from './query-keys';

/** `DELETE /users` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function deleteUsers(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/users', { ids });
}

export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsers,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminUserKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
    },
  });
}
