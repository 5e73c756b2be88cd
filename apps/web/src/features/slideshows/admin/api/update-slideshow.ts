import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Slideshow, UpdateSlideshowBody } from '@tutor/contract/slideshows';
import { adminApi } from '@/api/http-client';
import { adminSlideshowKeys } from './query-keys';

export type UpdateSlideshowInput = { id: number; body: UpdateSlideshowBody };

export function updateSlideshow({ id, body }: UpdateSlideshowInput): Promise<Slideshow> {
  return adminApi.put<Slideshow>(`/slideshows/${id}`, body);
}

export function useUpdateSlideshow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlideshow,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSlideshowKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminSlideshowKeys.detail(id) }),
      ]),
  });
}
