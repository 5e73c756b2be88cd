import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSlideshowBody, Slideshow } from '@tutor/contract/slideshows';
import { adminApi } from '@/api/http-client';
import { adminSlideshowKeys } from './query-keys';

export function createSlideshow(body: CreateSlideshowBody): Promise<Slideshow> {
  return adminApi.post<Slideshow>('/slideshows', body);
}

export function useCreateSlideshow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSlideshow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSlideshowKeys.lists() }),
  });
}
