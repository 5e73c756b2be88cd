import { useMutation } from '@tanstack/react-query';
import type { ExamFileType } from '@tutor/contract/exams';
import { siteApi } from '@/api/http-client';
import { saveBlob } from '@/shared/catalogue/save-blob';

/**
 * `GET /api/exams/download-document/{id}?type=…` through the site client, so the student's token goes
 * with it; the server says no (EXAM_NOT_SUBMITTED, EXAM_RESULT_HIDDEN) until the student may read it.
 */
export async function downloadExamDocument(id: number, type: ExamFileType) {
  const blob = await siteApi.download(`/exams/download-document/${id}`, { query: { type }, silent: true });
  saveBlob(blob, type === 'answer' ? `de-thi-${id}-dap-an.pdf` : `de-thi-${id}.pdf`);
}

export function useDownloadExamDocument() {
  return useMutation({
    mutationFn: ({ id, type }: { id: number; type: ExamFileType }) => downloadExamDocument(id, type),
  });
}
