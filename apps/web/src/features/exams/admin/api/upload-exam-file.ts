import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminExamDetail, ExamFileType } from '@tutor/contract/exams';
import { adminApi } from '@/api/http-client';
import { adminExamKeys } from './query-keys';

/** `POST /exams/{id}/upload?type=document|answer`: attaches (or replaces) the paper or its solutions. */
export function uploadExamFile({ id, type, file }: { id: number; type: ExamFileType; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return adminApi.upload<AdminExamDetail>(`/exams/${id}/upload?type=${type}`, form);
}

export function useUploadExamFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadExamFile,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminExamKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: adminExamKeys.lists() });
    },
  });
}
