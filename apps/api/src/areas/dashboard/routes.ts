import { API_PATHS, DASHBOARD_MESSAGES, DashboardQuery, DashboardSchema } from '@hbc/contracts';
import { badRequest } from '../../http-errors';
import { declareRoute, defineAppResource } from '../../resource';
import { lineQuota } from '../broadcast/line-quota';
import { RecentLineQuota } from '../broadcast/recent-line-quota';
import { dashboardMonth } from './dashboard-month';
import { readDashboard } from './read-dashboard';

/**
 * The dashboard (issue 14, Super Admin): the month's following, broadcasts, deliveries, quota,
 * clicks, the breakdown by health region and province and the most-clicked broadcasts, read from
 * the daily rollups (plugins/app/rollups.ts), never from the click or citizen tables.
 */
export default defineAppResource((app) => {
  const quota = new RecentLineQuota(
    () => lineQuota(app.sending.line, app.log),
    app.config.lineMessaging.quotaMaxAgeMs,
  );
  return {
    tag: 'dashboard',
    area: 'dashboard',
    routes: [
      declareRoute({
        method: 'GET',
        url: API_PATHS.dashboard,
        summary:
          'The month at a glance (Bangkok): following and its trend, broadcasts, deliveries, quota, clicks, regions and provinces, top broadcasts',
        access: { need: 'read' },
        querystring: DashboardQuery,
        answer: { kind: 'data', schema: DashboardSchema },
        handler: async (request, { db }) => {
          const month = dashboardMonth(request.query.month);
          if (!month) {
            throw badRequest([{ path: 'querystring/month', message: DASHBOARD_MESSAGES.badMonth }]);
          }
          // LINE's quota, at most LINE_QUOTA_MAX_AGE_MS old; null when LINE cannot be asked: the rest still answers.
          return readDashboard(db, month, request.query.regionId, () => quota.read());
        },
      }),
    ],
  };
});
