import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, EXCLUDED_CID_LIST_DECLARATION, listExportSchema } from '@hbc/contracts';
import { CidProtection } from '../../cid/cid-protection';
import { listPage } from '../../db/list-query';
import { exportResponses, sendListExport } from '../../export';
import { staffOf } from '../../plugins/app/auth';
import { ErrorBody } from '../../schemas/envelope';
import cidImportRoutes from './cid-import-routes';
import { addExcludedCid, deleteExcludedCid, revealExcludedCid } from './excluded-cid-changes';
import {
  EXCLUDED_CID_EXPORT_FILE,
  EXCLUDED_CID_EXPORT_LOG,
  excludedCidExportColumns,
} from './excluded-cid-export';
import { excludedCidListSource, toExcludedCidRecord } from './excluded-cid-list-source';
import {
  ExcludedCidAnswer,
  ExcludedCidDeletedAnswer,
  ExcludedCidIdParams,
  ExcludedCidListAnswer,
  ExcludedCidListBody,
  NewExcludedCidBody,
  RevealedCidAnswer,
  EXCLUDED_CID_TAGS,
} from './schema';

const BEARER = [{ bearer: [] }];
const BY_ID = API_PATHS.cidById(':id');

/**
 * The excluded-CID list (Super Admin only): citizens on it never receive a broadcast. CIDs are
 * kept hashed and encrypted and answered masked; the full CID only by the reveal, which is
 * logged. Every change and every sensitive read is written to the activity log in its transaction.
 */
const excludedCidRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const manage = [app.requireAccessToken, app.requirePermission('excludedCid', 'manage')];
  const protection = new CidProtection(app.config.cidKeys);

  app.post(
    API_PATHS.cidList,
    {
      onRequest: manage,
      schema: {
        tags: EXCLUDED_CID_TAGS,
        summary: 'Lists the excluded CIDs, masked; a full CID in the search is matched by its hash',
        security: BEARER,
        body: ExcludedCidListBody,
        response: { 200: ExcludedCidListAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const source = excludedCidListSource(app.db, request.body, protection);
      const { data, total } = await listPage(request.body, source);
      return {
        message: 'SUCCESS' as const,
        data: data.map((row) => toExcludedCidRecord(row, protection)),
        total,
      };
    },
  );

  app.post(
    API_PATHS.cidExport,
    {
      onRequest: manage,
      schema: {
        tags: EXCLUDED_CID_TAGS,
        summary: 'Exports the excluded CIDs of the list’s search and sort, masked, as XLSX or CSV',
        security: BEARER,
        body: listExportSchema(EXCLUDED_CID_LIST_DECLARATION),
        response: exportResponses,
      },
    },
    async (request, reply) =>
      sendListExport(request, reply, request.body, {
        source: excludedCidListSource(app.db, request.body, protection),
        columns: excludedCidExportColumns(protection),
        file: EXCLUDED_CID_EXPORT_FILE,
        activity: EXCLUDED_CID_EXPORT_LOG,
      }),
  );

  app.post(
    API_PATHS.cid,
    {
      onRequest: manage,
      schema: {
        tags: EXCLUDED_CID_TAGS,
        summary: 'Adds a CID to the list with its reason (Super Admin); answers it masked',
        security: BEARER,
        body: NewExcludedCidBody,
        response: {
          200: ExcludedCidAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await addExcludedCid(app.db, protection, staffOf(request), request.body),
    }),
  );

  app.delete(
    BY_ID,
    {
      onRequest: manage,
      schema: {
        tags: EXCLUDED_CID_TAGS,
        summary: 'Takes a CID off the list (Super Admin)',
        security: BEARER,
        params: ExcludedCidIdParams,
        response: {
          200: ExcludedCidDeletedAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      await deleteExcludedCid(app.db, protection, staffOf(request), request.params.id);
      return { message: 'SUCCESS' as const, data: null };
    },
  );

  app.post(
    API_PATHS.cidReveal(':id'),
    {
      onRequest: manage,
      schema: {
        tags: EXCLUDED_CID_TAGS,
        summary: 'Answers one CID in full (Super Admin); every call is written to the activity log',
        security: BEARER,
        params: ExcludedCidIdParams,
        response: {
          200: RevealedCidAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const data = await revealExcludedCid(app.db, protection, staffOf(request), request.params.id);
      void reply.header('cache-control', 'no-store');
      return { message: 'SUCCESS' as const, data };
    },
  );

  await app.register(cidImportRoutes, { protection });
};

export default excludedCidRoutes;
