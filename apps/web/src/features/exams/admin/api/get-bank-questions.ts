import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuestionType } from '@tutor/contract/exam-grading';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import { adminExamKeys } from './query-keys';

/** What the picker shows of a bank question (`GET /api/admin/questions`, the question bank's list). */
export type BankQuestion = {
  id: number;
  type: QuestionType;
  /** The stem as plain text, cut short. */
  excerpt: string;
  difficulty: string;
};

export type BankQuery = {
  offset: number;
  limit: number;
  type?: QuestionType;
  categoryId?: number;
  q?: string;
};

export function useBankQuestions(query: BankQuery) {
  return useQuery({
    queryKey: adminExamKeys.bank(query),
    queryFn: ({ signal }) =>
      adminApi.get<ListResponse<BankQuestion>>('/questions', { query, signal, silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
