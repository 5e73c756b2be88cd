import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminVideo,
  AdminVideoDetail,
  AdminVideoTimeline,
  CreateVideoBody,
  CreateVideoTimelineBody,
  UpdateVideoBody,
  UpdateVideoTimelineBody,
} from '@tutor/contract/videos';
import { adminApi } from '@/api/http-client';
import { fetchWithUploadProgress } from '@/api/xhr-transport';
import { adminCourseKeys } from './query-keys';

/* A lesson's videos (`/lessons/{id}/videos`, `/videos/{id}`), the mp4 upload and the chapter marks. */

export function useLessonVideos(lessonId: number | null) {
  return useQuery({
    queryKey: adminCourseKeys.videos(lessonId ?? 0),
    queryFn: ({ signal }) =>
      adminApi.get<{ data: AdminVideo[] }>(`/lessons/${lessonId}/videos`, { signal, silent: true }),
    enabled: lessonId !== null,
    staleTime: 0,
  });
}

export function useVideo(videoId: number | null) {
  return useQuery({
    queryKey: adminCourseKeys.video(videoId ?? 0),
    queryFn: ({ signal }) => adminApi.get<AdminVideoDetail>(`/videos/${videoId}`, { signal, silent: true }),
    enabled: videoId !== null,
    staleTime: 0,
  });
}

function useInvalidateVideos(lessonId: number) {
  const queryClient = useQueryClient();
  return (videoId?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCourseKeys.videos(lessonId) }),
      videoId === undefined
        ? undefined
        : queryClient.invalidateQueries({ queryKey: adminCourseKeys.video(videoId) }),
    ]);
}

export function useCreateVideo(lessonId: number) {
  const invalidate = useInvalidateVideos(lessonId);
  return useMutation({
    mutationFn: (body: CreateVideoBody) => adminApi.post<AdminVideo>(`/lessons/${lessonId}/videos`, body),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateVideo(lessonId: number) {
  const invalidate = useInvalidateVideos(lessonId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateVideoBody }) =>
      adminApi.put<AdminVideo>(`/videos/${id}`, body),
    onSuccess: (_saved, { id }) => invalidate(id),
  });
}

export function useDeleteVideo(lessonId: number) {
  const invalidate = useInvalidateVideos(lessonId);
  return useMutation({
    mutationFn: (id: number) => adminApi.delete<{ ok: true }>(`/videos/${id}`),
    onSuccess: () => invalidate(),
  });
}

export type UploadProgress = { loaded: number; total: number };

/** `POST /videos/{id}/upload?field=video`: the mp4, with the browser's upload progress reported as it goes. */
export function useUploadVideoFile(lessonId: number) {
  const invalidate = useInvalidateVideos(lessonId);
  return useMutation({
    mutationFn: ({
      id,
      file,
      onProgress,
    }: {
      id: number;
      file: File;
      onProgress: (progress: UploadProgress) => void;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return adminApi.upload<AdminVideo>(`/videos/${id}/upload`, form, {
        query: { field: 'video' },
        transport: (url, init) => fetchWithUploadProgress(url, init, onProgress),
      });
    },
    onSettled: (_saved, _error, { id }) => invalidate(id),
  });
}

export function useVideoTimelines(videoId: number | null) {
  return useQuery({
    queryKey: adminCourseKeys.timelines(videoId ?? 0),
    queryFn: ({ signal }) =>
      adminApi.get<{ data: AdminVideoTimeline[] }>(`/videos/${videoId}/video-timelines`, {
        signal,
        silent: true,
      }),
    enabled: videoId !== null,
    staleTime: 0,
  });
}

function useTimelineMutation<Input, Result>(videoId: number, mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCourseKeys.timelines(videoId) }),
        queryClient.invalidateQueries({ queryKey: adminCourseKeys.video(videoId) }),
      ]),
  });
}

export const useCreateTimeline = (videoId: number) =>
  useTimelineMutation(videoId, (body: CreateVideoTimelineBody) =>
    adminApi.post<AdminVideoTimeline>(`/videos/${videoId}/video-timelines`, body),
  );

export const useUpdateTimeline = (videoId: number) =>
  useTimelineMutation(videoId, ({ id, body }: { id: number; body: UpdateVideoTimelineBody }) =>
    adminApi.put<AdminVideoTimeline>(`/video-timelines/${id}`, body),
  );

export const useDeleteTimeline = (videoId: number) =>
  useTimelineMutation(videoId, (id: number) => adminApi.delete<{ ok: true }>(`/video-timelines/${id}`));
