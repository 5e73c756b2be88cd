import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import type { CourseGroup, CreateCourseGroupBody, UpdateCourseGroupBody } from '@tutor/contract/courses';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminCourseGroupKeys } from './query-keys';

/* `/admin/course-groups` (spec §6: any back-office user). */

export const getCourseGroupsQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminCourseGroupKeys.list(query),
    queryFn: ({ signal }) =>
      adminApi.get<ListResponse<CourseGroup>>('/course-groups', { query, signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useCourseGroups(query: ListRequestQuery) {
  return useQuery(getCourseGroupsQueryOptions(query));
}

export function useCourseGroup(id: number | null) {
  return useQuery({
    queryKey: adminCourseGroupKeys.detail(id ?? 0),
    queryFn: ({ signal }) => adminApi.get<CourseGroup>(`/course-groups/${id}`, { signal, silent: true }),
    enabled: id !== null,
    staleTime: 0,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCourseGroupKeys.lists() }),
      // The course form's group select reads extra-data.
      queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      id === undefined
        ? undefined
        : queryClient.invalidateQueries({ queryKey: adminCourseGroupKeys.detail(id) }),
    ]);
}

export function useCreateCourseGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateCourseGroupBody) => adminApi.post<CourseGroup>('/course-groups', body),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCourseGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCourseGroupBody }) =>
      adminApi.put<CourseGroup>(`/course-groups/${id}`, body),
    onSuccess: (_saved, { id }) => invalidate(id),
  });
}

export function useDeleteCourseGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => adminApi.delete<{ ok: true }>(`/course-groups/${id}`),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCourseGroups() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: number[]) => adminApi.delete<DeleteManyResponse>('/course-groups', { ids }),
    onSuccess: () => invalidate(),
  });
}
