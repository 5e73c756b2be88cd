import { LIST_DEFAULTS } from '@tutor/contract/constants';
import type { PagePrefetch } from '@/app/route-handle';
import { getExamQueryOptions } from '@/features/exams/api/get-exam';
import { type ExamListQuery, getExamsQueryOptions } from '@/features/exams/api/get-exams';
import { apiListQuery, type ListState, readListState } from '@/shared/catalogue/list-query-state';
import { routeId } from '@/shared/catalogue/route-id';

/* The exam pages' queries, shared by their hooks and their prefetch (the server renders with them). */

export const EXAM_LIST_PAGE_SIZE = LIST_DEFAULTS.exams.limit;
export const EXAM_LIST_DEFAULT_SORT = 'newest';

/** Exams have no price: a price in the address is ignored. */
export function examListQuery(state: ListState, categoryId: number | null): ExamListQuery {
  return apiListQuery({ ...state, price: null }, EXAM_LIST_PAGE_SIZE, categoryId);
}

export const prefetchExamListing: PagePrefetch = ({ params, url, queryClient }) =>
  queryClient.ensureQueryData(
    getExamsQueryOptions(
      examListQuery(readListState(url.searchParams, EXAM_LIST_DEFAULT_SORT), routeId(params.id)),
    ),
  );

export const prefetchExamPage: PagePrefetch = async ({ params, queryClient }) => {
  const id = routeId(params.id);
  if (id !== null) await queryClient.ensureQueryData(getExamQueryOptions(id));
};
