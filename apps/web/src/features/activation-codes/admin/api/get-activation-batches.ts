import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivationBatch } from '@tutor/contract/activation-codes';
import { adminApi } from '@/api/http-client';
import { adminActivationCodeKeys } from './query-keys';

/** `GET /activation-codes/batches`: the batch names (newest first) with their counts, for the filter. */
export function getActivationBatches(signal?: AbortSignal) {
  return adminApi.get<{ data: ActivationBatch[] }>('/activation-codes/batches', { signal, silent: true });
}

export const getActivationBatchesQueryOptions = () =>
  queryOptions({
    queryKey: adminActivationCodeKeys.batches(),
    queryFn: ({ signal }) => getActivationBatches(signal),
    select: (answer) => answer.data,
  });

export function useActivationBatches() {
  return useQuery(getActivationBatchesQueryOptions());
}
