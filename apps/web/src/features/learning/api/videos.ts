import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  VideoPlay,
  VideoProgressBody,
  VideoProgressResponse,
  VideoViewResponse,
} from '@tutor/contract/videos';
import { siteApi } from '@/api/http-client';
import { learningKeys } from './query-keys';

/**
 * `GET /api/videos/{id}`: the play answer (signed stream address or embed, views left, resume point).
 * Asked once per mount and never refetched by itself: each answer is a new play (`playId`).
 */
export function useVideoPlay(videoId: number) {
  return useQuery({
    queryKey: learningKeys.video(videoId),
    queryFn: ({ signal }) => siteApi.get<VideoPlay>(`/videos/${videoId}`, { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/** `POST /api/videos/{id}/view`: counts this play once (the same playId never counts twice). */
export function postVideoView(videoId: number, playId: string) {
  return siteApi.post<VideoViewResponse>(`/videos/${videoId}/view`, { playId }, { silent: true });
}

export function usePostVideoView(videoId: number) {
  return useMutation({ mutationFn: (playId: string) => postVideoView(videoId, playId) });
}

/** `POST /api/videos/{id}/progress`: where the player is and how long it played since the last report. */
export function postVideoProgress(videoId: number, body: VideoProgressBody) {
  return siteApi.post<VideoProgressResponse>(`/videos/${videoId}/progress`, body, { silent: true });
}
