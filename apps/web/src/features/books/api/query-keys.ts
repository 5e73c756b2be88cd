/** Query keys of the storefront's book data, in one place so invalidation and prefetch agree. */
export const bookKeys = {
  all: ['books'] as const,
  list: (query: Readonly<Record<string, unknown>>) => ['books', 'list', query] as const,
  detail: (id: number) => ['books', 'detail', id] as const,
  sameCategory: (id: number, categoryId: number | null) =>
    ['books', 'same-category', id, categoryId] as const,
};
