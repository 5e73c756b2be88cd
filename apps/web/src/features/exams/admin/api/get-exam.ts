import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminExamDetail } from '@tutor/contract/exams';
import { adminApi } from '@/api/http-client';
import { adminExamKeys } from './query-keys';

export const getExamQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminExamKeys.detail(id),
    queryFn: ({ signal }) => adminApi.get<AdminExamDetail>(`/exams/${id}`, { signal, silent: true }),
  });

export function useExam(id: number | null) {
  return useQuery({ ...getExamQueryOptions(id ?? 0), enabled: id !== null });
}
