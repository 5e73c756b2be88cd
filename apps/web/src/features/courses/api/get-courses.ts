import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseListResponse } from '@tutor/contract/courses';
import { siteApi } from '@/api/http-client';
import { courseKeys } from './query-keys';

export type CourseListQuery = {
  offset: number;
  limit: number;
  sort?: string;
  order?: string;
  categoryId?: number;
  priceRange?: number[];
};

/** `GET /api/courses`: one page of ACTIVE online courses with `extra.categories` for the filter. */
export function getCourses(query: CourseListQuery, signal?: AbortSignal) {
  return siteApi.get<CourseListResponse>('/courses', { query, signal, silent: true });
}

export function getCoursesQueryOptions(query: CourseListQuery) {
  return queryOptions({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => getCourses(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCourses(query: CourseListQuery) {
  return useQuery(getCoursesQueryOptions(query));
}
