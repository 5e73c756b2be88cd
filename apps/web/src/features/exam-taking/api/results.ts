import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ExamHistoryDetail,
  ExamRanks,
  ExamStatusResponse,
  HistoryImage,
} from '@tutor/contract/exam-sessions';
import { siteApi } from '@/api/http-client';
import { type ExamTarget, enginePaths } from '@/features/exam-taking/model/exam-target';
import { examTakingKeys } from './query-keys';

/** `GET …/exam-status`: attempts used and allowed, the open session's clock (try again or resume). */
export function useExamStatus(target: Pick<ExamTarget, 'kind' | 'id'>) {
  return useQuery({
    queryKey: examTakingKeys.status(target.kind, target.id),
    queryFn: ({ signal }) =>
      siteApi.get<ExamStatusResponse>(enginePaths.status(target as ExamTarget), { signal, silent: true }),
    retry: false,
  });
}

/** `GET /exam-histories/{id}` or `/lesson-exam-histories/{id}`: EXAM_RESULT_HIDDEN until visible. */
export function useExamHistory(kind: ExamTarget['kind'], historyId: number | null) {
  return useQuery({
    queryKey: examTakingKeys.history(kind, historyId ?? 0),
    queryFn: ({ signal }) =>
      siteApi.get<ExamHistoryDetail>(enginePaths.history(kind, historyId ?? 0), { signal, silent: true }),
    enabled: historyId !== null,
    retry: false,
  });
}

/** `GET …/exam-ranks` or `…/lesson-exam-ranks`: best score per student, the first 50. */
export function useExamRanks(target: Pick<ExamTarget, 'kind' | 'id'>) {
  return useQuery({
    queryKey: examTakingKeys.ranks(target.kind, target.id),
    queryFn: ({ signal }) =>
      siteApi.get<ExamRanks>(enginePaths.ranks(target as ExamTarget), {
        query: { offset: 0, limit: 50 },
        signal,
        silent: true,
      }),
    retry: false,
  });
}

/** `GET /lesson-exam-histories/{id}/images`: the photos of my working on that attempt. */
export function useHistoryImages(historyId: number) {
  return useQuery({
    queryKey: examTakingKeys.images(historyId),
    queryFn: ({ signal }) =>
      siteApi.get<{ data: HistoryImage[] }>(`/lesson-exam-histories/${historyId}/images`, {
        signal,
        silent: true,
      }),
    retry: false,
  });
}

/**
 * A history image through the site client (the owner's token goes along; an `<img src>` could not carry
 * it), as an object URL for a thumbnail.
 */
export function useHistoryImageUrl(url: string) {
  const query = useQuery({
    queryKey: ['exam-taking', 'image', url],
    queryFn: async ({ signal }) => {
      const path = url.replace(/^\/api/, '');
      return URL.createObjectURL(await siteApi.download(path, { signal, silent: true }));
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
  return query.data ?? null;
}

/**
 * `POST /lesson-exam-histories/{id}/images` (multipart "file", one photo a request): photos of the
 * handwritten working, sent one after the other (the server counts them against the limit under a lock).
 */
export function useUploadHistoryImages(historyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: readonly File[]) => {
      for (const file of files) {
        const form = new FormData();
        form.append('file', file);
        await siteApi.upload<HistoryImage>(`/lesson-exam-histories/${historyId}/images`, form, {
          silent: true,
        });
      }
    },
    // Some photos may be stored before one is refused: the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: examTakingKeys.images(historyId) }),
  });
}
