import { LIST_DEFAULTS } from '@tutor/contract/constants';
import type { PagePrefetch } from '@/app/route-handle';
import { getCourseOutlineQueryOptions, getCourseQueryOptions } from '@/features/courses/api/get-course';
import { type CourseListQuery, getCoursesQueryOptions } from '@/features/courses/api/get-courses';
import { apiListQuery, type ListState, readListState } from '@/shared/catalogue/list-query-state';
import { routeId } from '@/shared/catalogue/route-id';

/*
 * What the course pages read, computed once for the page's hooks and for its prefetch (server render and
 * navigation), so both ask for the same query key and the page finds its data in the cache.
 */

export const COURSE_LIST_PAGE_SIZE = LIST_DEFAULTS.courses.limit;
/** Spec §9: newest first. */
export const COURSE_LIST_DEFAULT_SORT = 'newest';

export function courseListQuery(state: ListState, categoryId: number | null): CourseListQuery {
  return apiListQuery(state, COURSE_LIST_PAGE_SIZE, categoryId);
}

/** `danh-muc/khoa-hoc` and its category pages: the page of courses the address names. */
export const prefetchCourseListing: PagePrefetch = ({ params, url, queryClient }) =>
  queryClient.ensureQueryData(
    getCoursesQueryOptions(
      courseListQuery(readListState(url.searchParams, COURSE_LIST_DEFAULT_SORT), routeId(params.id)),
    ),
  );

/** `khoa-hoc/{id}/{slug}`: the course and its outline, as a visitor sees them. */
export const prefetchCoursePage: PagePrefetch = async ({ params, queryClient }) => {
  const id = routeId(params.id);
  if (id === null) return;
  await Promise.all([
    queryClient.ensureQueryData(getCourseQueryOptions(id)),
    queryClient.ensureQueryData(getCourseOutlineQueryOptions(id, null)).catch(() => undefined),
  ]);
};
