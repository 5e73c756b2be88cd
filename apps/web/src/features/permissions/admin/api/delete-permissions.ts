import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminPermissionKeys } from './query-keys';

/** `DELETE /permissions` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function deletePermissions(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/permissions', { ids });
}

export function useDeletePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermissions,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminPermissionKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: extraDataKeys.all });
      return queryClient.invalidateQueries({ queryKey: adminPermissionKeys.lists() });
    },
  });
}
