import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { NewsDetail, NewsListResponse } from '@tutor/contract/news';
import { siteApi } from '@/api/http-client';
import { saveBlob } from '@/shared/catalogue/save-blob';

export const newsKeys = {
  all: ['news'] as const,
  list: (query: Readonly<Record<string, unknown>>) => ['news', 'list', query] as const,
  detail: (id: number) => ['news', 'detail', id] as const,
};

export type NewsListQuery = { offset: number; limit: number };

/** `GET /api/news`: published news, newest first, 20 a page. */
export function getNewsList(query: NewsListQuery, signal?: AbortSignal) {
  return siteApi.get<NewsListResponse>('/news', { query, signal, silent: true });
}

export function getNewsListQueryOptions(query: NewsListQuery) {
  return queryOptions({
    queryKey: newsKeys.list(query),
    queryFn: ({ signal }) => getNewsList(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNewsList(query: NewsListQuery) {
  return useQuery(getNewsListQueryOptions(query));
}

/** `GET /api/news/{id}`. */
export function getNews(id: number, signal?: AbortSignal) {
  return siteApi.get<NewsDetail>(`/news/${id}`, { signal, silent: true });
}

export function getNewsQueryOptions(id: number) {
  return queryOptions({ queryKey: newsKeys.detail(id), queryFn: ({ signal }) => getNews(id, signal) });
}

export function useNews(id: number | null) {
  return useQuery({ ...getNewsQueryOptions(id ?? 0), enabled: id !== null });
}

/** `GET /api/news/download-document/{id}`: the news item's attachment. */
export function useDownloadNewsAttachment() {
  return useMutation({
    mutationFn: async ({ id, fileName }: { id: number; fileName: string }) => {
      const blob = await siteApi.download(`/news/download-document/${id}`, { silent: true });
      saveBlob(blob, fileName || `tin-tuc-${id}.pdf`);
    },
  });
}
