import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LessonAnswerKey,
  LessonAnswerSlots,
  LessonGift,
  SubmitLessonHistoryBody,
  SubmitLessonHistoryResponse,
} from '@tutor/contract/learning';
import { siteApi } from '@/api/http-client';
import { learningKeys } from './query-keys';

/** `GET /api/lessons/{id}/lesson-answers`: the slots to fill, without their correct values. */
export function useAnswerSlots(lessonId: number, isEnabled = true) {
  return useQuery({
    queryKey: learningKeys.answerSlots(lessonId),
    queryFn: ({ signal }) =>
      siteApi.get<LessonAnswerSlots>(`/lessons/${lessonId}/lesson-answers`, { signal, silent: true }),
    enabled: isEnabled,
    retry: false,
  });
}

/** `POST /api/lessons/{id}/lesson-histories`: graded on the server; progress and lists are refreshed. */
export function useSubmitAnswers(lessonId: number, courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitLessonHistoryBody) =>
      siteApi.post<SubmitLessonHistoryResponse>(`/lessons/${lessonId}/lesson-histories`, body, {
        silent: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.answerSlots(lessonId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.histories(lessonId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.progress(courseId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.lesson(lessonId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.lessonRanks(lessonId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.courseRanks(courseId) }),
        queryClient.invalidateQueries({ queryKey: ['learning', 'outline', courseId] }),
      ]),
  });
}

/** `GET /api/lessons/{id}/{key}/lesson-answers-key`: the key is the id of one of the caller's histories. */
export function useAnswerKey(lessonId: number, historyId: number | null) {
  return useQuery({
    queryKey: learningKeys.answerKey(lessonId, historyId ?? 0),
    queryFn: ({ signal }) =>
      siteApi.get<LessonAnswerKey>(`/lessons/${lessonId}/${historyId}/lesson-answers-key`, {
        signal,
        silent: true,
      }),
    enabled: historyId !== null,
    retry: false,
  });
}

/** `POST /api/lessons/{id}/gifts`: the lesson's bonus, claimed once it is completed (idempotent). */
export function useClaimGift(lessonId: number) {
  return useMutation({
    mutationFn: () => siteApi.post<LessonGift>(`/lessons/${lessonId}/gifts`, undefined, { silent: true }),
  });
}
