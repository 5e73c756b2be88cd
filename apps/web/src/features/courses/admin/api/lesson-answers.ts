import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLessonAnswer, ReplaceLessonAnswersBody } from '@tutor/contract/learning';
import { adminApi } from '@/api/http-client';
import { adminCourseKeys } from './query-keys';

/** `GET /lessons/{id}/lesson-answers` (admin: with the key). */
export function useLessonAnswers(lessonId: number) {
  return useQuery({
    queryKey: adminCourseKeys.answers(lessonId),
    queryFn: ({ signal }) =>
      adminApi.get<{ data: AdminLessonAnswer[] }>(`/lessons/${lessonId}/lesson-answers`, {
        signal,
        silent: true,
      }),
    staleTime: 0,
  });
}

/** `PUT /lessons/{id}/lesson-answers`: the whole sheet at once. */
export function useReplaceLessonAnswers(courseId: number, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplaceLessonAnswersBody) =>
      adminApi.put<{ data: AdminLessonAnswer[] }>(`/lessons/${lessonId}/lesson-answers`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminCourseKeys.answers(lessonId), saved);
      return queryClient.invalidateQueries({ queryKey: adminCourseKeys.outline(courseId) });
    },
  });
}
