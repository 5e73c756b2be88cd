/** Query keys of the exam screens, all under 'exam-taking'. */
export const examTakingKeys = {
  all: ['exam-taking'] as const,
  status: (kind: string, id: number) => ['exam-taking', 'status', kind, id] as const,
  history: (kind: string, historyId: number) => ['exam-taking', 'history', kind, historyId] as const,
  ranks: (kind: string, id: number) => ['exam-taking', 'ranks', kind, id] as const,
  images: (historyId: number) => ['exam-taking', 'images', historyId] as const,
  notDone: ['exam-taking', 'not-done'] as const,
  myHistories: ['exam-taking', 'my-histories'] as const,
};
