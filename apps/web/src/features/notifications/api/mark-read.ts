import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationRead } from '@tutor/contract/notifications';
import { siteApi } from '@/api/http-client';
import { notificationKeys } from './query-keys';

/** `GET /api/notifications/readed/{id}` (spec §7's verb): idempotent, so a double click is harmless. */
export function markNotificationRead(id: number) {
  return siteApi.get<NotificationRead>(`/notifications/readed/${id}`, { silent: true });
}

/** `POST /api/notifications/read-all`. */
export function markAllNotificationsRead() {
  return siteApi.post<NotificationRead>('/notifications/read-all');
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
