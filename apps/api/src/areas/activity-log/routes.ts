import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACTIVITY_LOG_LIST_DECLARATION, API_PATHS, listExportSchema } from '@hbc/contracts';
import { checkActivityLogCriteria } from './activity-log-criteria';
import { sendActivityLogExport } from './activity-log-export';
import { activityLogPage } from './activity-log-query';
import { recordActivity } from './record-activity';
import { exportResponses } from '../../export';
import { staffOf } from '../../plugins/app/auth';
import { ErrorBody } from '../../schemas/envelope';
import { ActivityLogListAnswer, ActivityLogListBody, LogEntryAnswer, LogEntryBody } from './schema';

const TAGS = ['activity-log'];
const BEARER = [{ bearer: [] }];

/**
 * The activity log: `POST /api/setting/log` (the console records what the signed-in staff member
 * did), its list and its export (Super Admin: every unit; Admin LV1: their own unit). No route
 * changes or deletes an entry: the log is append-only.
 */
const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = [app.requireAccessToken, app.requirePermission('activityLog', 'read')];

  app.post(
    API_PATHS.log,
    {
      onRequest: app.requireAccessToken,
      schema: {
        tags: TAGS,
        summary: 'Writes an activity-log entry as the signed-in user (role and unit of now)',
        security: BEARER,
        body: LogEntryBody,
        response: { 200: LogEntryAnswer, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const id = await recordActivity(app.db, staffOf(request), request.body);
      return { message: 'SUCCESS' as const, data: { id } };
    },
  );

  app.post(
    API_PATHS.logList,
    {
      onRequest: read,
      preHandler: checkActivityLogCriteria,
      schema: {
        tags: TAGS,
        summary: 'Lists the activity log newest first (Super Admin: all; Admin LV1: own unit)',
        description:
          'Keyset paging: send the last entry of a page as `after` (its `createdAt` as answered, to the microsecond) for the next one; without it, `page` is an offset. `total` is exact up to 10,000, then `totalIsLowerBound` is true.',
        security: BEARER,
        body: ActivityLogListBody,
        response: { 200: ActivityLogListAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      ...(await activityLogPage(app.db, request.body, staffOf(request))),
    }),
  );

  app.post(
    API_PATHS.logExport,
    {
      onRequest: read,
      preHandler: checkActivityLogCriteria,
      schema: {
        tags: TAGS,
        summary: 'Exports the activity log of the list’s search and filters as XLSX or CSV',
        security: BEARER,
        body: listExportSchema(ACTIVITY_LOG_LIST_DECLARATION),
        response: exportResponses,
      },
    },
    async (request, reply) =>
      sendActivityLogExport(request, reply, app.db, request.body, staffOf(request)),
  );
};

export default logRoutes;
