import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@hbc/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { listPage } from '../../../../db/list-query';
import { healthRegion, province } from '../../../../db/schema';
import { ErrorBody } from '../../../../schemas/envelope';
import { RegionListAnswer, RegionListBody } from './schema';

/** `POST /api/health-center/region/list`: the 13 health regions, a national screen. */
const regionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provinceCount = app.db
    .select({ n: count() })
    .from(province)
    .where(eq(province.healthRegionId, healthRegion.id));

  app.post(
    API_PATHS.healthRegionList,
    {
      onRequest: [app.requireAccessToken, app.requirePermission('healthCenter', 'read', 'all')],
      schema: {
        tags: ['health-center'],
        summary: 'Lists the health regions with how many provinces each has (Super Admin)',
        security: [{ bearer: [] }],
        body: RegionListBody,
        response: { 200: RegionListAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { data, total } = await listPage(request.body, {
        rows: app.db
          .select({
            id: healthRegion.id,
            nameTh: healthRegion.nameTh,
            nameEn: healthRegion.nameEn,
            provinceCount: sql<number>`(${provinceCount})`.mapWith(Number),
          })
          .from(healthRegion)
          .$dynamic(),
        total: app.db.select({ total: count() }).from(healthRegion).$dynamic(),
        sortColumns: { number: healthRegion.id, name: healthRegion.nameTh },
        defaultSort: { field: 'number', direction: 'asc' },
        tiebreak: healthRegion.id,
        searchColumns: [healthRegion.nameTh, healthRegion.nameEn],
      });
      return { message: 'SUCCESS' as const, data, total };
    },
  );
};

export default regionRoutes;
