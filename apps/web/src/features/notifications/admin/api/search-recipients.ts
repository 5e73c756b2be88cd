import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Recipient } from '@tutor/contract/notifications';
import { adminApi } from '@/api/http-client';
import { adminNotificationKeys } from './query-keys';

/** `GET /api/admin/notifications/recipients?q=`: active accounts to pick the one recipient from. */
export function useRecipientSearch(q: string) {
  return useQuery({
    queryKey: adminNotificationKeys.recipients(q),
    queryFn: ({ signal }) =>
      adminApi.get<{ data: Recipient[] }>('/notifications/recipients', {
        query: { q: q || undefined },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}
