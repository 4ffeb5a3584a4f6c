import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, listExportSchema, UNIT_LIST } from '@hbc/contracts';
import type { Static } from '@sinclair/typebox';
import { listPage } from '../../../db/list-query';
import { exportResponses, sendListExport } from '../../../export';
import { notFound } from '../../../http-errors';
import { staffOf, type UnitOfResource } from '../../../plugins/app/auth';
import { ErrorBody } from '../../../schemas/envelope';
import { createUnit, deleteUnit, updateUnit } from './unit-changes';
import { UNIT_EXPORT_COLUMNS, UNIT_EXPORT_FILE, UNIT_EXPORT_LOG } from './unit-export';
import { unitListSource } from './unit-list-source';
import { readUnitDetail, unitScopeOf } from './unit-record';
import {
  UnitAnswer,
  UnitBody,
  UnitDeletedAnswer,
  UnitDetailAnswer,
  UnitIdParams,
  UnitListAnswer,
  UnitListBody,
} from './schema';

const TAGS = ['health-center'];
const BEARER = [{ bearer: [] }];
const BY_ID = API_PATHS.healthUnitById(':id');

/**
 * Health units (architecture section 5): Super Admin lists, creates, edits and deletes every
 * unit; Admin LV1–LV3 read their own unit only (`own`, or by id: another unit is a 404 to them).
 * Every change is logged in the same transaction.
 */
const unitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const readAll = [app.requireAccessToken, app.requirePermission('healthCenter', 'read', 'all')];
  const read = [app.requireAccessToken, app.requirePermission('healthCenter', 'read')];
  const manage = [app.requireAccessToken, app.requirePermission('healthCenter', 'manage')];
  const unitOf: UnitOfResource = (request) =>
    unitScopeOf(app.db, (request.params as Static<typeof UnitIdParams>).id);
  const inScope = app.requireInScope('healthCenter', unitOf);
  // A national role has no unit of its own: nothing to show (404).
  const ownUnit = app.requireInScope(
    'healthCenter',
    async (request) => staffOf(request).unitId ?? undefined,
  );

  app.post(
    API_PATHS.healthUnitList,
    {
      onRequest: readAll,
      schema: {
        tags: TAGS,
        summary: 'Lists the units with their staff and citizen counts (Super Admin)',
        security: BEARER,
        body: UnitListBody,
        response: { 200: UnitListAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const source = unitListSource(app.db, request.body, staffOf(request));
      const { data, total } = await listPage(request.body, source);
      return { message: 'SUCCESS' as const, data, total };
    },
  );

  app.post(
    API_PATHS.healthUnitExport,
    {
      onRequest: readAll,
      schema: {
        tags: TAGS,
        summary: 'Exports the units of the list’s search, filters and sort as XLSX or CSV',
        security: BEARER,
        body: listExportSchema(UNIT_LIST),
        response: exportResponses,
      },
    },
    async (request, reply) =>
      sendListExport(request, reply, request.body, {
        source: unitListSource(app.db, request.body, staffOf(request)),
        columns: UNIT_EXPORT_COLUMNS,
        file: UNIT_EXPORT_FILE,
        activity: UNIT_EXPORT_LOG,
      }),
  );

  app.post(
    API_PATHS.healthUnit,
    {
      onRequest: manage,
      schema: {
        tags: TAGS,
        summary: 'Creates a unit (Super Admin); its hcode must be new',
        security: BEARER,
        body: UnitBody,
        response: {
          200: UnitAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await createUnit(app.db, staffOf(request), request.body),
    }),
  );

  app.get(
    API_PATHS.healthUnitOwn,
    {
      onRequest: read,
      preHandler: ownUnit,
      schema: {
        tags: TAGS,
        summary: 'The signed-in staff member’s own unit with its counts and newest broadcasts',
        security: BEARER,
        response: { 200: UnitDetailAnswer, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { unitId } = staffOf(request);
      const detail = unitId === null ? undefined : await readUnitDetail(app.db, unitId);
      if (!detail) throw notFound();
      return { message: 'SUCCESS' as const, data: detail };
    },
  );

  app.get(
    BY_ID,
    {
      onRequest: read,
      preHandler: inScope,
      schema: {
        tags: TAGS,
        summary: 'One unit with its counts and newest broadcasts (LV1–LV3: their own only)',
        security: BEARER,
        params: UnitIdParams,
        response: { 200: UnitDetailAnswer, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const detail = await readUnitDetail(app.db, request.params.id);
      if (!detail) throw notFound();
      return { message: 'SUCCESS' as const, data: detail };
    },
  );

  app.put(
    BY_ID,
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: TAGS,
        summary: 'Replaces a unit’s details (Super Admin)',
        security: BEARER,
        params: UnitIdParams,
        body: UnitBody,
        response: {
          200: UnitAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await updateUnit(app.db, staffOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    BY_ID,
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: TAGS,
        summary: 'Deletes a unit without staff, citizens or broadcasts (Super Admin)',
        security: BEARER,
        params: UnitIdParams,
        response: {
          200: UnitDeletedAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      await deleteUnit(app.db, staffOf(request), request.params.id);
      return { message: 'SUCCESS' as const, data: null };
    },
  );
};

export default unitRoutes;
