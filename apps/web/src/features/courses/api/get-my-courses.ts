import { useQuery } from '@tanstack/react-query';
import type { CourseOfUser } from '@tutor/contract/learning';
import { siteApi } from '@/api/http-client';
import { useCurrentUser } from '@/shared/session/session';
import { courseKeys } from './query-keys';

type CourseOfUserList = {
  data: CourseOfUser[];
  pagination: { total: number; offset: number; limit: number };
};

/** `GET /api/courses/course-of-user`: my courses with their progress and the lesson I studied last. */
export function useMyCourses() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: courseKeys.myCourses(user?.id ?? 0),
    queryFn: ({ signal }) =>
      siteApi.get<CourseOfUserList>('/courses/course-of-user', {
        query: { offset: 0, limit: 100 },
        signal,
        silent: true,
      }),
    enabled: Boolean(user),
  });
}
