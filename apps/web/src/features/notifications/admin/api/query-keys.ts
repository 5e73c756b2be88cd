import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Query keys of the notification back office: a send refreshes the list of what was sent. */
export const adminNotificationKeys = {
  all: ['admin', 'notifications'] as const,
  lists: () => [...adminNotificationKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminNotificationKeys.lists(), query] as const,
  recipients: (q: string) => [...adminNotificationKeys.all, 'recipients', q] as const,
};
