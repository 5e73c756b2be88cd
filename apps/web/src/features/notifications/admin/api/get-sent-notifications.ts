import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminNotificationListResponse } from '@tutor/contract/notifications';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminNotificationKeys } from './query-keys';

/** `GET /api/admin/notifications`: the messages staff sent, one row per send. */
export function getSentNotifications(query: ListRequestQuery, signal?: AbortSignal) {
  // Silent: the table shows a failed load in place.
  return adminApi.get<AdminNotificationListResponse>('/notifications', { query, signal, silent: true });
}

export const getSentNotificationsQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminNotificationKeys.list(query),
    queryFn: ({ signal }) => getSentNotifications(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useSentNotifications(query: ListRequestQuery) {
  return useQuery(getSentNotificationsQueryOptions(query));
}
