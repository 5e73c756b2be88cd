import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCombo } from '@tutor/contract/combos';
import { adminApi } from '@/api/http-client';
import { adminComboKeys } from './query-keys';

export function getCombo(id: number, signal?: AbortSignal): Promise<AdminCombo> {
  return adminApi.get<AdminCombo>(`/combos/${id}`, { signal, silent: true });
}

export const getComboQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminComboKeys.detail(id),
    queryFn: ({ signal }) => getCombo(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useCombo(id: number | null) {
  return useQuery({ ...getComboQueryOptions(id ?? 0), enabled: id !== null });
}
