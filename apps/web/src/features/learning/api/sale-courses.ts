import { useQuery } from '@tanstack/react-query';
import type { SaleCourseOffersResponse } from '@tutor/contract/courses';
import { siteApi } from '@/api/http-client';
import { learningKeys } from './query-keys';

/** `GET /api/sale-courses/{id}`: the offers made to the students of course {id}. */
export function useSaleCourses(courseId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: learningKeys.saleCourses(courseId),
    queryFn: ({ signal }) =>
      siteApi.get<SaleCourseOffersResponse>(`/sale-courses/${courseId}`, { signal, silent: true }),
    enabled: isEnabled,
    retry: false,
  });
}
