import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseOrderStatistics } from '@tutor/contract/order-admin';
import { adminApi } from '@/api/http-client';
import { orderAdminKeys } from '@/features/order-admin/admin/api/query-keys';

export type StatisticsPeriod = { from?: string; to?: string };

/** `GET /course-orders/statistics`: students per course, paid and pending, over a period. */
export function getCourseOrderStatistics(period: StatisticsPeriod, signal?: AbortSignal) {
  return adminApi.get<CourseOrderStatistics>('/course-orders/statistics', {
    query: period,
    signal,
    silent: true,
  });
}

export const getCourseOrderStatisticsQueryOptions = (period: StatisticsPeriod) =>
  queryOptions({
    queryKey: orderAdminKeys.statistics(period),
    queryFn: ({ signal }) => getCourseOrderStatistics(period, signal),
    placeholderData: keepPreviousData,
  });

export function useCourseOrderStatistics(period: StatisticsPeriod) {
  return useQuery(getCourseOrderStatisticsQueryOptions(period));
}
