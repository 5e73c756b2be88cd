import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import type { AdminImage, UpdateImageBody } from '@tutor/contract/images';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminImageKeys } from '@/shared/admin/media-picker/media-library-api';

/*
 * The images screens' calls. The list and the upload live with the media picker (shared), so a picture
 * uploaded from any form shows in this table; these use the same keys.
 */

export function getImage(id: number, signal?: AbortSignal): Promise<AdminImage> {
  return adminApi.get<AdminImage>(`/images/${id}`, { signal, silent: true });
}

export function useImage(id: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: adminImageKeys.detail(id ?? 0),
      queryFn: ({ signal }) => getImage(id ?? 0, signal),
      staleTime: 0,
    }),
    enabled: id !== null,
  });
}

export type UpdateImageInput = { id: number; body: UpdateImageBody };

export function updateImage({ id, body }: UpdateImageInput): Promise<AdminImage> {
  return adminApi.put<AdminImage>(`/images/${id}`, body);
}

/** Pickers read names and folders of the latest pictures from extra-data (spec §4). */
export function useUpdateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateImage,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminImageKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminImageKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]),
  });
}

export function deleteImage(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/images/${id}`);
}

export function deleteImages(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/images', { ids });
}

function useInvalidateAfterDelete() {
  const queryClient = useQueryClient();
  return (ids: readonly number[]) => {
    for (const id of ids) queryClient.removeQueries({ queryKey: adminImageKeys.detail(id) });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: adminImageKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
    ]);
  };
}

export function useDeleteImage() {
  const invalidate = useInvalidateAfterDelete();
  return useMutation({ mutationFn: deleteImage, onSuccess: (_result, id) => invalidate([id]) });
}

export function useDeleteImages() {
  const invalidate = useInvalidateAfterDelete();
  return useMutation({ mutationFn: deleteImages, onSuccess: ({ deleted }) => invalidate(deleted) });
}

/** `DELETE /admin/category-images/:imageId/:categoryId`: takes the picture out of one category. */
export function unlinkImageCategory({ imageId, categoryId }: { imageId: number; categoryId: number }) {
  return adminApi.delete<{ ok: true }>(`/category-images/${imageId}/${categoryId}`);
}

export function useUnlinkImageCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkImageCategory,
    onSuccess: (_result, { imageId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminImageKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminImageKeys.detail(imageId) }),
      ]),
  });
}
