export const examKeys = {
  all: ['exams'] as const,
  list: (query: Readonly<Record<string, unknown>>) => ['exams', 'list', query] as const,
  detail: (id: number) => ['exams', 'detail', id] as const,
  /** The page as the signed-in student reads it (their attempts), asked in the browser only. */
  mine: (id: number, userId: number) => ['exams', 'detail', id, 'mine', userId] as const,
  ranks: (id: number) => ['exams', 'ranks', id] as const,
};
