import { useInfiniteQuery } from '@tanstack/react-query';
import type { ExamHistoryList, NotDoExamList } from '@tutor/contract/exam-sessions';
import { siteApi } from '@/api/http-client';
import { nextOffset } from '@/features/exam-taking/model/my-exams';
import { useCurrentUser } from '@/shared/session/session';
import { examTakingKeys } from './query-keys';

/** Rows a "more" press adds to a section of the "my exams" page. */
export const MY_EXAMS_PAGE_SIZE = 10;

/** One section of the page: a signed-in list read page by page, "more" appending the next one. */
function useMoreList<T extends NotDoExamList | ExamHistoryList>(key: readonly unknown[], path: string) {
  const { user } = useCurrentUser();
  return useInfiniteQuery({
    queryKey: [...key, user?.id ?? 0],
    queryFn: ({ pageParam, signal }) =>
      siteApi.get<T>(path, { query: { offset: pageParam, limit: MY_EXAMS_PAGE_SIZE }, signal, silent: true }),
    initialPageParam: 0,
    getNextPageParam: (last) => nextOffset(last.pagination) ?? undefined,
    enabled: Boolean(user),
    // Both lists change as soon as an exam is submitted: each visit reads them again, not a cached copy.
    refetchOnMount: 'always',
  });
}

/** `GET /users/not-do-exam`: exams open now that I have not taken. */
export const useExamsNotDone = () => useMoreList<NotDoExamList>(examTakingKeys.notDone, '/users/not-do-exam');

/** `GET /exam-histories`: my attempts across exams, newest first (scores null while an exam hides them). */
export const useMyExamHistories = () =>
  useMoreList<ExamHistoryList>(examTakingKeys.myHistories, '/exam-histories');
