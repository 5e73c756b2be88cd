import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@tutor/contract/list-query';
import type { AdminUser } from '@tutor/contract/users';
import { adminApi } from '@/api/http-client';

/**
 * Accounts whose name, username, email or phone holds `q` (`GET /users`, first 20), for the pickers
 * that choose people: a course's new students, an order's buyer. Needs `user:read`.
 */
export function useUserSearch(q: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['admin', 'users', 'search', q] as const,
    queryFn: ({ signal }) =>
      adminApi.get<ListResponse<AdminUser>>('/users', {
        query: { q: q || undefined, limit: 20, offset: 0 },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
