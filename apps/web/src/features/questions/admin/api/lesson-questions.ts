import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLessonDetail } from '@tutor/contract/learning';
import type { LessonQuestionList } from '@tutor/contract/questions';
import { adminApi } from '@/api/http-client';
import { adminQuestionKeys } from './questions';

const lessonQuestionKeys = {
  list: (lessonId: number) => ['admin', 'lesson-questions', lessonId] as const,
  lesson: (lessonId: number) => ['admin', 'lesson-questions', lessonId, 'lesson'] as const,
};

/** The lesson's name for the page title. */
export function useLessonName(lessonId: number | null) {
  return useQuery({
    queryKey: lessonQuestionKeys.lesson(lessonId ?? 0),
    queryFn: ({ signal }) =>
      adminApi.get<AdminLessonDetail>(`/lessons/${lessonId}`, { signal, silent: true }),
    enabled: lessonId !== null,
    select: (lesson) => lesson.name,
  });
}

export function useLessonQuestions(lessonId: number | null) {
  return useQuery({
    queryKey: lessonQuestionKeys.list(lessonId ?? 0),
    queryFn: ({ signal }) =>
      adminApi.get<LessonQuestionList>(`/lessons/${lessonId}/lesson-questions`, { signal, silent: true }),
    enabled: lessonId !== null,
    staleTime: 0,
  });
}

/**
 * Add, reorder and remove answer the whole list, which replaces the cached one; the bank's lists are
 * refreshed too, since they show where each question is used (and the picker hides the lesson's own).
 */
function useListChange<V>(lessonId: number, call: (variables: V) => Promise<LessonQuestionList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (list) => {
      queryClient.setQueryData(lessonQuestionKeys.list(lessonId), list);
      return queryClient.invalidateQueries({ queryKey: adminQuestionKeys.lists() });
    },
  });
}

export function useAddLessonQuestions(lessonId: number) {
  return useListChange(lessonId, (questionIds: number[]) =>
    adminApi.post<LessonQuestionList>(`/lessons/${lessonId}/lesson-questions`, { questionIds }),
  );
}

export function useReorderLessonQuestions(lessonId: number) {
  return useListChange(lessonId, (questionIds: number[]) =>
    adminApi.put<LessonQuestionList>(`/lessons/${lessonId}/lesson-questions`, { questionIds }),
  );
}

export function useRemoveLessonQuestion(lessonId: number) {
  return useListChange(lessonId, (questionId: number) =>
    adminApi.delete<LessonQuestionList>(`/lessons/${lessonId}/lesson-questions/${questionId}`),
  );
}
