import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseOutline } from '@tutor/contract/learning';
import { siteApi } from '@/api/http-client';
import { useCurrentUser } from '@/shared/session/session';
import { learningKeys } from './query-keys';

/** `GET /api/courses/{id}/thematics`: thematics → lessons with locks and done ticks for the caller. */
export function getOutlineQueryOptions(courseId: number, userId: number | null) {
  return queryOptions({
    queryKey: learningKeys.outline(courseId, userId),
    queryFn: ({ signal }) =>
      siteApi.get<CourseOutline>(`/courses/${courseId}/thematics`, { signal, silent: true }),
  });
}

export function useOutline(courseId: number) {
  const { user, isLoading } = useCurrentUser();
  return useQuery({ ...getOutlineQueryOptions(courseId, user?.id ?? null), enabled: !isLoading });
}
