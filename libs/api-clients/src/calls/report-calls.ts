import {
  API_PATHS,
  type AggregationBudget,
  type ApiSuccess,
  type BroadcastReport,
  type ListAnswer,
  type ReportListQuery,
  type ReportRow,
  type ReportSummary,
  type ReportSummaryBody,
} from '@hbc/contracts';
import { authClient } from '../clients';
import { postList } from './list-calls';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `POST /api/report/list`: one page of the broadcasts sent in the chosen days, with their numbers. */
export function listReports(
  query: ReportListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<ReportRow>> {
  return postList(API_PATHS.reportList, query, signal);
}

/** `POST /api/report/summary`: the totals of the list's rows under the same filters, clicks by day. */
export async function getReportSummary(
  body: ReportSummaryBody,
  signal?: AbortSignal,
): Promise<ReportSummary> {
  const response = await authClient.post<ApiSuccess<ReportSummary>>(
    API_PATHS.reportSummary,
    body,
    withSignal(signal),
  );
  return response.data.data;
}

/** `GET /api/report/{broadcastId}`: one broadcast's report, its links and clicks over time. */
export async function getBroadcastReport(
  broadcastId: number,
  signal?: AbortSignal,
): Promise<BroadcastReport> {
  const response = await authClient.get<ApiSuccess<BroadcastReport>>(
    API_PATHS.reportById(broadcastId),
    withSignal(signal),
  );
  return response.data.data;
}

/** `GET /api/report/aggregation-units`: this month's LINE aggregation unit names (Super Admin). */
export async function getAggregationBudget(signal?: AbortSignal): Promise<AggregationBudget> {
  const response = await authClient.get<ApiSuccess<AggregationBudget>>(
    API_PATHS.reportAggregationUnits,
    withSignal(signal),
  );
  return response.data.data;
}
