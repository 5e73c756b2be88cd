import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import type {
  AdminCourse,
  AdminCourseDetail,
  CreateCourseBody,
  UpdateCourseBody,
} from '@tutor/contract/courses';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminCourseKeys } from './query-keys';

/* `/admin/courses`: the list, one course, create, update, delete (one or many). */

export function getCourses(query: ListRequestQuery, signal?: AbortSignal) {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<AdminCourse>>('/courses', { query, signal, silent: true });
}

export const getCoursesQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminCourseKeys.list(query),
    queryFn: ({ signal }) => getCourses(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useCourses(query: ListRequestQuery) {
  return useQuery(getCoursesQueryOptions(query));
}

export function getCourse(id: number, signal?: AbortSignal) {
  return adminApi.get<AdminCourseDetail>(`/courses/${id}`, { signal, silent: true });
}

export const getCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminCourseKeys.detail(id),
    queryFn: ({ signal }) => getCourse(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useCourse(id: number | null) {
  return useQuery({ ...getCourseQueryOptions(id ?? 0), enabled: id !== null });
}

function useInvalidateCourses() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCourseKeys.lists() }),
      // Other forms list the courses (sale courses, the tree's picker).
      queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      id === undefined ? undefined : queryClient.invalidateQueries({ queryKey: adminCourseKeys.detail(id) }),
    ]);
}

export function useCreateCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (body: CreateCourseBody) => adminApi.post<AdminCourse>('/courses', body),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCourseBody }) =>
      adminApi.put<AdminCourse>(`/courses/${id}`, body),
    onSuccess: (_saved, { id }) => invalidate(id),
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (id: number) => adminApi.delete<{ ok: true }>(`/courses/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminCourseKeys.detail(id) });
      return invalidate();
    },
  });
}

/** `DELETE /courses` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function useDeleteCourses() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (ids: number[]) => adminApi.delete<DeleteManyResponse>('/courses', { ids }),
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminCourseKeys.detail(id) });
      return invalidate();
    },
  });
}
