import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import { orderAdminKeys } from '@/features/order-admin/admin/api/query-keys';

/** `DELETE {list}/{id}`: a CANCELLED order, or a PENDING one without payment. */
export function deleteOrder(list: OrderList, id: number) {
  return adminApi.delete<{ ok: true }>(`${list.path}/${id}`);
}

/** `DELETE {list}` with the ids: the answer says per id what went and why the rest did not. */
export function deleteOrders(list: OrderList, ids: number[]) {
  return adminApi.delete<DeleteManyResponse>(list.path, { ids });
}

export function useDeleteOrder(list: OrderList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOrder(list, id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: orderAdminKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: orderAdminKeys.lists() });
    },
  });
}

export function useDeleteOrders(list: OrderList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => deleteOrders(list, ids),
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: orderAdminKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: orderAdminKeys.lists() });
    },
  });
}
