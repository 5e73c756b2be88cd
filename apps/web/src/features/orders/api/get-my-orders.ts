import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MyOrderListResponse } from '@tutor/contract/orders';
import { siteApi } from '@/api/http-client';
import { useCurrentUser } from '@/shared/session/session';
import { orderKeys } from './query-keys';

export const MY_ORDERS_PAGE_SIZE = 10;

/** `GET /api/my-orders`: the signed-in student's orders, newest first. */
export function useMyOrders(offset: number) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: orderKeys.mine(user?.id ?? 0, offset),
    queryFn: ({ signal }) =>
      siteApi.get<MyOrderListResponse>('/my-orders', {
        query: { offset, limit: MY_ORDERS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
