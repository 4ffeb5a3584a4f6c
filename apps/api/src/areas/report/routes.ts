import {
  AggregationBudgetSchema,
  API_PATHS,
  BroadcastReportSchema,
  listExportSchema,
  REPORT_LIST_DECLARATION,
  ReportListBody,
  ReportRowSchema,
  ReportSummaryBody,
  ReportSummarySchema,
  type ReportListQuery,
} from '@hbc/contracts';
import type { Database } from '../../db/database';
import type { ListViewer } from '../../db/unit-scope';
import { exportResponses } from '../../export';
import { notFound } from '../../http-errors';
import { declareRoute, defineAppResource, exportRoute, listRoute, readRoute } from '../../resource';
import { ErrorBody } from '../../schemas/envelope';
import { IdParams } from '../../schemas/id-params';
import { checkDayRange } from '../broadcast/day-range';
import { aggregationBudget } from './aggregation-budget';
import { LineUnitCount } from './aggregation-units';
import { InsightReader } from './broadcast-insight';
import { readBroadcastReport, reportedBroadcastOf, reportedUnitOf } from './broadcast-report';
import { sendDeliveryExport } from './delivery-export';
import {
  REPORT_EXPORT_COLUMNS,
  REPORT_EXPORT_FILE,
  REPORT_EXPORT_LOG,
  reportExportSource,
} from './report-export';
import { reportListSource } from './report-list-source';
import { toReportRow } from './report-rows';
import { reportSummary } from './report-summary';
import { DeliveryExportBody } from './schema';

type Filtered = Pick<ReportListQuery, 'filters'>;

/** The report's rows for a real day range (else 400). */
function listSource(db: Database, query: Filtered, viewer: ListViewer) {
  checkDayRange(query.filters);
  return reportListSource(db, viewer, query);
}

/** The export's rows for a real day range (else 400). */
function exportSource(db: Database, query: Filtered, viewer: ListViewer) {
  checkDayRange(query.filters);
  return reportExportSource(db, viewer, query);
}

/**
 * The broadcast report (issue 14): per broadcast, what was sent, what LINE saw (the insight of
 * its aggregation unit, read when due) and what was clicked (the daily click rollups); the
 * totals, the export of the rows and each broadcast's delivery log. Super Admin reads every
 * unit, LV1 and LV2 their own (another unit's broadcast is a 404); LV3 has no report.
 */
export default defineAppResource((app) => {
  const insights = new InsightReader({ db: app.db, line: app.sending.line, log: app.log });
  const lineUnitCount = new LineUnitCount(app.sending.line, app.log);
  return {
    tag: 'report',
    area: 'report',
    unitOf: reportedUnitOf,
    routes: [
      listRoute({
        url: API_PATHS.reportList,
        summary: 'Lists the broadcasts that started sending, with LINE’s insight and link clicks',
        body: ReportListBody,
        row: ReportRowSchema,
        source: listSource,
        toRow: toReportRow,
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.reportSummary,
        summary: 'The totals of the report’s broadcasts under the same filters, clicks per day',
        access: { need: 'read' },
        body: ReportSummaryBody,
        answer: { kind: 'data', schema: ReportSummarySchema },
        handler: async (request, { db, staff }) => {
          checkDayRange(request.body.filters);
          return reportSummary(db, staff, request.body);
        },
      }),
      exportRoute({
        url: API_PATHS.reportExport,
        summary: 'Exports the report’s rows of the list’s search, filters and sort as XLSX or CSV',
        body: listExportSchema(REPORT_LIST_DECLARATION),
        source: exportSource,
        columns: REPORT_EXPORT_COLUMNS,
        file: REPORT_EXPORT_FILE,
        activity: REPORT_EXPORT_LOG,
      }),
      declareRoute({
        method: 'GET',
        url: API_PATHS.reportAggregationUnits,
        summary:
          'This month’s LINE aggregation unit names (Super Admin): used of 1,000, broadcasts’ own and health units’',
        access: { need: 'read', scope: 'all' },
        answer: { kind: 'data', schema: AggregationBudgetSchema },
        handler: async (_request, { db }) => aggregationBudget(db, lineUnitCount),
      }),
      readRoute({
        url: API_PATHS.reportById(':id'),
        summary:
          'One broadcast’s report: its numbers, LINE’s insight (read when over an hour old), its links and clicks per day',
        data: BroadcastReportSchema,
        find: (db, id) => readBroadcastReport(db, insights, app.config.publicBaseUrl, id),
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.reportDeliveryExport(':id'),
        summary:
          'Exports a broadcast’s per-recipient delivery log (masked LINE ids) as XLSX or CSV',
        access: { need: 'read' },
        params: IdParams,
        body: DeliveryExportBody,
        inScope: true,
        answer: { kind: 'reply', schemas: { ...exportResponses, 404: ErrorBody } },
        handler: async (request, { db, reply }) => {
          const broadcast = await reportedBroadcastOf(db, request.params.id);
          if (!broadcast) throw notFound();
          return sendDeliveryExport(request, reply, db, broadcast, request.body.format);
        },
      }),
    ],
  };
});
