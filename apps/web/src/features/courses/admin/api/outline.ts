import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminLesson,
  AdminLessonDetail,
  AdminThematic,
  CourseTree,
  CreateLessonBody,
  CreateThematicBody,
  LessonFileField,
  UpdateLessonBody,
  UpdateThematicBody,
} from '@tutor/contract/learning';
import { adminApi } from '@/api/http-client';
import { adminCourseKeys } from './query-keys';

/*
 * A course's outline: `GET /courses/{id}/tree`, thematics (`/courses/{id}/thematics`, `/thematics/{id}`)
 * and lessons (`/thematics/{id}/lessons`, `/lessons/{id}`), their order, copies and files. Every change
 * refreshes the whole outline of the course, which the tree and the lists all read.
 */

export const getCourseTreeQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: adminCourseKeys.tree(courseId),
    queryFn: ({ signal }) => adminApi.get<CourseTree>(`/courses/${courseId}/tree`, { signal, silent: true }),
    staleTime: 0,
  });

export function useCourseTree(courseId: number | null) {
  return useQuery({ ...getCourseTreeQueryOptions(courseId ?? 0), enabled: courseId !== null });
}

export function useThematics(courseId: number | null) {
  return useQuery({
    queryKey: adminCourseKeys.thematics(courseId ?? 0),
    queryFn: ({ signal }) =>
      adminApi.get<{ data: AdminThematic[] }>(`/courses/${courseId}/thematics`, { signal, silent: true }),
    enabled: courseId !== null,
    staleTime: 0,
  });
}

export function useLessons(courseId: number | null, thematicId: number | null) {
  return useQuery({
    queryKey: adminCourseKeys.lessons(courseId ?? 0, thematicId ?? 0),
    queryFn: ({ signal }) =>
      adminApi.get<{ data: AdminLesson[] }>(`/thematics/${thematicId}/lessons`, { signal, silent: true }),
    enabled: courseId !== null && thematicId !== null,
    staleTime: 0,
  });
}

export function useLesson(lessonId: number | null) {
  return useQuery({
    queryKey: adminCourseKeys.lesson(lessonId ?? 0),
    queryFn: ({ signal }) =>
      adminApi.get<AdminLessonDetail>(`/lessons/${lessonId}`, { signal, silent: true }),
    enabled: lessonId !== null,
    staleTime: 0,
  });
}

/** A mutation that refreshes the course's outline (and the lesson it touched) once it succeeds. */
function useOutlineMutation<Input, Result>(
  courseId: number,
  mutationFn: (input: Input) => Promise<Result>,
  lessonOf?: (input: Input) => number | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_result, _error, input) => {
      const lessonId = lessonOf?.(input);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCourseKeys.outline(courseId) }),
        lessonId === undefined
          ? undefined
          : queryClient.invalidateQueries({ queryKey: adminCourseKeys.lesson(lessonId) }),
      ]);
    },
  });
}

export const useCreateThematic = (courseId: number) =>
  useOutlineMutation(courseId, (body: CreateThematicBody) =>
    adminApi.post<AdminThematic>(`/courses/${courseId}/thematics`, body),
  );

export const useUpdateThematic = (courseId: number) =>
  useOutlineMutation(courseId, ({ id, body }: { id: number; body: UpdateThematicBody }) =>
    adminApi.put<AdminThematic>(`/thematics/${id}`, body),
  );

export const useDeleteThematic = (courseId: number) =>
  useOutlineMutation(courseId, (id: number) => adminApi.delete<{ ok: true }>(`/thematics/${id}`));

export type ReorderCall = { path: string; ids: number[] };

/** `PUT /courses/{id}/thematics/order` or `PUT /thematics/{id}/lessons/order` with the complete new order. */
export const useReorder = (courseId: number) =>
  useOutlineMutation(courseId, ({ path, ids }: ReorderCall) => adminApi.put<unknown>(path, { ids }));

export const useCreateLesson = (courseId: number) =>
  useOutlineMutation(courseId, ({ thematicId, body }: { thematicId: number; body: CreateLessonBody }) =>
    adminApi.post<AdminLessonDetail>(`/thematics/${thematicId}/lessons`, body),
  );

export const useUpdateLesson = (courseId: number) =>
  useOutlineMutation(
    courseId,
    ({ id, body }: { id: number; body: UpdateLessonBody }) =>
      adminApi.put<AdminLessonDetail>(`/lessons/${id}`, body),
    ({ id }) => id,
  );

export const useDeleteLesson = (courseId: number) =>
  useOutlineMutation(courseId, (id: number) => adminApi.delete<{ ok: true }>(`/lessons/${id}`));

/** `POST /thematics/{id}/lessons/copy`: the lesson with its videos and answers, appended to the target. */
export function useCopyLesson(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ thematicId, lessonId }: { thematicId: number; lessonId: number }) =>
      adminApi.post<AdminLessonDetail>(`/thematics/${thematicId}/lessons/copy`, { lessonId }),
    // The target may be in another course: refresh every outline.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCourseKeys.outline(courseId) }),
        queryClient.invalidateQueries({ queryKey: [...adminCourseKeys.all, 'outline'] }),
      ]),
  });
}

/** `POST /lessons/{id}/upload?field=document|answer|gift` (a PDF, checked by content on the server). */
export const useUploadLessonFile = (courseId: number) =>
  useOutlineMutation(
    courseId,
    ({ id, field, file }: { id: number; field: LessonFileField; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return adminApi.upload<AdminLessonDetail>(`/lessons/${id}/upload`, form, { query: { field } });
    },
    ({ id }) => id,
  );

export const useRemoveLessonFile = (courseId: number) =>
  useOutlineMutation(
    courseId,
    ({ id, field }: { id: number; field: LessonFileField }) =>
      adminApi.delete<AdminLessonDetail>(`/lessons/${id}/upload`, undefined, { query: { field } }),
    ({ id }) => id,
  );
