import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddToCourseBody,
  AddToCourseResponse,
  CourseStudentListResponse,
} from '@tutor/contract/courses';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminCourseKeys } from './query-keys';

/* A course's students: `GET /courses/{id}/students`, `POST /users/add-to-course`, removal. */

export function useCourseStudents(courseId: number, query: ListRequestQuery) {
  return useQuery({
    queryKey: adminCourseKeys.studentList(courseId, query),
    queryFn: ({ signal }) =>
      adminApi.get<CourseStudentListResponse>(`/courses/${courseId}/students`, {
        query,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useInvalidateStudents(courseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCourseKeys.students(courseId) }),
      queryClient.invalidateQueries({ queryKey: adminCourseKeys.lists() }),
    ]);
}

export function useAddToCourse(courseId: number) {
  const invalidate = useInvalidateStudents(courseId);
  return useMutation({
    mutationFn: (body: AddToCourseBody) => adminApi.post<AddToCourseResponse>('/users/add-to-course', body),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveStudent(courseId: number) {
  const invalidate = useInvalidateStudents(courseId);
  return useMutation({
    mutationFn: (userId: number) => adminApi.delete<{ ok: true }>(`/courses/${courseId}/students/${userId}`),
    onSuccess: () => invalidate(),
  });
}
