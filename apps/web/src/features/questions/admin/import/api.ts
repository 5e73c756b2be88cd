import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionDraftsResponse } from '@tutor/contract/question-import';
import type { QuestionInput } from '@tutor/contract/question-input';
import { adminApi } from '@/api/http-client';

/*
 * The PDF import's two calls: read a paper into drafts (nothing saved), then save the corrected drafts
 * all at once through the bank's `questions/multiple` (all or none). Errors are shown on the screen, so
 * both are silent (no toast).
 */

export type PaperSource = { kind: 'pdf'; file: File } | { kind: 'text'; text: string };

export function useReadPaper() {
  return useMutation({
    mutationFn: (source: PaperSource) => {
      if (source.kind === 'text')
        return adminApi.post<QuestionDraftsResponse>(
          '/questions/create-from-pdf',
          { text: source.text },
          { silent: true },
        );
      const form = new FormData();
      form.append('file', source.file);
      return adminApi.upload<QuestionDraftsResponse>('/questions/create-from-pdf', form, { silent: true });
    },
  });
}

export function useSaveQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: QuestionInput[]) =>
      adminApi.post<{ data: Array<{ id: number }> }>('/questions/multiple', { items }, { silent: true }),
    // The bank's lists (whoever shows them) hold new rows now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'questions'] }),
  });
}
