import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaySummary } from '@tutor/contract/payments';
import { adminApi } from '@/api/http-client';
import { payKeys } from './query-keys';

/** `GET /admin/pay/summary`: today's and this month's revenue, and what waits to be assigned. */
export const getPaySummaryQueryOptions = () =>
  queryOptions({
    queryKey: payKeys.summary(),
    queryFn: ({ signal }) => adminApi.get<PaySummary>('/pay/summary', { signal }),
    staleTime: 0,
  });

export const usePaySummary = () => useQuery(getPaySummaryQueryOptions());
