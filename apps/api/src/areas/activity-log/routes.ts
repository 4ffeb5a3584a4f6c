import { ACTIVITY_LOG_LIST_DECLARATION, API_PATHS, listExportSchema } from '@hbc/contracts';
import { exportResponses } from '../../export';
import { declareRoute, defineResource, SIGNED_IN, type RouteAccess } from '../../resource';
import { checkActivityLogCriteria } from './activity-log-criteria';
import { sendActivityLogExport } from './activity-log-export';
import { activityLogPage } from './activity-log-query';
import { recordActivity } from './record-activity';
import {
  ActivityLogListAnswer,
  ActivityLogListBody,
  LogEntryBody,
  LoggedEntrySchema,
} from './schema';

const READ: RouteAccess = { need: 'read' };

/**
 * The activity log: `POST /api/setting/log` (the console records what the signed-in staff member
 * did), its list and its export (Super Admin: every unit; Admin LV1: their own unit). No route
 * changes or deletes an entry: the log is append-only. The list and the export refuse, after
 * their schemas, the criteria the log cannot take (`checkActivityLogCriteria`).
 */
export default defineResource({
  tag: 'activity-log',
  area: 'activityLog',
  routes: [
    declareRoute({
      method: 'POST',
      url: API_PATHS.log,
      summary: 'Writes an activity-log entry as the signed-in user (role and unit of now)',
      access: SIGNED_IN,
      body: LogEntryBody,
      answer: { kind: 'data', schema: LoggedEntrySchema },
      handler: async (request, { db, staff }) => ({
        id: await recordActivity(db, staff, request.body),
      }),
    }),
    declareRoute({
      method: 'POST',
      url: API_PATHS.logList,
      summary: 'Lists the activity log newest first (Super Admin: all; Admin LV1: own unit)',
      description:
        'Keyset paging: send the last entry of a page as `after` (its `createdAt` as answered, to the microsecond) for the next one; without it, `page` is an offset. `total` is exact up to 10,000, then `totalIsLowerBound` is true.',
      access: READ,
      body: ActivityLogListBody,
      answer: { kind: 'body', schema: ActivityLogListAnswer },
      handler: async (request, { db, staff }) => {
        await checkActivityLogCriteria(request);
        return { message: 'SUCCESS' as const, ...(await activityLogPage(db, request.body, staff)) };
      },
    }),
    declareRoute({
      method: 'POST',
      url: API_PATHS.logExport,
      summary: 'Exports the activity log of the list’s search and filters as XLSX or CSV',
      access: READ,
      body: listExportSchema(ACTIVITY_LOG_LIST_DECLARATION),
      answer: { kind: 'reply', schemas: exportResponses },
      handler: async (request, { db, staff, reply }) => {
        await checkActivityLogCriteria(request);
        return sendActivityLogExport(request, reply, db, request.body, staff);
      },
    }),
  ],
});
