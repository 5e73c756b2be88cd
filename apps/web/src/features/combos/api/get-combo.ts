import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComboDetail } from '@tutor/contract/combos';
import { siteApi } from '@/api/http-client';

export const comboKeys = {
  all: ['combos'] as const,
  detail: (id: number) => ['combos', 'detail', id] as const,
};

/** `GET /api/combos/{id}`. */
export function getCombo(id: number, signal?: AbortSignal) {
  return siteApi.get<ComboDetail>(`/combos/${id}`, { signal, silent: true });
}

export function getComboQueryOptions(id: number) {
  return queryOptions({ queryKey: comboKeys.detail(id), queryFn: ({ signal }) => getCombo(id, signal) });
}

export function useCombo(id: number | null) {
  return useQuery({ ...getComboQueryOptions(id ?? 0), enabled: id !== null });
}
