export const documentKeys = {
  all: ['documents'] as const,
  list: (query: Readonly<Record<string, unknown>>) => ['documents', 'list', query] as const,
  detail: (id: number) => ['documents', 'detail', id] as const,
};
