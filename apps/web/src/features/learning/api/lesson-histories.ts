import { useQuery } from '@tanstack/react-query';
import type { CourseRanks, LessonHistory, LessonHistoryDetail, LessonRanks } from '@tutor/contract/learning';
import { siteApi } from '@/api/http-client';
import { learningKeys } from './query-keys';

type HistoryList = { data: LessonHistory[]; pagination: { total: number; offset: number; limit: number } };

/** `GET /api/lessons/{id}/lesson-histories`: the caller's submissions of a lesson, newest first. */
export function useLessonHistories(lessonId: number) {
  return useQuery({
    queryKey: learningKeys.histories(lessonId),
    queryFn: ({ signal }) =>
      siteApi.get<HistoryList>(`/lessons/${lessonId}/lesson-histories`, {
        query: { offset: 0, limit: 50, sort: 'createdAt', order: 'desc' },
        signal,
        silent: true,
      }),
    retry: false,
  });
}

/** `GET /api/lesson-histories/{id}`: one submission with right and wrong per slot (owner or staff). */
export function useLessonHistory(historyId: number | null) {
  return useQuery({
    queryKey: learningKeys.history(historyId ?? 0),
    queryFn: ({ signal }) =>
      siteApi.get<LessonHistoryDetail>(`/lesson-histories/${historyId}`, { signal, silent: true }),
    enabled: historyId !== null,
    retry: false,
  });
}

export function useLessonRanks(lessonId: number) {
  return useQuery({
    queryKey: learningKeys.lessonRanks(lessonId),
    queryFn: ({ signal }) =>
      siteApi.get<LessonRanks>(`/lessons/${lessonId}/lesson-ranks`, { signal, silent: true }),
    retry: false,
  });
}

export function useCourseRanks(courseId: number) {
  return useQuery({
    queryKey: learningKeys.courseRanks(courseId),
    queryFn: ({ signal }) =>
      siteApi.get<CourseRanks>(`/courses/${courseId}/course-ranks`, { signal, silent: true }),
    retry: false,
  });
}
