import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@hbc/contracts';
import { listPage } from '../../../db/list-query';
import { exportResponses, sendListExport } from '../../../export';
import { ErrorBody } from '../../../schemas/envelope';
import { REGION_EXPORT_COLUMNS, REGION_EXPORT_FILE, REGION_EXPORT_LOG } from './region-export';
import { regionListSource } from './region-list-source';
import { RegionExportBody, RegionListAnswer, RegionListBody } from './schema';

/** The 13 health regions, a national screen (Super Admin): their list and its export. */
const regionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const superAdminOnly = [
    app.requireAccessToken,
    app.requirePermission('healthCenter', 'read', 'all'),
  ];

  app.post(
    API_PATHS.healthRegionList,
    {
      onRequest: superAdminOnly,
      schema: {
        tags: ['health-center'],
        summary: 'Lists the health regions with how many provinces each has (Super Admin)',
        security: [{ bearer: [] }],
        body: RegionListBody,
        response: { 200: RegionListAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { data, total } = await listPage(request.body, regionListSource(app.db));
      return { message: 'SUCCESS' as const, data, total };
    },
  );

  app.post(
    API_PATHS.healthRegionExport,
    {
      onRequest: superAdminOnly,
      schema: {
        tags: ['health-center'],
        summary:
          'Exports the health regions of the list’s search and sort as XLSX or CSV (Super Admin)',
        security: [{ bearer: [] }],
        body: RegionExportBody,
        response: exportResponses,
      },
    },
    async (request, reply) =>
      sendListExport(request, reply, request.body, {
        source: regionListSource(app.db),
        columns: REGION_EXPORT_COLUMNS,
        file: REGION_EXPORT_FILE,
        activity: REGION_EXPORT_LOG,
      }),
  );
};

export default regionRoutes;
