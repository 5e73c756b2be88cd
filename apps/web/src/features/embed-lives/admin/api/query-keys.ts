import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of these screens: mutations invalidate through these, never by hand-written arrays. */
export const adminEmbedLiveKeys = {
  all: ['admin', 'embed-lives'] as const,
  lists: () => [...adminEmbedLiveKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminEmbedLiveKeys.lists(), query] as const,
  details: () => [...adminEmbedLiveKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminEmbedLiveKeys.details(), id] as const,
};
