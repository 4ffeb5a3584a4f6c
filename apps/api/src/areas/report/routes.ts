import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  broadcastRangeProblem,
  listExportSchema,
  REPORT_LIST_DECLARATION,
  type ReportFilters,
} from '@hbc/contracts';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { listPage } from '../../db/list-query';
import { exportResponses, sendListExport } from '../../export';
import { badRequest, notFound } from '../../http-errors';
import { staffOf, type UnitOfResource } from '../../plugins/app/auth';
import { InsightReader } from './broadcast-insight';
import {
  readBroadcastReport,
  reportedBroadcastOf,
  reportedUnitOf,
} from './broadcast-report';
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
import { ErrorBody } from '../../schemas/envelope';
import {
  BroadcastReportAnswer,
  DeliveryExportBody,
  REPORT_TAGS,
  ReportIdParams,
  ReportListAnswer,
  ReportListBody,
  ReportSummaryAnswer,
  ReportSummaryBody,
} from './schema';

const BEARER = [{ bearer: [] }];
const BY_ID = API_PATHS.reportById(':id');

/** The day range of the filters: both real days, `from` not after `to`; else 400. */
async function checkDayRange(request: FastifyRequest): Promise<void> {
  const { filters } = request.body as { filters?: Partial<ReportFilters> };
  const problem = broadcastRangeProblem(filters ?? {});
  if (problem) throw badRequest([{ path: '/filters/to', message: problem }]);
}

/**
 * The broadcast report (issue 14): per broadcast, what was sent, what LINE saw (the insight of
 * its aggregation unit, read when due) and what was clicked (the daily click rollups); the
 * totals, the export of the rows and each broadcast's delivery log. Super Admin reads every
 * unit, LV1 and LV2 their own (another unit's broadcast is a 404); LV3 has no report.
 */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = [app.requireAccessToken, app.requirePermission('report', 'read')];
  const unitOf: UnitOfResource = (request) =>
    reportedUnitOf(app.db, (request.params as Static<typeof ReportIdParams>).id);
  const inScope = app.requireInScope('report', unitOf);
  const insights = new InsightReader({ db: app.db, line: app.sending.line, log: app.log });

  app.post(
    API_PATHS.reportList,
    {
      onRequest: read,
      preHandler: checkDayRange,
      schema: {
        tags: REPORT_TAGS,
        summary: 'Lists the broadcasts that started sending, with LINE’s insight and link clicks',
        security: BEARER,
        body: ReportListBody,
        response: { 200: ReportListAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const source = reportListSource(app.db, staffOf(request), request.body);
      const { data, total } = await listPage(request.body, source);
      return { message: 'SUCCESS' as const, data: data.map(toReportRow), total };
    },
  );

  app.post(
    API_PATHS.reportSummary,
    {
      onRequest: read,
      preHandler: checkDayRange,
      schema: {
        tags: REPORT_TAGS,
        summary: 'The totals of the report’s broadcasts under the same filters, clicks per day',
        security: BEARER,
        body: ReportSummaryBody,
        response: { 200: ReportSummaryAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await reportSummary(app.db, staffOf(request), request.body),
    }),
  );

  app.post(
    API_PATHS.reportExport,
    {
      onRequest: read,
      preHandler: checkDayRange,
      schema: {
        tags: REPORT_TAGS,
        summary: 'Exports the report’s rows of the list’s search, filters and sort as XLSX or CSV',
        security: BEARER,
        body: listExportSchema(REPORT_LIST_DECLARATION),
        response: exportResponses,
      },
    },
    async (request, reply) =>
      sendListExport(request, reply, request.body, {
        source: reportExportSource(app.db, staffOf(request), request.body),
        columns: REPORT_EXPORT_COLUMNS,
        file: REPORT_EXPORT_FILE,
        activity: REPORT_EXPORT_LOG,
      }),
  );

  app.get(
    BY_ID,
    {
      onRequest: read,
      preHandler: inScope,
      schema: {
        tags: REPORT_TAGS,
        summary:
          'One broadcast’s report: its numbers, LINE’s insight (read when over an hour old), its links and clicks per day',
        security: BEARER,
        params: ReportIdParams,
        response: {
          200: BroadcastReportAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const report = await readBroadcastReport(
        app.db,
        insights,
        app.config.publicBaseUrl,
        request.params.id,
      );
      if (!report) throw notFound();
      return { message: 'SUCCESS' as const, data: report };
    },
  );

  app.post(
    API_PATHS.reportDeliveryExport(':id'),
    {
      onRequest: read,
      preHandler: inScope,
      schema: {
        tags: REPORT_TAGS,
        summary:
          'Exports a broadcast’s per-recipient delivery log (masked LINE ids) as XLSX or CSV',
        security: BEARER,
        params: ReportIdParams,
        body: DeliveryExportBody,
        response: { ...exportResponses, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const broadcast = await reportedBroadcastOf(app.db, request.params.id);
      if (!broadcast) throw notFound();
      return sendDeliveryExport(request, reply, app.db, broadcast, request.body.format);
    },
  );
};

export default reportRoutes;
