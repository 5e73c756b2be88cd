import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSent, SendNotificationBody } from '@tutor/contract/notifications';
import { siteApi } from '@/api/http-client';
import { adminNotificationKeys } from './query-keys';

/**
 * `POST /api/notifications` (spec §7 names it beside the storefront's calls; the server gates it by
 * `notification:create`). Silent: the form shows the refusal (NOTIFICATION_NO_RECIPIENT) itself.
 */
export function sendNotification(body: SendNotificationBody) {
  return siteApi.post<NotificationSent>('/notifications', body, { silent: true });
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.lists() }),
  });
}
