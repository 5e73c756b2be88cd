/** Query keys of the storefront's course data, in one place so invalidation and prefetch agree. */
export const courseKeys = {
  all: ['courses'] as const,
  list: (query: Readonly<Record<string, unknown>>) => ['courses', 'list', query] as const,
  /** What any visitor sees (rendered on the server). */
  detail: (id: number) => ['courses', 'detail', id] as const,
  /** The same call with the signed-in caller's token: their standing and the class links. */
  mine: (id: number, userId: number) => ['courses', 'detail', id, 'user', userId] as const,
  outline: (id: number, userId: number | null) => ['courses', 'outline', id, userId] as const,
  myCourses: (userId: number) => ['courses', 'of-user', userId] as const,
};
