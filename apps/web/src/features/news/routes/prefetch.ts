import { LIST_DEFAULTS } from '@tutor/contract/constants';
import type { PagePrefetch } from '@/app/route-handle';
import {
  getNewsListQueryOptions,
  getNewsQueryOptions,
  type NewsListQuery,
} from '@/features/news/api/get-news';
import { type ListState, readListState } from '@/shared/catalogue/list-query-state';
import { routeId } from '@/shared/catalogue/route-id';

/* The news pages' queries, shared by their hooks and their prefetch (see books/routes/prefetch.ts). */

export const NEWS_LIST_PAGE_SIZE = LIST_DEFAULTS.news.limit;
export const NEWS_LIST_DEFAULT_SORT = 'newest';

export function newsListQuery(state: ListState): NewsListQuery {
  return { offset: (state.page - 1) * NEWS_LIST_PAGE_SIZE, limit: NEWS_LIST_PAGE_SIZE };
}

export const prefetchNewsList: PagePrefetch = ({ url, queryClient }) =>
  queryClient.ensureQueryData(
    getNewsListQueryOptions(newsListQuery(readListState(url.searchParams, NEWS_LIST_DEFAULT_SORT))),
  );

export const prefetchNewsPage: PagePrefetch = async ({ params, queryClient }) => {
  const id = routeId(params.id);
  if (id !== null) await queryClient.ensureQueryData(getNewsQueryOptions(id));
};
