import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of these screens: mutations invalidate through these, never by hand-written arrays. */
export const adminSlideshowKeys = {
  all: ['admin', 'slideshows'] as const,
  lists: () => [...adminSlideshowKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminSlideshowKeys.lists(), query] as const,
  details: () => [...adminSlideshowKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminSlideshowKeys.details(), id] as const,
};
