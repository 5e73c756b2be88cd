import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@tutor/contract/courses';
import type { CourseProgress, LessonDetail } from '@tutor/contract/learning';
import { siteApi } from '@/api/http-client';
import { learningKeys } from './query-keys';

/** `GET /api/lessons/{id}`: the lesson (refused with its code when the caller may not study it). */
export function getLessonQueryOptions(lessonId: number) {
  return queryOptions({
    queryKey: learningKeys.lesson(lessonId),
    queryFn: ({ signal }) => siteApi.get<LessonDetail>(`/lessons/${lessonId}`, { signal, silent: true }),
    retry: false,
  });
}

export function useLesson(lessonId: number | null) {
  return useQuery({ ...getLessonQueryOptions(lessonId ?? 0), enabled: lessonId !== null });
}

/** `GET /api/courses/process-percent/{id}`: the caller's progress per course, thematic and lesson. */
export function useCourseProgress(courseId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: learningKeys.progress(courseId),
    queryFn: ({ signal }) =>
      siteApi.get<CourseProgress>(`/courses/process-percent/${courseId}`, { signal, silent: true }),
    enabled: isEnabled,
    retry: false,
  });
}

/** `GET /api/courses/{id}` with the caller's token: the header's name and the caller's standing. */
export function useCourseHeader(courseId: number) {
  return useQuery({
    queryKey: learningKeys.course(courseId),
    queryFn: ({ signal }) => siteApi.get<CourseDetail>(`/courses/${courseId}`, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}
