import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminImage } from '@tutor/contract/images';
import type { ListResponse } from '@tutor/contract/list-query';
import type { ImageRef } from '@tutor/contract/media';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';

/*
 * The media library calls, shared by the picker (any form with a picture) and the images screens, so
 * both read and invalidate the same keys: an upload from a picker shows up in the images table.
 */

/** Query of `GET /admin/images`: list params plus the library's own filters. */
export type ImageListQuery = Readonly<Record<string, string | number | number[] | undefined>>;

export const adminImageKeys = {
  all: ['admin', 'images'] as const,
  lists: () => [...adminImageKeys.all, 'list'] as const,
  list: (query: ImageListQuery) => [...adminImageKeys.lists(), query] as const,
  details: () => [...adminImageKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminImageKeys.details(), id] as const,
};

export function getImages(query: ImageListQuery, signal?: AbortSignal): Promise<ListResponse<AdminImage>> {
  return adminApi.get<ListResponse<AdminImage>>('/images', { query, signal, silent: true });
}

export const getImagesQueryOptions = (query: ImageListQuery) =>
  queryOptions({
    queryKey: adminImageKeys.list(query),
    queryFn: ({ signal }) => getImages(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useImages(query: ImageListQuery, enabled = true) {
  return useQuery({ ...getImagesQueryOptions(query), enabled });
}

/** The text fields sent with an upload; the server derives the name from the file when none is given. */
export type UploadImageFields = {
  name?: string;
  alt?: string;
  folderId?: number | null;
  categoryIds?: number[];
};

export function uploadImage(file: File, fields: UploadImageFields = {}): Promise<AdminImage> {
  const form = new FormData();
  // Text fields first: the server reads them together with the file part.
  if (fields.name) form.append('name', fields.name);
  if (fields.alt) form.append('alt', fields.alt);
  if (fields.folderId) form.append('folderId', String(fields.folderId));
  if (fields.categoryIds?.length) form.append('categoryIds', fields.categoryIds.join(','));
  form.append('file', file);
  return adminApi.upload<AdminImage>('/images', form);
}

/** An upload changes the lists and the extra-data `images`/`folders` that pickers read (spec §4). */
export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fields }: { file: File; fields?: UploadImageFields }) => uploadImage(file, fields),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminImageKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]),
  });
}

/** The narrowest stored copy: enough for a thumbnail, lightest to load. */
export function thumbnailUrl(image: Pick<ImageRef, 'url' | 'variants'>): string {
  const smallest = [...image.variants].sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? image.url;
}
