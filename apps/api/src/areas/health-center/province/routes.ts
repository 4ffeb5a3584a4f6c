import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@hbc/contracts';
import type { Static } from '@sinclair/typebox';
import { listPage } from '../../../db/list-query';
import { province } from '../../../db/schema';
import { notFound } from '../../../http-errors';
import { staffOf, type UnitOfResource } from '../../../plugins/app/auth';
import { ErrorBody } from '../../../schemas/envelope';
import { createProvince, deleteProvince, updateProvince } from './province-changes';
import { provinceListSource } from './province-list-source';
import { provinceScopeOf, readProvinceRow } from './province-record';
import {
  NewProvinceBody,
  ProvinceAnswer,
  ProvinceBody,
  ProvinceDeletedAnswer,
  ProvinceIdParams,
  ProvinceListAnswer,
  ProvinceListBody,
  ProvinceNamesAnswer,
} from './schema';

const TAGS = ['health-center'];
const BEARER = [{ bearer: [] }];
const BY_ID = API_PATHS.healthProvinceById(':id');

/**
 * The provinces (architecture section 5), a national screen: Super Admin lists them with their
 * unit, staff and citizen counts, creates, edits and deletes them. Every change is logged in the
 * same transaction.
 */
const provinceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = [app.requireAccessToken, app.requirePermission('healthCenter', 'read', 'all')];
  const manage = [app.requireAccessToken, app.requirePermission('healthCenter', 'manage', 'all')];
  const provinceOf: UnitOfResource = (request) =>
    provinceScopeOf(app.db, (request.params as Static<typeof ProvinceIdParams>).id);
  const exists = app.requireInScope('healthCenter', provinceOf);

  app.post(
    API_PATHS.healthProvinceList,
    {
      onRequest: read,
      schema: {
        tags: TAGS,
        summary: 'Lists the provinces with their unit, staff and citizen counts (Super Admin)',
        security: BEARER,
        body: ProvinceListBody,
        response: { 200: ProvinceListAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { data, total } = await listPage(
        request.body,
        provinceListSource(app.db, request.body),
      );
      return { message: 'SUCCESS' as const, data, total };
    },
  );

  // Reference data every staff member's choosers need (a segment's province condition); no
  // counts, so nothing national is told to a unit's staff.
  app.get(
    API_PATHS.healthProvinceNames,
    {
      onRequest: [app.requireAccessToken, app.requirePermission('healthCenter', 'read')],
      schema: {
        tags: TAGS,
        summary: "Every province's code and Thai name, by name (any staff member)",
        security: BEARER,
        response: { 200: ProvinceNamesAnswer, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ({
      message: 'SUCCESS' as const,
      data: await app.db
        .select({ id: province.id, nameTh: province.nameTh })
        .from(province)
        .orderBy(province.nameTh),
    }),
  );

  app.post(
    API_PATHS.healthProvince,
    {
      onRequest: manage,
      schema: {
        tags: TAGS,
        summary: 'Creates a province under its official code (Super Admin)',
        security: BEARER,
        body: NewProvinceBody,
        response: {
          200: ProvinceAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await createProvince(app.db, staffOf(request), request.body),
    }),
  );

  app.get(
    BY_ID,
    {
      onRequest: read,
      preHandler: exists,
      schema: {
        tags: TAGS,
        summary: 'One province with its counts (Super Admin)',
        security: BEARER,
        params: ProvinceIdParams,
        response: {
          200: ProvinceAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const row = await readProvinceRow(app.db, request.params.id);
      if (!row) throw notFound();
      return { message: 'SUCCESS' as const, data: row };
    },
  );

  app.put(
    BY_ID,
    {
      onRequest: manage,
      preHandler: exists,
      schema: {
        tags: TAGS,
        summary: 'Replaces a province’s names and region; its code never changes (Super Admin)',
        security: BEARER,
        params: ProvinceIdParams,
        body: ProvinceBody,
        response: {
          200: ProvinceAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await updateProvince(app.db, staffOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    BY_ID,
    {
      onRequest: manage,
      preHandler: exists,
      schema: {
        tags: TAGS,
        summary: 'Deletes a province without units or citizens (Super Admin)',
        security: BEARER,
        params: ProvinceIdParams,
        response: {
          200: ProvinceDeletedAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      await deleteProvince(app.db, staffOf(request), request.params.id);
      return { message: 'SUCCESS' as const, data: null };
    },
  );
};

export default provinceRoutes;
