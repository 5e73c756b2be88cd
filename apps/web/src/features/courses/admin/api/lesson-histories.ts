import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminLessonHistory,
  LessonHistoryDetail,
  SyncLessonHistoriesResponse,
} from '@tutor/contract/learning';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi, siteApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminCourseKeys } from './query-keys';

/* Lesson histories seen by staff: per lesson, per user, one in detail; the xlsx report and the re-grade. */

export function useLessonHistories(lessonId: number, query: ListRequestQuery) {
  return useQuery({
    queryKey: adminCourseKeys.historyList(lessonId, query),
    queryFn: ({ signal }) =>
      adminApi.get<ListResponse<AdminLessonHistory>>(`/lessons/${lessonId}/lesson-histories`, {
        query,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUserLessonHistories(userId: number, query: ListRequestQuery) {
  return useQuery({
    queryKey: adminCourseKeys.userHistories(userId, query),
    queryFn: ({ signal }) =>
      adminApi.get<ListResponse<AdminLessonHistory>>(`/users/${userId}/lesson-histories`, {
        query,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLessonHistory(id: number | null) {
  return useQuery({
    queryKey: adminCourseKeys.history(id ?? 0),
    // The storefront call: it answers the owner or staff, and staff is who opens this page.
    queryFn: ({ signal }) =>
      siteApi.get<LessonHistoryDetail>(`/lesson-histories/${id}`, { signal, silent: true }),
    enabled: id !== null,
  });
}

/** `GET /lessons/{id}/lesson-histories/report`: who studied, score and time, as an xlsx file. */
export function downloadLessonReport(lessonId: number): Promise<Blob> {
  return adminApi.download(`/lessons/${lessonId}/lesson-histories/report`);
}

/** `GET /lessons/{id}/sync-lesson-histories`: re-grades every history against the current key (idempotent). */
export function useSyncLessonHistories(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.get<SyncLessonHistoriesResponse>(`/lessons/${lessonId}/sync-lesson-histories`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCourseKeys.histories(lessonId) }),
  });
}
