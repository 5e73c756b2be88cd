import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createPermissionBodySchema, Permission } from '@tutor/contract/roles';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminPermissionKeys } from './query-keys';

/** The contract exports only the schema; the body is what it parses to. */
export type CreatePermissionBody = ReturnType<typeof createPermissionBodySchema.parse>;

export function createPermission(body: CreatePermissionBody): Promise<Permission> {
  return adminApi.post<Permission>('/permissions', body);
}

export function useCreatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPermission,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminPermissionKeys.lists() }),
      ]),
  });
}
