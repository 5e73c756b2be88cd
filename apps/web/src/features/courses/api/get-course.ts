import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@tutor/contract/courses';
import type { CourseOutline } from '@tutor/contract/learning';
import { siteApi } from '@/api/http-client';
import { useCurrentUser } from '@/shared/session/session';
import { courseKeys } from './query-keys';

/** `GET /api/courses/{id}`: an ACTIVE course (404 otherwise) as a visitor sees it. */
export function getCourseQueryOptions(id: number) {
  return queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) => siteApi.get<CourseDetail>(`/courses/${id}`, { signal, silent: true }),
  });
}

export function useCourse(id: number | null) {
  return useQuery({ ...getCourseQueryOptions(id ?? 0), enabled: id !== null });
}

/**
 * The course as the signed-in caller sees it (enrolled or not, the class links): asked in the browser
 * only, since the server renders every page for a visitor.
 */
export function useMyCourseStanding(id: number) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: courseKeys.mine(id, user?.id ?? 0),
    queryFn: ({ signal }) => siteApi.get<CourseDetail>(`/courses/${id}`, { signal, silent: true }),
    enabled: Boolean(user),
  });
}

/** `GET /api/courses/{id}/thematics`: the outline with locks (and done ticks for the caller). */
export function getCourseOutlineQueryOptions(id: number, userId: number | null) {
  return queryOptions({
    queryKey: courseKeys.outline(id, userId),
    queryFn: ({ signal }) => siteApi.get<CourseOutline>(`/courses/${id}/thematics`, { signal, silent: true }),
  });
}

export function useCourseOutline(id: number) {
  const { user, isLoading } = useCurrentUser();
  // The visitor's outline (rendered on the server) stays on screen while the student's loads.
  const visitor = useQuery(getCourseOutlineQueryOptions(id, null));
  const mine = useQuery({
    ...getCourseOutlineQueryOptions(id, user?.id ?? null),
    enabled: Boolean(user) && !isLoading,
  });
  return user && mine.data ? mine : visitor;
}
