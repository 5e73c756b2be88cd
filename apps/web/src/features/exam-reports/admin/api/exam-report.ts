import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExamReport, ReportTaker } from '@tutor/contract/exam-reports';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { examReportKeys } from './query-keys';
import { type ExamTarget, reportPath } from './target';

/* The report of an exam or lesson exam: its figures, its takers, its xlsx file. */

export function useExamReport(target: ExamTarget, bin: number) {
  return useQuery({
    queryKey: examReportKeys.report(target, bin),
    queryFn: ({ signal }) =>
      adminApi.get<ExamReport>(reportPath(target), { query: { bin: String(bin) }, signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled: target.id > 0,
  });
}

export function useReportTakers(target: ExamTarget, query: ListRequestQuery) {
  return useQuery({
    queryKey: examReportKeys.takers(target, query),
    queryFn: ({ signal }) =>
      adminApi.get<ListResponse<ReportTaker>>(`${reportPath(target)}/takers`, {
        query,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    enabled: target.id > 0,
  });
}

/** `GET …/report.xlsx`: every attempt, best first, one sheet named data. */
export function downloadReport(target: ExamTarget): Promise<Blob> {
  return adminApi.download(`${reportPath(target)}.xlsx`);
}
