import { getReportSummary } from '@hbc/api-clients';
import type { ReportSummary, ReportSummaryBody } from '@hbc/contracts';
import type { ServerListQuery } from '@hbc/data-screens';
import { useLoaded } from './useLoaded';

/** The totals of the report's rows under `filters` (the list's own), read again when they change. */
export function useReportSummary(filters: ServerListQuery['filters']) {
  const body = (filters ? { filters } : {}) as ReportSummaryBody;
  return useLoaded<ReportSummary>(JSON.stringify(body), (signal) => getReportSummary(body, signal));
}
