import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  broadcastQuotaOf,
  DASHBOARD_MESSAGES,
  type BroadcastQuota,
} from '@hbc/contracts';
import { dashboardMonth } from './dashboard-month';
import { readDashboard } from './read-dashboard';
import { badRequest } from '../../http-errors';
import { ErrorBody } from '../../schemas/envelope';
import { DASHBOARD_TAGS, DashboardAnswer, DashboardQuery } from './schema';

/**
 * The dashboard (issue 14, Super Admin): the month's following, broadcasts, deliveries, quota,
 * clicks, the breakdown by health region and province and the most-clicked broadcasts, read from
 * the daily rollups (plugins/app/rollups.ts), never from the click or citizen tables.
 */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** This month's quota from LINE; null when LINE cannot be asked (the rest still answers). */
  const quota = async (): Promise<BroadcastQuota | null> => {
    try {
      const { limit, used } = await app.sending.line.quota();
      return broadcastQuotaOf(limit, used);
    } catch (error) {
      app.log.warn({ err: error }, 'LINE quota unavailable');
      return null;
    }
  };

  app.get(
    API_PATHS.dashboard,
    {
      onRequest: [app.requireAccessToken, app.requirePermission('dashboard', 'read')],
      schema: {
        tags: DASHBOARD_TAGS,
        summary:
          'The month at a glance (Bangkok): following and its trend, broadcasts, deliveries, quota, clicks, regions and provinces, top broadcasts',
        security: [{ bearer: [] }],
        querystring: DashboardQuery,
        response: { 200: DashboardAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const month = dashboardMonth(request.query.month);
      if (!month) {
        throw badRequest([{ path: 'querystring/month', message: DASHBOARD_MESSAGES.badMonth }]);
      }
      const data = await readDashboard(app.db, month, request.query.regionId, quota);
      return { message: 'SUCCESS' as const, data };
    },
  );
};

export default dashboardRoutes;
