import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTransferListResponse } from '@tutor/contract/payments';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { payKeys } from './query-keys';

/** `GET /admin/pay/transfers`: received transfers with the page's filters. */
export const getTransfersQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: payKeys.transfers(query),
    queryFn: ({ signal }) =>
      adminApi.get<AdminTransferListResponse>('/pay/transfers', { query, signal, silent: true }),
    placeholderData: keepPreviousData,
    // Transfers arrive by themselves (the bank's webhook): ask again whenever the page is looked at.
    staleTime: 0,
  });

export const useTransfers = (query: ListRequestQuery) => useQuery(getTransfersQueryOptions(query));
