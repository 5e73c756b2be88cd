import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of these screens: mutations invalidate through these, never by hand-written arrays. */
export const adminBannerKeys = {
  all: ['admin', 'banners'] as const,
  lists: () => [...adminBannerKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminBannerKeys.lists(), query] as const,
  details: () => [...adminBannerKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminBannerKeys.details(), id] as const,
};
