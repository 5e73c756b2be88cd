import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminRoleKeys } from './query-keys';

/** `DELETE /roles` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function deleteRoles(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/roles', { ids });
}

export function useDeleteRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoles,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminRoleKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: extraDataKeys.all });
      return queryClient.invalidateQueries({ queryKey: adminRoleKeys.lists() });
    },
  });
}
