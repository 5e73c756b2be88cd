/** Query keys of the signed-in user's notifications: the bell and the page share them, so a mark-read refreshes both. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: Readonly<Record<string, unknown>>) => ['notifications', 'list', query] as const,
};
