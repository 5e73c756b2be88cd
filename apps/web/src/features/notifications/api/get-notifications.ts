import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationListResponse } from '@tutor/contract/notifications';
import { siteApi } from '@/api/http-client';
import { notificationKeys } from './query-keys';

/** No live push yet (it comes with presence): the bell asks again on focus and every minute while visible. */
export const NOTIFICATION_POLL_MS = 60_000;

export type NotificationPage = { offset: number; limit: number };

/** `GET /api/notifications`: mine, newest first, with the unread count. */
export function getNotifications(page: NotificationPage, signal?: AbortSignal) {
  return siteApi.get<NotificationListResponse>('/notifications', {
    query: { offset: page.offset, limit: page.limit },
    signal,
    silent: true,
  });
}

export function getNotificationsQueryOptions(page: NotificationPage) {
  return queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => getNotifications(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/**
 * The list, kept fresh by polling: on window focus and every NOTIFICATION_POLL_MS while the tab is
 * visible (TanStack pauses the interval in a hidden tab).
 */
export function useNotifications(page: NotificationPage, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    ...getNotificationsQueryOptions(page),
    enabled: options.isEnabled ?? true,
    refetchOnWindowFocus: 'always',
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
