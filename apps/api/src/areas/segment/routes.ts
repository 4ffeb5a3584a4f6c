import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, EXCLUDED_CID_MESSAGES } from '@hbc/contracts';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { CidProtection } from '../../cid/cid-protection';
import { listPage } from '../../db/list-query';
import { badRequest, forbidden, notFound } from '../../http-errors';
import { staffOf, type UnitOfResource } from '../../plugins/app/auth';
import { ErrorBody } from '../../schemas/envelope';
import { CID_IMPORT_BODY_LIMIT } from '../excluded-cids/cid-import-routes';
import {
  countRules,
  createSegment,
  deleteSegment,
  recountSegment,
  updateSegment,
  type SegmentActor,
} from './segment-changes';
import { uploadSegmentCidList } from './segment-cid-list-upload';
import { segmentListSource } from './segment-list-source';
import { readSegment, segmentUnitOf, toSegmentRecord } from './segment-record';
import {
  SEGMENT_TAGS,
  SegmentAnswer,
  SegmentBody,
  SegmentCidListAnswer,
  SegmentCidListBody,
  SegmentCountAnswer,
  SegmentCountBody,
  SegmentDeletedAnswer,
  SegmentIdParams,
  SegmentListAnswer,
  SegmentListBody,
} from './schema';

const BEARER = [{ bearer: [] }];
const BY_ID = API_PATHS.segmentById(':id');
/** The longest base64 text of an uploadable CID list (a data URL's prefix included). */
const BASE64_MAX_LENGTH = SegmentCidListBody.properties.base64.maxLength ?? 0;

/**
 * The signed-in staff member as the one who changes their unit's segments. Every role that may
 * read segments belongs to a unit; one without (none exists) is refused like a national role.
 */
function segmentActorOf(request: FastifyRequest): SegmentActor {
  const staff = staffOf(request);
  if (staff.unitId === null) throw forbidden();
  return { ...staff, unitId: staff.unitId };
}

/** Before validation: a file past the limit is refused in Thai, not by the schema's length rule. */
async function refuseLargeFile(request: FastifyRequest): Promise<void> {
  const body = request.body as { base64?: unknown } | null | undefined;
  if (typeof body?.base64 === 'string' && body.base64.length > BASE64_MAX_LENGTH) {
    throw badRequest([{ path: '/base64', message: EXCLUDED_CID_MESSAGES.fileTooLarge }]);
  }
}

/**
 * Segments (architecture sections 3–5): a unit's named rules over its citizens. LV1 and LV3
 * manage their unit's segments, LV2 reads them (and counts), Super Admin has none; another
 * unit's segment is a 404. Counts are of following citizens of the unit, excluded CIDs left out,
 * on today's Bangkok day. Every change is logged in its transaction.
 */
const segmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = [app.requireAccessToken, app.requirePermission('segment', 'read')];
  const manage = [app.requireAccessToken, app.requirePermission('segment', 'manage')];
  const unitOf: UnitOfResource = (request) =>
    segmentUnitOf(app.db, (request.params as Static<typeof SegmentIdParams>).id);
  const inScope = app.requireInScope('segment', unitOf);
  const protection = new CidProtection(app.config.cidKeys);

  app.post(
    API_PATHS.segmentList,
    {
      onRequest: read,
      schema: {
        tags: SEGMENT_TAGS,
        summary: 'Lists the unit’s segments; the search looks in the name',
        security: BEARER,
        body: SegmentListBody,
        response: { 200: SegmentListAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const source = segmentListSource(app.db, staffOf(request));
      const { data, total } = await listPage(request.body, source);
      return { message: 'SUCCESS' as const, data: data.map(toSegmentRecord), total };
    },
  );

  app.post(
    API_PATHS.segmentCount,
    {
      onRequest: read,
      schema: {
        tags: SEGMENT_TAGS,
        summary:
          'Counts the unit’s following citizens the rules reach now, excluded CIDs left out (and breaks the count down if asked)',
        security: BEARER,
        body: SegmentCountBody,
        response: { 200: SegmentCountAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await countRules(
        app.db,
        segmentActorOf(request).unitId,
        request.body.rules,
        request.body.breakdown ?? false,
      ),
    }),
  );

  app.post(
    API_PATHS.segmentCidList,
    {
      onRequest: manage,
      preValidation: refuseLargeFile,
      bodyLimit: CID_IMPORT_BODY_LIMIT,
      schema: {
        tags: SEGMENT_TAGS,
        summary:
          'Uploads a CSV or XLSX of CIDs for a CID-list condition; keeps their hashes only and answers the bad rows',
        security: BEARER,
        body: SegmentCidListBody,
        response: {
          200: SegmentCidListAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
        },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await uploadSegmentCidList(app.db, protection, segmentActorOf(request), request.body),
    }),
  );

  app.post(
    API_PATHS.segment,
    {
      onRequest: manage,
      schema: {
        tags: SEGMENT_TAGS,
        summary:
          'Creates a segment of the unit, counted as it is saved; its name must be new in the unit',
        security: BEARER,
        body: SegmentBody,
        response: {
          200: SegmentAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await createSegment(app.db, segmentActorOf(request), request.body),
    }),
  );

  app.get(
    BY_ID,
    {
      onRequest: read,
      preHandler: inScope,
      schema: {
        tags: SEGMENT_TAGS,
        summary: 'One segment of the unit, with its count as last taken',
        security: BEARER,
        params: SegmentIdParams,
        response: {
          200: SegmentAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const record = await readSegment(app.db, request.params.id);
      if (!record) throw notFound();
      return { message: 'SUCCESS' as const, data: record };
    },
  );

  app.post(
    API_PATHS.segmentCountById(':id'),
    {
      onRequest: read,
      preHandler: inScope,
      schema: {
        tags: SEGMENT_TAGS,
        summary:
          'Counts a segment afresh with its breakdown and keeps the count on it (its detail)',
        security: BEARER,
        params: SegmentIdParams,
        response: {
          200: SegmentCountAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await recountSegment(app.db, segmentActorOf(request).unitId, request.params.id),
    }),
  );

  app.put(
    BY_ID,
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: SEGMENT_TAGS,
        summary: 'Replaces a segment’s name and rules (recounted)',
        security: BEARER,
        params: SegmentIdParams,
        body: SegmentBody,
        response: {
          200: SegmentAnswer,
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
      data: await updateSegment(app.db, segmentActorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    BY_ID,
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: SEGMENT_TAGS,
        summary: 'Deletes a segment no broadcast targets (409 while one does)',
        security: BEARER,
        params: SegmentIdParams,
        response: {
          200: SegmentDeletedAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      await deleteSegment(app.db, segmentActorOf(request), request.params.id);
      return { message: 'SUCCESS' as const, data: null };
    },
  );
};

export default segmentRoutes;
